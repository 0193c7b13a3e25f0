import { describe, expect, it } from 'vitest';
import type { Shot, ShotApprovalState } from '@sym/contracts';
import type { DownloadSource } from '../download-source.ts';
import { reviewComment } from '../download-test-data.ts';
import { allocateLines, storyboardShots } from './storyboard-captions.ts';
import { clockTime, markerLabel, storyboardFootnotes } from './storyboard-footnotes.ts';
import { approvalTag } from './storyboard-panel.ts';

const shot = (sequence: number, values: Partial<Shot> = {}): Shot => ({
  id: `shot-${sequence}`,
  sequence,
  type: 'medium',
  description: `Shot ${sequence}`,
  action: '',
  duration: 2,
  assetIds: [],
  imageUrl: null,
  videoUrl: null,
  metadata: {},
  cameraMotion: 'auto',
  ...values,
});

const source = (shots: Shot[]): DownloadSource => ({
  scenarioName: 'Pilot',
  aspectRatio: 'landscape',
  shots,
  tracks: [],
  voiceClips: [],
  publicUrl: 'https://studio.example.com',
});

describe('storyboard panel texts', () => {
  it('gives each shot its number, duration, camera, text, dialogue and notes in the PDF character set', () => {
    const [first, second] = storyboardShots(
      source([
        shot(1, {
          description: 'Harbour – dawn',
          action: 'Boats drift in',
          type: 'close',
          cameraMotion: 'pan_left',
          metadata: { dialogue: 'Anna: Where were you?\nOut at sea.', notes: 'Keep it 東京 quiet' },
        }),
        shot(2, { duration: 1.5, animationInstructions: 'Slow push in' }),
      ]),
    );
    expect(first).toEqual({
      id: 'shot-1',
      number: 1,
      duration: '2 s',
      camera: 'Close-up, camera pan left',
      text: 'Harbour – dawn — Boats drift in',
      dialogue: ['ANNA: Where were you?', '"Out at sea."'],
      notes: 'Keep it ?? quiet',
      scene: '',
    });
    expect(second).toMatchObject({ number: 2, duration: '1.5 s', camera: 'Medium', notes: 'Slow push in' });
  });

  it('shares caption lines: one for each part with text first, then the rest in order', () => {
    expect(allocateLines([5, 3, 1], 4)).toEqual([2, 1, 1]);
    expect(allocateLines([5, 0, 1], 10)).toEqual([5, 0, 1]);
    expect(allocateLines([5, 3, 1], 2)).toEqual([1, 1, 0]);
    expect(allocateLines([5, 3, 1], -1)).toEqual([0, 0, 0]);
  });
});

describe('storyboard footnotes', () => {
  const shots = storyboardShots(source([shot(1), shot(2), shot(3)]));

  it('numbers open threads in panel order, then the moments and the episode, with replies under them', () => {
    const notes = storyboardFootnotes(
      [
        reviewComment('whole', { body: 'Lovely overall' }),
        reviewComment('late', {
          shotId: 'shot-3',
          body: 'Darker',
          version: { generationId: 'g', kind: 'image', number: 2 },
        }),
        reviewComment('reply', {
          parentId: 'late',
          body: 'On it',
          author: { userId: 'u', name: 'Ada', isGuest: false },
        }),
        reviewComment('early', { shotId: 'shot-1', body: 'Wider', annotation: { shapes: [] } as never }),
        reviewComment('moment', { timeSeconds: 64.5, timeEndSeconds: 70, body: 'Too fast' }),
        reviewComment('more', { shotId: 'shot-3', body: 'And brighter sky' }),
      ],
      shots,
    );
    expect(notes.byShot.get('shot-1')).toEqual([
      { number: 1, shotId: 'shot-1', paragraphs: ['Shot 1 - Carla (guest) [drawing]: Wider'] },
    ]);
    expect(notes.byShot.get('shot-3')!.map((note) => [note.number, note.paragraphs])).toEqual([
      [2, ['Shot 3 (v2) - Carla (guest): Darker', 'Ada: On it']],
      [3, ['Shot 3 - Carla (guest): And brighter sky']],
    ]);
    expect(notes.general.map((note) => [note.number, note.paragraphs[0]])).toEqual([
      [4, 'Episode - Carla (guest): Lovely overall'],
      [5, 'At 1:04.5-1:10 - Carla (guest): Too fast'],
    ]);
    expect(markerLabel(notes.byShot.get('shot-3')!)).toBe('2-3');
    expect(markerLabel(notes.byShot.get('shot-1')!)).toBe('1');
    expect(markerLabel([])).toBe('');
  });

  it('writes moments as minutes and seconds', () => {
    expect(clockTime(4)).toBe('0:04');
    expect(clockTime(64.5)).toBe('1:04.5');
    expect(clockTime(600)).toBe('10:00');
  });
});

describe('approval tags', () => {
  const state = (value: 'approved' | 'changes_requested', isOutdated = false): ShotApprovalState => ({
    shotId: 'shot-1',
    isOutdated,
    approval: {
      id: 'a',
      scenarioId: 'ep',
      shotId: 'shot-1',
      state: value,
      note: '',
      version: null,
      author: { userId: null, name: 'Carla', isGuest: true },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  });

  it('tells approved, changes requested and a verdict on an earlier version apart', () => {
    expect(approvalTag(state('approved'))?.label).toBe('Approved');
    expect(approvalTag(state('changes_requested'))?.label).toBe('Changes requested');
    expect(approvalTag(state('approved', true))?.label).toBe('Approved on an earlier version');
    expect(approvalTag({ shotId: 'shot-1', approval: null, isOutdated: false })).toBeNull();
    expect(approvalTag(undefined)).toBeNull();
  });
});
