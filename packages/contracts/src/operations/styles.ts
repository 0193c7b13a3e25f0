import { z } from 'zod';
import {
  StyleModuleCreateInput,
  StyleModuleDeleted,
  StyleModuleIdParams,
  StyleModuleListInput,
  StyleModuleUpdateInput,
  StyleModuleView,
  StylePresetInfo,
} from '../api/styles.ts';
import { EmptyInput, defineContracts, del, get, patch, post, put } from './define.ts';

const MODULE_ID = '5e4d3c2b-1a09-4f8e-a7d6-c5b4a3928170';
const PROJECT_ID = '6f1c7c1e-4a0e-4b7a-9f55-2f0f3a7e9a11';

/** A style module as the examples show it. */
const exampleModule: StyleModuleView = {
  id: MODULE_ID,
  name: 'Noir',
  description: 'High-contrast black and white with hard shadows.',
  preset: 'gritty-realism',
  referenceImageUrl: 'https://cdn.example.com/references/noir.jpg',
  projectId: null,
  userId: '2b8e4f60-93d1-4c8a-8f0e-5a7d2c1b9e34',
  settings: {},
  createdAt: '2026-02-28T14:05:00.000Z',
  updatedAt: '2026-02-28T14:05:00.000Z',
};

export const stylesContracts = defineContracts({
  'styles.presets': {
    summary: 'List the 14 style presets with display texts and whether the wizard offers them',
    auth: 'required',
    http: get('/api/style-presets'),
    input: EmptyInput,
    output: z.array(StylePresetInfo),
    example: {
      input: {},
      output: [
        {
          id: 'photorealistic',
          name: 'Photorealistic',
          description: 'Lifelike photography with natural light and detail.',
          wizard: true,
        },
      ],
    },
  },
  'styles.list': {
    summary: "List the caller's global style library, or a project's own style modules with projectId",
    auth: 'required',
    http: get('/api/style-modules'),
    input: StyleModuleListInput,
    output: z.array(StyleModuleView),
    example: { input: {}, output: [exampleModule] },
  },
  'styles.create': {
    summary: 'Create a style module in the global library or in a project',
    auth: 'required',
    http: post('/api/style-modules'),
    input: StyleModuleCreateInput,
    output: StyleModuleView,
    example: {
      input: {
        name: 'Noir',
        description: 'High-contrast black and white with hard shadows.',
        preset: 'gritty-realism',
        referenceImageUrl: 'https://cdn.example.com/references/noir.jpg',
      },
      output: exampleModule,
    },
  },
  'styles.get': {
    summary: 'Get a style module',
    auth: 'required',
    http: get('/api/style-modules/:id'),
    input: StyleModuleIdParams,
    output: StyleModuleView,
    example: { input: { id: MODULE_ID }, output: { ...exampleModule, projectId: PROJECT_ID } },
  },
  'styles.update': {
    summary: 'Update a style module',
    auth: 'required',
    http: patch('/api/style-modules/:id'),
    aliases: [put('/api/style-modules/:id')],
    input: StyleModuleUpdateInput,
    output: StyleModuleView,
    example: {
      input: { id: MODULE_ID, name: 'Neo Noir', preset: 'comic-book' },
      output: { ...exampleModule, name: 'Neo Noir', preset: 'comic-book', updatedAt: '2026-03-01T10:00:00.000Z' },
    },
  },
  'styles.delete': {
    summary: 'Delete a style module',
    auth: 'required',
    http: del('/api/style-modules/:id'),
    input: StyleModuleIdParams,
    output: StyleModuleDeleted,
    example: { input: { id: MODULE_ID }, output: { id: MODULE_ID } },
  },
});
