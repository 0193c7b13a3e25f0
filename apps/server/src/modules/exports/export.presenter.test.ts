import { describe, expect, it } from 'vitest';
import type { ExportRow } from '../../db/schema.ts';
import { presentExport } from './export.presenter.ts';
import { shortReason } from './export-renderer.ts';
import { FfmpegError } from '../../media/ffmpeg/ffmpeg-runner.ts';

const at = new Date('2026-01-02T03:04:05Z');
const row: ExportRow = {
  id: '11111111-1111-4111-8111-111111111111',
  scenarioId: '22222222-2222-4222-8222-222222222222',
  userId: '33333333-3333-4333-8333-333333333333',
  name: 'Episode',
  kind: 'video',
  status: 'queued',
  progress: 0,
  attempts: 0,
  error: null,
  width: 1920,
  height: 1080,
  codec: 'h264',
  subtitles: false,
  subtitleOptions: null,
  languages: ['en'],
  duration: null,
  size: null,
  videoKey: '0123456789abcdef0123456789abcdef.mp4',
  posterKey: null,
  metadata: {},
  startedAt: null,
  finishedAt: null,
  createdAt: at,
  updatedAt: at,
};

describe('export presenter', () => {
  it('shows queued as processing without a file, and a completed export with its file, poster and share', () => {
    expect(presentExport(row)).toMatchObject({ status: 'processing', videoUrl: null, posterUrl: null, shareUrl: null });
    const done = {
      ...row,
      status: 'completed',
      duration: 9,
      size: 1000,
      posterKey: '0123456789abcdef0123456789abcdef.jpg',
    };
    expect(presentExport(done, { shareId: 's', shareUrl: 'http://x/v/s' })).toMatchObject({
      status: 'completed',
      progress: 100,
      duration: 9,
      size: 1000,
      videoUrl: '/media/0123456789abcdef0123456789abcdef.mp4',
      posterUrl: '/media/0123456789abcdef0123456789abcdef.jpg',
      shareUrl: 'http://x/v/s',
      shareId: 's',
    });
  });

  it('gives a short reason without paths for the failure text', () => {
    expect(shortReason(new Error('cannot open /tmp/x/y.png\nmore'))).toBe('cannot open …');
    expect(shortReason(new FfmpegError('failed', 'ffmpeg exited with code 1', { stderr: '/a/b: error' }))).toBe(
      'ffmpeg could not render the episode',
    );
  });
});
