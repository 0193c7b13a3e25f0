import { RecycleBinItemInput, RecycleBinListInput } from '../api/projects.ts';
import { PendingOutput, defineContracts, del, get, post } from './define.ts';

export const recycleBinContracts = defineContracts({
  'recycleBin.list': {
    summary: 'List recycle bin',
    auth: 'required',
    http: get('/api/recycle-bin'),
    input: RecycleBinListInput,
    output: PendingOutput,
  },
  'recycleBin.restore': {
    summary: 'Restore recycle bin',
    auth: 'required',
    http: post('/api/recycle-bin/:type/:id/restore'),
    input: RecycleBinItemInput,
    output: PendingOutput,
  },
  'recycleBin.purge': {
    summary: 'Purge recycle bin',
    auth: 'required',
    http: del('/api/recycle-bin/:type/:id'),
    input: RecycleBinItemInput,
    output: PendingOutput,
  },
});
