import { ClientId } from '@sym/contracts';

/** The tab's client id from an `x-client-id` header or a handshake `auth.clientId`, when it is a valid one. */
export function clientOrigin(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const parsed = ClientId.safeParse(first);
  return parsed.success ? parsed.data : null;
}
