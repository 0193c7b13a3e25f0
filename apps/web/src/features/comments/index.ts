export { ScenarioComments } from './components/ScenarioComments';
export { CommentsPanelToggle } from './components/CommentsPanelToggle';
export { ShotCommentCount } from './components/ShotCommentCount';
export { COMMENT_PARAM } from './state/CommentsProvider';
export { commentLiveHandlers } from './realtime/applyCommentEvents';
export { MentionTextarea } from './components/MentionTextarea';
export type { MentionMember } from './utils/mentions';
