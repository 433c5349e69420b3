import { describe, expect, it } from 'vitest';
import {
  completePlaceholder, openPlaceholderAt, renderTemplate, SAMPLE_DATA, scanPlaceholders, templateWarnings,
  type TemplateContext, type TemplateWarning,
} from './template-text.ts';

describe('renderTemplate', () => {
  it.each([
    ['{{message.data.entities.sender.entity.name}}', SAMPLE_DATA.oneOnOne, 'Alice Johnson', []],
    ['{{message.data.entities.sender.entity.name}} @ {{message.data.entities.receiver.entity.name}}', SAMPLE_DATA.group, 'Alice Johnson @ Design team', []],
    ['{{ message.data.text }}', SAMPLE_DATA.oneOnOne, 'Are we still on for 3 pm?', []],
    ["You've received {{messages.length}} message(s)", SAMPLE_DATA.group, "You've received 3 message(s)", []],
    ['Hi {{nobody.here}}!', SAMPLE_DATA.group, 'Hi !', ['nobody.here']],
    ['Object {{message.data}}', SAMPLE_DATA.group, 'Object ', ['message.data']],
    ['Plain text', SAMPLE_DATA.group, 'Plain text', []],
    ['Broken {{message.type', SAMPLE_DATA.group, 'Broken {{message.type', []],
    ['<b>{{message.type}}</b>', SAMPLE_DATA.group, '<b>text</b>', []],
  ])('%j', (template, data, text, missing) => {
    expect(renderTemplate(template, data)).toEqual({ text, missing });
  });
});

describe('scanPlaceholders', () => {
  it('finds placeholders and unpaired braces', () => {
    expect(scanPlaceholders('a {{x}} b }} c {{y')).toEqual({
      placeholders: [{ name: 'x', start: 2, end: 7 }],
      unbalanced: [10, 15],
    });
    expect(scanPlaceholders('{{a {{b}}').unbalanced).toEqual([0]);
  });
});

const push: TemplateContext = { channel: 'push', field: 'body' };
const kinds = (warnings: TemplateWarning[]) => warnings.map((w) => w.kind);

describe('templateWarnings', () => {
  it.each<[string, string, TemplateContext, TemplateWarning['kind'][]]>([
    ['known push variable', '{{message.data.text}}', push, []],
    ['any path into the message payload', '{{message.data.customData.question}}', push, []],
    ['unknown push variable', '{{user.nickname}}', push, ['unknown-variable']],
    ['a push variable in an email', '{{message.data.text}}', { channel: 'email', field: 'subjectGroup' }, ['unknown-variable']],
    ['email variables', 'From {{senderDetails.name}} in {{groupDetails.name}}', { channel: 'email', field: 'subjectGroup' }, []],
    ['unbalanced opening', 'Hi {{sender.name', push, ['unbalanced']],
    ['unbalanced closing', 'Hi sender.name}}', push, ['unbalanced']],
    ['empty placeholder', 'Hi {{ }}', push, ['empty-placeholder']],
    ['placeholder in body_fallback', 'New message from {{sender.name}}', { channel: 'push', field: 'body_fallback' }, ['placeholder-in-fallback']],
    ['plain body_fallback', 'New message', { channel: 'push', field: 'body_fallback' }, []],
    ['SMS at the limit', 'x'.repeat(160), { channel: 'sms', field: 'bodyGroup' }, []],
    ['SMS over the limit', 'x'.repeat(161), { channel: 'sms', field: 'bodyGroup' }, ['sms-too-long']],
    ['SMS over the limit once rendered', `${'x'.repeat(150)}{{senderDetails.name}}`, { channel: 'sms', field: 'bodyOneOnOne' }, ['sms-too-long']],
    ['long push text is fine', 'x'.repeat(400), push, []],
  ])('%s', (_name, text, context, expected) => {
    expect(kinds(templateWarnings(text, context))).toEqual(expected);
  });

  it('names the unknown variables once each', () => {
    const [warning] = templateWarnings('{{a.b}} {{a.b}} {{c}}', { channel: 'sms', field: 'bodyGroup' });
    expect(warning?.message).toBe('Unknown variables: {{a.b}}, {{c}}.');
  });
});

describe('placeholder autocomplete', () => {
  it.each([
    ['Hi {{', 5, { start: 3, query: '' }],
    ['Hi {{mess', 9, { start: 3, query: 'mess' }],
    ['Hi {{message.type}} ', 20, null],
    ['Hi {{a b', 8, null],
    ['Hi', 2, null],
  ])('%j at %i', (text, caret, expected) => {
    expect(openPlaceholderAt(text, caret)).toEqual(expected);
  });

  it('completes and closes the placeholder', () => {
    expect(completePlaceholder('Hi {{mes there', 8, 'message.type')).toEqual({ text: 'Hi {{message.type}} there', caret: 19 });
    expect(completePlaceholder('Hi {{mes}} there', 8, 'message.type')).toEqual({ text: 'Hi {{message.type}} there', caret: 19 });
  });
});
