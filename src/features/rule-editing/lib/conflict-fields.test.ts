import { conflictRows } from './conflict-fields.ts';

const FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'searchTerms', label: 'Terms' },
  { field: 'description', label: 'Description' },
];

describe('conflictRows', () => {
  it('lists what either side changed and marks where both did differently', () => {
    const loaded = { name: 'A', searchTerms: ['x', 'y'], description: 'd' };
    const mine = { name: 'A', searchTerms: ['x'], description: 'mine' };
    const theirs = { name: 'B', searchTerms: ['x', 'y', 'z'], description: 'd' };
    expect(conflictRows(FIELDS, loaded, mine, theirs)).toEqual([
      { field: 'name', label: 'Name', loaded: 'A', mine: 'A', theirs: 'B', clash: false },
      { field: 'searchTerms', label: 'Terms', loaded: ['x', 'y'], mine: ['x'], theirs: ['x', 'y', 'z'], clash: true },
      { field: 'description', label: 'Description', loaded: 'd', mine: 'mine', theirs: 'd', clash: false },
    ]);
  });
});
