/** The service's flagged queue is read whole; its size is bounded by what users report. */
export const FLAGGED_LIMIT = 1000;

/**
 * The newest reviewed records read, by the reviewed page and by the blocked page's approval
 * counts alike: one figure, so both read one cached answer.
 */
export const REVIEWED_LIMIT = 1000;
