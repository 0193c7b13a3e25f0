// The rule-based text work in one module, so the provider can load it on its first call: shot breakdown and story
// analysis pull in compromise (about 450 modules), which would otherwise cost every server start a second or more.
export { parseScriptText } from './script-parser.ts';
export { writeScript } from './script-writer.ts';
export { breakdownStory } from './shot-breakdown.ts';
export { repairSplit } from './split-text-repair.ts';
export { analyzeStoryText } from './story-analysis.ts';
