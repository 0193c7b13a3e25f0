export * from './script-refs.ts';
export * from './script-links.ts';
export * from './script-plan.ts';
export * from './text-similarity.ts';
export * from './line-merge.ts';
export * from './script-scenes.ts';
