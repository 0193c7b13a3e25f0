import { resolveMediaUrl } from '../../../lib/transport';
import { CrossOriginVideoError, type VideoLoader } from './videoPreloadCache';

function isCrossOrigin(url: string): boolean {
  try {
    return new URL(resolveMediaUrl(url), window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Loads videos into detached <video preload="auto"> elements kept until released, so the browser holds their
 * first seconds in its media cache when the preview switches to them.
 */
export function createBrowserVideoLoader(): VideoLoader {
  const elements = new Map<string, HTMLVideoElement>();

  const release = (url: string) => {
    const video = elements.get(url);
    if (!video) return;
    elements.delete(url);
    video.removeAttribute('src');
    video.load();
  };

  return {
    load(url, signal) {
      return new Promise<void>((resolve, reject) => {
        const video = document.createElement('video');
        video.preload = 'auto';
        video.muted = true;
        elements.set(url, video);
        const done = (settle: () => void) => {
          video.removeEventListener('loadeddata', handleLoaded);
          video.removeEventListener('error', handleError);
          signal.removeEventListener('abort', handleAbort);
          settle();
        };
        const handleLoaded = () => done(resolve);
        const handleError = () =>
          done(() =>
            reject(
              isCrossOrigin(url)
                ? new CrossOriginVideoError(url)
                : new Error(video.error?.message || `Video could not be loaded (${video.error?.code ?? 0})`),
            ),
          );
        const handleAbort = () => done(() => release(url));
        video.addEventListener('loadeddata', handleLoaded);
        video.addEventListener('error', handleError);
        signal.addEventListener('abort', handleAbort);
        video.src = resolveMediaUrl(url);
        video.load();
      });
    },
    release,
  };
}
