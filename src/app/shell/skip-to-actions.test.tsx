import { afterEach, describe, expect, it } from 'vitest';
import { skipToActionsTarget } from './skip-to-actions.ts';

afterEach(() => document.body.replaceChildren());

describe('skipToActionsTarget', () => {
  it.each([
    [
      'the first action',
      '<main id="main"><div id="page-actions"><button>Refresh</button><button>Export</button></div></main>',
      'Refresh',
    ],
    [
      'the first action that takes focus',
      '<main id="main"><div id="page-actions"><button disabled>Refresh</button><a href="/x">Export</a></div></main>',
      'Export',
    ],
    [
      'the actions while every one is busy',
      '<main id="main"><div id="page-actions" aria-label="Page actions"><button disabled>Refresh</button></div></main>',
      'Page actions',
    ],
    ['the page when it has no actions', '<main id="main" aria-label="Page"><p>Text</p></main>', 'Page'],
  ])('lands on %s', (_, html, name) => {
    document.body.innerHTML = html;
    const target = skipToActionsTarget(document);
    expect(target?.textContent === name || target?.getAttribute('aria-label') === name).toBe(true);
  });
});
