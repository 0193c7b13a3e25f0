import { ErrorLogInput, ErrorLogReceived } from '../auth.ts';
import { HealthStatus, SiteInfo } from '../site.ts';
import { EmptyInput, defineContracts, get, post } from './define.ts';

export const systemContracts = defineContracts({
  'system.health': {
    summary: 'Check that the server and its database answer',
    auth: 'none',
    http: get('/api/health'),
    httpOnly: true,
    input: EmptyInput,
    output: HealthStatus,
    example: {
      input: {},
      output: {
        status: 'ok',
        database: 'postgres',
        uptime: 3600,
        media: {
          ok: true,
          ffmpeg: { source: 'bundled', binary: 'node_modules/ffmpeg-static/ffmpeg', version: '6.1.1' },
          ffprobe: true,
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
});
