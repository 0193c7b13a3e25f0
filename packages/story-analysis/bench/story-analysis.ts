// Speed and quality of the story engine, on its own thread as a server calls it.
// Usage: node --import tsx packages/story-analysis/bench/story-analysis.ts [--runs 5]
// Prints, per fixture story of packages/story-analysis/fixtures (English) and fixtures/<language>/: words, analysis +
// breakdown time (median of the runs), shot count and sentence count, precision/recall per asset type; then
// micro-averages over the set and per language; then the time to analyse 1,000 words and the main thread's event-loop
// delay while a 100,000-character story is analysed and broken down (the engine runs that work off the main thread).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { analyzeStory, breakdownShots, type StoryAsset, type StoryAssetType } from '../src/index.ts';
import {
  ASSET_TYPES,
  addTallies,
  loadQualityFixtures,
  precision,
  recall,
  scoreStory,
  type Tally,
} from '../src/quality/index.ts';
import { splitSentences } from '../src/text/sentence-splitter.ts';

const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 5;

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const median = (values: number[]): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const pr = (tally: Tally): string => `${precision(tally).toFixed(2)}/${recall(tally).toFixed(2)}`;

const fixtures = loadQualityFixtures();
const totals: Record<StoryAssetType, Tally[]> = { character: [], location: [], prop: [] };
const byLanguage = new Map<string, Record<StoryAssetType, Tally[]>>();

console.log(
  'story'.padEnd(36),
  'words'.padStart(5),
  'ms'.padStart(7),
  'shots'.padStart(5),
  'sent.'.padStart(5),
  ...ASSET_TYPES.map((type) => `${type.slice(0, 4)} P/R`.padStart(11)),
);
for (const fixture of fixtures) {
  const times: number[] = [];
  let assets: StoryAsset[] = [];
  let shotCount = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    assets = await analyzeStory(fixture.story);
    const shots = await breakdownShots({ story: fixture.story, assets });
    times.push(performance.now() - started);
    shotCount = shots.length;
  }
  const tallies = scoreStory(assets, fixture.expected);
  const own = byLanguage.get(fixture.language) ?? { character: [], location: [], prop: [] };
  byLanguage.set(fixture.language, own);
  for (const type of ASSET_TYPES) {
    totals[type].push(tallies[type]);
    own[type].push(tallies[type]);
  }
  console.log(
    fixture.slug.padEnd(36),
    String(countWords(fixture.story)).padStart(5),
    median(times).toFixed(1).padStart(7),
    String(shotCount).padStart(5),
    String(splitSentences(fixture.story).length).padStart(5),
    ...ASSET_TYPES.map((type) => pr(tallies[type]).padStart(11)),
  );
}

console.log(`\nmicro-averaged over ${fixtures.length} stories (precision / recall):`);
const byType = ASSET_TYPES.map((type) => addTallies(totals[type]));
ASSET_TYPES.forEach((type, index) => {
  const tally = byType[index]!;
  console.log(
    `  ${`${type}s`.padEnd(11)} ${pr(tally)}   (${tally.matched} matched, ${tally.found} found, ${tally.expected} expected)`,
  );
});
console.log(`  ${'overall'.padEnd(11)} ${pr(addTallies(byType))}`);

console.log('\nper language (precision/recall):');
console.log('  lang', ...ASSET_TYPES.map((type) => type.padStart(11)), 'overall'.padStart(11));
for (const [language, tallies] of byLanguage) {
  const perType = ASSET_TYPES.map((type) => addTallies(tallies[type]));
  console.log(
    `  ${language.padEnd(4)}`,
    ...perType.map((tally) => pr(tally).padStart(11)),
    pr(addTallies(perType)).padStart(11),
  );
}

// 1,000 words: the longest fixture, cut or repeated to exactly 1,000 words.
const english = fixtures.filter((fixture) => fixture.language === 'en');
const longest = [...english].sort((left, right) => countWords(right.story) - countWords(left.story))[0]!;
const longWords = longest.story.split(/(\s+)/);
let thousand = '';
for (let count = 0, index = 0; count < 1000; index = (index + 1) % longWords.length) {
  const part = longWords[index]!;
  thousand += part;
  if (/\S/.test(part)) count++;
}
const thousandTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const assets = await analyzeStory(thousand);
  await breakdownShots({ story: thousand, assets });
  thousandTimes.push(performance.now() - started);
}
console.log(`\n1,000 words: analysis + breakdown median ${median(thousandTimes).toFixed(0)} ms over ${RUNS} runs`);

// 100,000 characters: the fixture stories one after another, until long enough.
let huge = '';
for (let index = 0; huge.length < 100_000; index++) huge += `${english[index % english.length]!.story}\n\n`;
huge = huge.slice(0, 100_000);
const histogram = monitorEventLoopDelay({ resolution: 10 });
let ticks = 0;
let worstGap = 0;
let lastTick = performance.now();
const ticker = setInterval(() => {
  const now = performance.now();
  worstGap = Math.max(worstGap, now - lastTick);
  lastTick = now;
  ticks++;
}, 10);
histogram.enable();
const started = performance.now();
const hugeAssets = await analyzeStory(huge);
const hugeShots = await breakdownShots({ story: huge, assets: hugeAssets });
const elapsed = performance.now() - started;
worstGap = Math.max(worstGap, performance.now() - lastTick);
histogram.disable();
clearInterval(ticker);
console.log(
  `100,000 characters (${countWords(huge)} words): ${elapsed.toFixed(0)} ms, ${hugeAssets.length} assets, ${hugeShots.length} shots`,
);
console.log(
  `  main-thread event-loop delay meanwhile: max ${(histogram.max / 1e6).toFixed(1)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms; ` +
    `10 ms timer fired ${ticks} times, longest gap ${worstGap.toFixed(0)} ms`,
);
process.exit(0);
