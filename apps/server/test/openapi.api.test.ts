import { describe, expect, it } from 'vitest';
import { OPERATION_GROUPS, type OperationContract } from '@sym/contracts';
import { checkOpenApiDocument } from '../src/http/openapi/document-check.ts';
import type { OpenApiDocument } from '../src/http/openapi/openapi-document.ts';
import { useTestServer } from './helpers/fixtures.ts';

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function operationsOf(document: OpenApiDocument): Record<string, unknown>[] {
  return Object.values(document.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([, operation]) => operation),
  );
}

describe('OpenAPI document and reference page', () => {
  const server = useTestServer();

  it('documents every REST operation and alias, and every example fits its schemas', async () => {
    const response = await server.request<OpenApiDocument>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = response.body;
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(document.components.securitySchemes ?? {})).toEqual(['bearerAuth', 'apiKey']);
    // Every failure answers spec §8's envelope, and the statuses of its codes are documented.
    expect(Object.keys(document.components.responses ?? {})).toEqual([
      'Unauthorized',
      'Forbidden',
      'NotFound',
      'Conflict',
      'ValidationError',
      'RateLimited',
      'ServerError',
    ]);
    expect(checkOpenApiDocument(document, OPERATION_GROUPS)).toEqual([]);

    const contracts = Object.values(OPERATION_GROUPS).flatMap((group) => Object.values(group) as OperationContract[]);
    const routes = contracts.reduce(
      (count, contract) => count + (contract.http ? 1 + (contract.aliases?.length ?? 0) : 0),
      0,
    );
    const documented = operationsOf(document).filter((operation) => typeof operation['x-operation'] === 'string');
    expect(documented).toHaveLength(routes);
  }, 300_000);

  it('lists the statuses an operation can answer', async () => {
    const { body: document } = await server.request<OpenApiDocument>('GET', '/api/openapi.json');
    const update = document.paths['/api/projects/{id}']!.patch as {
      responses: Record<string, unknown>;
      security: unknown;
    };
    expect(Object.keys(update.responses).sort()).toEqual(['200', '401', '403', '404', '409', '422', '429', '500']);
    expect(update.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    const login = document.paths['/api/auth/login']!.post as { responses: Record<string, unknown>; security: unknown };
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).not.toContain('401');
  });

  it('serves the reference page with its viewer from this server', async () => {
    const page = await server.request('GET', '/api/reference');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/reference/assets/'), source).toBe(true);
      const asset = await server.request('GET', source);
      expect(asset.status, source).toBe(200);
      expect(asset.text.length, source).toBeGreaterThan(0);
    }
    const script = await server.request('GET', '/api/reference/assets/reference.js');
    expect(script.text).toContain('"/api/openapi.json"');
    const missing = await server.request('GET', '/api/reference/assets/index.html');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});
