import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { asksAgain, matchPath, type NavigationRoute } from './navigation.ts';
import { blockedMessagesMain, prefetchLazilyOnNavigation } from './route-data.ts';

const route = { pattern: '/apps/:appId/blocked-messages', signedIn: true, data: prefetchLazilyOnNavigation(new QueryClient(), blockedMessagesMain) };
const at = (search: string, appId = 'demo-app') => ({ match: { route, params: { appId } }, search: new URLSearchParams(search) });

describe('prefetchOnNavigation: when a route asks again', () => {
  it.each([
    ['a filter changes', '?limit=500', '?limit=500&q=bjorn', false],
    ['a message opens', '', '?message=m1', false],
    ['the default limit is named', '', '?limit=500', false],
    ['the limit changes', '?limit=500', '?limit=10000', true],
  ])('%s: %s → %s asks again: %s', (_, from, to, expected) => {
    expect(asksAgain(at(from), at(to))).toBe(expected);
  });

  it('asks again for another app, and when coming from another page', () => {
    expect(asksAgain(at(''), at('', 'staging-app'))).toBe(true);
    expect(asksAgain({ match: undefined, search: new URLSearchParams() }, at(''))).toBe(true);
    expect(asksAgain(undefined, at(''))).toBe(true);
  });
});

describe('matchPath', () => {
  const routes: NavigationRoute[] = [
    { pattern: '/sign-in', signedIn: false },
    { pattern: '/apps/:appId/rules/:ruleId', signedIn: true },
    { pattern: '/apps/:appId/notifications/:tab?', signedIn: true },
  ];
  it.each([
    ['/sign-in', '/sign-in', {}],
    ['/apps/demo-app/rules/spam-links', '/apps/:appId/rules/:ruleId', { appId: 'demo-app', ruleId: 'spam-links' }],
    ['/apps/a%20b/rules/x%2Fy', '/apps/:appId/rules/:ruleId', { appId: 'a b', ruleId: 'x/y' }],
    ['/apps/a/notifications', '/apps/:appId/notifications/:tab?', { appId: 'a', tab: undefined }],
    ['/apps/a/notifications/sounds', '/apps/:appId/notifications/:tab?', { appId: 'a', tab: 'sounds' }],
    ['/apps/a/rules', undefined, undefined],
  ])('%s matches %s with %j', (path, pattern, params) => {
    const match = matchPath(routes, path);
    expect(match?.route.pattern).toBe(pattern);
    expect(match?.params).toEqual(params);
  });
});
