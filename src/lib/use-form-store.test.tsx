import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFormStore, type Fields, type FormStore } from './form-store.ts';
import { useFormCounts, useFormField, useFormValues } from './use-form-store.ts';

const check = (values: Fields<string>) =>
  Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (value === '' ? [[name, `Enter the ${name}.`]] : [])));
const newStore = () => createFormStore({ check }, { city: 'Oslo', street: 'Main', zip: '0150' });

/** Counts how often each part of the page rendered, so a test can see which parts re-rendered. */
function counted(renders: Record<string, number>, id: string, part: ReactNode) {
  return (
    <Profiler key={id} id={id} onRender={() => (renders[id] = (renders[id] ?? 0) + 1)}>
      {part}
    </Profiler>
  );
}

function Field({ store, name }: { store: FormStore<string>; name: string }) {
  const field = useFormField(store, name);
  return (
    <p>
      {name}: {field.value} {field.changed ? '(changed)' : ''} {field.error ?? ''}
    </p>
  );
}

function Totals({ store, names }: { store: FormStore<string>; names?: string[] }) {
  const { changed, invalid } = useFormCounts(store, names);
  return <p>{`${names ? names.join('+') : 'all'}: ${changed} changed, ${invalid} invalid`}</p>;
}

function Address({ store }: { store: FormStore<string> }) {
  const [street, zip] = useFormValues(store, ['street', 'zip']);
  return <p>{`address: ${street ?? ''}, ${zip ?? ''}`}</p>;
}

describe('form store hooks', () => {
  it('re-renders only the field typed into, and what counts fields', () => {
    const store = newStore();
    const renders: Record<string, number> = {};
    render(
      <>
        {['city', 'street', 'zip'].map((name) => counted(renders, name, <Field store={store} name={name} />))}
        {counted(renders, 'address', <Address store={store} />)}
        <Totals store={store} />
      </>,
    );
    expect(renders).toEqual({ city: 1, street: 1, zip: 1, address: 1 });

    act(() => store.setValue('city', 'Bergen'));
    expect(screen.getByText(/city: Bergen/)).toHaveTextContent('(changed)');
    expect(screen.getByText('all: 1 changed, 0 invalid')).toBeInTheDocument();
    expect(renders).toEqual({ city: 2, street: 1, zip: 1, address: 1 });

    act(() => store.setValue('zip', ''));
    expect(screen.getByText(/zip:/)).toHaveTextContent('Enter the zip.');
    expect(screen.getByText('address: Main,')).toBeInTheDocument();
    expect(screen.getByText('all: 2 changed, 1 invalid')).toBeInTheDocument();
    expect(renders).toEqual({ city: 2, street: 1, zip: 2, address: 2 });
  });

  it('counts only the fields named, e.g. one tab of the form', () => {
    const store = newStore();
    render(<Totals store={store} names={['street', 'zip']} />);
    act(() => store.setValues({ city: '', zip: '0151' }));
    expect(screen.getByText('street+zip: 1 changed, 0 invalid')).toBeInTheDocument();
    act(() => store.setValue('street', ''));
    expect(screen.getByText('street+zip: 2 changed, 1 invalid')).toBeInTheDocument();
  });

  it('shows the defaults again after a reset', () => {
    const store = newStore();
    render(<Field store={store} name="street" />);
    act(() => store.setValue('street', ''));
    expect(screen.getByText(/street:/)).toHaveTextContent('Enter the street.');
    act(() => store.reset(store.getState().defaults));
    expect(screen.getByText(/street:/)).toHaveTextContent(/^street: Main\s*$/);
  });
});
