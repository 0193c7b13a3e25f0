import { SeriesCreateInput, SeriesIdParams, SeriesUpdateInput } from '../api/projects.ts';
import { EmptyInput, PendingOutput, defineContracts, del, get, post, put } from './define.ts';

export const seriesContracts = defineContracts({
  'series.list': {
    summary: 'List series',
    auth: 'required',
    http: get('/api/series'),
    input: EmptyInput,
    output: PendingOutput,
  },
  'series.create': {
    summary: 'Create series',
    auth: 'required',
    http: post('/api/series'),
    input: SeriesCreateInput,
    output: PendingOutput,
  },
  'series.update': {
    summary: 'Update series',
    auth: 'required',
    http: put('/api/series/:id'),
    input: SeriesUpdateInput,
    output: PendingOutput,
  },
  'series.delete': {
    summary: 'Delete series',
    auth: 'required',
    http: del('/api/series/:id'),
    input: SeriesIdParams,
    output: PendingOutput,
  },
});
