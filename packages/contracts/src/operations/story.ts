import { AssetPreviewGenerateInput, StoryAnalyzeInput, StoryBreakdownInput } from '../api/story.ts';
import { PendingOutput, defineContracts, post } from './define.ts';

export const storyContracts = defineContracts({
  'story.analyze': {
    summary: 'Analyze story',
    auth: 'required',
    http: post('/api/story/analyze'),
    input: StoryAnalyzeInput,
    output: PendingOutput,
  },
  'story.breakdown': {
    summary: 'Breakdown story',
    auth: 'required',
    http: post('/api/story/breakdown'),
    input: StoryBreakdownInput,
    output: PendingOutput,
  },
  'story.assetPreview.generate': {
    summary: 'Generate story asset preview',
    auth: 'required',
    http: post('/api/story/asset-preview'),
    input: AssetPreviewGenerateInput,
    output: PendingOutput,
  },
});
