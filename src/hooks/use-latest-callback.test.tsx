import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import { useLatestCallback } from './use-latest-callback.ts';

function Probe({ value, seen, identities }: { value: number; seen: number[]; identities: Set<unknown> }) {
  const read = useLatestCallback(() => value);
  // What a key pressed on this render, as soon as it is on screen, would see.
  useLayoutEffect(() => {
    identities.add(read);
    seen.push(read());
  });
  return null;
}

describe('useLatestCallback', () => {
  it('calls the callback of the render just committed, through one function', () => {
    const seen: number[] = [];
    const identities = new Set<unknown>();
    const { rerender } = render(<Probe value={1} seen={seen} identities={identities} />);
    rerender(<Probe value={2} seen={seen} identities={identities} />);
    rerender(<Probe value={3} seen={seen} identities={identities} />);
    expect(seen).toEqual([1, 2, 3]);
    expect(identities.size).toBe(1);
  });
});
