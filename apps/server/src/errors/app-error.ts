import { ERROR_MESSAGE, type ErrorCode, type FieldError, type ServerMessage } from '@sym/contracts';

export interface AppErrorOptions {
  /** HTTP status when it differs from the code's usual one (e.g. 503 for an unavailable database). */
  status?: number;
  cause?: unknown;
  /** The message as a code with parameters, sent beside the English text for the browser to translate. */
  serverMessage?: ServerMessage;
  /** On a CONFLICT: the entity as it is now (presented), for the client to offer keep mine / take theirs. */
  current?: unknown;
  /** On a CONFLICT of a write checked field by field: the fields changed on both sides. */
  conflictFields?: string[];
}

/**
 * An expected failure with a stable code from the contracts; rendered once into the envelope
 * by both transports. The message defaults to the code's text of spec §8.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: FieldError[] | undefined;
  readonly status: number | undefined;
  readonly serverMessage: ServerMessage | undefined;
  readonly current: unknown;
  readonly conflictFields: string[] | undefined;

  constructor(code: ErrorCode, message?: string, details?: FieldError[], options: AppErrorOptions = {}) {
    super(message ?? ERROR_MESSAGE[code], options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = details;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.current = options.current;
    this.conflictFields = options.conflictFields;
  }

  /** An error whose text is a server message: the English text plus its code and parameters. */
  static withMessage(code: ErrorCode, message: ServerMessage, options: AppErrorOptions = {}): AppError {
    return new AppError(code, message.text, undefined, { ...options, serverMessage: message });
  }
}

/** A 422 for one field, the shape the client shows as 'field: message'. */
export function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', undefined, [{ field, message }]);
}

/**
 * A 409 for a write over a newer version than the one the client edited, carrying the current entity; for a write
 * checked field by field, also the fields changed on both sides.
 */
export function conflictError(current: unknown, conflictFields?: readonly string[]): AppError {
  return new AppError('CONFLICT', undefined, undefined, {
    current,
    ...(conflictFields ? { conflictFields: [...conflictFields] } : {}),
  });
}

/**
 * Whether a row read earlier is still at the version the client edited (no version: always), compared to the
 * millisecond, the precision the API shows. The SQL form of the same check is db/versions.ts `atVersion`.
 */
export function isAtVersion(row: { updatedAt: Date }, expectedUpdatedAt: string | null | undefined): boolean {
  return !expectedUpdatedAt || row.updatedAt.getTime() === Date.parse(expectedUpdatedAt);
}

/**
 * Throws CONFLICT when the client says which version it edited (`expectedUpdatedAt`) and the row has moved on
 * since (compared to the millisecond, the precision the client saw). No version given: no check.
 */
export async function assertVersion(
  expectedUpdatedAt: string | undefined | null,
  row: { updatedAt: Date },
  present: () => unknown,
): Promise<void> {
  if (isAtVersion(row, expectedUpdatedAt)) return;
  throw conflictError(await present());
}
