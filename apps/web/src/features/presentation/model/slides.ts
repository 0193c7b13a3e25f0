import { layoutShots, type ReviewShot, type Shot, type TimelineShot } from '@sym/contracts';

/** A line of dialogue as a panel shows it: who speaks (may be empty) and what. */
export interface DialogueLine {
  speaker: string;
  text: string;
}

/** One shot as presentation mode shows it, wherever it came from (the editor's shots, a review's panels). */
export interface PresentationSlide {
  id: string;
  /** Its place in the episode, from 1 (the storyboard numbers shots the same way). */
  number: number;
  imageUrl: string | null;
  description: string;
  action: string;
  dialogue: DialogueLine[];
  /** Where it starts on the episode's timeline, and for how long, in seconds. */
  start: number;
  duration: number;
}

/** `ANNA: Where were you?` names its speaker: a short name before the colon, with no quotation inside it. */
const SPOKEN_BY = /^([^:"“”'\n]{1,40}):\s*(\S.*)$/;

/** A shot's dialogue text as lines, one a line, each with its speaker when it names one. */
export function dialogueLines(text: string | null | undefined): DialogueLine[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = SPOKEN_BY.exec(line);
      return match ? { speaker: match[1]!.trim(), text: match[2]!.trim() } : { speaker: '', text: line };
    });
}

const dialogueOf = (metadata: Record<string, unknown>) =>
  typeof metadata.dialogue === 'string' ? metadata.dialogue : undefined;

/** The editor's shots in timeline order (the timeline model places them). */
export function slidesFromTimeline(shots: readonly TimelineShot<Shot>[]): PresentationSlide[] {
  return shots.map(({ shot, index, start, duration }) => ({
    id: shot.id,
    number: index + 1,
    imageUrl: shot.imageUrl ?? null,
    description: shot.description,
    action: shot.action,
    dialogue: dialogueLines(dialogueOf(shot.metadata)),
    start,
    duration,
  }));
}

/** A review's panels (what a guest sees), placed one after the other as the timeline places shots. */
export function slidesFromReviewShots(shots: readonly ReviewShot[]): PresentationSlide[] {
  return layoutShots(shots).map(({ shot, index, start, duration }) => ({
    id: shot.id,
    number: index + 1,
    imageUrl: shot.imageUrl,
    description: shot.description,
    action: shot.action,
    dialogue: shot.dialogue,
    start,
    duration,
  }));
}

/** The slide playing at `time` (the last one at the very end); 0 without slides. */
export function slideIndexAt(slides: readonly PresentationSlide[], time: number): number {
  const index = slides.findIndex((slide) => time < slide.start + slide.duration);
  return index === -1 ? Math.max(0, slides.length - 1) : index;
}

/** An index kept inside the slides. */
export const clampSlideIndex = (slides: readonly PresentationSlide[], index: number) =>
  Math.min(Math.max(0, slides.length - 1), Math.max(0, Math.round(index)));
