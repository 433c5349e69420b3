import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('renders at once, without its fallback, once its code has been preloaded', async () => {
    const Part = lazyPart(async () => Greeting);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback until code that was not preloaded arrives', async () => {
    const Part = lazyPart(async () => Greeting);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });
});
