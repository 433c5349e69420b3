import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeptPlace } from './use-kept-place.ts';

afterEach(cleanup);

const noDecisions = new Set<string>();
const noRows: never[] = [];

/** The list's grid and a search box beside it, and the drawer (a dialog holding a button) while open. */
function Page({ detailOpen }: { detailOpen: boolean }) {
  const gridRef = useKeptPlace({
    filtered: noRows,
    decidedIds: noDecisions,
    selectedKey: undefined,
    setSelectedKey: () => undefined,
    detailOpen,
  });
  return (
    <>
      <input type="search" aria-label="Search" />
      <div role="grid" aria-label="Blocked messages" tabIndex={0} ref={gridRef} />
      {detailOpen ? (
        <div role="dialog" aria-label="Blocked message 1">
          <button type="button">Next</button>
        </div>
      ) : null}
    </>
  );
}

describe('useKeptPlace: where focus goes when the drawer closes', () => {
  it('back to the list when it was in the drawer', () => {
    const { rerender, getByRole } = render(<Page detailOpen />);
    getByRole('button', { name: 'Next' }).focus();
    rerender(<Page detailOpen={false} />);
    expect(document.activeElement).toBe(getByRole('grid'));
  });

  it('back to the list when it had fallen to the page body', () => {
    const { rerender, getByRole } = render(<Page detailOpen />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Page detailOpen={false} />);
    expect(document.activeElement).toBe(getByRole('grid'));
  });

  it('left where the user put it meanwhile (the search box, being typed into)', () => {
    const { rerender, getByRole } = render(<Page detailOpen />);
    getByRole('searchbox', { name: 'Search' }).focus();
    rerender(<Page detailOpen={false} />);
    expect(document.activeElement).toBe(getByRole('searchbox', { name: 'Search' }));
  });
});
