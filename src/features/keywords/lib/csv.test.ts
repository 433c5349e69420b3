import { describe, expect, it } from 'vitest';
import { csvCell, safeFileName, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['heck', 'heck'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 555', "'+1 555"],
    ['-free', "'-free"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['', ''],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(toCsv([['term'], ['a, b'], ['=1+1']])).toBe('term\r\n"a, b"\r\n\'=1+1\r\n');
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
