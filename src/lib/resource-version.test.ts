import { resourceVersion } from './resource-version.ts';

describe('resourceVersion', () => {
  it.each([
    [{ id: 'r', revisionId: 'app_r_3', updatedAt: 5 }, 'rev:app_r_3'],
    [{ id: 'l', updatedAt: 1700000000 }, 'at:1700000000'],
    [null, 'none'],
  ])('names %j by what changes with each save', (resource, token) => {
    expect(resourceVersion(resource)).toBe(token);
  });

  it('hashes a resource without a revision or time, ignoring key order', () => {
    const a = resourceVersion({ id: 'spam', name: 'Spam', description: 'x' });
    expect(a).toMatch(/^hash:[0-9a-f]{8}$/);
    expect(resourceVersion({ description: 'x', name: 'Spam', id: 'spam' })).toBe(a);
    expect(resourceVersion({ id: 'spam', name: 'Spam!', description: 'x' })).not.toBe(a);
  });
});
