export { EpisodeEditorPage } from './shell/EpisodeEditorPage';
export { episodeEditorKeys } from './api/episodeEditorKeys';
