import { ERROR_MESSAGE, ERROR_STATUS, ErrorCode, type JsonSchema, type OperationContract } from '@sym/contracts';

/** `{ field, message, code?, feedback? }`: one field problem in a 422 answer. */
const FIELD_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    field: { type: 'string' },
    message: { type: 'string', description: 'English text, shown as "field: message".' },
    code: {
      type: 'string',
      description: 'Why, as a stable code for translation, e.g. password.tooWeak (PASSWORD_REFUSAL of the contracts).',
    },
    feedback: {
      type: 'object',
      description:
        "On a refused password: zxcvbn's score (0-4) and its warning and suggestions as zxcvbn-ts translation keys.",
      properties: {
        score: { type: 'integer', minimum: 0, maximum: 4 },
        warning: { type: ['string', 'null'] },
        suggestions: { type: 'array', items: { type: 'string' } },
      },
      required: ['score', 'warning', 'suggestions'],
    },
  },
  required: ['field', 'message'],
};

/** The failure envelope of spec §8, the same for every route. */
export const ERROR_ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every failed call answers this envelope with the status of its code.',
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', enum: Object.values(ErrorCode) },
        message: { type: 'string', description: 'Readable text (spec §8), e.g. "Not found" or "Project not found".' },
        details: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
        errorId: { type: 'string', description: 'On a server error: the id to quote to support.' },
        messageCode: { type: 'string', description: 'The message as a code with parameters, for translation.' },
        messageParams: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
        current: { description: 'On 409 CONFLICT: the entity as it is now.' },
        conflictFields: {
          type: 'array',
          items: { type: 'string' },
          description: 'On 409 CONFLICT of a write sent with base values: the fields changed on both sides.',
        },
      },
      required: ['code', 'message'],
    },
  },
  required: ['success', 'error'],
};

interface ErrorResponseInfo {
  code: ErrorCode;
  /** Component name under components.responses. */
  name: string;
  description: string;
  details?: { field: string; message: string }[];
}

const ERROR_RESPONSES: readonly ErrorResponseInfo[] = [
  {
    code: ErrorCode.UNAUTHORIZED,
    name: 'Unauthorized',
    description: 'No valid access token or API key (missing, expired, revoked session or key).',
  },
  {
    code: ErrorCode.FORBIDDEN,
    name: 'Forbidden',
    description:
      'Signed in but not allowed: the project role, the tier or edition, or an API key calling an operation ' +
      'only a session token may call.',
  },
  { code: ErrorCode.NOT_FOUND, name: 'NotFound', description: 'The addressed entity does not exist or is not yours.' },
  {
    code: ErrorCode.CONFLICT,
    name: 'Conflict',
    description:
      'A changed field no longer holds its base value (error.conflictFields names them), or expectedUpdatedAt is ' +
      'older than the stored version; error.current holds the entity as it is now.',
  },
  {
    code: ErrorCode.VALIDATION_ERROR,
    name: 'ValidationError',
    description: 'The input does not match the schema; error.details lists each field with its problem.',
    details: [{ field: 'name', message: 'Required' }],
  },
  { code: ErrorCode.RATE_LIMITED, name: 'RateLimited', description: 'Too many calls; retry later.' },
  {
    code: ErrorCode.SERVER_ERROR,
    name: 'ServerError',
    description: 'Unexpected failure; error.errorId identifies it.',
  },
];

/** components.schemas and components.responses entries of the error envelope. */
export function errorComponents(): { schemas: Record<string, JsonSchema>; responses: Record<string, unknown> } {
  const responses: Record<string, unknown> = {};
  for (const info of ERROR_RESPONSES) {
    const error: Record<string, unknown> = { code: info.code, message: ERROR_MESSAGE[info.code] };
    if (info.details) error.details = info.details;
    if (info.code === ErrorCode.SERVER_ERROR) error.errorId = '0b6e3f5c-8d1a-4c2b-9e7f-1a2b3c4d5e6f';
    responses[info.name] = {
      description: `${ERROR_MESSAGE[info.code]}: ${info.description}`,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorEnvelope' },
          example: { success: false, error },
        },
      },
    };
  }
  return { schemas: { ErrorEnvelope: ERROR_ENVELOPE_SCHEMA, FieldError: FIELD_ERROR_SCHEMA }, responses };
}

/** What an operation's route can tell the failure statuses from. */
export interface ErrorFacts {
  contract: OperationContract;
  hasPathIds: boolean;
  hasInput: boolean;
  /** The input carries expectedUpdatedAt: a stale write answers 409. */
  checksVersion: boolean;
}

/** The failure statuses an operation can answer, each a $ref to its shared response. */
export function errorResponsesOf(facts: ErrorFacts): Record<string, { $ref: string }> {
  const codes = new Set<ErrorCode>([ErrorCode.RATE_LIMITED, ErrorCode.SERVER_ERROR]);
  if (facts.contract.auth === 'required') codes.add(ErrorCode.UNAUTHORIZED).add(ErrorCode.FORBIDDEN);
  if (facts.contract.sessionOnly) codes.add(ErrorCode.FORBIDDEN);
  if (facts.hasPathIds) codes.add(ErrorCode.NOT_FOUND);
  if (facts.checksVersion) codes.add(ErrorCode.CONFLICT);
  if (facts.hasInput) codes.add(ErrorCode.VALIDATION_ERROR);
  return errorResponsesFor(codes);
}

/** The shared responses of these failure codes, each a $ref keyed by its status. */
export function errorResponsesFor(codes: Iterable<ErrorCode>): Record<string, { $ref: string }> {
  const wanted = new Set(codes);
  const responses: Record<string, { $ref: string }> = {};
  for (const info of ERROR_RESPONSES) {
    if (wanted.has(info.code))
      responses[String(ERROR_STATUS[info.code])] = { $ref: `#/components/responses/${info.name}` };
  }
  return responses;
}
