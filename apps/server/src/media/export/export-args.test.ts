import { describe, expect, it } from 'vitest';
import { planCameraMove } from '../ffmpeg/camera-move.args.ts';
import { audioMixArgs, concatList, finalMuxArgs, imageClipArgs, posterArgs, videoClipArgs } from './export-args.ts';

const size = { width: 1280, height: 720 };

describe('export ffmpeg arguments', () => {
  it('turns a video shot into a uniform clip: fps, cover fit, last frame held, exact frame count, no audio', () => {
    const args = videoClipArgs({ input: 'in.mp4', output: 'out.mp4', size, fps: 30, frames: 75, threads: 1 });
    expect(args).toMatchSnapshot();
    expect(args).toContain('-an');
    expect(args[args.indexOf('-frames:v') + 1]).toBe('75');
  });

  it('turns an image shot into a clip with its camera move, and a card into a held still', () => {
    const plan = planCameraMove('pan_right', { width: 1920, height: 1080 }, size);
    const moving = imageClipArgs({
      input: 'shot.png',
      output: 'clip.mp4',
      size,
      fps: 30,
      frames: 60,
      threads: 2,
      plan,
    });
    expect(moving).toMatchSnapshot();
    expect(moving.join(' ')).toContain('perspective=');
    const still = imageClipArgs({
      input: 'card.png',
      output: 'card.mp4',
      size,
      fps: 30,
      frames: 30,
      threads: 1,
      plan: null,
    });
    expect(still.join(' ')).not.toContain('perspective');
    expect(still).toMatchSnapshot();
  });

  it('mixes audio clips at their offsets, source trims and gains without normalising, cut to the episode', () => {
    const args = audioMixArgs({
      inputs: [
        { path: 'music.wav', clip: { start: 1, sourceStart: 2.5, duration: 6, gain: 0.5 } },
        { path: 'line.mp3', clip: { start: 3.25, sourceStart: 0, duration: 1.2, gain: 1 } },
      ],
      duration: 9,
      output: 'audio.m4a',
    });
    expect(args).toMatchSnapshot();
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('[0:a]atrim=start=2.5:duration=6');
    expect(graph).toContain('volume=0.5,adelay=1000|1000[a0]');
    expect(graph).toContain('adelay=3250|3250[a1]');
    expect(graph).toContain('amix=inputs=2:duration=longest:normalize=0');
    expect(graph).toContain('apad=whole_dur=9,atrim=0:9[a]');
  });

  it('makes silence of the episode length when there is no audio', () => {
    expect(audioMixArgs({ inputs: [], duration: 4.5, output: 'a.m4a' })).toMatchSnapshot();
  });

  it('lists clips for the concat demuxer with quotes escaped', () => {
    expect(concatList(['/tmp/a.mp4', "/tmp/it's.mp4"])).toBe("file '/tmp/a.mp4'\nfile '/tmp/it'\\''s.mp4'\n");
  });

  it('muxes by stream copy without subtitles, and re-encodes the video only to burn them in', () => {
    const plain = finalMuxArgs({
      concatList: 'l.txt',
      audio: 'a.m4a',
      duration: 9,
      output: 'o.mp4',
      fps: 30,
      threads: 2,
    });
    expect(plain).toMatchSnapshot();
    expect(plain.join(' ')).toContain('-c:v copy -c:a copy');
    expect(plain).toContain('+faststart');
    const burned = finalMuxArgs({
      concatList: 'l.txt',
      audio: 'a.m4a',
      duration: 9,
      output: 'o.mp4',
      fps: 30,
      threads: 2,
      subtitles: { path: '/tmp/x:y/subs.srt', fontSize: 18 },
    });
    expect(burned).toMatchSnapshot();
    expect(burned.join(' ')).toContain('subtitles=filename=/tmp/x\\:y/subs.srt');
    expect(burned.join(' ')).toContain('-c:v libx264');
  });

  it('grabs a poster frame', () => {
    expect(posterArgs({ input: 'c.mp4', output: 'p.jpg', at: 0 })).toMatchSnapshot();
  });
});
