/** Page size from the URL: one of `allowed`, else the fallback (a pasted link may hold anything). */
export function parseLimit(value: string | null, allowed: readonly number[], fallback: number): number {
  const n = Number(value);
  return value !== null && allowed.includes(n) ? n : fallback;
}
