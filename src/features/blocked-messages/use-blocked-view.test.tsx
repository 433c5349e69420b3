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

describe('useBlockedView opening and closing in the tab history', () => {
  const list = '/apps/a/blocked-messages';
  function setup(url = list) {
    window.history.replaceState(null, '', '/before');
    let view: BlockedView | undefined;
    const rendered = render(<Probe onView={(v) => (view = v)} />, { url, history: 'browser' });
    const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 20))));
    return { view: () => view, settle, unmount: rendered.unmount };
  }

  it('opens with a new entry, and closes by going back to the list', async () => {
    const { view, settle, unmount } = setup();
    const length = window.history.length;
    await act(async () => view()?.openMessage('m-1'));
    await settle();
    expect(window.location.search).toBe('?message=m-1');
    expect(window.history.length).toBe(length + 1);
    await act(async () => view()?.closeMessage());
    await settle();
    expect(window.location.pathname).toBe(list);
    expect(window.location.search).toBe('');
    expect(view()?.messageId).toBeUndefined();
    unmount();
  });

  it('never leaves the page when the keys come faster than the navigations land', async () => {
    const { view, settle, unmount } = setup();
    await act(async () => view()?.openMessage('m-1'));
    await settle();
    // Esc, then Enter as the Back lands but before the page has rendered it, then Esc.
    const stale = view();
    const enterAsBackLands = () => stale?.openMessage('m-1');
    window.addEventListener('popstate', enterAsBackLands, { once: true });
    await act(async () => stale?.closeMessage());
    await settle();
    await act(async () => view()?.closeMessage());
    await settle();
    expect(window.location.pathname).toBe(list);
    expect(view()?.messageId).toBeUndefined();
    // Enter and Esc before the pushed entry lands: the close replaces it instead of going back.
    act(() => {
      view()?.openMessage('m-2');
      view()?.closeMessage();
    });
    await settle();
    expect(window.location.pathname).toBe(list);
    expect(window.location.search).toBe('');
    unmount();
  });

  it('leaves a closed message closed when both the open and the Back land before the page renders, and a change follows', async () => {
    const { view, settle, unmount } = setup(`${list}?rule=spam`);
    const landed = async (search: string) => {
      while (window.location.search !== search) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    // Inside one act React renders nothing until the end: Enter and Esc both land unrendered.
    await act(async () => {
      view()?.openMessage('m-1');
      await landed('?rule=spam&message=m-1');
      view()?.closeMessage();
      await landed('?rule=spam');
    });
    await settle();
    await act(async () => view()?.update({ q: 'jk' }));
    await settle();
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ rule: 'spam', q: 'jk' });
    expect(view()?.messageId).toBeUndefined();
    unmount();
  });

  it('keeps a search typed just before opening a message, when it reaches the address after the open', async () => {
    const { view, settle, unmount } = setup();
    // Typed, then the message opened at once: the pause that sends the text to the address ends
    // while the message is open.
    await act(async () => view()?.setText('typed'));
    await act(async () => view()?.openMessage('m-1'));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 400))));
    await act(async () => view()?.closeMessage());
    await settle();
    expect(view()?.text).toBe('typed');
    expect(view()?.filters.text).toBe('typed');
    expect(view()?.messageId).toBeUndefined();
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 400))));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('typed');
    unmount();
  });

  it('keeps a search typed after closing a message, when it is sent before the Back has landed', async () => {
    const { view, settle, unmount } = setup(`${list}?q=first`);
    await act(async () => view()?.openMessage('m-1'));
    await settle();
    expect(window.location.search).toBe('?q=first&message=m-1');
    // Esc, then the new search reaches the address before the browser has moved back.
    await act(async () => {
      view()?.closeMessage();
      await view()?.update({ q: 'second' });
    });
    await settle();
    expect(window.location.search).toBe('?q=second');
    expect(view()?.text).toBe('second');
    expect(view()?.messageId).toBeUndefined();
    // One Back leaves the page, as before the message was opened: nothing was left on its entry.
    await act(async () => window.history.back());
    await settle();
    expect(window.location.pathname).toBe('/before');
    unmount();
  });

  it('closes a message opened from a link without going back', async () => {
    const { view, settle, unmount } = setup(`${list}?message=m-9`);
    expect(view()?.messageId).toBe('m-9');
    await act(async () => view()?.closeMessage());
    await settle();
    expect(window.location.pathname).toBe(list);
    expect(window.location.search).toBe('');
    unmount();
  });
});
