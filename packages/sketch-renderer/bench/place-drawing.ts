// Milliseconds to draw one place of a scene plan at 1280×720 with the local renderer (no figures, no style): every
// place key, in the default view and the seven variant-suite views, by day and at night in a storm. Prints p50/p95
// over all draws and the slowest places. Target: well under 150 ms p95 (the whole frame budget is 200 ms p95).
// Usage: node --import tsx packages/sketch-renderer/bench/place-drawing.ts [--rounds 2]
import os from 'node:os';
import { createCanvas } from '@napi-rs/canvas';
import { PLACES } from '@sym/story-analysis';
import { PLACE_VIEWS } from '../src/render/places/camera.ts';
import { drawPlace, type PlaceScene } from '../src/render/places/draw-place.ts';

const index = process.argv.indexOf('--rounds');
const ROUNDS = index > 0 ? Number(process.argv[index + 1]) : 2;
const times: number[] = [];
// CPU time too: on a loaded machine wall time mostly measures waiting for a core.
const cpuTimes: number[] = [];
const perPlace = new Map<string, number[]>();
const draws: { what: string; wall: number; cpu: number }[] = [];
const moods: Pick<PlaceScene, 'time' | 'weather' | 'light'>[] = [
  { time: 'day', weather: 'clear', light: 'soft' },
  { time: 'night', weather: 'storm', light: 'moody' },
];

for (let round = 0; round < ROUNDS; round++) {
  for (const place of PLACES) {
    for (const view of [undefined, ...PLACE_VIEWS]) {
      for (const mood of moods) {
        // A fresh canvas per draw, as the renderer makes one per frame.
        const ctx = createCanvas(1280, 720).getContext('2d');
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        drawPlace(ctx, { place: place.key, interior: place.interior, details: ['sea', 'spiral'], ...mood }, 1280, 720, {
          horizonRatio: 0.55,
          seed: round * 7 + 1,
          view,
        });
        const elapsed = performance.now() - start;
        const cpu = process.cpuUsage(cpuStart);
        if (round > 0 || ROUNDS === 1) {
          times.push(elapsed);
          cpuTimes.push((cpu.user + cpu.system) / 1000);
          draws.push({
            what: `${place.key} ${view ?? 'default'} ${mood.time}`,
            wall: elapsed,
            cpu: (cpu.user + cpu.system) / 1000,
          });
          perPlace.set(place.key, [...(perPlace.get(place.key) ?? []), elapsed]);
        }
      }
    }
  }
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)]!;
console.log(
  `places: ${PLACES.length}, views: ${PLACE_VIEWS.length + 1}, draws: ${times.length}, load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
);
console.log(`CPU p50 ${quantile(cpuTimes, 0.5).toFixed(1)} ms, p95 ${quantile(cpuTimes, 0.95).toFixed(1)} ms`);
const slowest = [...perPlace]
  .map(([key, values]) => [key, quantile(values, 0.95)] as const)
  .sort((a, b) => b[1] - a[1]);
console.log(
  'slowest p95:',
  slowest
    .slice(0, 6)
    .map(([key, value]) => `${key} ${value.toFixed(1)}`)
    .join(', '),
);
console.log(
  'slowest draws (wall / cpu):',
  draws
    .sort((a, b) => b.wall - a.wall)
    .slice(0, 4)
    .map((draw) => `${draw.what} ${draw.wall.toFixed(0)}/${draw.cpu.toFixed(0)} ms`)
    .join(', '),
);
