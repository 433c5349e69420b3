import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../test-utils/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

function setUp() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Response.json({ data: { authRequired: true, user: { username: 'alice', role: 'admin' } } });
    }),
  );
  const onSignedIn = vi.fn();
  render(<SignInForm onSignedIn={onSignedIn} />);
  const username = screen.getByRole('textbox', { name: 'User name' });
  const password = screen.getByLabelText(/^Password/);
  return {
    bodies,
    onSignedIn,
    username,
    password,
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Sign in' })),
  };
}

describe('SignInForm', () => {
  it('says nothing before the first try, then what is missing, with the first field to fix focused', async () => {
    const { bodies, username, password, submit } = setUp();
    await userEvent.type(password, 'x');
    expect(screen.queryByText('Enter your user name.')).not.toBeInTheDocument();
    await submit();
    expect(screen.getByText('Enter your user name.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(bodies).toEqual([]);

    await userEvent.clear(password);
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await userEvent.type(username, 'alice');
    expect(screen.queryByText('Enter your user name.')).not.toBeInTheDocument();
    await submit();
    expect(password).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends the user name trimmed, then says it is done', async () => {
    const { bodies, onSignedIn, username, password, submit } = setUp();
    await userEvent.type(username, '  alice ');
    await userEvent.type(password, 'secret');
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ username: 'alice', password: 'secret' }]);
  });
});
