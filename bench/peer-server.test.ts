import { describe, expect, it } from 'vitest';
import { withoutHosts } from './peer-server.ts';

describe('withoutHosts', () => {
  it.each([
    [
      "request to https://registry.example.test/warning failed: cache mode is 'only-if-cached' but no cached response is available.",
      '"warning" is not in npm\'s cache',
    ],
    [
      "request to https://registry.example.test/@mui%2fmaterial failed: cache mode is 'only-if-cached' but no cached response is available.",
      '"@mui/material" is not in npm\'s cache',
    ],
    ['getaddrinfo ENOTFOUND https://registry.example.test/react', 'getaddrinfo ENOTFOUND the registry'],
  ])('%s', (reason, expected) => {
    expect(withoutHosts(reason)).toBe(expected);
  });
});
