import { zodResolver } from '@hookform/resolvers/zod';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../../../test-utils/render.tsx';
import { newFilterEntry } from '../lib/rule-filters.ts';
import { ruleFormSchema, type RuleForm } from '../lib/rule-form.ts';
import { FiltersEditor } from './filters-editor.tsx';

function Editor({ filters }: { filters: number }) {
  const form = useForm<RuleForm>({
    resolver: zodResolver(ruleFormSchema),
    defaultValues: {
      id: 'r',
      name: 'R',
      description: '',
      enabled: true,
      action: ['blockMessage'],
      conditions: [],
      filters: Array.from({ length: filters }, () => ({ ...newFilterEntry(), value: 'bot' })),
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <FiltersEditor control={form.control} setValue={form.setValue} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a rule’s filters against the service’s limit of ten', () => {
  it('offers a tenth filter, then no eleventh, and says why', async () => {
    render(<Editor filters={9} />);
    const add = screen.getByRole('button', { name: 'Add a filter' });
    await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Filter \d+$/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('A rule can have at most 10 filters; remove one to add another.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter 10' }));
    expect(add).toBeEnabled();
  });

  it('a rule loaded with more than ten is refused at save, in words', async () => {
    render(<Editor filters={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'At most 10 filters: the service refuses more. Remove some, then save.',
    );
  });
});
