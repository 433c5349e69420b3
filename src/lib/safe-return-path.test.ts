import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './safe-return-path.ts';

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
    ['/apps/demo-app/rules//', '/apps/demo-app/rules//'],
    ['/apps/demo-app/blocked-messages?sender=a b', '/apps/demo-app/blocked-messages?sender=a%20b'],
    ['/apps/demo-app\\rules', '/'],
    ['/apps/demo-app/rules\n', '/'],
  ])('%j goes to %j', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });
});

describe('returnPathOf', () => {
  it.each([
    [{ pathname: '/apps/a/rules', search: '?q=1', hash: '#r2' }, '/apps/a/rules?q=1#r2'],
    [{ pathname: '/apps/a/rules', search: '' }, '/apps/a/rules'],
  ])('%j comes back as %s', (location, next) => {
    expect(returnPathOf(location)).toBe(next);
    expect(safeReturnPath(next)).toBe(next);
  });
});
