import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const sample = (seed: string) => {
      const rng = createRandom(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(sample('a')).toEqual(sample('a'));
    expect(sample('a')).not.toEqual(sample('b'));
  });

  it('keeps int, pick, weighted and hex in range', () => {
    const rng = createRandom('range');
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
      expect(['x', 'y']).toContain(rng.pick(['x', 'y']));
      expect(rng.weighted([1, 2, 3], (w) => (w === 2 ? 0 : w))).not.toBe(2);
      expect(rng.hex(13)).toMatch(/^[0-9a-f]{13}$/);
    }
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});
