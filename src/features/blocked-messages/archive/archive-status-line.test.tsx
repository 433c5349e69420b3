import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen } from '../../../test-utils/render.tsx';
import { ArchiveStatusLine } from './archive-status-line.tsx';

const status = {
  enabled: true,
  records: 3,
  oldest: 1_772_000_000,
  newest: 1_772_100_000,
  lastPoll: Math.floor(Date.now() / 1000) - 120,
  lastError: null,
};

describe('ArchiveStatusLine', () => {
  it('says what the archive holds, when it last polled, and each gap', async () => {
    const gaps = [
      { from: 1_772_050_000, to: 1_772_050_300 },
      { from: 1_772_060_000, to: 1_772_063_000 },
    ];
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: { ...status, gaps } }));
    render(<ArchiveStatusLine appId="a1" />);
    const line = await screen.findByRole('status', { name: 'Archive status' });
    expect(line).toHaveTextContent(/^3 records since .*\. Last poll 2 minutes ago\./);
    expect(
      screen.getAllByText(/^Records between .* may be missing: more were blocked than one poll can read\.$/),
    ).toHaveLength(2);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/apps/a1/archive/status');
  });

  it('lists the newest three of many gaps, and all of them when asked', async () => {
    const gaps = Array.from({ length: 40 }, (_, i) => ({
      from: 1_772_090_000 - i * 1000,
      to: 1_772_090_300 - i * 1000,
    }));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: { ...status, gaps } }));
    render(<ArchiveStatusLine appId="a1" />);
    const gapLine = /^Records between .* may be missing: more were blocked than one poll can read\.$/;
    await screen.findByRole('status', { name: 'Archive status' });
    expect(screen.getAllByText(gapLine)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 40 gaps (37 older)' }));
    expect(screen.getAllByText(gapLine)).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show the newest 3 gaps only' }));
    expect(screen.getAllByText(gapLine)).toHaveLength(3);
  });

  it('says plainly when the server keeps no archive, and points to Live', async () => {
    const body = {
      error: {
        code: 'ERR_STORE_UNAVAILABLE',
        message: 'This dashboard server runs without a store, so it keeps no archive.',
      },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(body, { status: 503, headers: { 'retry-after': '30' } }),
    );
    render(<ArchiveStatusLine appId="a1" />);
    expect(await screen.findByText('The archive is not available')).toBeInTheDocument();
    expect(screen.getByText(/runs without a store, so it keeps no archive/)).toBeInTheDocument();
    expect(screen.getByText(/Live still works/)).toBeInTheDocument();
  });

  it('says when archiving is off for the app', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: { ...status, enabled: false, gaps: [] } }));
    render(<ArchiveStatusLine appId="a1" />);
    expect(await screen.findByText(/Archiving is off for this app/)).toBeInTheDocument();
  });
});
