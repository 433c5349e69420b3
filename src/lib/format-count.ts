// One formatter, made once: `Number.prototype.toLocaleString()` builds a new one on every call,
// which cost the blocked list's status line about 10 ms a render, on every j and k.
const counts = new Intl.NumberFormat();

/** A count as the reader's locale writes it, as `toLocaleString()` would ("12,345"). */
export function formatCount(n: number): string {
  return counts.format(n);
}
