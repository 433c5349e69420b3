// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadText, REVOKE_AFTER_MS } from './download.ts';

const blobs: Blob[] = [];
const revoked: string[] = [];
let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  blobs.length = 0;
  revoked.length = 0;
  clicked = [];
  // jsdom has no object URLs and does not navigate: record what a browser would be given.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:test/${blobs.push(blob)}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});

afterEach(() => vi.useRealTimers());

/** The blob's bytes, through FileReader: jsdom's Blob has no arrayBuffer(). */
function bytes(blob: Blob | undefined): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob ?? new Blob());
  });
}

describe('downloadText', () => {
  it('saves a CSV under its name with a byte-order mark, so spreadsheets read UTF-8', async () => {
    downloadText('terms.csv', 'Zoë\r\n', 'csv');
    expect(clicked.map((link) => link.download)).toEqual(['terms.csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect((await bytes(blobs[0])).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('saves JSON as it is, without a byte-order mark', async () => {
    downloadText('records.json', '[]', 'json');
    expect(blobs[0]?.type).toBe('application/json');
    expect(await bytes(blobs[0])).toEqual([...new TextEncoder().encode('[]')]);
  });

  it('leaves no link in the page and frees the URL only once the download has had time to start', () => {
    vi.useFakeTimers();
    downloadText('terms.csv', 'a', 'csv');
    expect(document.querySelector('a')).toBeNull();
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual([clicked[0]?.href]);
  });
});
