// Twelve hues, each in two shades that stay apart from the page's background in its scheme:
// Mantine's shade 7 then 9 (light), 4 then 2 (dark). That is 24 distinct colours; from the 25th
// rule on the colours come round again under a pattern (stripes, then dots), so no two of the
// first 72 rules look alike. The legend and the table name them all.
const LIGHT = [
  '#1c7ed6',
  '#f76707',
  '#0ca678',
  '#ae3ec9',
  '#f59f00',
  '#e03131',
  '#1098ad',
  '#74b816',
  '#d6336c',
  '#4263eb',
  '#37b24d',
  '#7048e8',
  '#1864ab',
  '#d9480f',
  '#087f5b',
  '#862e9c',
  '#e67700',
  '#c92a2a',
  '#0b7285',
  '#5c940d',
  '#a61e4d',
  '#364fc7',
  '#2b8a3e',
  '#5f3dc4',
];
const DARK = [
  '#4dabf7',
  '#ffa94d',
  '#38d9a9',
  '#da77f2',
  '#ffd43b',
  '#ff8787',
  '#3bc9db',
  '#a9e34b',
  '#f783ac',
  '#748ffc',
  '#69db7c',
  '#9775fa',
  '#a5d8ff',
  '#ffd8a8',
  '#96f2d7',
  '#eebefa',
  '#ffec99',
  '#ffc9c9',
  '#99e9f2',
  '#d8f5a2',
  '#fcc2d7',
  '#bac8ff',
  '#b2f2bb',
  '#d0bfff',
];
const NO_RULE = { light: '#868e96', dark: '#adb5bd' };
const PATTERNS = ['solid', 'stripes', 'dots'] as const;

export type SeriesPattern = (typeof PATTERNS)[number];

export interface SeriesStyle {
  color: string;
  pattern: SeriesPattern;
}

/** How the series at `index` is drawn (null rule id: records that named no rule, plain grey). */
export function seriesStyle(index: number, ruleId: string | null, dark: boolean): SeriesStyle {
  if (ruleId === null) return { color: dark ? NO_RULE.dark : NO_RULE.light, pattern: 'solid' };
  const colors = dark ? DARK : LIGHT;
  return {
    color: colors[index % colors.length] ?? '#888',
    pattern: PATTERNS[Math.floor(index / colors.length) % PATTERNS.length] ?? 'solid',
  };
}

/** What a pattern's marks are drawn in: the page's own tone, so they read as gaps in the colour. */
export function patternInk(dark: boolean): string {
  return dark ? 'rgba(0, 0, 0, 0.6)' : 'rgba(255, 255, 255, 0.7)';
}

/** The legend swatch's CSS background for a style. */
export function swatchBackground({ color, pattern }: SeriesStyle, dark: boolean): string {
  const ink = patternInk(dark);
  if (pattern === 'stripes') return `repeating-linear-gradient(45deg, ${color} 0 3px, ${ink} 3px 5px)`;
  if (pattern === 'dots') return `radial-gradient(${ink} 1.5px, transparent 2px) 0 0 / 5px 5px, ${color}`;
  return color;
}

export interface ChartColors {
  axis: string;
  grid: string;
  marker: string;
  focus: string;
  /** The moderation engine's failures: the page's red. */
  failure: string;
}

export function chartColors(dark: boolean): ChartColors {
  return dark
    ? { axis: '#c9c9c9', grid: 'rgba(255, 255, 255, 0.10)', marker: '#e9ecef', focus: '#ffffff', failure: '#ff8787' }
    : { axis: '#495057', grid: 'rgba(0, 0, 0, 0.08)', marker: '#212529', focus: '#000000', failure: '#c92a2a' };
}

export interface QueueColors {
  /** The waiting line: the page's ink, the figure read first. */
  waiting: string;
  /** Arrivals and decisions: orange and blue, apart for every common colour vision. */
  blocked: string;
  decided: string;
}

export function queueColors(dark: boolean): QueueColors {
  return dark
    ? { waiting: chartColors(true).marker, blocked: DARK[1] ?? '#ffa94d', decided: DARK[0] ?? '#4dabf7' }
    : { waiting: chartColors(false).marker, blocked: LIGHT[1] ?? '#f76707', decided: LIGHT[0] ?? '#1c7ed6' };
}
