import { describe, expect, it } from 'vitest';
import { encodedTone } from '../../test/helpers/audio-bytes.ts';
import { encodedClip } from '../../test/helpers/video-bytes.ts';
import { decodeUploadedVideo, videoDecodeArgs } from './video-upload-decode.ts';

const PAGE = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

describe('videoDecodeArgs', () => {
  it('copies the first moving picture and sound into a fresh container and decodes both to the end', () => {
    expect(videoDecodeArgs('/t/upload.mp4', '/t/decoded.mp4', 'mp4')).toMatchInlineSnapshot(`
      [
        "-hide_banner",
        "-nostdin",
        "-loglevel",
        "error",
        "-nostats",
        "-progress",
        "pipe:1",
        "-xerror",
        "-i",
        "/t/upload.mp4",
        "-map",
        "0:V:0",
        "-map",
        "0:a:0?",
        "-c",
        "copy",
        "-map_metadata",
        "-1",
        "-map_chapters",
        "-1",
        "-movflags",
        "+faststart",
        "-fflags",
        "+bitexact",
        "-f",
        "mp4",
        "/t/decoded.mp4",
        "-map",
        "0:V:0",
        "-map",
        "0:a:0?",
        "-f",
        "null",
        "-",
      ]
    `);
    const webm = videoDecodeArgs('/t/upload.webm', '/t/decoded.webm', 'webm');
    expect(webm).not.toContain('-movflags');
    expect(webm).toContain('webm');
  });
});

describe('decodeUploadedVideo', () => {
  it('accepts MP4, WebM and MOV with their decoded length, dropping anything appended', async () => {
    for (const [extension, contentType] of [
      ['mp4', 'video/mp4'],
      ['webm', 'video/webm'],
      ['mov', 'video/quicktime'],
    ] as const) {
      const clip = await encodedClip(1, extension);
      const decoded = await decodeUploadedVideo(Buffer.concat([clip, PAGE]));
      expect(decoded, extension).toMatchObject({ contentType, extension });
      expect(decoded?.duration, extension).toBeGreaterThan(0.9);
      expect(decoded?.duration, extension).toBeLessThan(1.2);
      expect(decoded?.bytes.includes('<script>'), extension).toBe(false);
    }
  }, 60_000);

  it('refuses a clip cut short, noise behind a video header, audio in an MP4 and text', async () => {
    const clip = await encodedClip(1, 'mp4');
    expect(await decodeUploadedVideo(clip.subarray(0, Math.floor(clip.length / 2)))).toBeUndefined();
    const noise = Buffer.from(Array.from({ length: 20_000 }, (_, index) => (index * 7919 + 13) % 251));
    expect(await decodeUploadedVideo(Buffer.concat([clip.subarray(0, 32), noise]))).toBeUndefined();
    expect(await decodeUploadedVideo(await encodedTone(1, 'm4a'))).toBeUndefined();
    expect(await decodeUploadedVideo(PAGE)).toBeUndefined();
  }, 60_000);
});
