import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../../test-utils/render.tsx';
import { VariableAutocomplete } from './variable-autocomplete.tsx';

function Field({ start }: { start: string }) {
  const [text, setText] = useState(start);
  return (
    <VariableAutocomplete channel="push" onChange={setText} onBlur={() => undefined} inputRef={() => undefined}>
      {(target) => (
        <TextInput {...target} label="Title" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      )}
    </VariableAutocomplete>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('VariableAutocomplete', () => {
  it('puts the caret after the inserted placeholder before the next key, without waiting for a frame', async () => {
    // A loaded machine: the next animation frame comes after the user's next keys.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    render(<Field start="Hi {{sende there" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    field.focus();
    field.setSelectionRange(10, 10);
    fireEvent.select(field);
    const option = await screen.findByRole('option', { name: '{{message.data.entities.sender.entity.name}}' });
    act(() => option.click());
    const inserted = 'Hi {{message.data.entities.sender.entity.name}}';
    expect(field.value).toBe(`${inserted} there`);
    expect(field.selectionStart).toBe(inserted.length);
    expect(field.selectionEnd).toBe(inserted.length);
  });
});
