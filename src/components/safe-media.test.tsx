import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../test-utils/render.tsx';
import { RevealableImage, RevealableVideo } from './media-viewer.tsx';
import { TokenMediaProvider } from './media-source-context.tsx';
import { MediaThumbnail, SafeLink } from './safe-media.tsx';

const IMAGE = 'https://media.example.com/a.png';

describe('MediaThumbnail', () => {
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png'])(
    'loads nothing for %s',
    async (url) => {
      const { container } = render(
        <MediaThumbnail url={url} kind="image" label="a.png" revealed={false} onReveal={() => undefined} />,
      );
      expect(await screen.findByText('media hidden: unsafe URL')).toBeInTheDocument();
      expect(container.querySelector('img, a, video')).toBeNull();
    },
  );

  it('shows a lazy, concealed image until revealed', async () => {
    const onReveal = vi.fn();
    render(<MediaThumbnail url={IMAGE} kind="image" label="a.png" revealed={false} onReveal={onReveal} />);
    const button = await screen.findByRole('button', { name: 'Reveal image a.png' });
    const img = button.querySelector('img');
    expect(img).toHaveAttribute('src', IMAGE);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img?.className).toMatch(/concealed/);
    await userEvent.click(button);
    expect(onReveal).toHaveBeenCalledOnce();
  });

  it('loads nothing for a video in the list', async () => {
    const { container } = render(
      <MediaThumbnail url={IMAGE} kind="video" label="v.webm" revealed onReveal={() => undefined} />,
    );
    expect(await screen.findByRole('img', { name: /Video v.webm/ })).toBeInTheDocument();
    expect(container.querySelector('video, img')).toBeNull();
  });
});

describe('RevealableImage and RevealableVideo', () => {
  it('load the media only once revealed', async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <RevealableImage url={IMAGE} label="image a.png" revealed={false} onRevealChange={onChange} />,
    );
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal image a.png' }));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<RevealableImage url={IMAGE} label="image a.png" revealed onRevealChange={onChange} />);
    expect(await screen.findByRole('img', { name: 'image a.png' })).toHaveAttribute('src', IMAGE);
  });

  it('never autoplay a video and do not preload it', async () => {
    const { container } = render(
      <RevealableVideo url={IMAGE} label="video v.webm" revealed onRevealChange={() => undefined} />,
    );
    await screen.findByRole('button', { name: 'Hide again' });
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('refuse unsafe URLs even when revealed', async () => {
    const { container } = render(
      <RevealableVideo url="javascript:alert(1)" label="video" revealed onRevealChange={() => undefined} />,
    );
    expect(await screen.findByText('media hidden: unsafe URL')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('SafeLink', () => {
  it('links http(s) in a new tab without opener or referrer', async () => {
    render(<SafeLink url={IMAGE}>Open file</SafeLink>);
    const link = await screen.findByRole('link', { name: 'Open file' });
    expect(link).toHaveAttribute('href', IMAGE);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('does not link anything else', async () => {
    render(<SafeLink url="javascript:alert(1)">Open file</SafeLink>);
    expect(await screen.findByText('media hidden: unsafe URL')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('media on an app with token-based file access', () => {
  const access = { appId: 'demo-app', mediaUrlPrefixes: ['https://files-us.cometchat.io/demo-app/'] };
  const OWN = 'https://files-us.cometchat.io/demo-app/media/photo.png';
  const THROUGH_SERVER = `/api/apps/demo-app/media?url=${encodeURIComponent(OWN)}`;

  it('previews a blocked image blurred, then revealed, loaded through the server', async () => {
    const { rerender } = render(
      <TokenMediaProvider access={access}>
        <MediaThumbnail url={OWN} kind="image" label="photo.png" revealed={false} onReveal={() => undefined} />
      </TokenMediaProvider>,
    );
    const concealed = (await screen.findByRole('button', { name: 'Reveal image photo.png' })).querySelector('img');
    expect(concealed).toHaveAttribute('src', THROUGH_SERVER);
    expect(concealed?.className).toMatch(/concealed/);
    rerender(
      <TokenMediaProvider access={access}>
        <RevealableImage url={OWN} label="photo.png" revealed onRevealChange={() => undefined} />
      </TokenMediaProvider>,
    );
    expect(await screen.findByRole('img', { name: 'photo.png' })).toHaveAttribute('src', THROUGH_SERVER);
  });

  it("links media of other hosts as it is, and the app's own through the server", async () => {
    render(
      <TokenMediaProvider access={access}>
        <SafeLink url={IMAGE}>elsewhere</SafeLink>
        <SafeLink url={OWN}>own</SafeLink>
      </TokenMediaProvider>,
    );
    expect(await screen.findByRole('link', { name: 'elsewhere' })).toHaveAttribute('href', IMAGE);
    expect(screen.getByRole('link', { name: 'own' })).toHaveAttribute('href', THROUGH_SERVER);
  });
});
