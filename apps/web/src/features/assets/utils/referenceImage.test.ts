import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { referenceImageProblem, uploadErrorText } from './referenceImage';

describe('reference image rules', () => {
  it('refuses files that are not images or are over 10MB, with the server texts', () => {
    expect(referenceImageProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
      'Please select an image file (PNG, JPEG, WebP or GIF)',
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(referenceImageProblem(big)).toBe('File size must be less than 10MB');
    expect(referenceImageProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });

  it('shows the 422 field text, a 403 text as is, else the fallback', () => {
    const invalid = new ApiError({
      code: 'VALIDATION_ERROR',
      status: 422,
      message: 'Validation error',
      details: [{ field: 'image', message: 'File size must be less than 10MB' }],
    });
    expect(uploadErrorText(invalid, 'Failed to upload image')).toBe('File size must be less than 10MB');
    const limit = new ApiError({ code: 'FORBIDDEN', status: 403, message: 'Your plan allows 20 active assets' });
    expect(uploadErrorText(limit, 'Failed to upload image')).toBe('Your plan allows 20 active assets');
    expect(uploadErrorText(ApiError.network(), 'Failed to upload image')).toBe('Failed to upload image');
  });
});
