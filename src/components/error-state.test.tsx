import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { render, screen } from '../test-utils/render.tsx';
import { ErrorState } from './error-state.tsx';
import userEvent from '@testing-library/user-event';

describe('ErrorState', () => {
  it('says what happened and what to do, and retries on click', async () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      status: 503,
      code: 'ERR_OPERATION_FAILED',
      kind: 'http',
      message: 'Service unavailable',
    });
    render(<ErrorState error={error} onRetry={onRetry} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable (HTTP 503, ERR_OPERATION_FAILED)');
    expect(screen.getByRole('alert')).toHaveTextContent('Retry in a moment');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry for rejected credentials, and points at the server config', async () => {
    const error = new ApiError({ status: 401, code: 'AUTH_ERR_APIKEY_NOT_FOUND', kind: 'http', message: 'Bad key' });
    render(<ErrorState error={error} onRetry={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('check this app');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
