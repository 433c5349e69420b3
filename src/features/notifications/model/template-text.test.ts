import { describe, expect, it } from 'vitest';
import {
  completePlaceholder,
  isKnownVariable,
  openPlaceholderAt,
  renderTemplate,
  SAMPLE_DATA,
  sampleFor,
  scanPlaceholders,
  templateWarnings,
  type TemplateContext,
  type TemplateWarning,
} from './template-text.ts';

describe('renderTemplate', () => {
  it.each([
    ['{{message.data.entities.sender.entity.name}}', SAMPLE_DATA.oneOnOne, 'Alice Johnson', []],
    [
      '{{message.data.entities.sender.entity.name}} @ {{message.data.entities.receiver.entity.name}}',
      SAMPLE_DATA.group,
      'Alice Johnson @ Design team',
      [],
    ],
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
    [
      'a push variable in an email',
      '{{message.data.text}}',
      { channel: 'email', field: 'subjectGroup' },
      ['unknown-variable'],
    ],
    [
      'email variables',
      'From {{senderDetails.name}} in {{groupDetails.name}}',
      { channel: 'email', field: 'subjectGroup' },
      [],
    ],
    ['unbalanced opening', 'Hi {{sender.name', push, ['unbalanced']],
    ['unbalanced closing', 'Hi sender.name}}', push, ['unbalanced']],
    ['empty placeholder', 'Hi {{ }}', push, ['empty-placeholder']],
    [
      'placeholder in body_fallback',
      'New message from {{sender.name}}',
      { channel: 'push', field: 'body_fallback' },
      ['placeholder-in-fallback'],
    ],
    ['plain body_fallback', 'New message', { channel: 'push', field: 'body_fallback' }, []],
    ['SMS at the limit', 'x'.repeat(160), { channel: 'sms', field: 'bodyGroup' }, []],
    ['SMS over the limit', 'x'.repeat(161), { channel: 'sms', field: 'bodyGroup' }, ['sms-too-long']],
    [
      'SMS over the limit once rendered',
      `${'x'.repeat(150)}{{senderDetails.name}}`,
      { channel: 'sms', field: 'bodyOneOnOne' },
      ['sms-too-long'],
    ],
    ['long push text is fine', 'x'.repeat(400), push, []],
  ])('%s', (_name, text, context, expected) => {
    expect(kinds(templateWarnings(text, context))).toEqual(expected);
  });

  it.each<[string, string, number, TemplateWarning['kind'][]]>([
    ['an opening being typed at the end', 'Hi {{', 5, []],
    ['a variable half typed', 'Hi {{mess', 9, []],
    ['a variable half typed before later text', 'Hi {{mess and {{message.type}}', 9, []],
    ['a variable being edited inside its braces', 'Hi {{mess}}', 9, []],
    ['another unbalanced brace still counts', 'a}} Hi {{mess', 13, ['unbalanced']],
    ['once the caret leaves, the open brace counts', 'Hi {{mess', 2, ['unbalanced']],
    ['a finished unknown variable counts', 'Hi {{mess}} ', 12, ['unknown-variable']],
  ])('while typing: %s', (_name, text, caret, expected) => {
    expect(kinds(templateWarnings(text, push, caret))).toEqual(expected);
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
    expect(completePlaceholder('Hi {{mes there', 8, 'message.type')).toEqual({
      text: 'Hi {{message.type}} there',
      caret: 19,
    });
    expect(completePlaceholder('Hi {{mes}} there', 8, 'message.type')).toEqual({
      text: 'Hi {{message.type}} there',
      caret: 19,
    });
  });
});

