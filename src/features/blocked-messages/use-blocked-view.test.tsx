import { act, render } from '../../test-utils/render.tsx';
import { useBlockedView, type BlockedView } from './use-blocked-view.ts';

const seen: BlockedView['filters'][] = [];
function Probe({ onView }: { onView: (view: BlockedView) => void }) {
  const view = useBlockedView();
  seen.push(view.filters);
  onView(view);
  return null;
}

describe('useBlockedView', () => {
  it('keeps the same filters while j and k open other messages, and gives new ones when a filter changes', async () => {
    seen.length = 0;
    let view: BlockedView | undefined;
    render(<Probe onView={(v) => (view = v)} />, { url: '/apps/a/blocked-messages?rule=spam' });
    const first = seen.at(-1);
    await act(async () => view?.openMessage('m-1'));
    await act(async () => view?.openMessage('m-2'));
    expect(view?.messageId).toBe('m-2');
    // The same object: the list is not sifted again, and no row is handed new props.
    expect(seen.at(-1)).toBe(first);
    await act(async () => view?.update({ rule: 'toxicity' }));
    expect(seen.at(-1)).not.toBe(first);
    expect(seen.at(-1)?.ruleId).toBe('toxicity');
  });
});
