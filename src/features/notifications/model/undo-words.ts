/**
 * Why a save offers no Undo. Where the form knew the values, one of the saved fields had none
 * before (a custom JSON typed into an empty field), and a save cannot remove a setting.
 */
export function noUndoReason(known: boolean): string {
  return known
    ? 'Undo is not available: a save cannot remove a setting that was not set before.'
    : 'Undo is not available: the previous values were not known.';
}
