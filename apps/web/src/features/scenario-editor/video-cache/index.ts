export { VideoErrorBoundary } from './VideoErrorBoundary';
export { VideoCacheStatusPanel } from './VideoCacheStatusPanel';
export { useVideoPreload, useVideoCacheSnapshot } from './useVideoPreload';
export { videoCache } from './videoCache';
export { VIDEO_LOAD_TIMEOUT_MESSAGE, VideoPreloadCache } from './videoPreloadCache';
export type { VideoCacheSnapshot, VideoLoader } from './videoPreloadCache';
