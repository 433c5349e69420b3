import { describe, expect, it } from 'vitest';
import { chartColors, seriesColor } from './palette.ts';

const HEX = /^#[0-9a-f]{6}$/;
const schemes: [string, boolean][] = [['light', false], ['dark', true]];

describe('seriesColor', () => {
  it.each(schemes)('gives twelve neighbouring rules twelve different colours (%s)', (_, dark) => {
    const colors = Array.from({ length: 12 }, (__, index) => seriesColor(index, `rule-${index}`, dark));
    expect(new Set(colors).size).toBe(12);
    for (const color of colors) expect(color).toMatch(HEX);
  });

  it.each(schemes)('repeats the palette from the thirteenth rule on (%s)', (_, dark) => {
    expect(seriesColor(12, 'rule-12', dark)).toBe(seriesColor(0, 'rule-0', dark));
    expect(seriesColor(23, 'rule-23', dark)).toBe(seriesColor(11, 'rule-11', dark));
  });

  it.each(schemes)('draws records that named no rule in a grey no rule uses (%s)', (_, dark) => {
    const noRule = seriesColor(0, null, dark);
    expect(noRule).toMatch(HEX);
    const ruleColors = Array.from({ length: 12 }, (__, index) => seriesColor(index, `rule-${index}`, dark));
    expect(ruleColors).not.toContain(noRule);
    expect(seriesColor(5, null, dark)).toBe(noRule);
  });

  it('takes other shades in the dark scheme, for every series', () => {
    for (let index = 0; index < 12; index++) {
      expect(seriesColor(index, 'rule', true)).not.toBe(seriesColor(index, 'rule', false));
    }
    expect(seriesColor(0, null, true)).not.toBe(seriesColor(0, null, false));
  });
});

describe('chartColors', () => {
  it.each(schemes)('gives axis, grid, marker and focus a colour each (%s)', (_, dark) => {
    const colors = chartColors(dark);
    expect(new Set(Object.values(colors)).size).toBe(4);
    for (const color of Object.values(colors)) expect(color).toMatch(/^(#[0-9a-f]{6}|rgba\(\d+, \d+, \d+, 0\.\d+\))$/);
  });

  it('draws light lines on the dark scheme and dark lines on the light one', () => {
    const brightness = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    const dark = chartColors(true);
    const light = chartColors(false);
    for (const key of ['axis', 'marker', 'focus'] as const) {
      expect(brightness(dark[key])).toBeGreaterThan(brightness(light[key]));
    }
    expect(dark.grid).toMatch(/^rgba\(255, 255, 255,/);
    expect(light.grid).toMatch(/^rgba\(0, 0, 0,/);
  });
});
