import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { CLIENT_LOG_CONTEXT_MAX_CHARS, LogsService } from './logs.service.ts';

/** A logger that keeps what it was given. */
function recordingLog() {
  const entries: { level: string; entry: object; message: string }[] = [];
  return {
    entries,
    error: (entry: object, message: string) => entries.push({ level: 'error', entry, message }),
    warn: (entry: object, message: string) => entries.push({ level: 'warn', entry, message }),
  };
}

const client = { ip: '10.0.0.1' };

describe('client error reports', () => {
  it('logs a small context as sent, and a large one as its size only', async () => {
    const logs = new LogsService({ limit: { hit: async () => {} } });
    const log = recordingLog();
    await logs.recordClientError({ level: 'error', message: 'boom', context: { route: '/projects' } }, log, client);
    const huge = { blob: 'x'.repeat(900_000) };
    await logs.recordClientError({ level: 'warn', message: 'big', context: huge }, log, client);

    expect(log.entries[0]).toMatchObject({
      level: 'error',
      entry: { source: 'client', clientError: { message: 'boom', context: { route: '/projects' } }, ip: '10.0.0.1' },
    });
    const logged = log.entries[1]!;
    expect(logged.level).toBe('warn');
    expect(JSON.stringify(logged.entry).length).toBeLessThan(CLIENT_LOG_CONTEXT_MAX_CHARS);
    expect(logged.entry).toMatchObject({
      clientError: {
        context: { omitted: `context of 900011 characters, over the ${CLIENT_LOG_CONTEXT_MAX_CHARS} kept` },
      },
    });
  });

  it('logs nothing when the sender is over the limit', async () => {
    const logs = new LogsService({
      limit: {
        hit: async () => {
          throw new AppError('RATE_LIMITED');
        },
      },
    });
    const log = recordingLog();
    await expect(logs.recordClientError({ level: 'error', message: 'boom' }, log, client)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(log.entries).toEqual([]);
  });
});
