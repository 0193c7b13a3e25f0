import {
  AUDIO_UPLOAD_FIELD,
  AUDIO_UPLOAD_MAX_BYTES,
  AUDIO_UPLOAD_PATH,
  EPISODE_DOWNLOAD_FORMATS,
  EPISODE_DOWNLOAD_PATH,
  REFERENCE_IMAGE_FIELD,
  REFERENCE_IMAGE_MAX_BYTES,
  REFERENCE_IMAGE_UPLOAD_PATH,
  STYLE_REFERENCE_UPLOAD_PATH,
} from '@sym/contracts';
import { openApiPath, type DocumentedOperation } from './operation-paths.ts';

const ID = { type: 'string', format: 'uuid' };
const SESSION_OR_KEY = [{ bearerAuth: [] }, { apiKey: [] }];
const errors = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [STATUS_OF[name], { $ref: `#/components/responses/${name}` }]));
const STATUS_OF: Record<string, string> = {
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  ValidationError: '422',
  RateLimited: '429',
  ServerError: '500',
};

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

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

const success = (description: string) => ({
  '200': {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { success: { const: true }, data: { type: 'object' } },
          required: ['success', 'data'],
        },
      },
    },
  },
});

interface UploadRoute {
  path: string;
  operationId: string;
  summary: string;
  /** What the `:id` of the path names, when it has one. */
  pathId?: string;
  field: string;
  accepts: string;
  answer: string;
}

/** A multipart upload by a signed-in user or an API key. */
function uploadRoute(route: UploadRoute): DocumentedOperation {
  return {
    path: openApiPath(route.path),
    method: 'post',
    operation: {
      operationId: route.operationId,
      summary: route.summary,
      tags: ['uploads'],
      security: SESSION_OR_KEY,
      ...(route.pathId && {
        parameters: [{ name: 'id', in: 'path', required: true, schema: ID, description: route.pathId }],
      }),
      requestBody: multipartUpload(route.field, route.accepts),
      responses: {
        ...success(route.answer),
        ...(route.pathId
          ? errors('Unauthorized', 'Forbidden', 'NotFound', 'ValidationError', 'RateLimited', 'ServerError')
          : errors('Unauthorized', 'Forbidden', 'ValidationError', 'RateLimited', 'ServerError')),
      },
    },
  };
}

const IMAGE_UPLOAD = `PNG, JPEG or WebP, at most ${megabytes(REFERENCE_IMAGE_MAX_BYTES)}.`;

/**
 * The HTTP routes that are not operations (multipart uploads, file downloads), written by hand; they have no
 * contract, so their answers are described, not given a checked schema. Signed media addresses (/media/...) are
 * handed out inside answers and not listed.
 */
export function extraRoutes(): DocumentedOperation[] {
  return [
    uploadRoute({
      path: AUDIO_UPLOAD_PATH,
      operationId: 'upload.scenarioAudio',
      summary: 'Upload the audio of an episode',
      pathId: 'The episode (scenario).',
      field: AUDIO_UPLOAD_FIELD,
      accepts: `MP3, WAV or AAC (ADTS or MP4/M4A), at most ${megabytes(AUDIO_UPLOAD_MAX_BYTES)}.`,
      answer: 'The stored audio (its address, duration and waveform).',
    }),
    uploadRoute({
      path: REFERENCE_IMAGE_UPLOAD_PATH,
      operationId: 'upload.assetReference',
      summary: 'Upload a reference image of an asset',
      pathId: 'The asset.',
      field: REFERENCE_IMAGE_FIELD,
      accepts: IMAGE_UPLOAD,
      answer: 'The asset with its reference image.',
    }),
    uploadRoute({
      path: STYLE_REFERENCE_UPLOAD_PATH,
      operationId: 'upload.styleReference',
      summary: 'Upload a style reference image (project wizard)',
      field: REFERENCE_IMAGE_FIELD,
      accepts: IMAGE_UPLOAD,
      answer: '{ url } of the stored image.',
    }),
    {
      path: openApiPath(EPISODE_DOWNLOAD_PATH),
      method: 'get',
      operation: {
        operationId: 'download.episode',
        summary: 'Download an episode as a shot list or an edit',
        description: 'CSV or PDF shot list, CMX 3600 EDL or OpenTimelineIO file, sent as an attachment.',
        tags: ['uploads'],
        security: SESSION_OR_KEY,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: ID, description: 'The episode (scenario).' },
          {
            name: 'format',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: [...EPISODE_DOWNLOAD_FORMATS] },
          },
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
          ...errors('Unauthorized', 'NotFound', 'ValidationError', 'RateLimited', 'ServerError'),
        },
      },
    },
  ];
}
