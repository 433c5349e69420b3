import { describe, expect, it } from 'vitest';
import { earlyDataScript, earlyRequest, routeRegExp } from './early-request.ts';
import { routePatterns } from './paths.ts';

describe('routeRegExp', () => {
  it.each([
    [routePatterns.blockedMessages, '/apps/demo-app/blocked-messages', ['demo-app']],
    [routePatterns.blockedMessages, '/apps/a%20b/blocked-messages/', ['a%20b']],
    [routePatterns.blockedMessages, '/apps/demo-app/blocked-messages/x', null],
    [routePatterns.blockedMessages, '/apps/blocked-messages', null],
    [routePatterns.keywordList, '/apps/a/keywords/k.1', ['a', 'k.1']],
    ['/a.b/:id', '/aXb/1', null],
  ])('%s matches %s as %j', (pattern, path, groups) => {
    expect(routeRegExp(pattern).exec(path)?.slice(1) ?? null).toEqual(groups);
  });
});

describe('earlyDataScript', () => {
  it('writes the table in where the script leaves its place', () => {
    const script = earlyDataScript('var table = /* EARLY_REQUEST */ null;');
    const table = JSON.parse(script.slice('var table = '.length, -1)) as { path: string; limits: number[] };
    expect(new RegExp(table.path).test('/apps/x/blocked-messages')).toBe(true);
    expect(table.limits).toEqual([...earlyRequest.limits]);
  });

  it('refuses a script without the place, rather than build a page that asks for nothing', () => {
    expect(() => earlyDataScript('var table = null;')).toThrow(/EARLY_REQUEST/);
  });
});
