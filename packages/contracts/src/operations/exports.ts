import { z } from 'zod';
import {
  ExportCreateInput,
  ExportDeleted,
  ExportIdParams,
  ExportUpdateInput,
  ExportsListInput,
} from '../api/exports.ts';
import { Export } from '../entities/export.ts';
import { defineContracts, del, get, patch, post, put } from './define.ts';
import { ADVANCED_EXPORT_GATE, MULTI_LANGUAGE_EXPORT_GATE } from './feature-gate-rules.ts';
import { EXAMPLE_IDS } from './scenario-examples.ts';

// The episode of the other examples (not the project's id, which it used to share).
const SCENARIO_ID = EXAMPLE_IDS.scenario;
const EXPORT_ID = 'c3d9a7e2-5b14-4f08-9e6a-7d2c1b0a9f88';

/** A finished export as the API answers it (media addresses are signed for a while). */
export const EXAMPLE_EXPORT: z.input<typeof Export> = {
  exportId: EXPORT_ID,
  scenarioId: SCENARIO_ID,
  name: 'Episode 1 — final cut',
  kind: 'video',
  status: 'completed',
  progress: 100,
  error: null,
  width: 1920,
  codec: 'h264',
  height: 1080,
  subtitles: true,
  subtitleOptions: { mode: 'stream', font: 'DejaVu Sans', size: 'medium', outline: 2, position: 'bottom' },
  languages: ['en', 'de'],
  duration: 94.5,
  size: 48230112,
  videoUrl: '/media/Xk3vQ9mZp2LrT7wYb4Nc.mp4?exp=1732800000&sig=Zq8vN3xLw1KpT6yRb2Hc',
  posterUrl: '/media/Pq7sW2nVx5KmR8tYd3Jf.jpg?exp=1732800000&sig=Ab4cD6eF8gH0iJ2kL4mN',
  shareUrl: null,
  shareId: null,
  createdAt: '2026-11-27T09:30:00.000Z',
  updatedAt: '2026-11-27T09:32:10.000Z',
};

export const exportsContracts = defineContracts({
  'scenario.export.create': {
    summary: "Start rendering the episode's timeline to an MP4",
    auth: 'required',
    http: post('/api/scenarios/:id/export'),
    gate: [ADVANCED_EXPORT_GATE, MULTI_LANGUAGE_EXPORT_GATE],
    input: ExportCreateInput,
    output: Export,
    example: {
      input: {
        id: SCENARIO_ID,
        name: 'Episode 1 — final cut',
        kind: 'video',
        resolution: '1080p',
        subtitles: true,
        subtitleOptions: { mode: 'stream' },
        languages: ['en', 'de'],
      },
      output: {
        ...EXAMPLE_EXPORT,
        status: 'processing',
        progress: 0,
        duration: null,
        size: null,
        videoUrl: null,
        posterUrl: null,
        updatedAt: EXAMPLE_EXPORT.createdAt,
      },
    },
  },
  'scenario.exports.list': {
    summary: 'List the exports of an episode',
    auth: 'required',
    http: get('/api/scenarios/:id/exports'),
    input: ExportsListInput,
    output: z.array(Export),
    example: { input: { id: SCENARIO_ID }, output: [EXAMPLE_EXPORT] },
  },
  'scenario.export.get': {
    summary: 'Read an export and its progress',
    auth: 'required',
    http: get('/api/scenarios/:id/exports/:exportId'),
    input: ExportIdParams,
    output: Export,
    example: { input: { id: SCENARIO_ID, exportId: EXPORT_ID }, output: EXAMPLE_EXPORT },
  },
  'scenario.export.update': {
    summary: 'Rename an export',
    auth: 'required',
    http: put('/api/scenarios/:id/exports/:exportId'),
    aliases: [patch('/api/scenarios/:id/exports/:exportId')],
    input: ExportUpdateInput,
    output: Export,
    example: {
      input: { id: SCENARIO_ID, exportId: EXPORT_ID, name: 'Pilot — festival cut' },
      output: { ...EXAMPLE_EXPORT, name: 'Pilot — festival cut', updatedAt: '2026-11-27T10:05:00.000Z' },
    },
  },
  'scenario.export.delete': {
    summary: 'Delete an export and its file',
    auth: 'required',
    http: del('/api/scenarios/:id/exports/:exportId'),
    input: ExportIdParams,
    output: ExportDeleted,
    example: { input: { id: SCENARIO_ID, exportId: EXPORT_ID }, output: { exportId: EXPORT_ID } },
  },
});
