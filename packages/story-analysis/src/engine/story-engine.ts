// The story engine on the calling thread (`@sym/story-analysis/engine`), and what the engine's own thread runs
// (engine.worker.ts). It pulls in compromise (about 450 modules, a second or more to load), which is why the
// package's main entry does not: a server imports that entry at start and reads stories on the thread.
export { parseScriptText } from '../script/script-parser.ts';
export { writeScript } from '../script/script-writer.ts';
export { breakdownStory } from '../breakdown/shot-breakdown.ts';
export { repairSplit } from '../text/split-text-repair.ts';
export { analyzeStoryText } from '../analysis/story-analysis.ts';
