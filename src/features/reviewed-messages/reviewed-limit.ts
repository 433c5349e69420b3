/** The newest reviewed records the page reads (the service gives at most its newest ones). */
export const REVIEWED_LIMIT = 1000;
