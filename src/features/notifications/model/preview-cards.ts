import { SAMPLE_DATA } from './template-text.ts';

/**
 * Which texts make up each preview card: a template may have one body for both kinds of
 * conversation (a media template's image body stands for the others), or one each (user
 * mentions); a template for groups only (mentions of everyone) has no one-on-one card.
 */
export function previewCards(fields: readonly string[]) {
  const shared = fields.includes('body') ? 'body' : fields.find((f) => f.startsWith('body_') && f !== 'body_fallback');
  return [
    {
      label: 'One-on-one',
      title: 'titleOneOnOne',
      body: fields.includes('bodyOneOnOne') ? 'bodyOneOnOne' : shared,
      data: SAMPLE_DATA.oneOnOne,
    },
    {
      label: 'Group',
      title: 'titleGroup',
      body: fields.includes('bodyGroup') ? 'bodyGroup' : shared,
      data: SAMPLE_DATA.group,
    },
  ].filter((card) => fields.includes(card.title));
}
