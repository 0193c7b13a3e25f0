// Loaded with `--import` after tsx by `story-analysis-load.ts --inline`: registers inline-hooks.mjs.
import { register } from 'node:module';

register('./inline-hooks.mjs', import.meta.url);
