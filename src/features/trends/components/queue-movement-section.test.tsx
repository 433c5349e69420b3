import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../test-utils/render.tsx';
import { HAND_MADE_MOVEMENT, HAND_MADE_QUERY } from '../../../../contract/queue-movement.fixture.ts';
import { QueueMovementSection, QueueMovementView } from './queue-movement-section.tsx';

/** A table's body as text, one array of cell texts per row. */
function rowsOf(name: RegExp): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('How the queue moves', () => {
  it('shows the figures of the hand-made decision log (server/queue-movement/queue-movement-routes.test.ts): waiting, delays, moderators', () => {
    render(<QueueMovementView movement={HAND_MADE_MOVEMENT} />);
    const now = screen.getByRole('group', { name: 'The queue now' });
    expect(now).toHaveTextContent('Waiting now1 message');
    expect(now).toHaveTextContent('Oldest wait now1 d 20 h');
    expect(rowsOf(/^Messages waiting/).map((row) => row.slice(1))).toEqual([
      ['1', '19 h'],
      ['1', '1 d 19 h'],
    ]);
    expect(rowsOf(/^Time from block to decision/).map((row) => row.slice(1))).toEqual([
      ['5', '40 min', '3 h 5 min', '0'],
      ['2', '4 h', '4 h', '1'],
    ]);
    expect(rowsOf(/^Decisions on blocked messages by moderator/)).toEqual([
      ['lee', '4', '3 (75%)', '1 (25%)', '3', '1.3'],
      ['dana', '3', '2 (67%)', '1 (33%)', '3', '1'],
    ]);
  });

  it('says so when the range held no decision, and when the figures leave the oldest decisions out', () => {
    const { unmount } = render(<QueueMovementView movement={{ ...HAND_MADE_MOVEMENT, decisions: [] }} />);
    expect(
      screen.getByText(/No decision on a blocked message was taken through the dashboard in this range/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /by moderator/ })).toBeNull();
    unmount();
    render(<QueueMovementView movement={{ ...HAND_MADE_MOVEMENT, decisionsComplete: false }} />);
    expect(screen.getByText('Only the newest decisions are counted')).toBeInTheDocument();
  });

  it("asks the server for the page's range, by day when hours would be too many", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: HAND_MADE_MOVEMENT }));
    render(
      <QueueMovementSection
        appId="a1"
        range={{ bucket: 'hour', from: HAND_MADE_QUERY.from, to: HAND_MADE_QUERY.from + 1001 * 3600 }}
      />,
    );
    expect(await screen.findByRole('table', { name: /^Messages waiting/ })).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(
      `/api/apps/a1/archive/queue-movement?bucket=day&from=${HAND_MADE_QUERY.from}&to=${HAND_MADE_QUERY.from + 1001 * 3600}`,
    );
  });
});
