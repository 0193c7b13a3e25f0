import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CAMERA_MOTIONS } from '@sym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraCornerExpressions, cameraCrop, cameraMoveArgs, planCameraMove } from './camera-move.args.ts';
import { resolveFfmpeg } from './ffmpeg-binary.ts';
import { runFfmpeg } from './ffmpeg-runner.ts';
import { blobImage, brightCentroid, readGrayFrames } from './media-test-helpers.ts';

const HD = { width: 1280, height: 720 };

describe('planCameraMove', () => {
  it('gives every motion its path on a frame-sized canvas for a picture of the frame aspect', () => {
    const plans = Object.fromEntries(
      CAMERA_MOTIONS.map((motion) => {
        const plan = planCameraMove(motion, { width: 1920, height: 1080 }, HD);
        const round = (pair: readonly number[]): string => pair.map((value) => value.toFixed(3)).join('→');
        const summary = `${plan.motion} ${plan.canvas.width}x${plan.canvas.height} zoom ${round(plan.path.zoom)} x ${round(plan.path.x)} y ${round(plan.path.y)}`;
        return [motion, summary];
      }),
    );
    expect(plans).toMatchInlineSnapshot(`
      {
        "auto": "push_in 1280x720 zoom 1.000→1.100 x 0.000→0.000 y 0.000→0.000",
        "drone": "drone 1280x720 zoom 1.300→1.060 x 0.000→0.000 y 0.900→-0.300",
        "pan_left": "pan_left 1280x720 zoom 1.150→1.150 x 1.000→-1.000 y 0.000→0.000",
        "pan_right": "pan_right 1280x720 zoom 1.150→1.150 x -1.000→1.000 y 0.000→0.000",
        "tilt_down": "tilt_down 1280x720 zoom 1.150→1.150 x 0.000→0.000 y -1.000→1.000",
        "tilt_up": "tilt_up 1280x720 zoom 1.150→1.150 x 0.000→0.000 y 1.000→-1.000",
        "tracking": "tracking 1280x720 zoom 1.120→1.198 x -1.000→1.000 y 0.000→0.000",
        "zoom_in": "zoom_in 1280x720 zoom 1.000→1.250 x 0.000→0.000 y 0.000→0.000",
        "zoom_out": "zoom_out 1280x720 zoom 1.250→1.000 x 0.000→0.000 y 0.000→0.000",
      }
    `);
  });

  it('pans across more of a wide picture and tilts along a tall one, even-sized and capped', () => {
    const panorama = planCameraMove('auto', { width: 3000, height: 1000 }, HD);
    expect(panorama).toMatchObject({ motion: 'pan_right', canvas: { width: 1920, height: 720 } });
    expect(panorama.path.zoom).toEqual([1, 1]);
    const slightlyWide = planCameraMove('pan_left', { width: 1001, height: 500 }, HD);
    expect(slightlyWide.canvas).toEqual({ width: 1440, height: 720 });
    const portrait = planCameraMove('auto', { width: 768, height: 1344 }, HD);
    expect(portrait).toMatchObject({ motion: 'tilt_up', canvas: { width: 1280, height: 1080 } });
    // Zooms never extend the canvas: the extra would only cost time.
    expect(planCameraMove('zoom_in', { width: 3000, height: 1000 }, HD).canvas).toEqual(HD);
  });
});

