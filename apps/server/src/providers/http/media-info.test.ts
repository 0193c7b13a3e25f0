import { describe, expect, it } from 'vitest';
import { tinyMp4, tinyPng, tinyWav } from '../../../test/fakes/fake-media.ts';
import { ProviderError } from '../provider.ts';
import { audioMedia, imageMedia, mp3DurationSeconds, mp4Info, sniffAudio, videoMedia, wavInfo } from './media-info.ts';

describe('media info', () => {
  it('reads WAV duration, including streamed WAVs that announce no length', () => {
    const wav = tinyWav(1.5, 8000);
    expect(wavInfo(wav)).toEqual({ durationSeconds: 1.5, sampleRate: 8000, channels: 1 });
    const streamed = wav.slice();
    new DataView(streamed.buffer).setUint32(40, 0xffffffff, true);
    expect(wavInfo(streamed)?.durationSeconds).toBe(1.5);
    expect(wavInfo(new TextEncoder().encode('RIFF....WAVE'))).toBeUndefined();
  });

  it('estimates MP3 duration from the first frame bitrate', () => {
    // MPEG-1 Layer III, 128 kbps, 44.1 kHz frame header followed by 16,000 bytes: one second.
    const mp3 = new Uint8Array(16_000);
    mp3.set([0xff, 0xfb, 0x90, 0x64]);
    expect(mp3DurationSeconds(mp3)).toBeCloseTo(1, 5);
    expect(sniffAudio(mp3)).toBe('audio/mpeg');
  });

  it('reads MP4 duration and picture size from the moov box', async () => {
    const mp4 = await tinyMp4();
    const info = mp4Info(mp4);
    expect(info.durationSeconds).toBeCloseTo(1, 1);
    expect(info).toMatchObject({ width: 64, height: 48 });
    expect(videoMedia(mp4, 'Video provider').contentType).toBe('video/mp4');
  });

  it('refuses bytes of the wrong kind as malformed', async () => {
    const png = await tinyPng(3, 2);
    await expect(imageMedia(png, 'Image provider')).resolves.toMatchObject({ width: 3, height: 2 });
    expect(() => audioMedia(png, 'Speech provider')).toThrow(ProviderError);
    expect(() => videoMedia(tinyWav(), 'Video provider')).toThrow(
      'Video provider returned a file that is not an MP4 video',
    );
    const broken = png.slice(0, 20);
    await expect(imageMedia(broken, 'Image provider')).rejects.toThrow('Image provider returned a damaged image');
  });
});
