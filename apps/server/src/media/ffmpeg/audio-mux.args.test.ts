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
});
