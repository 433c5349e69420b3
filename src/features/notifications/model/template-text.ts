import { getAt } from './json.ts';

/**
 * Template strings hold `{{variable}}` placeholders (docs/service.md). Push templates may use any
 * path into the message payload (`message.…`); email and SMS templates have their own set.
 */
export type TemplateChannel = 'push' | 'email' | 'sms';

export const PUSH_VARIABLES = [
  'message.data.entities.sender.entity.name',
  'message.data.entities.receiver.entity.name',
  'message.data.text',
  'message.type',
  'sender.name',
  'groupDetails.name',
  // The documented default body of interactive form and card templates.
  'data.interactiveData.title',
] as const;
export const DIGEST_VARIABLES = ['senderDetails.name', 'groupDetails.name', 'messages.length', 'sender.name'] as const;
export const SMS_LIMIT = 160;

export function knownVariables(channel: TemplateChannel): readonly string[] {
  return channel === 'push' ? PUSH_VARIABLES : DIGEST_VARIABLES;
}

export function isKnownVariable(name: string, channel: TemplateChannel): boolean {
  if (knownVariables(channel).includes(name)) return true;
  return channel === 'push' && /^message(\.[\w$-]+)+$/.test(name);
}

const sender = { uid: 'alice', name: 'Alice Johnson' };
const messageFor = (receiver: { name: string }) => ({
  type: 'text',
  category: 'message',
  data: {
    text: 'Are we still on for 3 pm?',
    entities: { sender: { entity: sender }, receiver: { entity: receiver } },
    customData: { question: 'Lunch on Friday?' },
  },
});
const interactive = { interactiveData: { title: 'Book a table for Friday' } };
/** Sample data for previews: a one-on-one message to Bob, and a group message to "Design team". */
export const SAMPLE_DATA = {
  oneOnOne: {
    message: messageFor({ name: 'Bob Smith' }),
    sender,
    senderDetails: sender,
    groupDetails: { name: '' },
    messages: { length: 3 },
    data: interactive,
  },
  group: {
    message: messageFor({ name: 'Design team' }),
    sender,
    senderDetails: sender,
    groupDetails: { name: 'Design team' },
    messages: { length: 3 },
    data: interactive,
  },
};

export interface Placeholder {
  name: string;
  start: number;
  end: number;
}

/** Finds `{{…}}` placeholders and the positions of braces that do not pair up. */
export function scanPlaceholders(text: string): { placeholders: Placeholder[]; unbalanced: number[] } {
  const placeholders: Placeholder[] = [];
  const unbalanced: number[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{{', i);
    const close = text.indexOf('}}', i);
    if (close !== -1 && (open === -1 || close < open)) {
      unbalanced.push(close);
      i = close + 2;
      continue;
    }
    if (open === -1) break;
    const end = text.indexOf('}}', open + 2);
    const nextOpen = text.indexOf('{{', open + 2);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) {
      unbalanced.push(open);
      i = open + 2;
      continue;
    }
    placeholders.push({ name: text.slice(open + 2, end).trim(), start: open, end: end + 2 });
    i = end + 2;
  }
  return { placeholders, unbalanced };
}

/** The text with each placeholder replaced from `data`; a missing value becomes empty. */
export function renderTemplate(text: string, data: object): { text: string; missing: string[] } {
  const { placeholders } = scanPlaceholders(text);
  const missing: string[] = [];
  let out = '';
  let from = 0;
  for (const p of placeholders) {
    const value = getAt(data, p.name.split('.'));
    const shown =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
    if (shown === '') missing.push(p.name);
    out += text.slice(from, p.start) + shown;
    from = p.end;
  }
  return { text: out + text.slice(from), missing };
}

export interface TemplateWarning {
  kind: 'unknown-variable' | 'unbalanced' | 'empty-placeholder' | 'placeholder-in-fallback' | 'sms-too-long';
  message: string;
}

export interface TemplateContext {
  channel: TemplateChannel;
  /** The template field, e.g. `body_fallback`, `titleGroup`. */
  field: string;
}

export function sampleFor(field: string) {
  return /Group$/.test(field) ? SAMPLE_DATA.group : SAMPLE_DATA.oneOnOne;
}

export function templateWarnings(text: string, { channel, field }: TemplateContext, caret?: number): TemplateWarning[] {
  const warnings: TemplateWarning[] = [];
  const scanned = scanPlaceholders(text);
  // The placeholder being typed at the caret is not wrong yet: "{{mess" is on its way to "{{message.type}}".
  const typing = caret === undefined ? null : openPlaceholderAt(text, caret);
  const placeholders = scanned.placeholders.filter((p) => p.start !== typing?.start);
  const unbalanced = scanned.unbalanced.filter((at) => at !== typing?.start);
  if (unbalanced.length > 0) {
    warnings.push({
      kind: 'unbalanced',
      message: `Unbalanced braces at character ${unbalanced.map((p) => p + 1).join(', ')}: placeholders are written {{variable}}.`,
    });
  }
  if (placeholders.some((p) => p.name === ''))
    warnings.push({ kind: 'empty-placeholder', message: 'An empty placeholder {{}} shows nothing.' });
  const unknown = [...new Set(placeholders.map((p) => p.name).filter((n) => n !== '' && !isKnownVariable(n, channel)))];
  if (unknown.length > 0) {
    warnings.push({
      kind: 'unknown-variable',
      message: `Unknown variable${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => `{{${n}}}`).join(', ')}.`,
    });
  }
  if (field === 'body_fallback' && (placeholders.length > 0 || unbalanced.length > 0)) {
    warnings.push({
      kind: 'placeholder-in-fallback',
      message: 'The fallback is used when a placeholder resolves to nothing, so it should hold no placeholders.',
    });
  }
  if (channel === 'sms') {
    const length = renderTemplate(text, sampleFor(field)).text.length;
    if (length > SMS_LIMIT)
      warnings.push({
        kind: 'sms-too-long',
        message: `${length} characters with the sample data; an SMS holds ${SMS_LIMIT}.`,
      });
  }
  return warnings;
}

/** When the caret sits inside an open `{{`, what has been typed of the variable so far. */
export function openPlaceholderAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const open = before.lastIndexOf('{{');
  if (open === -1 || before.indexOf('}}', open) !== -1) return null;
  const query = before.slice(open + 2);
  return /^[\w.$-]*$/.test(query) ? { start: open, query } : null;
}

/** Inserts `variable` for the open placeholder, closing it; returns the new text and caret. */
export function completePlaceholder(text: string, caret: number, variable: string): { text: string; caret: number } {
  const open = openPlaceholderAt(text, caret);
  if (!open) return { text, caret };
  const after = text.slice(caret).replace(/^[\w.$-]*(\s*\}\})?/, '');
  const inserted = `{{${variable}}}`;
  return { text: text.slice(0, open.start) + inserted + after, caret: open.start + inserted.length };
}
