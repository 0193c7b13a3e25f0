import { assetLiveHandlers } from '../../assets';
import { episodeEditorLiveHandlers } from '../../episode-editor';
import { generationLiveHandlers } from '../../generation';
import { projectLiveHandlers } from '../../projects';
import { recycleBinLiveHandlers } from '../../recycle-bin';
import { styleLiveHandlers } from '../../styles';
import type { LiveHandlers } from './liveHandlers';

/**
 * Every feature's live appliers, each kept beside its feature's queries. Generation comes last: the others read
 * a finished job's entry in the project's work in flight (what it made) before it is taken out.
 */
export const FEATURE_LIVE_HANDLERS: readonly LiveHandlers[] = [
  projectLiveHandlers,
  episodeEditorLiveHandlers,
  assetLiveHandlers,
  styleLiveHandlers,
  recycleBinLiveHandlers,
  generationLiveHandlers,
];
