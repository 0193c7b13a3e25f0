import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-serializers.ts';

describe('logged URLs', () => {
  it("keep a review link's passphrase out of the log, and the rest of the URL as it was", () => {
    expect(loggedUrl('/api/public/reviews/k7Qm?passphrase=open%20sesame')).toBe(
      '/api/public/reviews/k7Qm?passphrase=[redacted]',
    );
    expect(loggedUrl('/api/public/reviews/k7Qm?a=1&PassPhrase=x&b=2')).toBe(
      '/api/public/reviews/k7Qm?a=1&PassPhrase=[redacted]&b=2',
    );
    expect(loggedUrl('/api/projects?limit=5')).toBe('/api/projects?limit=5');
    expect(loggedUrl('/api/notpassphrase=1')).toBe('/api/notpassphrase=1');
  });
});
