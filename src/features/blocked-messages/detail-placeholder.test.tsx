import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../test-utils/render.tsx';
import { DetailPlaceholder } from './detail-placeholder.tsx';

// The frame shown while the drawer's code arrives: a close pressed meanwhile must not be lost
// (the drawer would otherwise open afterwards and stay open).
describe('DetailPlaceholder', () => {
  it.each([
    ['Esc', () => fireEvent.keyDown(document.body, { key: 'Escape' })],
    ['a click beside the frame', () => fireEvent.click(document.querySelector('[aria-busy="true"]')!.parentElement!)],
  ])('closes on %s', async (_, press) => {
    const onClose = vi.fn();
    render(<DetailPlaceholder messageId="m-1" onClose={onClose} />);
    await screen.findByRole('region', { name: 'Loading blocked message m-1' });
    press();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open for a click inside the frame and for other keys', async () => {
    const onClose = vi.fn();
    render(<DetailPlaceholder messageId="m-1" onClose={onClose} />);
    fireEvent.click(await screen.findByText('Blocked message m-1'));
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
