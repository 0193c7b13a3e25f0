// Speed of the scene planner (planScene) and of the remote prompt written from its plan.
// Usage: node --import tsx packages/sketch-renderer/bench/scene-plan.ts [--rounds 20]
// Every sentence of the e2e fixture stories is planned as a medium shot with two linked assets, `rounds` times;
// prints the shot count, p50/p95/max ms per planned shot and per scene prompt, and the slowest shot text.
// Target: well under 5 ms per shot.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planScene, scenePrompt, type PlanAsset } from '../src/index.ts';

const roundsIndex = process.argv.indexOf('--rounds');
const ROUNDS = roundsIndex > 0 ? Number(process.argv[roundsIndex + 1]) : 20;

const dir = join(import.meta.dirname, '../../../e2e/fixtures/stories');
const shots = readdirSync(dir)
  .filter((file) => file.endsWith('.txt'))
  .flatMap((file) => readFileSync(join(dir, file), 'utf8').split(/(?<=[.!?])\s+/))
  .map((sentence) => sentence.trim())
  .filter(Boolean);
const assets: PlanAsset[] = [
  { id: 'a1', name: 'Old Tobias', type: 'character', description: 'a retired fisherman with a grey beard and a pipe' },
  { id: 'a2', name: 'The Harbour', type: 'location', description: 'a small harbour with fishing boats' },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

const planTimes: number[] = [];
const promptTimes: number[] = [];
let slowest = { ms: 0, text: '' };
for (let round = 0; round < ROUNDS; round++) {
  for (const text of shots) {
    const started = performance.now();
    const plan = planScene({ shotType: 'medium', description: text, assets });
    const planned = performance.now();
    scenePrompt(plan, text);
    const done = performance.now();
    planTimes.push(planned - started);
    promptTimes.push(done - planned);
    if (round > 0 && planned - started > slowest.ms) slowest = { ms: planned - started, text };
  }
}
const row = (label: string, values: number[]) =>
  console.log(
    label.padEnd(14),
    `p50 ${percentile(values, 50).toFixed(3)} ms`,
    `p95 ${percentile(values, 95).toFixed(3)} ms`,
    `max ${Math.max(...values).toFixed(3)} ms`,
  );
console.log(`${shots.length} shot texts × ${ROUNDS} rounds`);
row('planScene', planTimes);
row('scenePrompt', promptTimes);
console.log(`slowest after the first round: ${slowest.ms.toFixed(3)} ms — ${slowest.text.slice(0, 100)}`);
