import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContracts, get, patch, post, put, type OperationContract } from '@sym/contracts';
import { checkOpenApiDocument } from './document-check.ts';
import { buildOpenApiDocument, type ContractGroups } from './openapi-document.ts';

const Note = z.object({ id: z.uuid(), title: z.string().min(1).max(40), done: z.boolean() });

/** A small table of operations standing in for the real one. */
function groups(example?: OperationContract['example']): ContractGroups {
  return {
    notes: defineContracts({
      'note.list': {
        summary: 'List notes',
        auth: 'required',
        http: get('/api/notes'),
        input: z.object({ q: z.string().optional(), limit: z.number().int().min(1).max(50).optional() }),
        output: z.array(Note),
      },
      'note.update': {
        summary: 'Update a note',
        auth: 'required',
        http: patch('/api/notes/:id'),
        aliases: [put('/api/notes/:id')],
        input: z.object({
          id: z.uuid(),
          title: z.string().min(1).optional(),
          expectedUpdatedAt: z.string().optional(),
        }),
        output: Note,
        example,
      },
      'note.ping': { summary: 'Ping', auth: 'none', input: z.object({}), output: z.null() },
    }),
    auth: defineContracts({
      'session.list': {
        summary: 'List sessions',
        auth: 'required',
        sessionOnly: true,
        http: post('/api/sessions/list'),
        input: z.object({}),
        output: z.array(z.object({ id: z.string() })),
      },
    }),
  };
}

describe('checkOpenApiDocument', () => {
  it('passes a document built from the contracts', () => {
    const document = buildOpenApiDocument(groups());
    expect(checkOpenApiDocument(document, groups())).toEqual([]);
    expect(document['x-socket-operations']).toEqual(['note.ping']);
  });

  it('reports an operation or an alias missing from the document', () => {
    const document = buildOpenApiDocument(groups());
    delete document.paths['/api/notes']!.get;
    delete document.paths['/api/notes/{id}']!.put;
    expect(checkOpenApiDocument(document, groups())).toEqual([
      'note.list: GET /api/notes is missing from the document',
      'note.update: PUT /api/notes/:id is missing from the document',
    ]);
  });

  it('reports an upload missing from the document, or its example answer not fitting its schema', () => {
    const document = buildOpenApiDocument(groups());
    delete document.paths['/api/upload/style-reference']!.post;
    const audio = document.paths['/api/upload/scenario/{id}/audio']!.post as {
      responses: { '200': { content: { 'application/json': { example: { data: { size: unknown } } } } } };
    };
    audio.responses['200'].content['application/json'].example.data.size = 'large';
    const problems = checkOpenApiDocument(document, groups());
    expect(problems).toContain('upload.styleReference: POST /api/upload/style-reference is missing from the document');
    expect(
      problems.some((problem) =>
        /POST \/api\/upload\/scenario\/\{id\}\/audio response 200 .*\/data\/size must be integer/.test(problem),
      ),
    ).toBe(true);
  });

  it('reports a contract example that does not fit its schemas', () => {
    const wrong = groups({
      input: { id: 'not-a-uuid', title: 'Groceries' },
      output: { id: '0b6e3f5c-8d1a-4c2b-9e7f-1a2b3c4d5e6f', title: 'Groceries', done: 'no' as unknown as boolean },
    });
    const problems = checkOpenApiDocument(buildOpenApiDocument(wrong), wrong);
    expect(problems.some((problem) => problem.startsWith('PATCH /api/notes/{id} parameter id'))).toBe(true);
    expect(
      problems.some((problem) =>
        /PATCH \/api\/notes\/\{id\} response 200 .*\/data\/done must be boolean/.test(problem),
      ),
    ).toBe(true);
    expect(problems.some((problem) => problem.startsWith('PATCH /api/notes/{id} example output (contract)'))).toBe(
      true,
    );
  });

  it('reports a document edited away from its contracts or from OpenAPI 3.1', () => {
    const document = buildOpenApiDocument(groups());
    document.openapi = '3.0.3';
    const list = document.paths['/api/notes']!.get as { 'x-operation': string };
    list['x-operation'] = 'note.update';
    const problems = checkOpenApiDocument(document, groups());
    expect(problems).toContain('openapi is 3.0.3, not 3.1.x');
    expect(problems).toContain('note.list: GET /api/notes documents note.update');
  });
});

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(groups());
  const operation = (path: string, method: string) =>
    document.paths[path]![method] as {
      operationId: string;
      parameters?: { name: string; in: string; required: boolean }[];
      requestBody?: { content: { 'application/json': { schema: { properties: object }; example: object } } };
      responses: Record<string, unknown>;
      security: unknown;
    };

  it('puts path ids in the path, GET fields in the query and other fields in the JSON body', () => {
    expect(operation('/api/notes', 'get').parameters).toMatchObject([
      { name: 'q', in: 'query', required: false },
      { name: 'limit', in: 'query', required: false },
    ]);
    const update = operation('/api/notes/{id}', 'patch');
    expect(update.parameters).toMatchObject([{ name: 'id', in: 'path', required: true }]);
    const body = update.requestBody!.content['application/json'];
    expect(Object.keys(body.schema.properties)).toEqual(['title', 'expectedUpdatedAt']);
    expect(body.example).not.toHaveProperty('id');
    expect(operation('/api/notes/{id}', 'put').operationId).toBe('note.update.put');
  });

  it('lists the failure statuses and auth schemes of each operation', () => {
    expect(Object.keys(operation('/api/notes/{id}', 'patch').responses).sort()).toEqual([
      '200',
      '401',
      '403',
      '404',
      '409',
      '422',
      '429',
      '500',
    ]);
    expect(operation('/api/notes', 'get').security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(operation('/api/sessions/list', 'post').security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation('/api/sessions/list', 'post').responses)).not.toContain('422');
  });

  it('moves named subschemas into components', () => {
    interface Tree {
      name: string;
      children: Tree[];
    }
    const Tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(Tree) }));
    const recursive: ContractGroups = {
      trees: {
        'tree.get': {
          summary: 'Tree',
          auth: 'none',
          http: get('/api/tree'),
          input: z.object({}),
          output: z.object({ root: Tree }),
        },
      },
    };
    const built = buildOpenApiDocument(recursive);
    expect(JSON.stringify(built.paths)).not.toContain('#/$defs/');
    expect(checkOpenApiDocument(built, recursive)).toEqual([]);
  });
});
