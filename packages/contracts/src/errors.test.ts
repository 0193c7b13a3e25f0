import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGE,
  ERROR_STATUS,
  ErrorCode,
  errorCodeForStatus,
  formatApiError,
  unsupportedSocialLoginMessage,
} from './errors.ts';

describe('error catalogue', () => {
  it('maps every code to the spec status and message', () => {
    expect(ERROR_STATUS).toEqual({
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      VALIDATION_ERROR: 422,
      RATE_LIMITED: 429,
      CONFLICT: 409,
      SERVER_ERROR: 500,
    });
    expect(ERROR_MESSAGE.VALIDATION_ERROR).toBe('Validation error');
    expect(ERROR_MESSAGE.SERVER_ERROR).toBe('Server error');
    expect(errorCodeForStatus(429)).toBe(ErrorCode.RATE_LIMITED);
    expect(errorCodeForStatus(409)).toBe(ErrorCode.CONFLICT);
    expect(errorCodeForStatus(502)).toBe(ErrorCode.SERVER_ERROR);
  });

  it('formats validation errors with field pairs joined by commas', () => {
    const text = formatApiError({
      code: ErrorCode.VALIDATION_ERROR,
      message: 'Validation error',
      details: [
        { field: 'email', message: 'Invalid email' },
        { field: 'name', message: 'Required' },
      ],
    });
    expect(text).toBe('Validation error - email: Invalid email, name: Required');
  });

  it('shows the message of other errors, or a generic text', () => {
    expect(formatApiError({ code: ErrorCode.NOT_FOUND, message: 'Project not found' })).toBe('Project not found');
    expect(formatApiError({ code: ErrorCode.SERVER_ERROR, message: '' })).toBe('An error occurred');
    expect(formatApiError(undefined)).toBe('An error occurred');
  });

  it('names the provider in the unsupported social login text', () => {
    expect(unsupportedSocialLoginMessage('github')).toBe('Github login is not supported');
  });
});
