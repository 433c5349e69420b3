import { describe, expect, it } from 'vitest';
import { blockedMessageSchema } from '../../../../contract/schemas/blocked-message.ts';
import { render, screen } from '../../../test-utils/render.tsx';
import { rawRecord } from '../../../test-utils/blocked-records.ts';
import { KindAndStatus } from './message-detail.tsx';

const pending = blockedMessageSchema.parse(rawRecord({ status: 'pending' }));

describe('the drawer says a message is pending only while it waits', () => {
  it('a waiting message shows its type and "pending"', () => {
    render(<KindAndStatus record={pending} decided={false} />);
    expect(screen.getByText('pending')).toBeInTheDocument();
  });

  it('a decided one shows its type, and no "pending" beside "Already decided"', () => {
    render(<KindAndStatus record={pending} decided />);
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(screen.queryByText('pending')).not.toBeInTheDocument();
  });
});
