export { EpisodeEditorPage } from './shell/EpisodeEditorPage';
export { episodeEditorKeys } from './api/episodeEditorKeys';
export { VideoCacheStatusPanel, VideoErrorBoundary, useVideoPreload } from './video-cache';
export { episodeEditorLiveHandlers } from './realtime/episodeEditorLiveHandlers';
