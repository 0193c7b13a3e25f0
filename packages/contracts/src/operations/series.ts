import { z } from 'zod';
import { SeriesCreateInput, SeriesDeleted, SeriesIdParams, SeriesUpdateInput, SeriesView } from '../api/projects.ts';
import { EmptyInput, defineContracts, del, get, post, put } from './define.ts';

const SERIES_ID = '9a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';

/** A series as the examples show it. */
const exampleSeries: SeriesView = {
  id: SERIES_ID,
  name: 'Space Tales',
  description: 'Short films set in orbit.',
  userId: '2b8e4f60-93d1-4c8a-8f0e-5a7d2c1b9e34',
  projectCount: 3,
  createdAt: '2026-02-20T08:00:00.000Z',
  updatedAt: '2026-02-20T08:00:00.000Z',
};

export const seriesContracts = defineContracts({
  'series.list': {
    summary: "List the caller's series with their project counts",
    auth: 'required',
    http: get('/api/series'),
    input: EmptyInput,
    output: z.array(SeriesView),
    example: { input: {}, output: [exampleSeries] },
  },
  'series.create': {
    summary: 'Create a series to group projects',
    auth: 'required',
    http: post('/api/series'),
    input: SeriesCreateInput,
    output: SeriesView,
    example: {
      input: { name: 'Space Tales', description: 'Short films set in orbit.' },
      output: { ...exampleSeries, projectCount: 0 },
    },
  },
  'series.update': {
    summary: 'Rename or re-describe a series',
    auth: 'required',
    http: put('/api/series/:id'),
    input: SeriesUpdateInput,
    output: SeriesView,
    example: {
      input: { id: SERIES_ID, name: 'Orbit Tales' },
      output: { ...exampleSeries, name: 'Orbit Tales', updatedAt: '2026-03-01T09:30:00.000Z' },
    },
  },
  'series.delete': {
    summary: "Delete a series; its projects move to 'No Series'",
    auth: 'required',
    http: del('/api/series/:id'),
    input: SeriesIdParams,
    output: SeriesDeleted,
    example: { input: { id: SERIES_ID }, output: { id: SERIES_ID, movedProjects: 3 } },
  },
});
