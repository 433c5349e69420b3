import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '../../../test-utils/render.tsx';
import { HAND_MADE_MOVEMENT, HAND_MADE_QUERY } from '../../../../contract/queue-movement.fixture.ts';
import { QueueMovementSection, QueueMovementView } from './queue-movement-section.tsx';

// uPlot draws on a canvas jsdom does not have: the chart is a picture of the numbers tested here.
vi.mock('./queue-chart.tsx', () => ({ QueueChart: () => null }));

/** A table's body as text, one array of cell texts per row. */
function rowsOf(name: RegExp): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('How the queue moves', () => {
  it('shows the figures of the hand-made decision log (server/queue-movement/queue-movement-routes.test.ts): waiting, delays, moderators', async () => {
    render(<QueueMovementView movement={HAND_MADE_MOVEMENT} />);
    const now = screen.getByRole('group', { name: 'The queue now' });
    expect(now).toHaveTextContent('Waiting now1 message');
    expect(now).toHaveTextContent('Oldest wait now1 d 20 h');
    expect(screen.getByTestId('queue-summary')).toHaveTextContent(
      'The queue held at 1 message waiting: 6 blocked, 6 decided.',
    );
    expect(screen.queryByRole('table', { name: /^The queue per day/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the queue as a table' }));
    expect(rowsOf(/^The queue per day/).map((row) => row.slice(1))).toEqual([
      ['5', '5', '1', '19 h'],
      ['1', '1', '1', '1 d 19 h'],
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

  it('the keyboard walks the chart by day, from the newest, and the readout says each day', async () => {
    render(<QueueMovementView movement={HAND_MADE_MOVEMENT} />);
    const readout = screen.getByTestId('queue-readout');
    expect(readout).toHaveTextContent(/^Point at the chart/);
    await userEvent.tab();
    expect(screen.getByRole('group', { name: /^Chart of the queue per day/ })).toHaveFocus();
    expect(readout).toHaveTextContent(
      /: 1 blocked, 1 decided; 1 message waiting at its end, the oldest for 1 d 19 h\.$/,
    );
    await userEvent.keyboard('{ArrowLeft}');
    expect(readout).toHaveTextContent(/: 5 blocked, 5 decided; 1 message waiting at its end, the oldest for 19 h\.$/);
  });

  it("asks the server for the page's range, by day when hours would be too many", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: HAND_MADE_MOVEMENT }));
    render(
      <QueueMovementSection
        appId="a1"
        range={{ bucket: 'hour', from: HAND_MADE_QUERY.from, to: HAND_MADE_QUERY.from + 1001 * 3600 }}
      />,
    );
    expect(await screen.findByRole('group', { name: 'The queue now' })).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(
      `/api/apps/a1/archive/queue-movement?bucket=day&from=${HAND_MADE_QUERY.from}&to=${HAND_MADE_QUERY.from + 1001 * 3600}`,
    );
  });
});
