import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen } from '../../test-utils/render.tsx';
import { FlaggedCard } from './flagged-card.tsx';
import { rowsOf } from './flagged-filters.ts';

const report = { uid: 'ana', name: 'Ana', reasonId: 'spam', reasonName: 'Spam', remark: '<b>again</b>' };
const card = (message: Record<string, unknown>) => {
  const [row] = rowsOf([{ ok: true, value: { id: '900', flaggedBy: [report], flaggedCount: 1, ...message } }]);
  if (!row) throw new Error('no row');
  render(<FlaggedCard row={row} selected={false} canDecide onDecide={() => undefined} onSelect={() => undefined} />);
};

describe('FlaggedCard', () => {
  it('shows an image report blurred until revealed', async () => {
    card({
      type: 'image',
      data: {
        url: 'https://media.example.test/a.png',
        attachments: [{ name: 'a.png', url: 'https://media.example.test/a.png' }],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reveal image a.png' }));
    expect(screen.getByRole('img', { name: 'Image a.png' })).toBeInTheDocument();
  });

  it('never loads media from a script URL, and shows remarks as text', () => {
    card({ type: 'image', data: { url: 'javascript:alert(1)' } });
    expect(screen.queryByRole('button', { name: /^Reveal/ })).not.toBeInTheDocument();
    expect(screen.getByText(/media hidden: unsafe URL/)).toBeInTheDocument();
    expect(screen.getByText('“<b>again</b>”', { exact: false })).toBeInTheDocument();
  });
});
