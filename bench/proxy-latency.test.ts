import { describe, expect, it } from 'vitest';
import { addedPerPair, sliceOrder, type Slice } from './proxy-latency.ts';

describe('sliceOrder', () => {
  it.each([
    { pair: 1, order: ['direct', 'proxy', 'floor'] },
    { pair: 2, order: ['proxy', 'floor', 'direct'] },
    { pair: 3, order: ['floor', 'direct', 'proxy'] },
    { pair: 4, order: ['direct', 'proxy', 'floor'] },
  ])('pair $pair runs $order', ({ pair, order }) => {
    expect(sliceOrder(pair)).toEqual(order);
  });
});

describe('addedPerPair', () => {
  const at = (p50: number, p99: number): Slice => ({ p50, p99, failed: 0 });
  const runs = {
    direct: [at(400, 1000), at(500, 3000)],
    proxy: [at(900, 2500), at(800, 2000)],
    floor: [at(600, 1200)],
  };

  it.each([
    { route: 'proxy', key: 'p50', added: [500, 300] },
    { route: 'proxy', key: 'p99', added: [1500, -1000] },
    { route: 'floor', key: 'p99', added: [200] },
  ] as const)('$route at $key is the difference with the direct slice of the same pair', ({ route, key, added }) => {
    expect(addedPerPair(runs, route, key)).toEqual(added);
  });

  it('is NaN for a pair without a direct slice', () => {
    expect(addedPerPair({ ...runs, direct: [] }, 'proxy', 'p50')).toEqual([Number.NaN, Number.NaN]);
  });
});
