import { List, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSettingsField } from '../editor-context.ts';
import { renderTemplate, sampleFor, templateWarnings } from '../model/template-text.ts';
import { FieldLabel, unknownNote } from './field-label.tsx';
import { templateFieldLabel, templateGroupLabel } from './template-labels.ts';
import classes from './template-field.module.css';
import { VariableAutocomplete } from './variable-autocomplete.tsx';

/**
 * One template text: `{{` autocomplete, inline warnings (sparing the placeholder being typed),
 * and the text as it would show with sample data, above the field, where the autocomplete's
 * list (which opens below) never covers it. Everything is rendered as React text, never as HTML.
 */
export function TemplateField({ fieldKey }: { fieldKey: string }) {
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error, textToLeaf } =
    useSettingsField(fieldKey);
  const info = spec.template ?? { group: '', variant: '', field: spec.label, channel: 'push' as const };
  const text = typeof value === 'string' ? value : null;
  const effective = text ?? (typeof placeholder === 'string' ? placeholder : '');
  const [caret, setCaret] = useState<number | null>(null);
  const warnings =
    text === null ? [] : templateWarnings(text, { channel: info.channel, field: info.field }, caret ?? undefined);
  const preview = renderTemplate(effective, sampleFor(info.field)).text;
  const multiline = /^body/.test(info.field) && info.channel !== 'email';
  const Input = multiline ? Textarea : TextInput;
  return (
    <Stack gap={4}>
      <VariableAutocomplete
        channel={info.channel}
        onChange={(next) => onChange(textToLeaf(next))}
        onBlur={onBlur}
        inputRef={attach}
        onCaret={setCaret}
      >
        {(target) => (
          <Input
            {...target}
            name={name}
            label={
              <FieldLabel
                changed={changed}
                hiddenPrefix={`${templateGroupLabel(info.group)} ${info.variant.toLowerCase()}: `}
              >
                {templateFieldLabel(info.field, info.group)}
              </FieldLabel>
            }
            description={
              <>
                {text === null ? <>{unknownNote(null)} </> : null}
                <span style={{ overflowWrap: 'anywhere' }}>
                  Shows as: {preview === '' ? <em>(empty)</em> : `“${preview}”`}
                  {info.channel === 'sms' ? ` · ${preview.length} of 160 characters` : null}
                </span>
              </>
            }
            value={text ?? ''}
            placeholder={typeof placeholder === 'string' ? placeholder : undefined}
            onChange={(event) => onChange(textToLeaf(event.currentTarget.value))}
            error={error}
            spellCheck
            autoComplete="off"
            {...(multiline ? { autosize: true, minRows: 1, maxRows: 6 } : {})}
          />
        )}
      </VariableAutocomplete>
      {warnings.length > 0 ? (
        <List
          size="xs"
          spacing={0}
          aria-label={`Warnings for ${templateFieldLabel(info.field, info.group)}`}
          classNames={{ item: classes.warnings }}
        >
          {warnings.map((w) => (
            <List.Item key={w.kind}>{w.message}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
