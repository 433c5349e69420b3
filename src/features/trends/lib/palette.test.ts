import { describe, expect, it } from 'vitest';
import { chartColors, seriesStyle, swatchBackground, type SeriesStyle } from './palette.ts';

const HEX = /^#[0-9a-f]{6}$/;
const schemes: [string, boolean][] = [
  ['light', false],
  ['dark', true],
];

describe('seriesStyle', () => {
  const styles = (count: number, dark: boolean) =>
    Array.from({ length: count }, (__, index) => seriesStyle(index, `rule-${index}`, dark));
  const look = (style: SeriesStyle) => `${style.color} ${style.pattern}`;

  it.each(schemes)('gives 24 rules 24 different plain colours (%s)', (_, dark) => {
    const first = styles(24, dark);
    expect(new Set(first.map((s) => s.color)).size).toBe(24);
    expect(first.every((s) => s.pattern === 'solid')).toBe(true);
    for (const style of first) expect(style.color).toMatch(HEX);
  });

  it.each(schemes)('tells the next rules apart by pattern, so 72 rules all look different (%s)', (_, dark) => {
    const all = styles(72, dark);
    expect(new Set(all.map(look)).size).toBe(72);
    expect(all[24]).toEqual({ color: all[0]?.color, pattern: 'stripes' });
    expect(all[48]).toEqual({ color: all[0]?.color, pattern: 'dots' });
  });

  it.each(schemes)('draws records that named no rule in a plain grey no rule uses (%s)', (_, dark) => {
    const noRule = seriesStyle(0, null, dark);
    expect(noRule.pattern).toBe('solid');
    expect(styles(24, dark).map((s) => s.color)).not.toContain(noRule.color);
    expect(seriesStyle(30, null, dark)).toEqual(noRule);
  });

  it('takes other shades in the dark scheme, for every series', () => {
    for (let index = 0; index < 24; index++) {
      expect(seriesStyle(index, 'rule', true).color).not.toBe(seriesStyle(index, 'rule', false).color);
    }
    expect(seriesStyle(0, null, true).color).not.toBe(seriesStyle(0, null, false).color);
  });

  it.each<[SeriesStyle, RegExp]>([
    [{ color: '#1c7ed6', pattern: 'solid' }, /^#1c7ed6$/],
    [{ color: '#1c7ed6', pattern: 'stripes' }, /^repeating-linear-gradient\(45deg, #1c7ed6 /],
    [{ color: '#1c7ed6', pattern: 'dots' }, /^radial-gradient\(.*, #1c7ed6$/],
  ])('gives the legend a swatch for %j', (style, expected) => {
    expect(swatchBackground(style, false)).toMatch(expected);
  });
});

describe('chartColors', () => {
  it.each(schemes)('gives axis, grid, marker, focus and failure a colour each (%s)', (_, dark) => {
    const colors = chartColors(dark);
    expect(new Set(Object.values(colors)).size).toBe(5);
    for (const color of Object.values(colors)) expect(color).toMatch(/^(#[0-9a-f]{6}|rgba\(\d+, \d+, \d+, 0\.\d+\))$/);
  });

  it('draws light lines on the dark scheme and dark lines on the light one', () => {
    const brightness = (hex: string) =>
      parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    const dark = chartColors(true);
    const light = chartColors(false);
    for (const key of ['axis', 'marker', 'focus'] as const) {
      expect(brightness(dark[key])).toBeGreaterThan(brightness(light[key]));
    }
    expect(dark.grid).toMatch(/^rgba\(255, 255, 255,/);
    expect(light.grid).toMatch(/^rgba\(0, 0, 0,/);
  });
});
