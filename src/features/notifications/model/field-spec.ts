import type { SettingRange } from '../../../../contract/schemas/notification-ranges.ts';
import type { TabId } from './tabs.ts';
import type { TemplateChannel } from './template-text.ts';

/**
 * One editable leaf of the settings tree. Known fields come from the reference; fields the
 * server returns that the form does not know get a spec from their JSON type ("Other settings").
 */
export type FieldKind =
  | 'boolean' // switch
  | 'choice' // numeric setting with named values
  | 'count' // whole number
  | 'duration' // whole seconds on the wire, entered in minutes or hours
  | 'text'
  | 'template' // template text: autocomplete, preview, warnings
  | 'time' // HHMM integer entered as HH:MM
  | 'customJson' // push.customJson: a JSON object, sent whole
  | 'number' // unknown field holding a number
  | 'json'; // unknown field holding an object, array or null

export type ChoiceSetId = 'messages' | 'reactions' | 'onOff' | 'privacy' | 'dnd';
export type CountUnit = 'per-day' | 'per-conversation-day';

export interface TemplateInfo {
  group: string;
  variant: string;
  field: string;
  channel: TemplateChannel;
}

export interface FieldSpec {
  /** Form name under `fields.`: the path, each segment escaped, joined with "/". */
  key: string;
  path: readonly string[];
  tab: TabId;
  kind: FieldKind;
  label: string;
  description?: string;
  choices?: ChoiceSetId;
  unit?: CountUnit;
  /** The documented range of a number (notification-ranges.ts); outside it the form says so. */
  range?: SettingRange;
  template?: TemplateInfo;
  /** Text that may not be empty (a sound name): what to say when it is. */
  emptyMessage?: string;
  /** For 'json': the JSON type the value must keep (any when the server sent null). */
  jsonType?: 'object' | 'array';
  /**
   * The documented default is no value at all: the key is absent until an admin sets one, and
   * a reset removes it (push `customJson`). The form knows the field without a default to copy.
   */
  absentByDefault?: true;
}

/**
 * react-hook-form reads dots, brackets, quotes and pipes in a name as path syntax, and
 * unknown keys from the server may contain any of them, so every other character is escaped.
 */
export function fieldKey(path: readonly string[]): string {
  return path
    .map((segment) => segment.replace(/[^A-Za-z0-9_-]/g, (c) => `~${c.codePointAt(0)?.toString(16)}~`))
    .join('/');
}

export interface Choice {
  value: number;
  label: string;
}

export const CHOICE_SETS: Record<ChoiceSetId, Choice[]> = {
  messages: [
    { value: 1, label: "Don't notify" },
    { value: 2, label: 'Notify for all' },
    { value: 3, label: 'Only when mentioned' },
  ],
  reactions: [
    { value: 1, label: "Don't notify" },
    { value: 2, label: 'Reactions to their own messages' },
    { value: 3, label: 'Reactions to any message' },
  ],
  onOff: [
    { value: 1, label: "Don't notify" },
    { value: 2, label: 'Notify' },
  ],
  privacy: [
    { value: 1, label: 'Default templates' },
    { value: 2, label: 'Privacy templates' },
    { value: 3, label: 'Default templates; users may switch to privacy' },
  ],
  dnd: [
    { value: 1, label: 'Off' },
    { value: 2, label: 'On' },
  ],
};

/** The words for a numeric setting's value; a value outside the known set is "Other (N)". */
export function choiceLabel(set: ChoiceSetId, value: number): string {
  return CHOICE_SETS[set].find((c) => c.value === value)?.label ?? `Other (${value})`;
}
