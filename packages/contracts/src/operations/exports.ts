import { ExportCreateInput, ExportIdParams, ExportUpdateInput, ExportsListInput } from '../api/exports.ts';
import { PendingOutput, defineContracts, del, get, patch, post, put } from './define.ts';

export const exportsContracts = defineContracts({
  'scenario.export.create': {
    summary: 'Create scenario export',
    auth: 'required',
    http: post('/api/scenarios/:id/export'),
    input: ExportCreateInput,
    output: PendingOutput,
  },
  'scenario.exports.list': {
    summary: 'List scenario exports',
    auth: 'required',
    http: get('/api/scenarios/:id/exports'),
    input: ExportsListInput,
    output: PendingOutput,
  },
  'scenario.export.get': {
    summary: 'Get scenario export',
    auth: 'required',
    http: get('/api/scenarios/:id/exports/:exportId'),
    input: ExportIdParams,
    output: PendingOutput,
  },
  'scenario.export.update': {
    summary: 'Update scenario export',
    auth: 'required',
    http: put('/api/scenarios/:id/exports/:exportId'),
    aliases: [patch('/api/scenarios/:id/exports/:exportId')],
    input: ExportUpdateInput,
    output: PendingOutput,
  },
  'scenario.export.delete': {
    summary: 'Delete scenario export',
    auth: 'required',
    http: del('/api/scenarios/:id/exports/:exportId'),
    input: ExportIdParams,
    output: PendingOutput,
  },
});
