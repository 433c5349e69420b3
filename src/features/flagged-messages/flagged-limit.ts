/** The service's flagged queue is read whole; its size is bounded by what users report. */
export const FLAGGED_LIMIT = 1000;
