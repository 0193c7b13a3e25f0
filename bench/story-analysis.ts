// Speed and quality of the local (rule-based) text provider on the fixture stories.
// Usage: node --import tsx bench/story-analysis.ts [--runs 5]
// Prints per story: analysis + breakdown time (median of the runs), shot count, and precision/recall of the
// characters, locations and props found against e2e/fixtures/stories/<slug>.expected.json; then micro-averages.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StoryAsset } from '../apps/server/src/providers/text/text-provider.ts';
import { createLocalTextProvider } from '../apps/server/src/providers/text/local/local-text.provider.ts';

const TYPES = ['character', 'location', 'prop'] as const;
type AssetType = (typeof TYPES)[number];
const EXPECTED_KEYS: Record<AssetType, 'characters' | 'locations' | 'props'> = {
  character: 'characters',
  location: 'locations',
  prop: 'props',
};

const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 5;
const FIXTURES = fileURLToPath(new URL('../e2e/fixtures/stories/', import.meta.url));

interface Score {
  truePositives: number;
  predicted: number;
  expected: number;
}

const goesBy = (asset: StoryAsset, name: string): boolean =>
  asset.name.toLowerCase() === name || asset.aliases.includes(name);

function score(found: StoryAsset[], expected: readonly string[]): Score {
  const wanted = expected.map((name) => name.toLowerCase());
  return {
    // A predicted asset counts as right when it goes by one of the expected names.
    truePositives: found.filter((asset) => wanted.some((name) => goesBy(asset, name))).length,
    predicted: found.length,
    expected: wanted.filter((name) => found.some((asset) => goesBy(asset, name))).length,
  };
}

const ratio = (part: number, whole: number): string => (whole === 0 ? '  -  ' : (part / whole).toFixed(2));
const median = (values: number[]): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const provider = createLocalTextProvider();
const totals = Object.fromEntries(
  TYPES.map((type) => [type, { tp: 0, predicted: 0, found: 0, expected: 0 }]),
) as Record<AssetType, { tp: number; predicted: number; found: number; expected: number }>;

console.log(
  'story'.padEnd(36),
  'words'.padStart(5),
  'ms'.padStart(7),
  'shots'.padStart(5),
  ...TYPES.map((type) => `${type.slice(0, 4)} P/R`.padStart(12)),
);
for (const file of readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.txt'))
  .sort()) {
  const slug = file.slice(0, -'.txt'.length);
  const story = readFileSync(`${FIXTURES}${file}`, 'utf8');
  const expected = JSON.parse(readFileSync(`${FIXTURES}${slug}.expected.json`, 'utf8')) as Record<
    'characters' | 'locations' | 'props',
    string[]
  >;
  const times: number[] = [];
  let assets: StoryAsset[] = [];
  let shotCount = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    assets = await provider.analyzeStory(story);
    const shots = await provider.breakdownShots({ story, assets });
    times.push(performance.now() - started);
    shotCount = shots.length;
  }
  const cells = TYPES.map((type) => {
    const result = score(
      assets.filter((asset) => asset.type === type),
      expected[EXPECTED_KEYS[type]],
    );
    const total = totals[type];
    total.tp += result.truePositives;
    total.predicted += result.predicted;
    total.found += result.expected;
    total.expected += expected[EXPECTED_KEYS[type]].length;
    const recall = ratio(result.expected, expected[EXPECTED_KEYS[type]].length);
    return `${ratio(result.truePositives, result.predicted)}/${recall}`.padStart(12);
  });
  console.log(
    slug.padEnd(36),
    String(story.split(/\s+/).filter(Boolean).length).padStart(5),
    median(times).toFixed(1).padStart(7),
    String(shotCount).padStart(5),
    ...cells,
  );
}

console.log('\nmicro-averaged over all stories:');
const all = { tp: 0, predicted: 0, found: 0, expected: 0 };
for (const type of TYPES) {
  const total = totals[type];
  all.tp += total.tp;
  all.predicted += total.predicted;
  all.found += total.found;
  all.expected += total.expected;
  console.log(
    `  ${`${type}s`.padEnd(11)} precision ${ratio(total.tp, total.predicted)}  recall ${ratio(total.found, total.expected)}`,
  );
}
console.log(
  `  ${'overall'.padEnd(11)} precision ${ratio(all.tp, all.predicted)}  recall ${ratio(all.found, all.expected)}`,
);
