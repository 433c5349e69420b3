import { describe, expect, it } from 'vitest';
import { notificationDefaults } from '../../../../contract/schemas/notification-defaults.ts';
import { CHOICE_SETS, fieldKey, type FieldKind, type FieldSpec } from './field-spec.ts';
import { ABSENT_BY_DEFAULT, KNOWN_FIELDS } from './known-fields.ts';
import { TABS } from './tabs.ts';

const defaults: unknown = notificationDefaults();
const valueAt = (path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, segment) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined,
    defaults,
  );
const name = (spec: FieldSpec) => spec.path.join('.');
const fields = (kind: FieldKind) => KNOWN_FIELDS.filter((spec) => spec.kind === kind);

/** The JSON type each control edits; a field whose default has another type would show the wrong control. */
const JSON_TYPE: Record<FieldKind, string> = {
  boolean: 'boolean',
  choice: 'number',
  count: 'number',
  duration: 'number',
  time: 'number',
  number: 'number',
  text: 'string',
  template: 'string',
  customJson: 'object',
  json: 'object',
};

/** The tab a person looks on for each part of the settings. */
const TAB_OF_SECTION: [RegExp, string][] = [
  [/^preferences\.push\./, 'push'],
  [/^preferences\.call\./, 'calls'],
  [/^preferences\.group\./, 'group'],
  [/^preferences\.oneOnOne\./, 'one-on-one'],
  [/^preferences\.(mute\.|bypassPreferencesForMentions$)/, 'mute'],
  [/^preferences\.email\./, 'email'],
  [/^preferences\.sms\./, 'sms'],
  [/^sound\./, 'sounds'],
  [/^templates\./, 'templates'],
];

describe('KNOWN_FIELDS', () => {
  it('has one field per setting, each under its own form name', () => {
    expect(new Set(KNOWN_FIELDS.map((spec) => spec.key)).size).toBe(KNOWN_FIELDS.length);
    for (const spec of KNOWN_FIELDS) expect(spec.key).toBe(fieldKey(spec.path));
  });

  it.each(KNOWN_FIELDS.filter((spec) => !spec.absentByDefault).map((spec) => [name(spec), spec] as const))(
    '%s is a setting the service has, edited with a control for its type',
    (_, spec) => {
      expect(typeof valueAt(spec.path)).toBe(JSON_TYPE[spec.kind]);
    },
  );

  it('knows the push custom JSON as a field whose documented default is absence, not {}', () => {
    expect(ABSENT_BY_DEFAULT.map((path) => path.join('.'))).toEqual(['preferences.push.customJson']);
    expect(KNOWN_FIELDS.find((s) => name(s) === 'preferences.push.customJson')?.kind).toBe('customJson');
    expect(valueAt(['preferences', 'push'])).not.toHaveProperty('customJson');
  });

  it.each(KNOWN_FIELDS.map((spec) => [name(spec), spec] as const))(
    '%s sits on the tab for its part of the settings',
    (path, spec) => {
      const tab = TAB_OF_SECTION.find(([pattern]) => pattern.test(path))?.[1];
      expect(spec.tab).toBe(tab);
      expect(TABS.map((t) => t.id)).toContain(spec.tab);
    },
  );

  it('labels every field in words, and names each template text after its field', () => {
    for (const spec of KNOWN_FIELDS) {
      if (spec.kind === 'template') expect(spec.label, name(spec)).toBe(spec.path.at(-1));
      else expect(spec.label, name(spec)).toMatch(/^[A-Z][^]*[a-z]/);
    }
  });

  it('explains every switch, except the days of the quiet-hours schedule', () => {
    for (const spec of fields('boolean').filter((s) => !s.path.includes('schedulePreferenceSetting'))) {
      expect(spec.description, name(spec)).toMatch(/^[A-Z].{10,}\.$/);
    }
    expect(KNOWN_FIELDS.find((s) => name(s) === 'preferences.push.customJson')?.description).toMatch(/^[A-Z].{10,}\.$/);
  });

  it('names the event an end-user override belongs to, so the switches on a tab can be told apart', () => {
    const overrides = KNOWN_FIELDS.filter((s) => s.path.at(-1)?.endsWith('Override') && s.path[1] !== 'mute');
    expect(overrides.length).toBeGreaterThan(0);
    for (const tab of ['group', 'one-on-one']) {
      const descriptions = overrides.filter((s) => s.tab === tab).map((s) => s.description);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it.each(fields('choice').map((spec) => [name(spec), spec] as const))(
    '%s offers exactly the values the service accepts, its default among them',
    (_, spec) => {
      const values = CHOICE_SETS[spec.choices ?? 'onOff'].map((choice) => choice.value);
      expect(spec.choices).toBeDefined();
      expect(spec.range).toBeDefined();
      expect(values).toEqual(
        Array.from({ length: spec.range!.max - spec.range!.min + 1 }, (__, i) => spec.range!.min + i),
      );
      expect(values).toContain(valueAt(spec.path));
    },
  );

  it.each([...fields('count'), ...fields('duration')].map((spec) => [name(spec), spec] as const))(
    '%s carries the documented range, its default inside it',
    (_, spec) => {
      const value = valueAt(spec.path) as number;
      expect(spec.range).toBeDefined();
      expect(value).toBeGreaterThanOrEqual(spec.range!.min);
      expect(value).toBeLessThanOrEqual(spec.range!.max);
    },
  );

  it.each<[string, string]>([
    ['preferences.email.maxPerDay', 'per-day'],
    ['preferences.email.maxPerDayPerConversation', 'per-conversation-day'],
    ['preferences.sms.maxPerDay', 'per-day'],
    ['preferences.sms.maxPerDayPerConversation', 'per-conversation-day'],
  ])('%s counts %s', (path, unit) => {
    expect(KNOWN_FIELDS.find((s) => name(s) === path)?.unit).toBe(unit);
  });

  it.each(fields('template').map((spec) => [name(spec), spec] as const))(
    '%s knows its template and the channel it is sent on',
    (_, spec) => {
      const { group, variant, field, channel } = spec.template!;
      expect(`${group}${variant}`).toBe(spec.path[1]);
      expect(field).toBe(spec.path[2]);
      expect(channel).toBe(
        group === 'emailSubjectTemplate' ? 'email' : group === 'smsContentTemplate' ? 'sms' : 'push',
      );
    },
  );

  it('gives every choice a distinct label', () => {
    for (const choices of Object.values(CHOICE_SETS)) {
      const labels = choices.map((choice) => choice.label);
      for (const label of labels) expect(label).toMatch(/^[A-Z]/);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
