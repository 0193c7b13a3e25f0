import {
  DeletedScenarioItem,
  ScenarioCreateInput,
  ScenarioIdParams,
  ScenarioListByProjectInput,
  ScenarioListInput,
  ScenarioListItem,
  ScenarioUpdateInput,
} from '../api/scenarios.ts';
import { Scenario } from '../entities/scenario.ts';
import { z } from 'zod';
import { defineContracts, del, get, patch, post, put } from './define.ts';
import { MULTI_LANGUAGE_GATE } from './feature-gate-rules.ts';
import { EXAMPLE_IDS, exampleScenario, exampleScenarioListItem } from './scenario-examples.ts';

export const scenariosContracts = defineContracts({
  'scenario.listByProject': {
    summary: 'List the episodes of a project',
    auth: 'required',
    http: get('/api/scenarios/project/:projectId'),
    input: ScenarioListByProjectInput,
    output: z.array(ScenarioListItem),
    example: { input: { projectId: EXAMPLE_IDS.project }, output: [exampleScenarioListItem] },
  },
  'scenarios.list': {
    summary: 'List the episodes of a project, or of every project the user owns or works on',
    auth: 'required',
    http: get('/api/scenarios'),
    input: ScenarioListInput,
    output: z.array(ScenarioListItem),
    example: { input: {}, output: [exampleScenarioListItem] },
  },
  'scenario.get': {
    summary: 'Get an episode with its shots',
    auth: 'required',
    http: get('/api/scenarios/:id'),
    input: ScenarioIdParams,
    output: Scenario,
    example: { input: { id: EXAMPLE_IDS.scenario }, output: exampleScenario },
  },
  'scenario.create': {
    summary: 'Create an episode in a project',
    auth: 'required',
    http: post('/api/scenarios'),
    gate: MULTI_LANGUAGE_GATE,
    input: ScenarioCreateInput,
    output: Scenario,
    example: {
      input: {
        projectId: EXAMPLE_IDS.project,
        name: 'Episode 1: The Keeper',
        description: 'The keeper lights the lamp for the last time',
        aspectRatio: 'landscape',
        contentLanguage: 'en',
        supportedLanguages: ['en', 'de'],
      },
      output: { ...exampleScenario, updatedAt: exampleScenario.createdAt, shots: [] },
    },
  },
  'scenario.update': {
    summary: "Change an episode's fields",
    auth: 'required',
    http: patch('/api/scenarios/:id'),
    aliases: [put('/api/scenarios/:id')],
    gate: MULTI_LANGUAGE_GATE,
    input: ScenarioUpdateInput,
    output: Scenario,
    example: {
      input: {
        id: EXAMPLE_IDS.scenario,
        expectedUpdatedAt: exampleScenario.createdAt,
        description: 'The keeper lights the lamp for the last time',
      },
      output: exampleScenario,
    },
  },
  'scenario.delete': {
    summary: 'Move an episode to the Recycle Bin',
    auth: 'required',
    http: del('/api/scenarios/:id'),
    input: ScenarioIdParams,
    output: DeletedScenarioItem,
    example: { input: { id: EXAMPLE_IDS.scenario }, output: { id: EXAMPLE_IDS.scenario } },
  },
});
