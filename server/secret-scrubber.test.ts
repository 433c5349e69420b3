import { describe, expect, it } from 'vitest';
import { SecretScrubber } from './secret-scrubber.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The scrubbed text when `text` arrives cut at `cuts`. */
function scrub(secrets: string[], text: string, cuts: number[]): string {
  const scrubber = new SecretScrubber(secrets);
  const bytes = encoder.encode(text);
  const bounds = [0, ...cuts, bytes.length];
  const out = bounds.slice(1).map((end, i) => scrubber.push(bytes.subarray(bounds[i], end)));
  return decoder.decode(Buffer.concat([...out, scrubber.flush()]));
}

describe('SecretScrubber', () => {
  it.each([
    ['no secret', ['s3cret'], '{"a":"plain"}', '{"a":"plain"}'],
    ['one secret', ['s3cret'], '{"k":"s3cret"}', '{"k":"[redacted]"}'],
    ['twice, side by side', ['s3cret'], 's3crets3cret', '[redacted][redacted]'],
    ['two secrets', ['key-1', 'secret-22'], 'key-1 and secret-22', '[redacted] and [redacted]'],
    ['one inside another: the longer whole', ['abc', 'xabcx'], 'xabcx abc', '[redacted] [redacted]'],
    ['a near miss at the end', ['s3cret'], 'value s3cre', 'value s3cre'],
    ['a short secret at the very end', ['abc', 'xabcxyz'], 'v abc', 'v [redacted]'],
    ['multi-byte text around it', ['s3cret'], 'é s3cret ü', 'é [redacted] ü'],
    ['no secrets configured', [], 'anything', 'anything'],
  ])('%s, however the body is cut into chunks', (_, secrets, text, expected) => {
    const length = encoder.encode(text).length;
    for (let a = 0; a <= length; a++) {
      expect(scrub(secrets, text, [a])).toBe(expected);
      for (let b = a; b <= length; b++) expect(scrub(secrets, text, [a, b])).toBe(expected);
    }
  });
});
