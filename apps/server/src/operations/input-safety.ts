import { AppError } from '../errors/app-error.ts';
import { BODY_FIELD } from '../errors/error-response.ts';

/**
 * How deep a call's payload may nest (objects and arrays). The deepest real input (timeline and scene-plan
 * metadata) is a handful of levels; 5,000 levels would overflow the stack of any recursive step after this one
 * (zod, media-address unsigning, JSON.stringify into a jsonb column).
 */
export const MAX_INPUT_DEPTH = 32;

/** The messages of the refusals, on the field that carries the bad value. */
export const INPUT_SAFETY_MESSAGES = {
  nul: 'Must not contain the NUL character',
  surrogate: 'Must be valid Unicode text (a lone surrogate was found)',
  tooDeep: `Nested more than ${MAX_INPUT_DEPTH} levels deep`,
  notFinite: 'Must be a finite number',
} as const;

interface Pending {
  value: unknown;
  path: string[];
}

function fieldOf(path: readonly string[], rootField: string): string {
  return path.length ? path.join('.') : rootField;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text (PostgreSQL refuses NUL; a lone surrogate is not UTF-8), or undefined. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return INPUT_SAFETY_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_SAFETY_MESSAGES.surrogate;
  return undefined;
}

/**
 * Refuses, with the spec's 422 on the offending field, a payload no handler could use safely: a string or key
 * with a NUL character or a lone surrogate, a number that is not finite, or nesting deeper than MAX_INPUT_DEPTH.
 * Runs before validation on both transports; the walk is iterative, so no depth can overflow it.
 */
export function assertSafeInput(payload: unknown, rootField = BODY_FIELD): void {
  const pending: Pending[] = [{ value: payload, path: [] }];
  const refuse = (path: readonly string[], message: string): never => {
    throw new AppError('VALIDATION_ERROR', undefined, [{ field: fieldOf(path, rootField), message }]);
  };
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) refuse(path, problem);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) refuse(path, INPUT_SAFETY_MESSAGES.notFinite);
    } else if (typeof value === 'object' && value !== null) {
      if (path.length >= MAX_INPUT_DEPTH) refuse(path, INPUT_SAFETY_MESSAGES.tooDeep);
      for (const [key, child] of Object.entries(value)) {
        const childPath = [...path, key];
        const problem = textProblem(key);
        if (problem) refuse(childPath, problem);
        pending.push({ value: child, path: childPath });
      }
    }
  }
}
