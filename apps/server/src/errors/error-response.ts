import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ERROR_MESSAGE,
  ERROR_STATUS,
  ErrorCode,
  errorCodeForStatus,
  type ApiErrorBody,
  type ApiFailure,
  type FieldError,
  type ServerMessage,
} from '@sym/contracts';
import { AppError } from './app-error.ts';
import { databaseInputProblem } from './database-input-error.ts';

export interface ErrorLogger {
  error(object: object, message: string): void;
}

export interface ErrorResponse {
  status: number;
  body: ApiFailure;
}

/** Field name used when a problem concerns the whole request body rather than one field. */
export const BODY_FIELD = 'body';
/** Field name used when a problem concerns the request as a whole (its URL, its headers, a value somewhere in it). */
const REQUEST_FIELD = 'request';

/** Request-parsing failures of Fastify answered as 422 with a readable detail, never as 500. */
const PARSE_ERROR_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Body size does not match Content-Length',
};

interface SchemaValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Turns zod issues into the 422 details of spec §8: field = dotted path. */
export function fieldErrorsOf(error: z.ZodError, rootField = BODY_FIELD): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : rootField,
    message: issue.message,
  }));
}

function failure(
  code: ErrorCode,
  message: string,
  details?: FieldError[],
  status = ERROR_STATUS[code],
  serverMessage?: ServerMessage,
  current?: unknown,
  conflictFields?: string[],
): ErrorResponse {
  const error: ApiErrorBody = { code, message };
  if (current !== undefined) error.current = current;
  if (conflictFields) error.conflictFields = conflictFields;
  if (details?.length) error.details = details;
  if (serverMessage) {
    error.messageCode = serverMessage.code;
    error.messageParams = serverMessage.params;
  }
  return { status, body: { success: false, error } };
}

function hasCode(error: unknown): error is { code: string; statusCode?: number; message: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

function schemaValidationIssues(error: unknown): SchemaValidationIssue[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const validation = (error as { validation?: unknown }).validation;
  return Array.isArray(validation) ? (validation as SchemaValidationIssue[]) : undefined;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The one mapping from any thrown value to the envelope and HTTP status (ARCHITECTURE rule 2), shared by
 * HTTP and socket RPC. Unexpected errors are logged with their stack under an error id; only the id leaves.
 */
export function toErrorResponse(error: unknown, log: ErrorLogger): ErrorResponse {
  if (error instanceof AppError)
    return failure(
      error.code,
      error.message,
      error.details,
      error.status,
      error.serverMessage,
      error.current,
      error.conflictFields,
    );
  if (error instanceof z.ZodError)
    return failure(ErrorCode.VALIDATION_ERROR, ERROR_MESSAGE.VALIDATION_ERROR, fieldErrorsOf(error));

  const validation = schemaValidationIssues(error);
  if (validation) {
    const context = (error as { validationContext?: string }).validationContext ?? BODY_FIELD;
    const details = validation.map((issue) => ({
      field: issue.instancePath ? issue.instancePath.slice(1).replaceAll('/', '.') : context,
      message: issue.message ?? 'Invalid value',
    }));
    return failure(ErrorCode.VALIDATION_ERROR, ERROR_MESSAGE.VALIDATION_ERROR, details);
  }

  if (hasCode(error) && PARSE_ERROR_DETAILS[error.code]) {
    return failure(ErrorCode.VALIDATION_ERROR, ERROR_MESSAGE.VALIDATION_ERROR, [
      { field: BODY_FIELD, message: PARSE_ERROR_DETAILS[error.code]! },
    ]);
  }

  const refused = databaseInputProblem(error);
  if (refused?.code === ErrorCode.NOT_FOUND) return failure(refused.code, ERROR_MESSAGE.NOT_FOUND);
  if (refused)
    return failure(ErrorCode.VALIDATION_ERROR, ERROR_MESSAGE.VALIDATION_ERROR, [
      { field: REQUEST_FIELD, message: refused.detail ?? ERROR_MESSAGE.VALIDATION_ERROR },
    ]);

  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const code = errorCodeForStatus(status);
    if (code !== ErrorCode.SERVER_ERROR) return failure(code, ERROR_MESSAGE[code]);
    // Any other client-side request problem (400, 405, 414...) is reported as invalid input.
    const message = error instanceof Error ? error.message : 'Invalid request';
    return failure(ErrorCode.VALIDATION_ERROR, ERROR_MESSAGE.VALIDATION_ERROR, [{ field: REQUEST_FIELD, message }]);
  }

  const errorId = randomUUID();
  log.error({ err: error, errorId }, 'Unexpected error');
  const response = failure(ErrorCode.SERVER_ERROR, ERROR_MESSAGE.SERVER_ERROR);
  response.body.error.errorId = errorId;
  return response;
}
