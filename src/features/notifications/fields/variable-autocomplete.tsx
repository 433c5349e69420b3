import { Combobox, Text, useCombobox } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import {
  completePlaceholder,
  knownVariables,
  openPlaceholderAt,
  type TemplateChannel,
} from '../model/template-text.ts';

interface TargetProps {
  ref: (element: HTMLTextAreaElement | HTMLInputElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onSelect: () => void;
  onInput: () => void;
  onBlur: () => void;
  'aria-activedescendant': string | undefined;
  'aria-controls': string | undefined;
  'aria-autocomplete': 'list';
}

interface Props {
  channel: TemplateChannel;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLTextAreaElement | HTMLInputElement | null) => void;
  /** Where the caret is while the field has focus (null once it leaves), so checks can spare what is being typed. */
  onCaret?: (caret: number | null) => void;
  children: (target: TargetProps) => ReactElement;
}

/**
 * Typing `{{` offers the known variables; arrows move, Enter or Tab inserts and closes the
 * placeholder, Escape closes. Keys behave as usual while the list is closed.
 */
export function VariableAutocomplete({ channel, onChange, onBlur, inputRef, onCaret, children }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [element, setElement] = useState<HTMLTextAreaElement | HTMLInputElement | null>(null);
  // The form library focuses a field with an error through this.
  useEffect(() => inputRef(element), [element, inputRef]);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const options =
    query === null ? [] : knownVariables(channel).filter((v) => v.toLowerCase().includes(query.toLowerCase()));
  // Where the caret goes after an insertion: set in the commit that puts the new text in the
  // field, before any key is handled. A frame later it would land wherever the caret was then,
  // so keys typed at once (a fast typist, a loaded machine) went back to the old place.
  const pendingCaret = useRef<{ text: string; caret: number } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    pendingCaret.current = null;
    // Only in the commit of the insertion itself: never later, over what was typed since.
    if (pending && element?.value === pending.text) element.setSelectionRange(pending.caret, pending.caret);
  });

  const refresh = () => {
    const el = element;
    const caret = el ? (el.selectionStart ?? el.value.length) : null;
    onCaret?.(caret);
    const open = el && caret !== null ? openPlaceholderAt(el.value, caret) : null;
    setQuery(open ? open.query : null);
    if (open) combobox.openDropdown();
    else combobox.closeDropdown();
  };

  const insert = (variable: string) => {
    const el = element;
    if (!el) return;
    const next = completePlaceholder(el.value, el.selectionStart ?? el.value.length, variable);
    pendingCaret.current = next;
    onChange(next.text);
    setQuery(null);
    combobox.closeDropdown();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!combobox.dropdownOpened || options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(event.key === 'ArrowDown' ? combobox.selectNextOption() : combobox.selectPreviousOption());
    } else if ((event.key === 'Enter' || event.key === 'Tab') && combobox.getSelectedOptionIndex() !== -1) {
      event.preventDefault();
      combobox.clickSelectedOption();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      combobox.closeDropdown();
    }
  };

  const opened = combobox.dropdownOpened && options.length > 0;
  return (
    // Always below the field, never flipped above it, where the template's preview cards and
    // "Shows as" line are: the page scrolls to the list instead.
    <Combobox
      store={combobox}
      onOptionSubmit={insert}
      withinPortal
      position="bottom-start"
      width="target"
      middlewares={{ flip: false, shift: true }}
    >
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        {children({
          ref: setElement,
          onKeyDown,
          onSelect: refresh,
          onInput: refresh,
          onBlur: () => {
            combobox.closeDropdown();
            onCaret?.(null);
            onBlur();
          },
          'aria-activedescendant': opened ? (active ?? undefined) : undefined,
          'aria-controls': opened ? (combobox.listId ?? undefined) : undefined,
          'aria-autocomplete': 'list',
        })}
      </Combobox.Target>
      <Combobox.Dropdown hidden={!opened}>
        <Combobox.Options aria-label="Template variables">
          {options.map((variable) => (
            <Combobox.Option value={variable} key={variable}>
              <Text size="sm" ff="monospace">{`{{${variable}}}`}</Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
        {channel === 'push' ? (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              Any path into the message (message.…) works too.
            </Text>
          </Combobox.Footer>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}
