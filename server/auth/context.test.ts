import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { currentUser, type SignedIn } from './context.ts';

describe('currentUser', () => {
  it('fails closed on a route authenticate() did not run for, instead of acting as the local admin', async () => {
    const app = new Hono<SignedIn>();
    app.get('/who', (c) => c.json(currentUser(c)));
    app.onError((error, c) => c.json({ error: error.message }, 500));
    const response = await app.request('/who');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: expect.stringContaining('authenticate() did not run') });
  });

  it('answers the user authenticate() set', async () => {
    const app = new Hono<SignedIn>();
    app.use((c, next) => {
      c.set('user', { username: 'vic', role: 'viewer' });
      return next();
    });
    app.get('/who', (c) => c.json(currentUser(c)));
    expect(await (await app.request('/who')).json()).toEqual({ username: 'vic', role: 'viewer' });
  });
});
