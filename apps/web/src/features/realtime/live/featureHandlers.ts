import { approvalLiveHandlers } from '../../approvals';
import { assetLiveHandlers } from '../../assets';
import { commentLiveHandlers } from '../../comments';
import { reviewLinkLiveHandlers } from '../../review-links';
import { scenarioEditorLiveHandlers } from '../../scenario-editor';
import { generationLiveHandlers } from '../../generation';
import { projectLiveHandlers } from '../../projects';
import { recycleBinLiveHandlers } from '../../recycle-bin';
import { styleLiveHandlers } from '../../styles';
import { takeLiveHandlers } from '../../takes';
import type { LiveHandlers } from './liveHandlers';

/** Every feature's live appliers, each kept beside its feature's queries. */
export const FEATURE_LIVE_HANDLERS: readonly LiveHandlers[] = [
  projectLiveHandlers,
  scenarioEditorLiveHandlers,
  assetLiveHandlers,
  styleLiveHandlers,
  recycleBinLiveHandlers,
  generationLiveHandlers,
  commentLiveHandlers,
  reviewLinkLiveHandlers,
  approvalLiveHandlers,
  takeLiveHandlers,
];
