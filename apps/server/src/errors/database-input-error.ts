import { ErrorCode, MEDIA_ADDRESS_MESSAGE } from '@sym/contracts';

/**
 * What a database refusal of a value means to the caller: PostgreSQL's data exceptions (SQLSTATE class 22: a
 * malformed uuid, a number out of its column's range, text it cannot store) and an expression too deep to plan
 * (54001) are caused by the input, not by the server. The input checks (input-safety.ts, the contracts' bounds)
 * refuse such values first; this is the backstop for a value they let through. A row pointing at a stored file that
 * is gone (SYM01: deleted since the caller was handed its address) is the caller's stale input too.
 */
export interface DatabaseInputProblem {
  /** NOT_FOUND for an id that is not a uuid (no row can have it), else VALIDATION_ERROR. */
  code: typeof ErrorCode.NOT_FOUND | typeof ErrorCode.VALIDATION_ERROR;
  /** For a VALIDATION_ERROR: the detail shown on the request. */
  detail?: string;
}

/**
 * SQLSTATE of a row that points at a stored file with no owner row (a file deleted meanwhile), raised by the
 * database's reference check (db/stored-file-references.ts).
 */
export const MISSING_STORED_FILE_SQLSTATE = 'SYM01';

/** SQLSTATE class 22 (data exception), 54001 (statement too complex) or a missing stored file. */
const INPUT_SQLSTATE = new RegExp(`^(22[0-9A-Z]{3}|54001|${MISSING_STORED_FILE_SQLSTATE})$`);
/** invalid_text_representation: the text of a value is not of the column's type (a uuid, an integer). */
const INVALID_TEXT_REPRESENTATION = '22P02';

/** The SQLSTATE and message of a database error, looked for in the error and the errors it wraps (drizzle). */
function sqlStateOf(error: unknown): { code: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && INPUT_SQLSTATE.test(code))
      return { code, message: typeof message === 'string' ? message : '' };
    current = cause;
  }
  return undefined;
}

/** The caller's problem behind a database error caused by a value it sent, or undefined for any other error. */
export function databaseInputProblem(error: unknown): DatabaseInputProblem | undefined {
  const state = sqlStateOf(error);
  if (!state) return undefined;
  if (state.code === INVALID_TEXT_REPRESENTATION && /\buuid\b/i.test(state.message))
    return { code: ErrorCode.NOT_FOUND };
  if (state.code === MISSING_STORED_FILE_SQLSTATE)
    return { code: ErrorCode.VALIDATION_ERROR, detail: MEDIA_ADDRESS_MESSAGE };
  return { code: ErrorCode.VALIDATION_ERROR, detail: 'A value is not valid for its field or out of its range' };
}
