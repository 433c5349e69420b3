import { markerLabels } from './marker-labels.ts';

describe('markerLabels', () => {
  it.each([
    ['no markers', [], []],
    [
      'markers far apart keep a number each',
      [10, 60, 120],
      [
        { x: 10, text: '1' },
        { x: 60, text: '2' },
        { x: 120, text: '3' },
      ],
    ],
    [
      'a close run shares one label',
      [10, 12, 15, 20, 100],
      [
        { x: 10, text: '1–4' },
        { x: 100, text: '5' },
      ],
    ],
    [
      'a run is measured from its first marker, so it cannot creep along the axis',
      [0, 20, 40, 60],
      [
        { x: 0, text: '1–2' },
        { x: 40, text: '3–4' },
      ],
    ],
    ['markers at the same time', [50, 50], [{ x: 50, text: '1–2' }]],
  ] as const)('%s', (_, xs, labels) => {
    expect(markerLabels(xs, 30)).toEqual(labels);
  });
});
