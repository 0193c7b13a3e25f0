import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DOMAIN_MESSAGES } from '@sym/contracts';
import { AppError, validationError } from './app-error.ts';
import { toErrorResponse } from './error-response.ts';

const silentLog = () => ({ error: vi.fn() });

describe('toErrorResponse', () => {
  it('renders an AppError with its status, default message and details', () => {
    const log = silentLog();
    expect(toErrorResponse(new AppError('UNAUTHORIZED'), log)).toEqual({
      status: 401,
      body: { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
    });
    expect(
      toErrorResponse(new AppError('UNAUTHORIZED', DOMAIN_MESSAGES.invalidCredentials), log).body.error.message,
    ).toBe('Invalid email or password');
    expect(toErrorResponse(validationError('email', DOMAIN_MESSAGES.emailTaken), log)).toEqual({
      status: 422,
      body: {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Validation error',
          details: [{ field: 'email', message: 'Email is already registered' }],
        },
      },
    });
    expect(toErrorResponse(new AppError('NOT_FOUND'), log).status).toBe(404);
    expect(toErrorResponse(new AppError('FORBIDDEN'), log).status).toBe(403);
    expect(toErrorResponse(new AppError('RATE_LIMITED'), log)).toMatchObject({
      status: 429,
      body: { error: { message: 'Rate limited' } },
    });
    expect(
      toErrorResponse(new AppError('SERVER_ERROR', 'Database unavailable', undefined, { status: 503 }), log).status,
    ).toBe(503);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('turns a zod error into 422 with dotted field paths', () => {
    const schema = z.object({ email: z.string().email(), profile: z.object({ tags: z.array(z.string()) }) });
    const result = schema.safeParse({ email: 'nope', profile: { tags: ['ok', 3] } });
    expect(result.success).toBe(false);
    const { status, body } = toErrorResponse(result.error, silentLog());
    expect(status).toBe(422);
    expect(body.error.message).toBe('Validation error');
    expect(body.error.details?.map((detail) => detail.field)).toEqual(['email', 'profile.tags.1']);
  });

  it('answers request-parsing failures with 422 and a body detail, never 500', () => {
    const cases: Array<[string, number, string]> = [
      ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'Malformed JSON'],
      ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Body is too large'],
      ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported content type; send application/json'],
    ];
    for (const [code, statusCode, message] of cases) {
      const error = Object.assign(new Error('x'), { code, statusCode });
      expect(toErrorResponse(error, silentLog())).toEqual({
        status: 422,
        body: {
          success: false,
          error: { code: 'VALIDATION_ERROR', message: 'Validation error', details: [{ field: 'body', message }] },
        },
      });
    }
  });

  it('maps schema validation errors of routes declared with a schema', () => {
    const error = Object.assign(new Error('bad'), {
      statusCode: 400,
      validationContext: 'querystring',
      validation: [
        { instancePath: '/limit', message: 'Too big' },
        { instancePath: '', message: 'Required' },
      ],
    });
    expect(toErrorResponse(error, silentLog()).body.error.details).toEqual([
      { field: 'limit', message: 'Too big' },
      { field: 'querystring', message: 'Required' },
    ]);
  });

  it('hides unexpected errors behind an error id that is logged with the stack', () => {
    const log = silentLog();
    const boom = new Error('secret detail');
    const { status, body } = toErrorResponse(boom, log);
    expect(status).toBe(500);
    expect(body.error.code).toBe('SERVER_ERROR');
    expect(body.error.message).toBe('Server error');
    expect(body.error.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('secret detail');
    expect(log.error).toHaveBeenCalledWith({ err: boom, errorId: body.error.errorId }, 'Unexpected error');
  });

  it('maps other client statuses by code and keeps non-errors as 500', () => {
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 401 }), silentLog()).body.error.code).toBe(
      'UNAUTHORIZED',
    );
    expect(toErrorResponse(Object.assign(new Error('Bad URL'), { statusCode: 400 }), silentLog()).body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Validation error',
      details: [{ field: 'request', message: 'Bad URL' }],
    });
    expect(toErrorResponse('a string', silentLog()).status).toBe(500);
  });
});
