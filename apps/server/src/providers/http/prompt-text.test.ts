import { describe, expect, it } from 'vitest';
import { planScene } from '@sym/sketch-renderer';
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

  it('describes a planned shot from its scene plan, keeping the assets and the style words', () => {
    const scene = planScene({
      shotType: 'close',
      description: 'Tom mends a net on the pier at dawn',
      assets: [{ id: '1', name: 'Tom', type: 'character', description: 'grey beard' }],
    });
    const prompt = composeImagePrompt({
      prompt: 'Tom mends a net on the pier at dawn',
      width: 1,
      height: 1,
      shotType: 'close',
      references: [{ id: '1', name: 'Tom', type: 'character', description: 'grey beard' }],
      style: { presetId: 'comic-book', text: 'muted colours' },
      scene,
    });
    expect(prompt).toBe(
      'Close-up of Tom at eye level. The pier, harbour, dawn, golden light. Tom, with a grey beard, holds a net, ' +
        'in the centre in the foreground. Shot: Tom mends a net on the pier at dawn. ' +
        'Featuring Tom (character): grey beard. Style: comic book style, muted colours.',
    );
  });

  it('names a style module beside the preset, with its own preset (issue 30: the module was dropped)', () => {
    const prompt = composeImagePrompt({
      prompt: 'A storm over the sea',
      width: 1,
      height: 1,
      references: [],
      style: {
        presetId: 'oil-painting',
        text: 'wild graphite lines',
        modules: [{ name: 'Pencil storm', presetId: 'pencil-sketch' }],
      },
    });
    expect(prompt).toBe(
      'A storm over the sea Style: oil painting style, Pencil storm (pencil sketch style), wild graphite lines.',
    );
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
