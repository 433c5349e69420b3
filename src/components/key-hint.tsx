/**
 * The key for a control, after its label: "Next (j)". Touch screens leave it out (global.css,
 * `@media (hover: none)`): there is no keyboard to press it on. Pair it with aria-keyshortcuts.
 */
export function KeyHint({ keys }: { keys: string }) {
  return <span data-key-hint>{`\u00a0(${keys})`}</span>;
}
