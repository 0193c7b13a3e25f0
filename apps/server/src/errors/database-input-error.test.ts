import { describe, expect, it, vi } from 'vitest';
import { MEDIA_ADDRESS_MESSAGE } from '@sym/contracts';
import { databaseInputProblem } from './database-input-error.ts';
import { toErrorResponse } from './error-response.ts';

/** A database error as drizzle throws it: the driver's error (with its SQLSTATE) as the cause. */
function queryError(code: string, message: string): Error {
  const driverError = Object.assign(new Error(message), { code });
  return new Error('Failed query: select 1', { cause: driverError });
}

describe('databaseInputProblem', () => {
  it('reads a malformed uuid as an unknown id (404)', () => {
    const error = queryError('22P02', 'invalid input syntax for type uuid: "not-a-uuid"');
    expect(databaseInputProblem(error)?.code).toBe('NOT_FOUND');
    expect(toErrorResponse(error, { error: vi.fn() }).status).toBe(404);
  });

  it('reads other data exceptions and a too-deep statement as the input’s fault (422)', () => {
    for (const [code, message] of [
      ['22003', 'value out of range for type integer'],
      ['22P02', 'invalid input syntax for type integer: "0.5"'],
      ['22P05', 'unsupported Unicode escape sequence'],
      ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
      ['54001', 'stack depth limit exceeded'],
    ] as const) {
      const log = { error: vi.fn() };
      const response = toErrorResponse(queryError(code, message), log);
      expect(response.status).toBe(422);
      expect(response.body.error.details?.[0]?.field).toBe('request');
      expect(log.error).not.toHaveBeenCalled();
    }
  });

  it('reads a row pointing at a stored file that is gone as stale input (422 with the media address text)', () => {
    const log = { error: vi.fn() };
    const response = toErrorResponse(queryError('SYM01', 'stored file abc has no owner row'), log);
    expect(response.status).toBe(422);
    expect(response.body.error.details?.[0]?.message).toBe(MEDIA_ADDRESS_MESSAGE);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('leaves every other error to the server-error path', () => {
    expect(databaseInputProblem(queryError('42P01', 'relation "refund" does not exist'))).toBeUndefined();
    expect(databaseInputProblem(queryError('23505', 'duplicate key'))).toBeUndefined();
    expect(databaseInputProblem(new Error('boom'))).toBeUndefined();
    const log = { error: vi.fn() };
    expect(toErrorResponse(queryError('42P01', 'relation does not exist'), log).status).toBe(500);
    expect(log.error).toHaveBeenCalledOnce();
  });
});
