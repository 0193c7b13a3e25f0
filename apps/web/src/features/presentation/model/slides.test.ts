import { describe, expect, it } from 'vitest';
import { dialogueLines, slideIndexAt, slidesFromReviewShots } from './slides';

describe('presentation slides', () => {
  it('reads dialogue lines with their speakers', () => {
    expect(dialogueLines('ANNA: Where were you?\n\n  Out at sea.  ')).toEqual([
      { speaker: 'ANNA', text: 'Where were you?' },
      { speaker: '', text: 'Out at sea.' },
    ]);
    expect(dialogueLines(undefined)).toEqual([]);
  });

  it("places a review's panels one after the other and finds the one playing", () => {
    const panel = (id: string, sequence: number, duration: number | null) => ({
      id,
      sequence,
      description: '',
      action: '',
      dialogue: [],
      duration,
      imageUrl: null,
      videoUrl: null,
      version: null,
    });
    const slides = slidesFromReviewShots([panel('b', 2, 2), panel('a', 1, null)]);
    expect(slides.map(({ id, number, start, duration }) => ({ id, number, start, duration }))).toEqual([
      { id: 'a', number: 1, start: 0, duration: 4 },
      { id: 'b', number: 2, start: 4, duration: 2 },
    ]);
    expect(slideIndexAt(slides, 3.9)).toBe(0);
    expect(slideIndexAt(slides, 4)).toBe(1);
    expect(slideIndexAt(slides, 60)).toBe(1);
  });
});
