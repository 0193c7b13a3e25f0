import { ErrorLogInput } from '../auth.ts';
import { EmptyInput, PendingOutput, defineContracts, get, post } from './define.ts';

export const systemContracts = defineContracts({
  'system.health': {
    summary: 'Health system',
    auth: 'none',
    http: get('/api/health'),
    httpOnly: true,
    input: EmptyInput,
    output: PendingOutput,
  },
  'site.info': {
    summary: 'Info site',
    auth: 'none',
    http: get('/api/site'),
    httpOnly: true,
    input: EmptyInput,
    output: PendingOutput,
  },
  'logs.error': {
    summary: 'Error logs',
    auth: 'none',
    http: post('/api/logs/error'),
    httpOnly: true,
    input: ErrorLogInput,
    output: PendingOutput,
  },
});
