import { describe, expect, it } from 'vitest';
import { composeImagePrompt, composeVideoPrompt } from './prompt-text.ts';

describe('prompt text', () => {
  it('composes framing, view, assets and style into one bounded image prompt', () => {
    const prompt = composeImagePrompt({
      prompt: ' Tom mends a net ',
      width: 1,
      height: 1,
      shotType: 'close',
      viewName: 'Low Angle',
      references: [
        { id: '1', name: 'Tom', type: 'character', description: 'grey beard' },
        { id: '2', name: 'Ink', type: 'style', description: 'heavy ink lines' },
      ],
      style: { presetId: 'comic-book', text: 'muted colours' },
    });
    expect(prompt).toBe(
      'Close-up, Low Angle. Tom mends a net Featuring Tom (character): grey beard. Style: comic book style, muted colours, heavy ink lines.',
    );
    expect(composeImagePrompt({ prompt: 'x'.repeat(50), width: 1, height: 1, references: [] }, 10)).toHaveLength(10);
  });

  it('puts camera motion after the animation instructions', () => {
    const base = { image: new Uint8Array(), durationSeconds: 1, width: 2, height: 2 };
    expect(composeVideoPrompt({ ...base, cameraMotion: 'tilt_up', animationInstructions: 'Birds fly' })).toBe(
      'Birds fly. Camera: the camera tilts up.',
    );
    expect(composeVideoPrompt({ ...base, cameraMotion: 'auto', animationInstructions: '' })).toBe(
      'subtle natural motion',
    );
  });
});
