import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  hashOf,
  imageMadeFrom,
  lipsyncMadeFrom,
  shotImageInputs,
  speechMadeFrom,
  videoMadeFrom,
  withLineOf,
  type LookInputs,
} from './made-from.ts';

const shot: Parameters<typeof shotImageInputs>[0] = {
  type: 'medium',
  cameraMotion: 'auto',
  description: 'Mara waves',
  action: '',
  modificationPrompt: null,
  referenceImageUrl: null,
  styleModuleId: null,
};
const mara = { id: 'a1', name: 'Mara', description: 'red scarf', picture: '/media/maraPictureKey0001.png' };
const pier: LookInputs = { id: 'a2', name: 'Old pier', description: 'wooden', picture: null };
const made = (
  overrides: Partial<typeof shot> = {},
  looks: LookInputs[] = [mara, pier],
  style: unknown = { preset: 'ink' },
) => imageMadeFrom(shotImageInputs({ ...shot, ...overrides }, looks, { styleModuleId: null }, { style }));

describe('what a result was made from', () => {
  it('hashes JSON with its keys in any order alike, and tells values apart', () => {
    expect(hashOf({ a: 1, b: [2, 'x'] })).toBe(hashOf({ b: [2, 'x'], a: 1 }));
    expect(hashOf({ a: 1 })).not.toBe(hashOf({ a: 2 }));
  });

  it('does not depend on the order of the linked assets, nor on signed addresses of one file', () => {
    expect(made({}, [pier, mara]).hash).toBe(made().hash);
    const signed = { ...mara, picture: `${mara.picture}?exp=1&sig=abcdefabcdefabcdef` };
    expect(made({}, [signed, pier]).hash).toBe(made().hash);
  });

  it('names each part that changed', () => {
    const before = made();
    expect(changesBetween(before, made())).toEqual([]);
    expect(changesBetween(before, made({ description: 'Mara runs' }))).toEqual([{ part: 'text' }]);
    expect(changesBetween(before, made({ type: 'close' }))).toEqual([{ part: 'framing' }]);
    expect(changesBetween(before, made({ styleModuleId: 'm1' }))).toEqual([{ part: 'style' }]);
    expect(changesBetween(before, made({}, [mara, pier], { preset: 'watercolor' }))).toEqual([{ part: 'style' }]);
    expect(changesBetween(before, made({}, [{ ...mara, description: 'blue scarf' }, pier]))).toEqual([
      { part: 'look', name: 'Mara' },
    ]);
    expect(changesBetween(before, made({}, [mara]))).toEqual([{ part: 'assetRemoved', name: 'Old pier' }]);
    expect(changesBetween(made({}, [mara]), before)).toEqual([{ part: 'assetAdded', name: 'Old pier' }]);
  });

  it('marks a clip stale when the picture it animates or its motion changed', () => {
    const clip = {
      sourceImageUrl: '/media/imageKey000000001.png',
      animationInstructions: 'pan',
      cameraMotion: 'auto',
      duration: 3,
    };
    expect(changesBetween(videoMadeFrom(clip), videoMadeFrom({ ...clip }))).toEqual([]);
    expect(
      changesBetween(videoMadeFrom(clip), videoMadeFrom({ ...clip, sourceImageUrl: '/media/other0000000001.png' })),
    ).toEqual([{ part: 'source' }]);
    expect(changesBetween(videoMadeFrom(clip), videoMadeFrom({ ...clip, duration: 5 }))).toEqual([{ part: 'motion' }]);
  });

  it('hashes speech from its words, voice and language (or audio), never its provider', () => {
    const line = { text: 'Hello, Mara.', voice: 'en-f1', language: 'en' };
    expect(speechMadeFrom(line).hash).toBe(speechMadeFrom({ ...line, text: ' Hello, Mara. ' }).hash);
    expect(speechMadeFrom(line).hash).not.toBe(speechMadeFrom({ ...line, voice: 'en-m1' }).hash);
    expect(speechMadeFrom(line).hash).not.toBe(speechMadeFrom({ ...line, language: 'de' }).hash);
    const audio = { audioUrl: '/media/lineKey0000000001.wav' };
    expect(speechMadeFrom(audio).hash).toBe(speechMadeFrom({ audioUrl: `${audio.audioUrl}?exp=1&sig=x` }).hash);
  });

  it("marks a lip-sync stale when the picture under it changed, never by its own line against the shot's", () => {
    const clip = {
      sourceImageUrl: '/media/imageKey000000001.png',
      animationInstructions: 'pan',
      cameraMotion: 'auto',
      duration: 3,
    };
    const synced = lipsyncMadeFrom(clip, { text: 'Hello', voice: 'en-f1', language: 'en' });
    expect(changesBetween(synced, withLineOf(videoMadeFrom(clip), synced))).toEqual([]);
    const redrawn = videoMadeFrom({ ...clip, sourceImageUrl: '/media/imageKey000000002.png' });
    expect(changesBetween(synced, withLineOf(redrawn, synced))).toEqual([{ part: 'source' }]);
  });
});
