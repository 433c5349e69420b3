// Mantine's shade 7 (light) and 4 (dark) of twelve hues: each stays apart from its neighbours and
// from the page's background in its scheme. Rules beyond twelve repeat a colour; the legend and
// the table name them.
const LIGHT = ['#1c7ed6', '#f76707', '#0ca678', '#ae3ec9', '#f59f00', '#e03131', '#1098ad', '#74b816', '#d6336c', '#4263eb', '#37b24d', '#7048e8'];
const DARK = ['#4dabf7', '#ffa94d', '#38d9a9', '#da77f2', '#ffd43b', '#ff8787', '#3bc9db', '#a9e34b', '#f783ac', '#748ffc', '#69db7c', '#9775fa'];
const NO_RULE = { light: '#868e96', dark: '#adb5bd' };

/** The colour of the series at `index` (null rule id: records that named no rule). */
export function seriesColor(index: number, ruleId: string | null, dark: boolean): string {
  if (ruleId === null) return dark ? NO_RULE.dark : NO_RULE.light;
  const colors = dark ? DARK : LIGHT;
  return colors[index % colors.length] ?? '#888';
}

export interface ChartColors {
  axis: string;
  grid: string;
  marker: string;
  focus: string;
}

export function chartColors(dark: boolean): ChartColors {
  return dark
    ? { axis: '#c9c9c9', grid: 'rgba(255, 255, 255, 0.10)', marker: '#e9ecef', focus: '#ffffff' }
    : { axis: '#495057', grid: 'rgba(0, 0, 0, 0.08)', marker: '#212529', focus: '#000000' };
}
