import { entityTag, resourceVersion } from './resource-version.ts';

describe('resourceVersion', () => {
  it.each([
    [{ id: 'r', revisionId: 'app_r_3', updatedAt: 5 }, 'rev:app_r_3'],
    [{ id: 'l', updatedAt: 1700000000 }, 'at:1700000000'],
    [{ id: 'scam', name: 'Scam', default: false, updatedAt: '2025-01-01T00:00:00Z' }, 'at:2025-01-01T00%3A00%3A00Z'],
    [{ id: 'r', revisionId: 'a "quoted", spaced/id' }, 'rev:a%20%22quoted%22%2C%20spaced%2Fid'],
    [null, 'none'],
  ])('names %j by what changes with each save', (resource, token) => {
    expect(resourceVersion(resource)).toBe(token);
  });

  it('hashes a resource without a revision or time, ignoring key order', () => {
    const a = resourceVersion({ id: 'spam', name: 'Spam', description: 'x' });
    expect(a).toMatch(/^hash:[0-9a-f]{8}$/);
    expect(resourceVersion({ description: 'x', name: 'Spam', id: 'spam' })).toBe(a);
    expect(resourceVersion({ id: 'spam', name: 'Spam!', description: 'x' })).not.toBe(a);
  });

  it('makes a well-formed strong entity tag of every token, whatever the revision id holds', () => {
    // RFC 9110 8.8.3: opaque-tag = DQUOTE *etagc DQUOTE, etagc = %x21 / %x23-7E / obs-text.
    for (const revisionId of ['app_r_3', 'a "b"', 'ü€', 'tab\there', '\ud800', ''])
      expect(entityTag(resourceVersion({ id: 'r', revisionId, name: 'n' }))).toMatch(/^"[\x21\x23-\x7e]*"$/);
  });
});
