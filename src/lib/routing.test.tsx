import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render as renderBare } from '@testing-library/react';
import { render, screen } from '../test-utils/render.tsx';
import { NavLink, RouterProvider, useBlocker, useLocation, useNavigate, useParams, useSearchParams, type BlockerFunction } from './routing.tsx';

function ShowParams() {
  const params = useParams();
  return <output>{JSON.stringify(params)}</output>;
}

describe('useParams', () => {
  it.each([
    ['/keywords/plain', { id: 'plain' }],
    ['/keywords/a%2Fb', { id: 'a/b' }],
    ['/keywords/100%25%20sure', { id: '100% sure' }],
    ['/keywords/%2523', { id: '%23' }],
  ])('%s gives %j', (url, expected) => {
    render(<ShowParams />, { url, routePath: '/keywords/:id' });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual(expected);
  });
});

describe('NavLink', () => {
  it.each([
    ['/apps/a/rules', true],
    ['/apps/a/rules/r1', true],
    ['/apps/a/rules-old', false],
    ['/apps/a/keywords', false],
  ])('on %s, the rules link is the current page: %s', (url, current) => {
    render(<NavLink to="/apps/a/rules">Rules</NavLink>, { url });
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link).toHaveAttribute('href', '/apps/a/rules');
    expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
  });

  it("asks for its page's code when the pointer or the focus comes to it", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderBare(
      <RouterProvider preload={(path) => asked.push(path)}>
        <NavLink to="/apps/a/rules">Rules</NavLink>
      </RouterProvider>,
    );
    await user.hover(screen.getByRole('link', { name: 'Rules' }));
    expect(asked).toEqual(['/apps/a/rules']);
    await user.tab();
    expect(asked).toEqual(['/apps/a/rules', '/apps/a/rules']);
  });
});

function Pages({ shouldBlock }: { shouldBlock: BlockerFunction }) {
  const blocker = useBlocker(shouldBlock);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output>{`${pathname}${search} q=${params.get('q') ?? ''} ${blocker.state}`}</output>
      <button onClick={() => navigate('/elsewhere')}>leave</button>
      <button onClick={() => setParams((current) => ({ ...Object.fromEntries(current), q: 'a&b' }))}>filter</button>
      <button onClick={blocker.proceed}>proceed</button>
      <button onClick={blocker.reset}>stay</button>
    </>
  );
}

describe('navigation with a blocker', () => {
  const leaving: BlockerFunction = ({ nextLocation }) => nextLocation.pathname !== '/form';

  it('holds a navigation away until the user goes on, and lets changes of the search through', async () => {
    const user = userEvent.setup();
    render(<Pages shouldBlock={leaving} />, { url: '/form?x=1' });
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByRole('status')).toHaveTextContent('/form?x=1&q=a%26b q=a&b unblocked');
    await user.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByRole('status')).toHaveTextContent('/form?x=1&q=a%26b q=a&b blocked');
    await user.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.getByRole('status')).toHaveTextContent('unblocked');
    expect(window.location.pathname).toBe('/form');
    await user.click(screen.getByRole('button', { name: 'leave' }));
    await user.click(screen.getByRole('button', { name: 'proceed' }));
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
