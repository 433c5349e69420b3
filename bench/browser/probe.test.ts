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
