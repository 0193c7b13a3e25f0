import { ErrorLogInput, ErrorLogReceived } from '../auth.ts';
import { StorageCheckInput, StorageCheckReport } from '../entities/storage.ts';
import { HealthStatus, ReadyStatus, SiteInfo, SystemDetails } from '../api/site.ts';
import { EmptyInput, defineContracts, get, post } from './define.ts';

export const systemContracts = defineContracts({
  'system.health': {
    summary: 'Liveness: the process answers (public, cheap; no paths or versions)',
    auth: 'none',
    http: get('/api/health'),
    httpOnly: true,
    input: EmptyInput,
    output: HealthStatus,
    example: { input: {}, output: { status: 'ok', uptime: 3600 } },
  },
  'system.ready': {
    summary:
      'Readiness: database, job queue, media storage (a probe written and deleted) and ffmpeg; 503 names what fails',
    auth: 'none',
    http: get('/api/ready'),
    httpOnly: true,
    input: EmptyInput,
    output: ReadyStatus,
    example: {
      input: {},
      output: {
        status: 'ready',
        checks: {
          database: { ok: true, ms: 2 },
          queue: { ok: true, ms: 3 },
          storage: { ok: true, ms: 6 },
          ffmpeg: { ok: true, ms: 0 },
        },
      },
    },
  },
  'admin.system': {
    summary: 'What the server runs with: database, uptime, Node version and the ffmpeg in use (administrators only)',
    auth: 'required',
    http: get('/api/admin/system'),
    sessionOnly: true,
    input: EmptyInput,
    output: SystemDetails,
    example: {
      input: {},
      output: {
        database: 'postgres',
        uptime: 3600,
        node: 'v20.19.4',
        media: {
          ok: true,
          ffmpeg: { source: 'bundled', binary: 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg', version: '4.1' },
          ffprobe: false,
        },
      },
    },
  },
  'site.info': {
    summary: 'Read the site tier and the edition shown',
    auth: 'none',
    http: get('/api/site'),
    httpOnly: true,
    input: EmptyInput,
    output: SiteInfo,
    example: {
      input: {},
      output: {
        tier: 'motionmaker',
        edition: 'motionmaker',
        name: 'Motion Maker',
        displayName: 'Motion Maker Pro',
        title: 'Motion Maker Studio',
      },
    },
  },
  'logs.error': {
    summary: 'Report an error seen in the browser',
    auth: 'none',
    http: post('/api/logs/error'),
    httpOnly: true,
    input: ErrorLogInput,
    output: ErrorLogReceived,
    example: {
      input: {
        level: 'error',
        message: 'Cannot read properties of undefined',
        url: 'https://studio.example.com/projects',
        errorId: 'err-1732712345',
      },
      output: { received: true },
    },
  },
  'system.storageCheck': {
    summary: 'Compare media storage with the stored-file records, and optionally repair (administrators only)',
    auth: 'required',
    http: post('/api/admin/storage-check'),
    httpOnly: true,
    sessionOnly: true,
    input: StorageCheckInput,
    output: StorageCheckReport,
    example: {
      input: { repair: false },
      output: {
        files: 3,
        rows: 3,
        references: 4,
        orphanFiles: [],
        missingFiles: [],
        danglingReferences: [],
        countMismatches: [],
        sizeMismatches: [],
        unusedRows: [],
        usage: [{ userId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69', countedBytes: 482113, fileBytes: 482113 }],
      },
    },
  },
});
