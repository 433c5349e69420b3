import { TextInput } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { FoldedFilters } from './filter-bar.tsx';

function renderFolded(on: number) {
  return render(
    <FoldedFilters searchBox={<TextInput label="Search" />} on={on}>
      <TextInput label="Rule" />
    </FoldedFilters>,
  );
}

describe("the phone's folded filters", () => {
  it.each([
    [0, 'More filters'],
    [2, 'More filters (2 on)'],
  ])('with %i filters on: the search box, and the others behind "%s"', (on, words) => {
    renderFolded(on);
    expect(screen.getByLabelText('Search')).toBeVisible();
    expect(screen.getByRole('button', { name: words })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Rule' })).toBeNull();
  });

  it('opens on a press and folds away again', async () => {
    const user = userEvent.setup();
    renderFolded(1);
    await user.click(screen.getByRole('button', { name: 'More filters (1 on)' }));
    expect(screen.getByRole('textbox', { name: 'Rule' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.queryByRole('textbox', { name: 'Rule' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More filters (1 on)' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("a desktop's filter line", () => {
  it('shows the search and the line\'s filters at once, the others behind "More filters", and Clear after it', async () => {
    const user = userEvent.setup();
    render(
      <FoldedFilters
        searchBox={<TextInput label="Search" />}
        line={<TextInput label="Rule" />}
        on={1}
        after={<button type="button">Clear filters</button>}
      >
        <TextInput label="Order" />
      </FoldedFilters>,
    );
    expect(screen.getByLabelText('Search')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Rule' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Order' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More filters (1 on)' }));
    expect(screen.getByRole('textbox', { name: 'Order' })).toBeVisible();
  });
});
