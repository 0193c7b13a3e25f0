import {
  ScenarioCreateInput,
  ScenarioIdParams,
  ScenarioListByProjectInput,
  ScenarioListInput,
  ScenarioUpdateInput,
} from '../api/scenarios.ts';
import { PendingOutput, defineContracts, del, get, patch, post, put } from './define.ts';

export const scenariosContracts = defineContracts({
  'scenario.listByProject': {
    summary: 'List by project scenario',
    auth: 'required',
    http: get('/api/scenarios/project/:projectId'),
    input: ScenarioListByProjectInput,
    output: PendingOutput,
  },
  'scenarios.list': {
    summary: 'List scenarios',
    auth: 'required',
    http: get('/api/scenarios'),
    input: ScenarioListInput,
    output: PendingOutput,
  },
  'scenario.get': {
    summary: 'Get scenario',
    auth: 'required',
    http: get('/api/scenarios/:id'),
    input: ScenarioIdParams,
    output: PendingOutput,
  },
  'scenario.create': {
    summary: 'Create scenario',
    auth: 'required',
    http: post('/api/scenarios'),
    input: ScenarioCreateInput,
    output: PendingOutput,
  },
  'scenario.update': {
    summary: 'Update scenario',
    auth: 'required',
    http: patch('/api/scenarios/:id'),
    aliases: [put('/api/scenarios/:id')],
    input: ScenarioUpdateInput,
    output: PendingOutput,
  },
  'scenario.delete': {
    summary: 'Delete scenario',
    auth: 'required',
    http: del('/api/scenarios/:id'),
    input: ScenarioIdParams,
    output: PendingOutput,
  },
});
