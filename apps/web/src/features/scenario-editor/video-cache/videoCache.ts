import { createBrowserVideoLoader } from './browserVideoLoader';
import { VideoPreloadCache } from './videoPreloadCache';

/** The app's one video preload cache, shared by every player that registers with it. */
export const videoCache = new VideoPreloadCache({ loader: createBrowserVideoLoader() });
