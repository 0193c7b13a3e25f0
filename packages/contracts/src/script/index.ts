export * from './script-refs.ts';
export * from './script-plan.ts';
export * from './text-similarity.ts';
