import type { FastifyRequest } from 'fastify';
import { validationError } from '../errors/app-error.ts';
import type { UploadedFile } from '../modules/stored-files/reference-image-upload.ts';

export type { UploadedFile };

const MAX_PARTS = 20;

interface FieldSpec {
  /** The multipart field holding the file. */
  field: string;
  maxBytes: number;
  /** What the file is, for the message when the request is not multipart ('image', 'audio'). */
  kind: string;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Multipart problems (not multipart, no boundary, too many parts, cut short, garbage) are the client's: 422 on the
 * file's field. Everything that fails while parsing is such a problem — the parser (busboy) throws plain errors
 * without a status for a missing boundary or a body cut short — unless it says it is a server error (5xx).
 */
function uploadError(error: unknown, { field, kind }: FieldSpec): unknown {
  const status = statusOf(error);
  if (status !== undefined && status >= 500) return error;
  const code = (error as { code?: unknown }).code;
  const message =
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
      ? `Send the ${kind} as multipart/form-data in the field ${field}`
      : error instanceof Error
        ? error.message
        : 'Invalid upload';
  return validationError(field, message);
}

/**
 * Reads the file of one multipart field, keeping at most the size limit in memory (a larger file is cut there
 * and marked too large, so the service can refuse it with its own text); other parts are drained. Undefined
 * when the request has no such file. Needs the multipart plugin in the route's scope.
 */
export async function readUploadField(request: FastifyRequest, spec: FieldSpec): Promise<UploadedFile | undefined> {
  try {
    let found: UploadedFile | undefined;
    const files = request.files({
      limits: { fileSize: spec.maxBytes, parts: MAX_PARTS },
      throwFileSizeLimit: false,
    });
    for await (const part of files) {
      if (found || part.fieldname !== spec.field) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      found = {
        bytes: Buffer.concat(chunks),
        isTooLarge: part.file.truncated,
        ...(part.filename && { fileName: part.filename }),
      };
    }
    return found;
  } catch (error) {
    throw uploadError(error, spec);
  }
}
