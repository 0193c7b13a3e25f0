// Milliseconds per 1280×720 frame of the local storyboard renderer (render + style treatment + PNG): median and p95
// over a mix of shot types, style presets and references (procedural characters, reference photos, a location
// image, a portrait it drew itself), then the same per style preset (each of the 14 and none).
// Usage: node --import tsx packages/sketch-renderer/bench/local-image.ts [--renders 30] [--per-preset 12]
import os from 'node:os';
import sharp from 'sharp';
import { STYLE_PRESETS } from '@sym/contracts';
import { renderSketch, type SketchReference, type SketchRequest } from '../src/index.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const RENDERS = argument('renders', 30);
const PER_PRESET = argument('per-preset', 12);
const SHOT_TYPES = ['establishing', 'wide', 'medium', 'close', 'extreme_close'] as const;
const STYLES = [
  undefined,
  'photorealistic',
  'pencil-sketch',
  'comic-book',
  'watercolor',
  'anime',
  'vintage',
  'oil-painting',
];

const fox: SketchReference = {
  id: 'fox',
  name: 'Fox',
  type: 'character',
  description: 'a sly red fox with a green scarf',
};
const crow: SketchReference = { id: 'crow', name: 'Crow', type: 'character', description: 'a proud black crow' };
const tom: SketchReference = {
  id: 'tom',
  name: 'Tom',
  type: 'character',
  description: 'an old fisherman in a yellow coat',
};
const cheese: SketchReference = { id: 'cheese', name: 'Cheese', type: 'prop', description: 'a piece of cheese' };
const harbor: SketchReference = { id: 'harbor', name: 'Harbor', type: 'location', description: 'a fishing harbor' };

// Reference images: a portrait the renderer drew, a "photo" it cannot key out, and a location picture.
const portrait = (await renderSketch({ prompt: 'Tom', width: 768, height: 768, references: [tom] })).bytes;
const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#8a6f5a' } })
  .composite([
    { input: Buffer.from('<svg width="600" height="800"><circle cx="300" cy="300" r="180" fill="#d9a37f"/></svg>') },
  ])
  .jpeg()
  .toBuffer();
const location = (await renderSketch({ prompt: 'harbor', width: 1280, height: 720, references: [harbor] })).bytes;

function request(index: number, presetOf = (i: number) => STYLES[i % STYLES.length]): SketchRequest {
  const withImages = index % 2 === 1;
  const references = withImages
    ? [{ ...tom, image: portrait }, { ...crow, image: photo }, cheese, { ...harbor, image: location }]
    : [fox, crow, cheese, harbor];
  const preset = presetOf(index);
  return {
    prompt: `Shot ${index}: the fox and the crow by the harbor${index % 3 === 0 ? ' at night in the rain' : ''}`,
    width: 1280,
    height: 720,
    shotType: SHOT_TYPES[index % SHOT_TYPES.length],
    references,
    ...(preset ? { style: { presetId: preset } } : {}),
  };
}

for (let warm = 0; warm < 3; warm++) await renderSketch(request(warm), { seed: warm });
const times: number[] = [];
for (let index = 0; index < RENDERS; index++) {
  const started = performance.now();
  await renderSketch(request(index), { seed: index });
  times.push(performance.now() - started);
}
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
times.sort((a, b) => a - b);
console.log(
  `sketch renderer, 1280×720, ${RENDERS} renders (${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)})`,
);
console.log(
  `median ${at(times, 0.5).toFixed(1)} ms   p95 ${at(times, 0.95).toFixed(1)} ms   max ${at(times, 1).toFixed(1)} ms`,
);

// Per preset: the same mix of shots and references, every frame in that one style. Wall time is what a user waits;
// CPU time (all threads of this process) shows the cost itself when other processes share the machine.
console.log(`\nper style preset, ${PER_PRESET} renders each:      wall p50 / p95 ms     cpu p50 / p95 ms`);
for (const preset of [undefined, ...STYLE_PRESETS]) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < PER_PRESET; index++) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await renderSketch(
      request(index, () => preset),
      { seed: index },
    );
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const cells = [at(wall, 0.5), at(wall, 0.95), at(cpu, 0.5), at(cpu, 0.95)].map((value) =>
    value.toFixed(1).padStart(8),
  );
  console.log(`${(preset ?? 'none').padEnd(40)} ${cells[0]} ${cells[1]}     ${cells[2]} ${cells[3]}`);
}
