// Picture quality of two renders of the same episode, measured by ffmpeg's own ssim and psnr filters in one run:
// ours against the hand-written file, and each against the unencoded frames (the hand-written command's video
// graph run again, never encoded).
import { spawn } from 'node:child_process';

export interface Similarity {
  ssim: number;
  psnr: number;
}

export interface PictureQuality {
  oursVsHand: Similarity;
  oursVsFrames: Similarity;
  handVsFrames: Similarity;
}

/** Reads the summaries the filters log when they close: `SSIM ... All:0.98 (..)` and `PSNR ... average:41.2 ...`. */
function summaries(stderr: string): number[] {
  const found: { index: number; value: number }[] = [];
  for (const match of stderr.matchAll(/Parsed_(ssim|psnr)_(\d+) @ [^\]]+\] (?:SSIM|PSNR) .*?(?:All|average):(\S+)/g)) {
    found.push({ index: Number(match[2]), value: match[3] === 'inf' ? Infinity : Number(match[3]) });
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.value);
}

/**
 * `frames` is the hand-written command's arguments: its inputs before `-filter_complex`, and its graph, whose
 * video part (`…[v]`) makes the unencoded frames.
 */
export async function comparePictures(
  ffmpeg: string,
  files: { ours: string; hand: string; frames: readonly string[] },
): Promise<PictureQuality> {
  const graphAt = files.frames.indexOf('-filter_complex');
  const inputs = files.frames.slice(1, graphAt);
  const inputCount = inputs.filter((arg) => arg === '-i').length;
  const graph = files.frames[graphAt + 1]!;
  const video = graph.slice(0, graph.indexOf('[v]') + 3);
  const ours = `${inputCount}:v`;
  const hand = `${inputCount + 1}:v`;
  const compare = (a: string, b: string, n: number) => `[${a}0][${b}0]ssim[s${n}];[${a}1][${b}1]psnr[p${n}]`;
  const full =
    `${video};[v]split=4[f0][f1][g0][g1];[${ours}]split=4[o0][o1][m0][m1];[${hand}]split=4[h0][h1][k0][k1];` +
    `${compare('m', 'k', 0)};${compare('o', 'f', 1)};${compare('h', 'g', 2)}`;
  const outputs = [0, 1, 2].flatMap((n) => [
    '-map',
    `[s${n}]`,
    '-f',
    'null',
    '-',
    '-map',
    `[p${n}]`,
    '-f',
    'null',
    '-',
  ]);
  const args = ['-hide_banner', '-nostats', ...inputs, '-i', files.ours, '-i', files.hand, '-filter_complex', full];
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(ffmpeg, [...args, ...outputs], { stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => {
      text = (text + chunk.toString()).slice(-200_000);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`ffmpeg exited ${code}: ${text}`))));
  });
  const [s0, p0, s1, p1, s2, p2] = summaries(stderr);
  if (p2 === undefined) throw new Error(`no ssim/psnr summaries in ffmpeg's output:\n${stderr.slice(-2000)}`);
  return {
    oursVsHand: { ssim: s0!, psnr: p0! },
    oursVsFrames: { ssim: s1!, psnr: p1! },
    handVsFrames: { ssim: s2!, psnr: p2 },
  };
}
