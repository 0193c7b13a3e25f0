import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { scriptErrorText } from './scriptErrorText';

describe('scriptErrorText', () => {
  it("shows the rule of a refused input rather than 'Validation error - field: ...'", () => {
    const error = new ApiError({
      code: 'VALIDATION_ERROR',
      status: 422,
      message: 'Validation error',
      details: [{ field: 'shots', message: 'No shots available to generate script from' }],
    });
    expect(scriptErrorText(error, 'Failed')).toBe('No shots available to generate script from');
  });

  it("shows the server's reason for a 403 and the fallback for server or network failures", () => {
    const forbidden = new ApiError({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Script upload is a MotionMaker feature',
    });
    expect(scriptErrorText(forbidden, 'Failed')).toBe('Script upload is a MotionMaker feature');
    expect(scriptErrorText(new ApiError({ code: 'SERVER_ERROR', status: 502, message: 'boom' }), 'Failed')).toBe(
      'Failed',
    );
    expect(scriptErrorText(ApiError.network(), 'Failed')).toBe('Failed');
  });
});
