/**
 * This tab's client id: made once per page load and kept in memory only (sessionStorage would be copied into a
 * duplicated tab). Sent as the x-client-id header and in the socket handshake, it comes back as the `origin` of
 * the live events this tab caused, so the tab can skip its own changes.
 */
function makeClientId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else bytes.forEach((_, index) => (bytes[index] = Math.floor(Math.random() * 256)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const CLIENT_ID = makeClientId();

/** The id of this browser tab (matches the contract's ClientId). */
export function getClientId(): string {
  return CLIENT_ID;
}
