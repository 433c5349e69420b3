import { hintPosition } from './hint-position.ts';

const viewport = { width: 1000, height: 800 };
const hint = { width: 200, height: 40 };

describe('hintPosition', () => {
  it.each([
    {
      name: 'room above: centred above the target',
      target: { top: 300, left: 400, width: 100, height: 20 },
      expected: { top: 254, left: 350, placement: 'above' },
    },
    {
      name: 'at the top of the window: below',
      target: { top: 10, left: 400, width: 100, height: 20 },
      expected: { top: 36, left: 350, placement: 'below' },
    },
    {
      name: 'at the left edge: kept inside',
      target: { top: 300, left: 0, width: 40, height: 20 },
      expected: { top: 254, left: 8, placement: 'above' },
    },
    {
      name: 'at the right edge: kept inside',
      target: { top: 300, left: 960, width: 40, height: 20 },
      expected: { top: 254, left: 792, placement: 'above' },
    },
    {
      name: 'no room either way: above, pinned to the top margin',
      target: { top: 20, left: 400, width: 100, height: 770 },
      expected: { top: 8, left: 350, placement: 'above' },
    },
  ])('$name', ({ target, expected }) => {
    expect(hintPosition(target, hint, viewport)).toEqual(expected);
  });

  it('keeps a hint wider than the window at the left margin', () => {
    expect(
      hintPosition({ top: 300, left: 100, width: 10, height: 10 }, { width: 1200, height: 40 }, viewport).left,
    ).toBe(8);
  });
});
