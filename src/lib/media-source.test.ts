import { describe, expect, it } from 'vitest';
import { mediaSource } from './media-source.ts';

const access = { appId: 'demo-app', mediaUrlPrefixes: ['https://files-us.cometchat.io/demo-app/'] };
const own = 'https://files-us.cometchat.io/demo-app/media/audio3.mp3';

describe('mediaSource', () => {
  it.each([
    [
      "an app's own media, with token-based file access",
      own,
      access,
      `/api/apps/demo-app/media?url=${encodeURIComponent(own)}`,
    ],
    ['the same URL on an app without it', own, undefined, own],
    ['media on another host', 'https://cdn.example.test/a.png', access, 'https://cdn.example.test/a.png'],
    [
      "another app's media",
      'https://files-us.cometchat.io/other-app/a.png',
      access,
      'https://files-us.cometchat.io/other-app/a.png',
    ],
    ['a javascript: URL', 'javascript:alert(1)', access, undefined],
    ['a relative path', '/demo-app/a.png', access, undefined],
  ])('loads %s from the right place', (_name, url, appAccess, expected) => {
    expect(mediaSource(url, appAccess)).toBe(expected);
  });

  it('never names the app key or any credential in the URL it makes', () => {
    const source = mediaSource(own, access) ?? '';
    expect(source).not.toMatch(/apikey|secret|key=/i);
    expect(new URL(source, 'http://dashboard.test').searchParams.get('url')).toBe(own);
  });
});