describe('the words of each warning', () => {
  const push: TemplateContext = { channel: 'push', field: 'body' };
  it.each<[string, string, TemplateContext, string[]]>([
    [
      'unpaired braces, counted from 1',
      'a}} {{b',
      push,
      ['Unbalanced braces at character 2, 5: placeholders are written {{variable}}.'],
    ],
    ['an empty placeholder', 'Hi {{}}', push, ['An empty placeholder {{}} shows nothing.']],
    ['one unknown variable', '{{nope}}', push, ['Unknown variable: {{nope}}.']],
    ['two unknown variables', '{{a}} {{b}}', push, ['Unknown variables: {{a}}, {{b}}.']],
    [
      'stray braces in a fallback',
      'New }}',
      { channel: 'push', field: 'body_fallback' },
      [
        'Unbalanced braces at character 5: placeholders are written {{variable}}.',
        'The fallback is used when a placeholder resolves to nothing, so it should hold no placeholders.',
      ],
    ],
    [
      'a long SMS',
      'x'.repeat(150) + '{{sender.name}}',
      { channel: 'sms', field: 'bodyOneOnOne' },
      ['163 characters with the sample data; an SMS holds 160.'],
    ],
    ['an SMS right at the limit', 'x'.repeat(147) + '{{sender.name}}', { channel: 'sms', field: 'bodyOneOnOne' }, []],
  ])('%s', (_, text, context, messages) => {
    expect(templateWarnings(text, context).map((w) => w.message)).toEqual(messages);
  });
});

describe('isKnownVariable', () => {
  it.each<[string, TemplateContext['channel'], boolean]>([
    ['message.data.text', 'push', true],
    ['message.data.customData.question', 'push', true],
    ['message', 'push', false],
    ['my.message.data', 'push', false],
    ['message.data text', 'push', false],
    ['data.interactiveData.title', 'push', true],
    ['senderDetails.name', 'push', false],
    ['senderDetails.name', 'email', true],
    ['messages.length', 'sms', true],
    ['message.data.text', 'email', false],
    ['message.data.text', 'sms', false],
  ])('%s on %s: %s', (name, channel, known) => {
    expect(isKnownVariable(name, channel)).toBe(known);
  });
});

describe('the sample a preview shows', () => {
  it.each<[string, string, string]>([
    ['titleOneOnOne', '{{message.data.entities.receiver.entity.name}}', 'Bob Smith'],
    ['titleGroup', '{{message.data.entities.receiver.entity.name}}', 'Design team'],
    ['bodyGroup', '{{groupDetails.name}}: {{senderDetails.name}}', 'Design team: Alice Johnson'],
    [
      'body',
      '{{sender.name}} ({{message.type}}, {{message.category}}): {{message.data.text}}',
      'Alice Johnson (text, message): Are we still on for 3 pm?',
    ],
    [
      'body',
      '{{data.interactiveData.title}} / {{message.data.customData.question}} / {{messages.length}}',
      'Book a table for Friday / Lunch on Friday? / 3',
    ],
    ['body', '{{message.data.entities.sender.entity.uid}}', 'alice'],
  ])('%s: %s reads %j', (field, text, shown) => {
    expect(renderTemplate(text, sampleFor(field)).text).toBe(shown);
  });

  it('shows flags and numbers as text, and objects as nothing', () => {
    expect(renderTemplate('{{on}} {{n}} {{obj}}', { on: false, n: 0, obj: { a: 1 } })).toEqual({
      text: 'false 0 ',
      missing: ['obj'],
    });
  });

  it('leaves the group name empty for a one-on-one message', () => {
    expect(renderTemplate('{{groupDetails.name}}', sampleFor('bodyOneOnOne'))).toEqual({
      text: '',
      missing: ['groupDetails.name'],
    });
  });
});

describe('scanPlaceholders with braces before a placeholder', () => {
  it('counts the closing braces as unpaired and still finds the placeholder', () => {
    expect(scanPlaceholders('}}{{a}}')).toEqual({ placeholders: [{ name: 'a', start: 2, end: 7 }], unbalanced: [0] });
  });
});

describe('completePlaceholder in the middle of a word', () => {
  it.each<[string, string, string]>([
    ['the rest of the word', 'Hi {{sen|der and more', 'Hi {{sender.name}} and more'],
    ['the rest and its closing braces', 'Hi {{sen|der }} x', 'Hi {{sender.name}} x'],
    ['nothing outside a placeholder', 'Hi sen|der', 'Hi sender'],
  ])('replaces %s', (_, typed, expected) => {
    const caret = typed.indexOf('|');
    const text = typed.replace('|', '');
    expect(completePlaceholder(text, caret, 'sender.name').text).toBe(expected);
  });
});
