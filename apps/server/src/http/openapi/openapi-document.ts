import { OPERATION_GROUPS, type OperationContract } from '@sym/contracts';
import { errorComponents } from './error-responses.ts';
import { extraRoutes } from './extra-routes.ts';
import { documentOperation, type DocumentedOperation } from './operation-paths.ts';
import { SchemaComponents } from './schema-components.ts';

export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
};

/** Operation groups as the document takes them: group name (its tag) → operation name → contract. */
export type ContractGroups = Readonly<Record<string, Readonly<Record<string, OperationContract>>>>;

const DESCRIPTION = [
  'The REST API of the app, generated from its operation contracts (packages/contracts/src/operations).',
  'Every answer is an envelope: `{ "success": true, "data": ... }` on success, ' +
    '`{ "success": false, "error": { "code", "message", "details"? } }` on failure, with the status of the code ' +
    '(401, 403, 404, 409, 422, 429, 500).',
  'Authenticate with `Authorization: Bearer <token>`: a session access token from `POST /api/auth/login`, or, ' +
    'in the professional edition, an API key (`sym_...`) created on the API keys page. API keys act as their ' +
    'user with the same permissions, limits and credits, and cannot manage keys or sessions.',
  'Every operation is also a socket RPC action of the same name (`x-operation`).',
].join('\n\n');

function addOperation(paths: OpenApiDocument['paths'], documented: DocumentedOperation): void {
  const item = (paths[documented.path] ??= {});
  if (item[documented.method])
    throw new Error(`Two operations on ${documented.method.toUpperCase()} ${documented.path}`);
  item[documented.method] = documented.operation;
}

/**
 * The OpenAPI 3.1 document of every operation with a REST route (and its aliases), the hand-written upload and
 * download routes, the error envelope of spec §8 and both auth schemes. Socket-only operations are listed in
 * `x-socket-operations`.
 */
export function buildOpenApiDocument(
  groups: ContractGroups = OPERATION_GROUPS,
  version = '0.1.0',
  title = 'Sym Studio API',
): OpenApiDocument {
  const components = new SchemaComponents();
  const paths: OpenApiDocument['paths'] = {};
  const socketOnly: string[] = [];
  for (const [tag, contracts] of Object.entries(groups)) {
    for (const [name, contract] of Object.entries(contracts)) {
      if (!contract.http) socketOnly.push(name);
      for (const documented of documentOperation(name, tag, contract, components)) addOperation(paths, documented);
    }
  }
  for (const documented of extraRoutes(components)) addOperation(paths, documented);
  const errors = errorComponents();
  return {
    openapi: '3.1.0',
    info: { title, version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: [
      ...Object.keys(groups).map((name) => ({ name })),
      { name: 'uploads', description: 'Multipart uploads and file downloads (not socket actions).' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Session access token from POST /api/auth/login (or a refresh).',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sym_...',
          description: 'API key of the professional edition, sent as `Authorization: Bearer sym_...`.',
        },
      },
      schemas: { ...errors.schemas, ...components.schemas },
      responses: errors.responses,
    },
    'x-socket-operations': socketOnly,
  };
}
