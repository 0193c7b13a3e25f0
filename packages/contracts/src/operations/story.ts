import { JobTicket } from '../api/generation.ts';
import {
  AssetPreviewGenerateInput,
  StoryAnalysis,
  StoryAnalyzeInput,
  StoryBreakdown,
  StoryBreakdownInput,
} from '../api/story.ts';
import { defineContracts, post } from './define.ts';

const STORY =
  'Mira, a young lighthouse keeper, finds a mechanical fox washed up on the rocks. ' +
  'She carries it up the tower and repairs it while the storm rages outside.';

export const storyContracts = defineContracts({
  'story.analyze': {
    summary: 'Find the characters, locations and props of a story',
    auth: 'required',
    http: post('/api/story/analyze'),
    input: StoryAnalyzeInput,
    output: StoryAnalysis,
    example: {
      input: { story: STORY },
      output: {
        assets: [
          {
            name: 'Mira',
            type: 'character',
            description: 'A young lighthouse keeper in a yellow oilskin coat',
            aliases: ['the keeper'],
          },
          { name: 'Lighthouse', type: 'location', description: 'A tall stone tower on a rocky coast', aliases: [] },
          { name: 'Mechanical fox', type: 'prop', description: 'A brass fox with clockwork joints', aliases: ['fox'] },
        ],
      },
    },
  },
  'story.breakdown': {
    summary: 'Break a story into planned shots',
    auth: 'required',
    http: post('/api/story/breakdown'),
    input: StoryBreakdownInput,
    output: StoryBreakdown,
    example: {
      input: {
        story: STORY,
        assets: [
          { name: 'Mira', type: 'character', aliases: ['the keeper'] },
          { name: 'Mechanical fox', type: 'prop', aliases: ['fox'] },
        ],
        targetDuration: 30,
      },
      output: {
        shots: [
          {
            type: 'wide',
            description: 'Rocky shore below the lighthouse at dawn',
            action: 'Mira finds the mechanical fox among the rocks',
            duration: 5,
            cameraMotion: 'auto',
            assetNames: ['Mira', 'Mechanical fox'],
          },
          {
            type: 'close',
            description: "Mira's hands on the brass fox",
            action: 'She tightens a screw in its jaw',
            duration: 4,
            cameraMotion: 'auto',
            assetNames: ['Mira', 'Mechanical fox'],
            dialogue: 'Hold still, little one.',
          },
        ],
      },
    },
  },
  'story.assetPreview.generate': {
    summary: 'Queue a preview image of a wizard asset (paid image job)',
    auth: 'required',
    http: post('/api/story/asset-preview'),
    input: AssetPreviewGenerateInput,
    output: JobTicket,
    example: {
      input: { name: 'Mira', type: 'character', description: 'A young lighthouse keeper in a yellow oilskin coat' },
      output: {
        jobId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
        queue: 'image-generation',
        cost: 1,
        targetId: null,
        targetKey: null,
      },
    },
  },
});
