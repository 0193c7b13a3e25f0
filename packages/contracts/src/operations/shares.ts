import { PublicVideoInput, ShareCreateInput, ShareRevokeInput } from '../api/exports.ts';
import { PendingOutput, defineContracts, del, get, post } from './define.ts';

export const sharesContracts = defineContracts({
  'scenario.share.create': {
    summary: 'Create scenario share',
    auth: 'required',
    http: post('/api/scenarios/:id/share'),
    input: ShareCreateInput,
    output: PendingOutput,
  },
  'scenario.share.revoke': {
    summary: 'Revoke scenario share',
    auth: 'required',
    http: del('/api/scenarios/:id/share/:shareId'),
    input: ShareRevokeInput,
    output: PendingOutput,
  },
  'share.public.get': {
    summary: 'Get share public',
    auth: 'none',
    http: get('/api/public/videos/:shareId'),
    input: PublicVideoInput,
    output: PendingOutput,
  },
});
