import { describe, expect, it } from 'vitest';
import { csvCell, csvText, safeFileName } from './csv.ts';

describe('csvCell', () => {
  it.each<[string | number | undefined, string]>([
    [undefined, ''],
    ['', ''],
    [42, '42'],
    [-3, '-3'],
    [Number.NaN, ''],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['=1+1', "'=1+1"],
    ['+1 555', "'+1 555"],
    ['-free', "'-free"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    // Full-width forms: spreadsheet apps read them as = + - @.
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['a=b', 'a=b'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['Zoë Müller', 'Zoë Müller'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('csvText', () => {
  it('joins cells with commas and rows with CRLF, guarding every cell', () => {
    expect(csvText([['term'], ['a, b'], ['=1+1'], ['＝1+1']])).toBe('term\r\n"a, b"\r\n\'=1+1\r\n\'＝1+1\r\n');
  });
});

describe('safeFileName', () => {
  it.each([
    ['profanity-list', 'profanity-list.csv'],
    ['../../etc/passwd', 'etc-passwd.csv'],
    ['Spam phrases (imported)', 'Spam-phrases-imported.csv'],
    ['///', 'download.csv'],
  ])('%j', (base, expected) => {
    expect(safeFileName(base, 'csv')).toBe(expected);
  });
});
