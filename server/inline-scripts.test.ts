import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';

// The example of the CSP specification and MDN: a page may run this one inline script.
const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inlineScriptSources', () => {
  it.each([
    ['a page without scripts', '<div id="root"></div>', []],
    ['a script file', '<script src="/a.js"></script>', []],
    ['a module script', '<script type="module" src="/src/main.tsx"></script>', []],
    ['one inline script', "<head><script>alert('Hello, world.');</script></head>", [HELLO]],
    [
      'an inline script beside files',
      '<script src="/a.js" async></script><script>alert(\'Hello, world.\');</script><script src="/b.js"></script>',
      [HELLO],
    ],
  ])('%s', (_, html, sources) => {
    expect(inlineScriptSources(html)).toEqual(sources);
  });

  it('a script changed by one character is another script', () => {
    const [a, b] = inlineScriptSources(
      "<script>alert('Hello, world.');</script><script>alert('Hello, world!');</script>",
    );
    expect(a).toBe(HELLO);
    expect(b).not.toBe(HELLO);
  });
});
