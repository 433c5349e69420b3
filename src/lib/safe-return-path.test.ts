import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/apps/demo-app/rules', '/apps/demo-app/rules'],
    ['/apps/demo-app/blocked-messages?sender=a%20b#x', '/apps/demo-app/blocked-messages?sender=a%20b#x'],
    [null, '/'],
    ['', '/'],
    ['apps/demo-app', '/'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test/', '/'],
    ['javascript:alert(1)', '/'],
    ['/sign-in?next=/x', '/'],
    ['/\tjavascript:x', '/'],
    ['/apps/../sign-in', '/'],
    ['/.//evil.test', '/'],
    ['/./\\/evil.test', '/'],
    ['/apps/..//evil.test/x', '/'],
    ['/%2e//evil.test', '/'],
    ['/./apps/demo-app/rules', '/apps/demo-app/rules'],
    ['/apps/demo-app//rules', '/apps/demo-app//rules'],
  ])('%j goes to %j', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });
});
