import { episodeEditorLiveHandlers } from '../../episode-editor';
import { projectLiveHandlers } from '../../projects';
import type { LiveHandlers } from './liveHandlers';

/** Every feature's live appliers; each feature keeps its own beside its queries. */
export const FEATURE_LIVE_HANDLERS: readonly LiveHandlers[] = [projectLiveHandlers, episodeEditorLiveHandlers];
