import { describe, expect, it } from 'vitest';
import { TEMPLATE_GROUPS } from '../../../../contract/schemas/notification-settings.ts';
import { templateFieldLabel, templateGroupLabel } from '../fields/template-labels.ts';
import { knownSpec } from './known-spec.ts';
import { previewCards } from './preview-cards.ts';

describe('template labels', () => {
  it.each([
    ['userMentionTemplate', 'bodyOneOnOne', 'Mention of a user', 'Body, one-on-one'],
    ['userMentionTemplate', 'body_fallback', 'Mention of a user', 'Fallback body'],
    ['groupMentionTemplate', 'body', 'Mention of everyone (@all)', 'Body'],
    ['smsContentTemplate', 'bodyGroup', 'SMS text', 'Text, group'],
    ['mediaMessageTemplate', 'body_image', 'Media message', 'Body for an image'],
  ])('%s.%s', (group, field, groupLabel, fieldLabel) => {
    expect(templateGroupLabel(group)).toBe(groupLabel);
    expect(templateFieldLabel(field, group)).toBe(fieldLabel);
  });

  it('gives every documented template text an editable field', () => {
    for (const variant of ['Default', 'Privacy']) {
      for (const field of TEMPLATE_GROUPS.userMentionTemplate)
        expect(knownSpec(['templates', `userMentionTemplate${variant}`, field]).kind).toBe('template');
      for (const field of TEMPLATE_GROUPS.groupMentionTemplate)
        expect(knownSpec(['templates', `groupMentionTemplate${variant}`, field]).kind).toBe('template');
    }
  });
});

describe('previewCards', () => {
  it.each([
    [
      'textMessageTemplate',
      [
        ['One-on-one', 'body'],
        ['Group', 'body'],
      ],
    ],
    [
      'mediaMessageTemplate',
      [
        ['One-on-one', 'body_image'],
        ['Group', 'body_image'],
      ],
    ],
    [
      'userMentionTemplate',
      [
        ['One-on-one', 'bodyOneOnOne'],
        ['Group', 'bodyGroup'],
      ],
    ],
    ['groupMentionTemplate', [['Group', 'body']]],
  ] as const)('%s', (group, cards) => {
    expect(previewCards(TEMPLATE_GROUPS[group]).map((card) => [card.label, card.body])).toEqual(cards);
  });
});
