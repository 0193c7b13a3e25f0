// The rule-based text work in one module, loaded by the text thread (local-text.worker.ts): shot breakdown and story
// analysis pull in compromise (about 450 modules), which would otherwise cost every server start a second or more.
export { parseScriptText } from './script-parser.ts';
export { writeScript } from './script-writer.ts';
export { breakdownStory } from './shot-breakdown.ts';
export { repairSplit } from './split-text-repair.ts';
export { analyzeStoryText } from './story-analysis.ts';
