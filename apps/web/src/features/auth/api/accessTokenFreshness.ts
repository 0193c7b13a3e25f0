/** How long before its expiry a stored access token no longer counts as fresh. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * Whether a stored access token (a JWT) is still valid for a while by its own `exp` claim, read without checking
 * its signature (the server checks that): a token that cannot be read is not fresh.
 */
export function isFreshAccessToken(token: string | null, now: number = Date.now()): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const expiry = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof expiry === 'number' && expiry * 1000 - EXPIRY_MARGIN_MS > now;
  } catch {
    return false;
  }
}
