import { assetLiveHandlers } from '../../assets';
import { scenarioEditorLiveHandlers } from '../../scenario-editor';
import { generationLiveHandlers } from '../../generation';
import { projectLiveHandlers } from '../../projects';
import { recycleBinLiveHandlers } from '../../recycle-bin';
import { styleLiveHandlers } from '../../styles';
import type { LiveHandlers } from './liveHandlers';

/** Every feature's live appliers, each kept beside its feature's queries. */
export const FEATURE_LIVE_HANDLERS: readonly LiveHandlers[] = [
  projectLiveHandlers,
  scenarioEditorLiveHandlers,
  assetLiveHandlers,
  styleLiveHandlers,
  recycleBinLiveHandlers,
  generationLiveHandlers,
];
