import { z } from 'zod';
import { RecycleBinItem, RecycleBinItemInput, RecycleBinListInput, RecycleBinResult } from '../api/projects.ts';
import { defineContracts, del, get, post } from './define.ts';

const PROJECT_ID = '6f1c7c1e-4a0e-4b7a-9f55-2f0f3a7e9a11';
const SCENARIO_ID = 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60';

export const recycleBinContracts = defineContracts({
  'recycleBin.list': {
    summary: "List the Recycle Bin: the caller's deleted projects and deleted episodes and assets of their projects",
    auth: 'required',
    http: get('/api/recycle-bin'),
    input: RecycleBinListInput,
    output: z.array(RecycleBinItem),
    example: {
      input: { type: 'scenario' },
      output: [
        {
          type: 'scenario',
          id: SCENARIO_ID,
          name: 'Episode 2: Dark Side',
          deletedAt: '2026-03-06T12:00:00.000Z',
          projectId: PROJECT_ID,
          projectName: 'Moon Saga',
          isProjectDeleted: false,
          previewUrl: null,
        },
      ],
    },
  },
  'recycleBin.restore': {
    summary: 'Restore a project, episode or asset from the Recycle Bin',
    auth: 'required',
    http: post('/api/recycle-bin/:type/:id/restore'),
    input: RecycleBinItemInput,
    output: RecycleBinResult,
    example: {
      input: { type: 'scenario', id: SCENARIO_ID },
      output: { type: 'scenario', id: SCENARIO_ID, projectId: PROJECT_ID },
    },
  },
  'recycleBin.purge': {
    summary: 'Delete a Recycle Bin item for good, with everything it holds',
    auth: 'required',
    http: del('/api/recycle-bin/:type/:id'),
    input: RecycleBinItemInput,
    output: RecycleBinResult,
    example: {
      input: { type: 'project', id: PROJECT_ID },
      output: { type: 'project', id: PROJECT_ID, projectId: PROJECT_ID },
    },
  },
});
