export { StoryboardPage } from './components/StoryboardPage';
export { episodeEditorKeys } from './api/episodeEditorKeys';
