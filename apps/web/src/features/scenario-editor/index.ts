export { ScenarioEditorPage } from './shell/ScenarioEditorPage';
export { scenarioEditorKeys } from './api/scenarioEditorKeys';
export { VideoCacheStatusPanel, VideoErrorBoundary, useVideoPreload } from './video-cache';
export { scenarioEditorLiveHandlers } from './realtime/scenarioEditorLiveHandlers';
