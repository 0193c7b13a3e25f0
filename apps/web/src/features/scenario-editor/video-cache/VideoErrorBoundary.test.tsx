import { BOUNDARY_TEXT, TIMELINE_MESSAGES } from '@sym/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { renderUi } from '../../../test/renderUi';
import { VideoCacheStatusPanel } from './VideoCacheStatusPanel';
import { VideoErrorBoundary } from './VideoErrorBoundary';
import { VideoPreloadCache } from './videoPreloadCache';

function Player({ isBroken }: { isBroken: () => boolean }) {
  if (isBroken()) throw new Error('decoder crashed');
  return <p>playing</p>;
}

describe('video error boundary', () => {
  it('uses the spec texts', () => {
    expect(en.videoCache.boundary.title).toBe(BOUNDARY_TEXT.video.title);
    expect(en.videoCache.boundary.message).toBe(BOUNDARY_TEXT.video.message);
    expect(en.videoCache.boundary.exhausted).toBe(BOUNDARY_TEXT.video.exhausted);
    expect(en.timeline.audio.notAudio).toBe(TIMELINE_MESSAGES.notAudio);
    expect(en.timeline.audio.tooLarge).toBe(TIMELINE_MESSAGES.audioTooLarge);
    expect(en.timeline.waveformFailed).toBe(TIMELINE_MESSAGES.waveformFailed);
  });

  it('offers Try Again with the attempts left, three times, then asks for a refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isBroken = true;
    await renderUi(
      <VideoErrorBoundary>
        <Player isBroken={() => isBroken} />
      </VideoErrorBoundary>,
    );
    for (const left of [3, 2, 1]) {
      const alert = screen.getByRole('alert');
      expect(within(alert).getByText('Video Error')).toBeTruthy();
      expect(alert.textContent).toContain(`Attempts left: ${left} of 3`);
      fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    }
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(BOUNDARY_TEXT.video.exhausted);
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    isBroken = false;
  });

  it('renders the player again when a retry succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isBroken = true;
    await renderUi(
      <VideoErrorBoundary>
        <Player isBroken={() => isBroken} />
      </VideoErrorBoundary>,
    );
    isBroken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('playing')).toBeTruthy();
  });
});

describe('video cache status panel', () => {
  it('lists cached videos, the loading queue and failures as they change', async () => {
    const loads: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
    const cache = new VideoPreloadCache({
      loader: { load: () => new Promise<void>((resolve, reject) => loads.push({ resolve, reject })) },
    });
    await renderUi(<VideoCacheStatusPanel cache={cache} />);
    expect(screen.getByRole('heading', { name: 'Video cache' })).toBeTruthy();
    act(() => cache.preload(['/media/first-video-key-0001.mp4', '/media/second-video-key-001.mp4']));
    const queue = screen.getByRole('list', { name: 'Loading queue (2)' });
    expect(queue.textContent).toContain('first-video-key-0001.mp4Loading');
    expect(queue.textContent).toContain('second-video-key-001.mp4Waiting');
    await act(async () => loads[0]!.resolve());
    expect(screen.getByRole('list', { name: 'Cached (1 of 3)' }).textContent).toContain('first-video-key-0001.mp4');
    await act(async () => loads[1]!.reject(new Error('Video format not supported')));
    expect(screen.getByRole('list', { name: 'Failed (1)' }).textContent).toContain('Video format not supported');
  });
});
