import { describe, expect, it } from 'vitest';
import { audioMuxArgs } from './audio-mux.args.ts';

const base = { video: 'clip.mp4', audio: 'voice.wav', width: 640, height: 360, fps: 25, output: 'out.mp4' };

describe('audioMuxArgs', () => {
  it('pads a clip and the audio past the shot and cuts both at its duration', () => {
    expect(audioMuxArgs({ ...base, isStill: false, durationSeconds: 6 })).toMatchSnapshot();
  });

  it('repeats a still for the shot’s frames', () => {
    const args = audioMuxArgs({ ...base, isStill: true, durationSeconds: 6 });
    expect(args).toMatchSnapshot();
    expect(args[args.indexOf('-filter_complex') + 1]).toContain('loop=loop=149:');
  });

  it('times a still’s frames at N/fps in a 1/fps time base, not in the picture’s 1/25 (no repeated frames)', () => {
    const args = audioMuxArgs({ ...base, fps: 30, isStill: true, durationSeconds: 2 });
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('loop=loop=59:size=1:start=0,settb=1/30,setpts=N[v]');
    expect(graph).not.toContain('TB)');
  });
});
