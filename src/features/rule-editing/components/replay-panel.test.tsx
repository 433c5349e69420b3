import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test-utils/render.tsx';
import { ReplayPanel } from './replay-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const answer = (stillBlocked: number) => ({
  data: {
    days: 30,
    rules: [
      {
        ruleId: 'scams',
        ruleName: 'Payment scam watch',
        stillBlocked,
        noLongerBlocked: { approved: 0, rejected: 0, undecided: 0 },
        notEvaluable: 0,
        ids: { stillBlocked: [], approved: [], rejected: [], undecided: [], notEvaluable: [] },
      },
    ],
  },
});

/** The replay route: each answer waits until the test releases it; the bodies asked for are kept. */
function serveReplays() {
  const asked: unknown[] = [];
  const releases: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { rule: { name: string } };
      asked.push(body.rule);
      await new Promise<void>((resolve) => releases.push(resolve));
      return Response.json(answer(body.rule.name.length));
    }),
  );
  return { asked, release: (i: number) => releases[i]?.() };
}

const still = (count: number) => screen.findByRole('button', { name: `Still blocked: ${count}. Show these messages` });

describe('the replay of an edit', () => {
  it('asks nothing for an edit older than the form’s, and keeps the last figures, dimmed, while the next are counted', async () => {
    const replays = serveReplays();
    const { rerender } = render(<ReplayPanel appId="demo-app" change={{ rule: { name: 'abc' } }} settling />);
    // Typing: the edit the panel was given is not the form's yet, so it is not replayed.
    expect(screen.getByRole('status')).toHaveTextContent('Replaying the change against 30 days of blocked messages…');
    rerender(<ReplayPanel appId="demo-app" change={{ rule: { name: 'abc' } }} settling />);
    expect(replays.asked).toEqual([]);

    rerender(<ReplayPanel appId="demo-app" change={{ rule: { name: 'abc' } }} />);
    await vi.waitFor(() => expect(replays.asked).toEqual([{ name: 'abc' }]));
    replays.release(0);
    const figure = await still(3);
    expect(figure.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');

    // The next edit: the figures stay where they are, marked as being replayed, until its own come.
    rerender(<ReplayPanel appId="demo-app" change={{ rule: { name: 'abcde' } }} />);
    await vi.waitFor(() => expect(replays.asked).toHaveLength(2));
    expect(await still(3)).toBeInTheDocument();
    expect((await still(3)).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
      'Replaying the change against 30 days of blocked messages…',
    );
    replays.release(1);
    expect((await still(5)).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });
});
