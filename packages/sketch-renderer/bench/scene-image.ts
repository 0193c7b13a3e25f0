// Milliseconds per 1280×720 shot drawn from a scene plan by the local renderer, background included: every shot has
// 3 figures (a person only named in the text, an animal, a linked character) and 3 props (one held, one on the
// ground, one large), over a mix of places, shot types, actions and seeds. Prints p50/p95/max (target p95 ≤ 200 ms).
// Usage: node --import tsx packages/sketch-renderer/bench/scene-image.ts [--renders 40]
import os from 'node:os';
import { FIGURE_ACTIONS, ScenePlan, type SceneFigure } from '@sym/contracts';
import { renderSketch, type SketchReference } from '../src/index.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const RENDERS = argument('renders', 40);
const SHOT_TYPES = ['establishing', 'wide', 'medium', 'wide', 'close', 'medium', 'extreme_close'] as const;
const PLACES = ['lighthouse', 'harbour', 'cave', 'forest', 'market', 'room', 'street', 'beach', 'castle', 'field'];
const ANIMALS = ['dog', 'cat', 'horse', 'fox', 'crow', 'sheep'];
const HELD = ['lantern', 'telescope', 'map', 'sword', 'key', 'book'];
const GROUND = ['box', 'chest', 'basket', 'bucket', 'net', 'rope'];
const LARGE = ['boat', 'cart', 'table', 'ladder', 'car', 'bed'];
const source = { from: 'text', evidence: '' } as const;
const tom: SketchReference = {
  id: 'tom',
  name: 'Tom',
  type: 'character',
  description: 'an old fisherman in a yellow coat',
};

function plan(index: number): ScenePlan {
  const pick = <T>(list: readonly T[], salt = 0): T => list[(index + salt) % list.length] as T;
  const figures: Partial<SceneFigure>[] = [
    {
      key: 'text:mara',
      name: 'Mara',
      kind: 'person',
      traits: ['young woman', 'red scarf', 'blue coat'],
      action: pick(FIGURE_ACTIONS),
      holds: 'held',
      position: 'left',
    },
    {
      key: 'text:pet',
      name: 'Pip',
      kind: 'animal',
      species: pick(ANIMALS),
      action: pick(FIGURE_ACTIONS, 3),
      position: 'center',
      depth: 'front',
    },
    {
      key: 'tom',
      assetId: 'tom',
      name: 'Tom',
      kind: 'person',
      action: pick(FIGURE_ACTIONS, 7),
      position: 'right',
      lookAt: 'text:mara',
    },
  ];
  return ScenePlan.parse({
    version: 1,
    setting: { place: pick(PLACES), interior: false, source },
    time: pick(['day', 'sunset', 'night', 'dawn'] as const),
    weather: pick(['clear', 'rain', 'cloudy', 'fog', 'clear'] as const),
    light: 'soft',
    figures: figures.map((figure) => ({ source, ...figure })),
    props: [
      { key: 'held', name: 'held', kind: pick(HELD), heldBy: 'text:mara', source },
      { key: 'ground', name: 'ground', kind: pick(GROUND), position: 'center', depth: 'middle', source },
      { key: 'large', name: 'large', kind: pick(LARGE), position: 'right', depth: 'back', source },
    ],
    framing: { shotType: pick(SHOT_TYPES), subject: index % 5 === 4 ? 'ground' : 'text:mara' },
    style: {},
  });
}

const render = (index: number) => {
  const scene = plan(index);
  return renderSketch(
    { prompt: `shot ${index}`, width: 1280, height: 720, shotType: scene.framing.shotType, references: [tom], scene },
    { seed: index },
  );
};
for (let warm = 0; warm < 3; warm++) await render(1000 + warm);
const times: number[] = [];
for (let index = 0; index < RENDERS; index++) {
  const started = performance.now();
  await render(index);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
console.log(
  `scene-plan shots, 1280×720, 3 figures + 3 props + place, ${RENDERS} renders (${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)})`,
);
console.log(`median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${at(1).toFixed(1)} ms`);
