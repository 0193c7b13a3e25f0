import { resolveTier, type Tier } from '@sym/contracts';
import { validationError } from '../errors/app-error.ts';
import { BODY_FIELD } from '../errors/error-response.ts';

type Payload = Record<string, unknown>;

function isPlainObject(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The payload of a call as an object: absent → {}, `{ data: {...} }` unwrapped (spec §7: clients may wrap
 * the payload in data), anything else that is not an object → 422.
 */
export function normalizePayload(raw: unknown, field = BODY_FIELD): Payload {
  if (raw === undefined || raw === null || raw === '') return {};
  if (!isPlainObject(raw)) throw validationError(field, 'Expected a JSON object');
  const keys = Object.keys(raw);
  if (keys.length === 1 && keys[0] === 'data' && isPlainObject(raw.data)) return { ...raw.data };
  return raw;
}

// Fastify's params and query objects have a null-like prototype of their own, so only shape matters here.
function isRecord(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** REST input: query, then body, then path parameters (a path parameter always wins). */
export function mergeHttpInput(parts: { params: unknown; query: unknown; body: unknown }): Payload {
  const query = isRecord(parts.query) ? parts.query : {};
  const params = isRecord(parts.params) ? parts.params : {};
  return { ...query, ...normalizePayload(parts.body), ...params };
}

/** The call's tier: the X-App-Tier header (aliases resolved) else the site tier. */
export function tierFromHeaders(headers: Record<string, string | string[] | undefined>, siteTier: Tier): Tier {
  const value = headers['x-app-tier'];
  const header = Array.isArray(value) ? value[0] : value;
  return header?.trim() ? resolveTier(header) : siteTier;
}
