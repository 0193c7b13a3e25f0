export { ReviewPage } from './components/ReviewPage';
// Drawing on a picture and showing a drawing over it, shared with the members' comments (issue 32).
export { AnnotatedPicture } from './components/annotation/AnnotatedPicture';
export { AnnotationCanvas } from './components/annotation/AnnotationCanvas';
export { AnnotationEditor } from './components/annotation/AnnotationEditor';
export { AnnotationOverlay } from './components/annotation/AnnotationOverlay';
export { AnnotationToolbar } from './components/annotation/AnnotationToolbar';
export {
  ANNOTATION_COLORS,
  ANNOTATION_TOOLS,
  toAnnotation,
  toPixelPoint,
  toUnitPoint,
  type AnnotationTool,
  type UnitPoint,
} from './components/annotation/annotationGeometry';
// Where a review page is (current shot, player time), for a presenter's position to drive (follow mode).
export { ReviewViewStore } from './state/reviewViewStore';
export type { ReviewViewState, ViewChangeSource } from './state/reviewViewStore';
export { useReviewView, useReviewViewStore } from './state/ReviewViewContext';
export { useReviewSocket } from './state/ReviewLiveContext';
export type { ReviewSocket } from './realtime/reviewSocket';
// A frame of the player, for drawings made at a time of the animatic or export (members draw on and show them too).
export { PlayerFrame } from './components/annotation/PlayerFrame';
export { frameDrawingsAt, isCommentAt } from './utils/frameDrawings';
export { formatTimecode, parseTimecode } from './utils/timecode';
