import {
  CLIENT_MESSAGES,
  ERROR_MESSAGE,
  ERROR_STATUS,
  ErrorCode,
  errorCodeForStatus,
  formatApiError,
  type ApiErrorBody,
  type FieldError,
} from '@sym/contracts';
import { translateServerMessageNow } from '../i18n';

/** Server codes of spec §8 plus the failures only a client can observe. */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR' | 'SOCKET_ERROR';

export interface ApiErrorInit {
  code: ClientErrorCode;
  status: number;
  message: string;
  details?: FieldError[];
  errorId?: string;
  /** The message as a server message code with parameters (limits, credits), translated when shown. */
  messageCode?: string;
  messageParams?: Record<string, string | number>;
  /** On a 409 CONFLICT: the entity as the server has it now. */
  current?: unknown;
  /** On a 409 CONFLICT of a save sent with base values: the fields changed on both sides. */
  conflictFields?: string[];
}

/**
 * The one error type the transport throws. `message` is the text to show (formatApiError of the
 * server body); `serverMessage` is the server's own message without the field details.
 */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  readonly details: FieldError[];
  readonly errorId: string | undefined;
  readonly serverMessage: string;
  readonly messageCode: string | undefined;
  readonly messageParams: Record<string, string | number> | undefined;
  /** On a 409 CONFLICT: the entity as the server has it now (validate before use). */
  readonly current: unknown;
  /** On a 409 CONFLICT of a save sent with base values: the fields changed on both sides. */
  readonly conflictFields: string[] | undefined;

  constructor(init: ApiErrorInit) {
    const details = init.details ?? [];
    super(formatApiError({ code: isErrorCode(init.code) ? init.code : undefined, message: init.message, details }));
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.details = details;
    this.errorId = init.errorId;
    this.serverMessage = init.message;
    this.messageCode = init.messageCode;
    this.messageParams = init.messageParams;
    this.current = init.current;
    this.conflictFields = init.conflictFields;
  }

  /** The text in the user's language: the server's message translated from its code when it has one. */
  get localizedMessage(): string {
    if (!this.messageCode) return this.message;
    return translateServerMessageNow({ text: this.message, code: this.messageCode, params: this.messageParams });
  }

  /** Builds the error from an envelope's `error` object; a missing body falls back to the status text. */
  static fromBody(body: Partial<ApiErrorBody> | undefined, status?: number): ApiError {
    const code = isErrorCode(body?.code) ? body.code : errorCodeForStatus(status ?? 500);
    return new ApiError({
      code,
      status: status ?? ERROR_STATUS[code],
      message: body?.message || ERROR_MESSAGE[code],
      details: Array.isArray(body?.details) ? body.details : [],
      errorId: body?.errorId,
      messageCode: typeof body?.messageCode === 'string' ? body.messageCode : undefined,
      messageParams: isParams(body?.messageParams) ? body.messageParams : undefined,
      current: body?.current,
      conflictFields: Array.isArray(body?.conflictFields) ? body.conflictFields : undefined,
    });
  }

  static network(): ApiError {
    return new ApiError({ code: 'NETWORK_ERROR', status: 0, message: CLIENT_MESSAGES.networkError });
  }

  /** Message of one field from a 422 answer, if the server named it. */
  fieldMessage(field: string): string | undefined {
    return this.details.find((detail) => detail.field === field)?.message;
  }
}

function isParams(value: unknown): value is Record<string, string | number> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

/** A 409 CONFLICT: the entity changed since the version the client edited; `current` holds the new one. */
export function isConflictError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ErrorCode.CONFLICT;
}

/** Spec §8: an answer is unauthorized when it is a 401 or its text mentions "unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.code === ErrorCode.UNAUTHORIZED)) return true;
  return error instanceof Error && /unauthori[sz]ed/i.test(error.message);
}

/** Turns anything thrown into an ApiError so callers handle one shape. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : CLIENT_MESSAGES.genericError;
  return new ApiError({ code: ErrorCode.SERVER_ERROR, status: 500, message });
}

/** The text to show for any failure, with the spec's generic fallback for unknown values. */
export function errorMessageOf(error: unknown, fallback: string = CLIENT_MESSAGES.genericError): string {
  if (error instanceof ApiError) return error.localizedMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
