/** Page size from the URL: one of `allowed`, else the fallback (a pasted link may hold anything). */
export function parseLimit(value: string | null, allowed: readonly number[], fallback: number): number {
  const n = Number(value);
  return value !== null && allowed.includes(n) ? n : fallback;
}

/** A time in Unix seconds from the URL (`from`, `to`), or undefined when it is not one. */
export function unixSecondsParam(value: string | null): number | undefined {
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}
