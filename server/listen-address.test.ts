import { describe, expect, it } from 'vitest';
import { listenAddressFromEnv } from './listen-address.ts';
import { redact } from './request-log.ts';

describe('listenAddressFromEnv', () => {
  it.each([
    [{}, { host: '127.0.0.1', port: 8080 }],
    [
      { HOST: '0.0.0.0', PORT: '8282' },
      { host: '0.0.0.0', port: 8282 },
    ],
    [
      { HOST: '', PORT: '' },
      { host: '127.0.0.1', port: 8080 },
    ],
    [{ PORT: '0' }, { host: '127.0.0.1', port: 0 }],
  ])('reads %j', (env, expected) => {
    expect(listenAddressFromEnv(env)).toEqual(expected);
  });

  it.each(['http', '-1', '65536', '80.5', ' 80'])('refuses PORT=%j', (port) => {
    expect(() => listenAddressFromEnv({ PORT: port })).toThrow('PORT: must be a whole number from 0 to 65535');
  });
});

describe('redact', () => {
  it('replaces every secret, longer ones first', () => {
    expect(redact('a=abc123 b=abc c=abc123', ['abc', 'abc123', ''])).toBe('a=[redacted] b=[redacted] c=[redacted]');
  });
});
