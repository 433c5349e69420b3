import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test-utils/render.tsx';
import { KeywordListsPage } from './keyword-lists-page.tsx';

const LISTS = [
  {
    id: 'profanity-list',
    name: 'Profane Words',
    category: 'word',
    searchTerms: ['darn', 'heck', 'darn'],
    default: true,
    appId: 'default',
  },
  {
    id: 'platform-circumvention',
    name: 'Platform circumvention',
    category: 'sentence-similarity',
    disallowedSentences: ['Text me.', 'Pay me directly.'],
  },
  { id: 'unused-slang', name: 'Slang (not used yet)', category: 'word', searchTerms: ['yeet'] },
];
const RULES = [
  {
    id: 'text-profanity-filter',
    name: 'Profanity Filter',
    conditions: [{ isKeywordsReferencePresent: true, value: ['profanity-list'] }],
  },
];

function serve() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const data = url.includes('/moderation/keywords') ? LISTS : RULES;
      return new Response(JSON.stringify({ data, meta: { current: { limit: 1000, count: data.length } } }));
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('KeywordListsPage', () => {
  it('lists every keyword list with its term count, including one no rule uses', async () => {
    const urls = serve();
    render(<KeywordListsPage />, { url: '/apps/demo-app/keywords', routePath: '/apps/:appId/keywords' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('3 keyword lists (limit 1000)')).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
    const terms = (name: string) => within(row(name)).getAllByRole('cell')[2];
    expect(terms('Profane Words')).toHaveTextContent(/^3$/);
    expect(terms('Platform circumvention')).toHaveTextContent(/^2$/);
    expect(await within(row('Profane Words')).findByRole('link', { name: 'Profanity Filter' })).toHaveAttribute(
      'href',
      '/apps/demo-app/rules/text-profanity-filter',
    );
    expect(row('Platform circumvention')).toHaveTextContent('sentence-similarity');
    expect(row('Slang (not used yet)')).toHaveTextContent('no rule');
    expect(within(table).getByRole('link', { name: 'Slang (not used yet)' })).toHaveAttribute(
      'href',
      '/apps/demo-app/keywords/unused-slang',
    );
    expect(urls).toContain('/api/apps/demo-app/moderation/keywords?limit=1000');
  });
});

describe('KeywordListsPage: the documented limit of 25 lists (moderation/constraints-and-limits.mdx)', () => {
  function serveLists(customLists: number) {
    const lists = [
      LISTS[0],
      ...Array.from({ length: customLists }, (_, i) => ({ id: `l-${i}`, name: `List ${i}`, category: 'word' })),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/session')
          return Response.json({ data: { authRequired: true, user: { username: 'ada', role: 'admin' } } });
        const data = url.includes('/moderation/keywords') ? lists : RULES;
        return Response.json({ data, meta: { current: { limit: 1000, count: data.length } } });
      }),
    );
  }

  it('offers a new list while the app has 24 of its own', async () => {
    serveLists(24);
    render(<KeywordListsPage />, { url: '/apps/demo-app/keywords', routePath: '/apps/:appId/keywords' });
    expect(await screen.findByRole('link', { name: 'New keyword list' })).toHaveAttribute(
      'href',
      '/apps/demo-app/keywords/new',
    );
  });

  it('disables New keyword list at 25 of its own, the default list not counted, and says why', async () => {
    serveLists(25);
    render(<KeywordListsPage />, { url: '/apps/demo-app/keywords', routePath: '/apps/:appId/keywords' });
    const button = await screen.findByRole('button', { name: 'New keyword list' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'This app has 25 keyword lists of its own; the service allows 25, not counting its default lists. Delete a list to make room for a new one.',
    );
  });
});
