import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CameraMotion } from '@sym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraCornerExpressions, cameraMoveGraph, framePts, planCameraMove } from './camera-move.args.ts';
import { resolveFfmpeg } from './ffmpeg-binary.ts';
import { runFfmpeg } from './ffmpeg-runner.ts';
import { coverFitFilter } from './h264.args.ts';
import { blobImage } from './media-test-helpers.ts';

const frame = { width: 320, height: 180 };
const frames = 40;
const fps = 25;

/** The camera move as it was before the moving crop: the whole canvas warped, the frame cut from it. */
function wholeCanvasGraph(motion: CameraMotion, image: { width: number; height: number }, sampling: string) {
  const { canvas, path: cameraPath } = planCameraMove(motion, image, frame);
  const corners = cameraCornerExpressions(cameraPath, frame, canvas, frames);
  const perspective = corners.map((expression, index) => `${index % 2 ? 'y' : 'x'}${index >> 1}=${expression}`);
  return (
    `[0:v]${coverFitFilter(canvas.width, canvas.height)},loop=loop=${frames - 1}:size=1:start=0,${framePts(fps)},` +
    `perspective=${perspective.join(':')}:interpolation=${sampling}:eval=frame,crop=${frame.width}:${frame.height}:0:0[v]`
  );
}

describe('pans and tilts warp only a frame-sized window of a wider canvas (real ffmpeg)', { timeout: 60_000 }, () => {
  let dir = '';
  let ffmpeg = '';
  const pictures = { wide: { width: 960, height: 300 }, tall: { width: 300, height: 700 } };

  beforeAll(async () => {
    ffmpeg = (await resolveFfmpeg()).ffmpeg;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-camera-window-'));
    const blobs = [0.1, 0.3, 0.5, 0.7, 0.9].map((x, index) => ({ x, y: 0.2 + 0.15 * index, sigma: 0.01 }));
    for (const [name, size] of Object.entries(pictures)) {
      await fs.writeFile(path.join(dir, `${name}.png`), await blobImage(size.width, size.height, blobs));
    }
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  async function rawFrames(picture: string, graph: string): Promise<Buffer> {
    const output = path.join(dir, 'frames.yuv');
    const args = ['-y', '-i', picture, '-filter_complex', graph, '-map', '[v]', '-frames:v', String(frames)];
    await runFfmpeg(ffmpeg, [...args, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', output]);
    return fs.readFile(output);
  }

  const cases: [keyof typeof pictures, CameraMotion][] = [
    ['wide', 'pan_right'],
    ['wide', 'pan_left'],
    ['wide', 'tracking'],
    ['tall', 'tilt_up'],
    ['tall', 'tilt_down'],
    ['tall', 'drone'],
  ];
  for (const [picture, motion] of cases) {
    it(`${motion} across a ${picture} picture gives the very same frames, bilinear and bicubic`, async () => {
      const plan = planCameraMove(motion, pictures[picture], frame);
      expect(plan.canvas.width * plan.canvas.height).toBeGreaterThan(frame.width * frame.height);
      for (const sampling of ['linear', 'cubic'] as const) {
        const graph = cameraMoveGraph(plan, frame, fps, frames, sampling);
        expect(graph).toMatch(/,crop=32\d:18\d:[^,]+,perspective=/);
        const file = path.join(dir, `${picture}.png`);
        const windowed = await rawFrames(file, graph);
        const whole = await rawFrames(file, wholeCanvasGraph(motion, pictures[picture], sampling));
        expect(windowed.length).toBe((frames * frame.width * frame.height * 3) / 2);
        expect(windowed.equals(whole)).toBe(true);
      }
    });
  }
});
