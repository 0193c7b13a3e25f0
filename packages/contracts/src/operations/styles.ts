import {
  StyleModuleCreateInput,
  StyleModuleIdParams,
  StyleModuleListInput,
  StyleModuleUpdateInput,
} from '../api/styles.ts';
import { EmptyInput, PendingOutput, defineContracts, del, get, patch, post, put } from './define.ts';

export const stylesContracts = defineContracts({
  'styles.presets': {
    summary: 'Presets styles',
    auth: 'required',
    http: get('/api/style-presets'),
    input: EmptyInput,
    output: PendingOutput,
  },
  'styles.list': {
    summary: 'List styles',
    auth: 'required',
    http: get('/api/style-modules'),
    input: StyleModuleListInput,
    output: PendingOutput,
  },
  'styles.create': {
    summary: 'Create styles',
    auth: 'required',
    http: post('/api/style-modules'),
    input: StyleModuleCreateInput,
    output: PendingOutput,
  },
  'styles.get': {
    summary: 'Get styles',
    auth: 'required',
    http: get('/api/style-modules/:id'),
    input: StyleModuleIdParams,
    output: PendingOutput,
  },
  'styles.update': {
    summary: 'Update styles',
    auth: 'required',
    http: patch('/api/style-modules/:id'),
    aliases: [put('/api/style-modules/:id')],
    input: StyleModuleUpdateInput,
    output: PendingOutput,
  },
  'styles.delete': {
    summary: 'Delete styles',
    auth: 'required',
    http: del('/api/style-modules/:id'),
    input: StyleModuleIdParams,
    output: PendingOutput,
  },
});
