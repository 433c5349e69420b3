import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { ActionChips } from './row-parts.tsx';

describe("a row's action chips", () => {
  it.each<[string, string[], number | undefined, string[], string | undefined]>([
    [
      'every action when not limited (the drawer)',
      ['blockMessage', 'ban'],
      undefined,
      ['block message', 'ban sender'],
      undefined,
    ],
    ['one action in a row of two lines', ['blockMessage'], 1, ['block message'], undefined],
    [
      'the rest said as "+N", each named in its title',
      ['blockMessage', 'block', 'deactivate'],
      1,
      ['block message', '+2'],
      'block message, block sender, deactivate sender',
    ],
  ])('%s', (_, actions, shown, chips, restTitle) => {
    const { container } = render(<ActionChips actions={actions} shown={shown} />);
    expect([...container.querySelectorAll('span')].map((chip) => chip.textContent)).toEqual(chips);
    if (restTitle) expect(screen.getByText(/^\+\d/)).toHaveAttribute('title', restTitle);
  });
});
