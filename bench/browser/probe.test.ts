// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProbe } from './probe.ts';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the probe: when an element first showed', () => {
  let stop: (() => void) | undefined;
  beforeAll(() => {
    // jsdom draws no frames: the next one is the next timer.
    globalThis.requestAnimationFrame = (callback: FrameRequestCallback) =>
      Number(setTimeout(() => callback(performance.now()), 0));
    stop = installProbe();
  });
  afterAll(() => stop?.());

  it('stamps an element at the frame after its insertion, and keeps that time when it is moved', async () => {
    const painted = document.createElement('div');
    const row = document.createElement('div');
    const table = document.createElement('div');
    table.append(row);
    painted.append(table);
    document.body.append(painted);
    await frame();
    const first = window.__bench?.appearedAt(row);
    expect(first).toBeTypeOf('number');

    await new Promise((resolve) => setTimeout(resolve, 20));
    const slot = document.createElement('div');
    document.body.append(slot);
    await frame();
    slot.append(table);
    painted.remove();
    await frame();
    expect(window.__bench?.appearedAt(row)).toBe(first);
    // A new element put there later has its own, later time.
    const later = document.createElement('div');
    slot.append(later);
    await frame();
    expect(window.__bench?.appearedAt(later)).toBeGreaterThan(first ?? Infinity);
  });
});

describe('the probe: when a row first showed highlighted', () => {
  let stop: (() => void) | undefined;
  beforeAll(() => {
    globalThis.requestAnimationFrame = (callback: FrameRequestCallback) =>
      Number(setTimeout(() => callback(performance.now()), 0));
    document.body.replaceChildren();
    if (window.__bench) delete window.__bench;
    stop = installProbe();
  });
  afterAll(() => stop?.());

  it('stamps the frame a row is first selected or made current, and keeps the first', async () => {
    const tab = document.createElement('button');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', 'true');
    document.body.append(tab);
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.setAttribute('aria-selected', 'false');
    document.body.append(row);
    await frame();
    expect(window.__bench?.highlightedAt).toBeUndefined();
    row.setAttribute('aria-current', 'true');
    await frame();
    const first = window.__bench?.highlightedAt;
    expect(first).toBeTypeOf('number');
    row.removeAttribute('aria-current');
    await new Promise((resolve) => setTimeout(resolve, 20));
    row.setAttribute('aria-selected', 'true');
    await frame();
    expect(window.__bench?.highlightedAt).toBe(first);
  });
});
