import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url.ts';

describe('safeHttpUrl', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://127.0.0.1:8080/emulator/media/images/1.png', 'http://127.0.0.1:8080/emulator/media/images/1.png'],
    ['  HTTPS://Example.com/x?y=1  ', 'https://example.com/x?y=1'],
    ['\u00a0https://example.com/a.png\u00a0', 'https://example.com/a.png'],
  ])('keeps %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['blob:https://example.com/1234'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/a.png'],
    ['/emulator/media/images/1.png'],
    ['//evil.example.com/a.png'],
    ['images/1.png'],
    ['https://user:pass@example.com/a.png'],
    ['https://user@example.com/a.png'],
    ['https://:pass@example.com/a.png'],
    [''],
    ['   '],
    ['not a url'],
  ])('refuses %j', (input) => {
    expect(safeHttpUrl(input)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [{ href: 'https://example.com' }]])('refuses non-strings (%j)', (input) => {
    expect(safeHttpUrl(input)).toBeUndefined();
  });
});