describe('cameraMoveArgs', () => {
  it('builds one ffmpeg command: decode and fit once, loop, move by perspective, encode H.264', () => {
    const plan = planCameraMove('pan_right', { width: 1920, height: 1080 }, HD);
    const args = cameraMoveArgs({
      input: '/tmp/in.png',
      output: '/tmp/out.mp4',
      frame: HD,
      fps: 25,
      frames: 125,
      plan,
    });
    expect(args).toMatchInlineSnapshot(`
      [
        "-y",
        "-i",
        "/tmp/in.png",
        "-filter_complex",
        "[0:v]scale=1280:720:force_original_aspect_ratio=increase:flags=lanczos:out_color_matrix=bt709:out_range=tv,crop=1280:720,setsar=1,format=yuv420p,loop=loop=124:size=1:start=0,settb=1/25,setpts=N,perspective=x0=(1+(-1+2*(0.4*((in-1)/124)+0.3*(1-cos(PI*((in-1)/124))))))*(1280-1280/1.15)/2:y0=(1+0)*(720-720/1.15)/2:x1=(1+(-1+2*(0.4*((in-1)/124)+0.3*(1-cos(PI*((in-1)/124))))))*(1280-1280/1.15)/2+1280/1.15:y1=(1+0)*(720-720/1.15)/2:x2=(1+(-1+2*(0.4*((in-1)/124)+0.3*(1-cos(PI*((in-1)/124))))))*(1280-1280/1.15)/2:y2=(1+0)*(720-720/1.15)/2+720/1.15:x3=(1+(-1+2*(0.4*((in-1)/124)+0.3*(1-cos(PI*((in-1)/124))))))*(1280-1280/1.15)/2+1280/1.15:y3=(1+0)*(720-720/1.15)/2+720/1.15:interpolation=cubic:eval=frame[v]",
        "-map",
        "[v]",
        "-frames:v",
        "125",
        "-r",
        "25",
        "-an",
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-crf",
        "20",
        "-pix_fmt",
        "yuv420p",
        "-g",
        "50",
        "-colorspace",
        "bt709",
        "-color_primaries",
        "bt709",
        "-color_trc",
        "bt709",
        "-movflags",
        "+faststart",
        "/tmp/out.mp4",
      ]
    `);
  });

  it('crops the frame out of an extended canvas and logs the zoom', () => {
    const plan = planCameraMove('tracking', { width: 3000, height: 1000 }, HD);
    const graph = cameraMoveArgs({ input: 'i', output: 'o', frame: HD, fps: 24, frames: 48, plan })[4] ?? '';
    expect(graph).toMatch(/^\[0:v\]scale=1920:720:.*,crop=1280:720:0:0\[v\]$/);
    expect(graph).toContain('exp((0+0.067659*');
  });

  it('writes expressions without , or : so the filtergraph needs no escaping', () => {
    const pictures = [
      { width: 900, height: 1600 },
      { width: 3000, height: 1000 },
    ];
    for (const motion of CAMERA_MOTIONS) {
      for (const picture of pictures) {
        const plan = planCameraMove(motion, picture, HD);
        const crop = cameraCrop(plan.path, HD, plan.canvas, 100, '(in-1)');
        const offsets = crop ? [crop.offset.x, crop.offset.y] : [];
        for (const expression of [...cameraCornerExpressions(plan.path, HD, plan.canvas, 100, crop), ...offsets]) {
          expect(expression).not.toMatch(/[,:']/);
        }
      }
    }
  });
});

/**
 * The camera's eased progress at t in [0, 1], as the builder writes it: 40 % linear, 60 % cosine ease.
 * Restated here so the test pins the intended motion rather than whatever the builder emits.
 */
const eased = (t: number): number => 0.4 * t + 0.3 * (1 - Math.cos(Math.PI * t));

/**
 * How far, in pixels, a track of positions strays from the eased path between its own first and last values
 * (least-squares fit of offset and amplitude), and the smallest step between frames.
 */
function smoothness(positions: readonly number[]): { worstDeviation: number; smallestStep: number } {
  const n = positions.length;
  const p = positions.map((_, index) => eased(index / (n - 1)));
  const meanP = p.reduce((a, b) => a + b, 0) / n;
  const meanX = positions.reduce((a, b) => a + b, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (let index = 0; index < n; index += 1) {
    covariance += ((p[index] ?? 0) - meanP) * ((positions[index] ?? 0) - meanX);
    variance += ((p[index] ?? 0) - meanP) ** 2;
  }
  const slope = covariance / variance;
  const deviations = positions.map((x, index) => Math.abs(x - (meanX + slope * ((p[index] ?? 0) - meanP))));
  const steps = positions.slice(1).map((x, index) => Math.abs(x - (positions[index] ?? 0)));
  return { worstDeviation: Math.max(...deviations), smallestStep: Math.min(...steps) };
}

describe('camera moves are smooth (real ffmpeg)', { timeout: 30_000 }, () => {
  const frame = { width: 320, height: 180 };
  const frames = 50;
  let dir = '';
  let picture = '';

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-camera-'));
    picture = path.join(dir, 'blob.png');
    await fs.writeFile(picture, await blobImage(640, 360, [{ x: 0.6, y: 0.4, sigma: 0.02 }]));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  async function trackOf(args: string[], output: string): Promise<number[]> {
    const { ffmpeg } = await resolveFfmpeg();
    await runFfmpeg(ffmpeg, args);
    const track = await readGrayFrames(ffmpeg, output, frame);
    expect(track).toHaveLength(frames);
    return track.map((gray) => brightCentroid(gray, frame.width).x);
  }

  it('a slow pan (under a pixel per frame) glides: every frame moves, along the eased path', async () => {
    const output = path.join(dir, 'pan.mp4');
    const plan = planCameraMove('pan_right', { width: 640, height: 360 }, frame);
    const xs = await trackOf(cameraMoveArgs({ input: picture, output, frame, fps: 25, frames, plan }), output);
    const travel = (xs[0] ?? 0) - (xs.at(-1) ?? 0);
    // 320 - 320 / 1.15 ≈ 41.7 px over 49 steps: about 0.85 px per frame.
    expect(travel).toBeGreaterThan(38);
    const { worstDeviation, smallestStep } = smoothness(xs);
    expect(worstDeviation).toBeLessThan(0.25);
    expect(smallestStep).toBeGreaterThan(0.15);
  });

  it('the same check catches zoompan-style integer stepping', async () => {
    // Reference for what the builder avoids: zoompan crops at whole pixels, so the same eased pan stalls and jumps.
    const output = path.join(dir, 'zoompan.mp4');
    const t = `on/${frames - 1}`;
    const x = `(iw-iw/zoom)*(0.4*${t}+0.3*(1-cos(PI*${t})))`;
    const zoompan = `[0:v]scale=320:180,zoompan=z=1.15:x='${x}':y='(ih-ih/zoom)/2':d=${frames}:s=320x180:fps=25[v]`;
    const args = ['-y', '-i', picture, '-filter_complex', zoompan, '-map', '[v]', '-frames:v', String(frames)];
    const xs = await trackOf([...args, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', output], output);
    const { worstDeviation, smallestStep } = smoothness(xs);
    expect(worstDeviation).toBeGreaterThan(0.25);
    expect(smallestStep).toBeLessThan(0.15);
  });
});
