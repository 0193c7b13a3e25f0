import { screen, waitFor } from '@testing-library/react';
import type { PublicVideo } from '@sym/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const SHARE_ID = '0b7d1c1e-1111-4222-8333-444455556666';
const PATH = `/api/public/videos/${SHARE_ID}`;

const VIDEO: PublicVideo = {
  shareId: SHARE_ID,
  title: 'The Lighthouse — final cut',
  videoUrl: '/media/0123456789abcdef0123456789abcdef.mp4',
  posterUrl: '/media/fedcba9876543210fedcba9876543210.jpg',
  duration: 75.4,
  width: 1280,
  height: 720,
};

afterEach(() => window.localStorage.clear());

describe('shared video page /v/{uuid}', () => {
  it('shows a loading state, then the title and the video with its poster, without signing in', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = stubApi({ [`GET ${PATH}`]: () => ok(VIDEO) });
    const realFetch = fetchMock.getMockImplementation()!;
    // Holds the answer back so the loading state can be seen first.
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith(PATH)) await answered;
      return realFetch(input, init);
    });
    renderApp(`/v/${SHARE_ID}`);

    expect(await screen.findByText('Loading video…')).toBeTruthy();
    answer!();

    expect(await screen.findByRole('heading', { level: 1, name: VIDEO.title })).toBeTruthy();
    const video = screen.getByLabelText(`Video: ${VIDEO.title}`) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(VIDEO.videoUrl);
    expect(video.getAttribute('poster')).toBe(VIDEO.posterUrl);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByText('Duration 1:15.4')).toBeTruthy();
    expect(document.title).toContain(VIDEO.title);
    // Nothing of an app session: no user menu, no projects link.
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to projects' })).toBeNull();

    // Asked over HTTP with no Authorization header (a signed-out visitor has no token).
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(PATH))!;
    const headers = (call[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('says the video format is not supported when the browser cannot play the file', async () => {
    stubApi({ [`GET ${PATH}`]: () => ok({ ...VIDEO, posterUrl: null, duration: null }) });
    renderApp(`/v/${SHARE_ID}`);
    const video = (await screen.findByLabelText(`Video: ${VIDEO.title}`)) as HTMLVideoElement;
    expect(video.hasAttribute('poster')).toBe(false);
    expect(screen.queryByText(/^Duration/)).toBeNull();
    video.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Video format not supported. Try Chrome or Safari.',
    );
  });

  it('shows a plain not-found page for an unknown or revoked link', async () => {
    stubApi({ [`GET ${PATH}`]: () => fail(404, 'NOT_FOUND', 'Not found') });
    renderApp(`/v/${SHARE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: VIDEO.title })).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('does not ask the server about an address that cannot be a link', async () => {
    const fetchMock = stubApi({});
    renderApp('/v/not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/public/videos/'))).toBe(false);
  });

  it('offers a retry when the server fails, and shows the video once it answers', async () => {
    let isDown = true;
    stubApi({ [`GET ${PATH}`]: () => (isDown ? fail(400, 'BAD_REQUEST', 'Server busy') : ok(VIDEO)) });
    renderApp(`/v/${SHARE_ID}`);
    const retry = await screen.findByRole('button', { name: 'Reload' });
    isDown = false;
    retry.click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: VIDEO.title })).toBeTruthy());
  });
});
