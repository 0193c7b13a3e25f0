// Seconds per 5 s 1280×720 clip of the local camera-move video provider (median per motion), seconds per line of
// the local speech provider, and seconds per voice-over mux of a 5 s clip.
// Usage: node --import tsx bench/local-video.ts [--runs 3]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CameraMotion } from '@sym/contracts';
import { resolveFfmpeg } from '../apps/server/src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../apps/server/src/media/ffmpeg/ffmpeg-runner.ts';
import { createLocalLipsyncProvider } from '../apps/server/src/providers/lipsync/local/local-lipsync.provider.ts';
import { createLocalSpeechProvider } from '../apps/server/src/providers/speech/local/local-speech.provider.ts';
import { createLocalVideoProvider } from '../apps/server/src/providers/video/local/local-video.provider.ts';

const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
const MOTIONS: CameraMotion[] = ['auto', 'zoom_in', 'pan_right', 'tracking', 'drone'];
const LINES = [
  'The tide is coming in.',
  'Bring the boats in before the storm reaches the harbour, and tell the others to wait by the lighthouse.',
  'Did you hear that?',
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

const root = mkdtempSync(join(tmpdir(), 'sym-bench-local-video-'));
try {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  // A detailed 1920×1080 picture, like a generated shot image of a 16:9 episode.
  const picturePath = join(root, 'shot.png');
  await runFfmpeg(ffmpeg, ['-y', '-f', 'lavfi', '-i', 'mandelbrot=size=1920x1080', '-frames:v', '1', picturePath]);
  const image = new Uint8Array(readFileSync(picturePath));

  const video = createLocalVideoProvider({ ffmpegPath: process.env.FFMPEG_PATH });
  console.log(`ffmpeg: ${ffmpeg}; ${RUNS} runs each, median`);
  let clip: Uint8Array = new Uint8Array();
  for (const cameraMotion of MOTIONS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(
        await seconds(async () => {
          const result = await video.generate({
            image,
            cameraMotion,
            animationInstructions: '',
            durationSeconds: 5,
            width: 1280,
            height: 720,
          });
          clip = result.bytes;
        }),
      );
    }
    console.log(`video 5 s 1280x720 ${cameraMotion.padEnd(9)} ${median(times).toFixed(2)} s`);
  }

  const speech = createLocalSpeechProvider();
  const speechTimes: number[] = [];
  let audio: Uint8Array = new Uint8Array();
  for (let run = 0; run < RUNS; run += 1) {
    for (const text of LINES) {
      speechTimes.push(
        await seconds(async () => {
          audio = (await speech.synthesize({ text, language: 'en' })).bytes;
        }),
      );
    }
  }
  console.log(`speech per line (${LINES.length} lines of 3-17 words) ${median(speechTimes).toFixed(2)} s`);

  const lipsync = createLocalLipsyncProvider({ ffmpegPath: process.env.FFMPEG_PATH });
  const muxTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    muxTimes.push(
      await seconds(() =>
        lipsync.generate({ video: clip, audio, audioContentType: 'audio/wav', width: 1280, height: 720 }),
      ),
    );
  }
  console.log(`voice-over mux on a 5 s 1280x720 clip ${median(muxTimes).toFixed(2)} s`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
