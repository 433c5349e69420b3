import { describe, expect, it } from 'vitest';
import { jsBefore, type TimedResource } from './resources.ts';

const resources: TimedResource[] = [
  { path: '/assets/index.js', start: 10, end: 120 },
  { path: '/assets/page.js?v=1', start: 130, end: 300 },
  { path: '/assets/idle-drawer.js', start: 600, end: 650 },
  { path: '/api/apps/a/moderation/rules', start: 130, end: 200 },
  { path: '/assets/app.css', start: 10, end: 90 },
  { path: '/elsewhere.js', start: 10, end: 20 },
];
const gzip: Record<string, number> = {
  '/assets/index.js': 100,
  '/assets/page.js?v=1': 20,
  '/assets/idle-drawer.js': 5,
};

describe('jsBefore', () => {
  it.each([
    [100, { bytes: 0, files: 0 }],
    [120, { bytes: 100, files: 1 }],
    [400, { bytes: 120, files: 2 }],
    [700, { bytes: 125, files: 3 }],
  ])('counts the JS fully downloaded by %i ms, and nothing else', (moment, expected) => {
    expect(jsBefore(resources, moment, (path) => gzip[path])).toEqual(expected);
  });
});
