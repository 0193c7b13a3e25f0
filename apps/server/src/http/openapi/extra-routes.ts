import {
  ErrorCode,
  SCENARIO_DOWNLOAD_FORMATS,
  SCENARIO_DOWNLOAD_PATH,
  STORYBOARD_FIELDS,
  STORYBOARD_ORIENTATIONS,
  STORYBOARD_PANEL_COUNTS,
  STORYBOARD_PDF_DEFAULTS,
  UPLOAD_CONTRACTS,
  outputJsonSchema,
  type UploadContract,
} from '@sym/contracts';
import { errorResponsesFor } from './error-responses.ts';
import { openApiPath, successResponse, type DocumentedOperation } from './operation-paths.ts';
import type { SchemaComponents } from './schema-components.ts';

const ID = { type: 'string', format: 'uuid' };
const SESSION_OR_KEY = [{ bearerAuth: [] }, { apiKey: [] }];
const { UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, RATE_LIMITED, SERVER_ERROR } = ErrorCode;

function multipartUpload(field: string, description: string): Record<string, unknown> {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream', description } },
          required: [field],
        },
      },
    },
  };
}

/** The storyboard PDF's layout (format pdf only; StoryboardPdfOptions). */
const STORYBOARD_PDF_PARAMETERS = [
  {
    name: 'panels',
    description: 'Panels per page (pdf).',
    schema: { type: 'integer', enum: [...STORYBOARD_PANEL_COUNTS], default: STORYBOARD_PDF_DEFAULTS.panels },
  },
  {
    name: 'orientation',
    description: 'Page orientation (pdf).',
    schema: { type: 'string', enum: [...STORYBOARD_ORIENTATIONS], default: STORYBOARD_PDF_DEFAULTS.orientation },
  },
  {
    name: 'fields',
    description: `Texts under each panel, comma-separated: ${STORYBOARD_FIELDS.join(', ')}; empty for none (pdf).`,
    schema: { type: 'string', default: STORYBOARD_PDF_DEFAULTS.fields.join(',') },
  },
  {
    name: 'comments',
    description: 'Print the open comments as numbered footnotes (pdf).',
    schema: { type: 'boolean', default: false },
  },
  {
    name: 'approvals',
    description: "Print each shot's approval state (pdf).",
    schema: { type: 'boolean', default: false },
  },
].map((parameter) => ({ ...parameter, in: 'query', required: false }));

/** A multipart upload by a signed-in user or an API key, its answer's schema and example from its contract. */
function uploadRoute(name: string, upload: UploadContract, components: SchemaComponents): DocumentedOperation {
  const output = components.place(outputJsonSchema(upload), `${name}.output.`);
  return {
    path: openApiPath(upload.path),
    method: 'post',
    operation: {
      operationId: name,
      summary: upload.summary,
      description: 'A multipart/form-data upload of one file (HTTP only).',
      tags: ['uploads'],
      'x-upload': name,
      security: SESSION_OR_KEY,
      ...((upload.pathId || upload.query) && {
        parameters: [
          ...(upload.pathId
            ? [{ name: 'id', in: 'path', required: true, schema: ID, description: upload.pathId }]
            : []),
          ...Object.entries(upload.pathParams ?? {}).map(([name, description]) => ({
            name,
            in: 'path',
            required: true,
            schema: ID,
            description,
          })),
          ...Object.entries(upload.query ?? {}).map(([name, description]) => ({
            name,
            in: 'query',
            required: false,
            schema: ID,
            description,
          })),
        ],
      }),
      requestBody: multipartUpload(upload.field, upload.accepts),
      responses: {
        ...successResponse('Success: the envelope with what was stored.', output, structuredClone(upload.example)),
        ...errorResponsesFor([
          UNAUTHORIZED,
          FORBIDDEN,
          ...(upload.pathId || upload.query ? [NOT_FOUND] : []),
          VALIDATION_ERROR,
          RATE_LIMITED,
          SERVER_ERROR,
        ]),
      },
    },
  };
}

/**
 * The HTTP routes that are not operations: the multipart uploads (from their upload contracts) and the file
 * download, written by hand. Signed media addresses (/media/...) are handed out inside answers and not listed.
 */
export function extraRoutes(components: SchemaComponents): DocumentedOperation[] {
  return [
    ...Object.entries(UPLOAD_CONTRACTS).map(([name, upload]) =>
      uploadRoute(name, upload as UploadContract, components),
    ),
    {
      path: openApiPath(SCENARIO_DOWNLOAD_PATH),
      method: 'get',
      operation: {
        operationId: 'download.episode',
        summary: 'Download an episode as a storyboard, a shot list or an edit',
        description:
          'Storyboard PDF (laid out by the query parameters), CSV shot list, CMX 3600 EDL or OpenTimelineIO file, ' +
          'sent as an attachment.',
        tags: ['uploads'],
        security: SESSION_OR_KEY,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: ID, description: 'The episode (scenario).' },
          {
            name: 'format',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: [...SCENARIO_DOWNLOAD_FORMATS] },
          },
          ...STORYBOARD_PDF_PARAMETERS,
        ],
        responses: {
          '200': {
            description: 'The file.',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
              'text/plain': { schema: { type: 'string' } },
              'application/json': { schema: { type: 'object' } },
            },
          },
          ...errorResponsesFor([UNAUTHORIZED, NOT_FOUND, VALIDATION_ERROR, RATE_LIMITED, SERVER_ERROR]),
        },
      },
    },
  ];
}
