import { describe, expect, it } from 'vitest';
import { render, screen } from '../../../test-utils/render.tsx';
import { Saved } from './save-outcome.tsx';

describe('Saved: where to see the new revision', () => {
  it("opens a rule's history at the revision its own save made", () => {
    render(<Saved appId="demo-app" revisionId="demo-app_r1_5" rules={[{ id: 'r1', revisionId: 'demo-app_r1_5' }]} />);
    expect(screen.getByText('Saved as revision 5.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'r1' })).toHaveAttribute(
      'href',
      '/apps/demo-app/rules/r1?revision=demo-app_r1_5',
    );
  });

  it("opens each rule's history at its current revision after a keyword list's save, which names none", () => {
    render(
      <Saved
        appId="demo-app"
        revisionId="demo-app_profanity-list_4"
        rules={[
          { id: 'text-profanity-filter', name: 'Profanity Filter' },
          { id: 'custom-profanity-filter', name: 'Custom Message Profanity Filter' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Profanity Filter' })).toHaveAttribute(
      'href',
      '/apps/demo-app/rules/text-profanity-filter?revision=',
    );
    expect(screen.getByRole('link', { name: 'Custom Message Profanity Filter' })).toHaveAttribute(
      'href',
      '/apps/demo-app/rules/custom-profanity-filter?revision=',
    );
  });
});
