import { describe, expect, it, vi } from 'vitest';
import { CANCELLED_BEFORE_ITS_TURN, SearchTurns } from './search-turns.ts';

/** A search that answers when the test says so, and records that it ran. */
function heldSearch(name: string, ran: string[]) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return {
    read: async () => {
      ran.push(name);
      await answered;
      return name;
    },
    answer: () => answer(),
  };
}

describe('SearchTurns', () => {
  it('runs the searches of one user in turn, skipping those cancelled while they waited', async () => {
    const turns = new SearchTurns();
    const ran: string[] = [];
    const [use, user, userDash] = ['use', 'user', 'user-'].map((name) => heldSearch(name, ran));
    const cancelled = new AbortController();
    const first = turns.run('app\nana', new AbortController().signal, use!.read);
    const second = turns.run('app\nana', cancelled.signal, user!.read);
    const third = turns.run('app\nana', new AbortController().signal, userDash!.read);
    await vi.waitFor(() => expect(ran).toEqual(['use']));
    cancelled.abort();
    use!.answer();
    userDash!.answer();
    expect(await Promise.all([first, second, third])).toEqual(['use', CANCELLED_BEFORE_ITS_TURN, 'user-']);
    expect(ran).toEqual(['use', 'user-']);
  });

  it("never makes one user's search wait for another's", async () => {
    const turns = new SearchTurns();
    const ran: string[] = [];
    const slow = heldSearch('slow', ran);
    const fast = heldSearch('fast', ran);
    void turns.run('app\nana', new AbortController().signal, slow.read);
    const other = turns.run('app\nbo', new AbortController().signal, fast.read);
    fast.answer();
    expect(await other).toBe('fast');
    slow.answer();
  });

  it('runs a search cancelled while it runs to its end (a query cannot be stopped halfway)', async () => {
    const turns = new SearchTurns();
    const ran: string[] = [];
    const search = heldSearch('user-4', ran);
    const cancelled = new AbortController();
    const running = turns.run('app\nana', cancelled.signal, search.read);
    await vi.waitFor(() => expect(ran).toEqual(['user-4']));
    cancelled.abort();
    search.answer();
    expect(await running).toBe('user-4');
  });
});
