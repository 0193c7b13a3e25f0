import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  isMediaPath,
  MEDIA_KEY_PATTERN,
  MEDIA_PATH_PREFIX,
  type AuthResult,
  type ProjectView,
  type RpcResponse,
} from '@sym/contracts';
import type { DomainEvent } from '../../src/modules/events/domain-events.ts';
import type { PresentedAsset } from '../../src/modules/assets/asset.presenter.ts';
import type { PresentedVariant } from '../../src/modules/asset-variants/variant.presenter.ts';
import {
  assetVariants,
  assets,
  projectCollaborators,
  projects,
  scenarios,
  shotAssets,
  shotGenerations,
  shots,
  storedFiles,
  styleModules,
  users,
  variantImages,
  variantModifications,
} from '../../src/db/schema.ts';
import { startTestServer, type ApiBody, type TestResponse, type TestServer } from './test-server.ts';
import type { StartOptions } from '../../src/composition/process.ts';

/**
 * The test file's server: started before its tests (beforeAll) and closed after them (afterAll). The answer
 * stands for the running server from the first hook on, so helpers built from it at module level work; using
 * it before then throws.
 */
export function useTestServer(
  overrides: Record<string, string> = {},
  options: Pick<StartOptions, 'collab'> = {},
): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(overrides, options);
  });
  afterAll(async () => {
    await running?.close();
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!running) throw new Error(`The test server is not started yet (reading ${String(key)})`);
      return Reflect.get(running, key);
    },
  });
}

/** Every domain event the server publishes from the file's first test hook on. */
export function useEventLog(server: TestServer): DomainEvent[] {
  const events: DomainEvent[] = [];
  beforeAll(() => {
    server.services.events.subscribe((event) => events.push(event));
  });
  return events;
}

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/**
 * Rows inserted straight into the running server's database, so a domain's tests do not depend on other
 * domains' operations (or on the later generation engine, for variant images and shot generations).
 */
export function rowFixtures(server: TestServer) {
  const db = () => server.database.db;
  /**
   * Fixture rows may point at media no test stored (`/media/<key>` values, bare storage keys): like any row, they
   * may only point at files that have an owner row (stored-file-references.ts), so one is made for each, charged
   * to nobody. A file a test really stored keeps its own row.
   */
  async function owned<T extends object>(values: T): Promise<T> {
    const keys = Object.entries(values).flatMap(([field, value]: [string, unknown]) =>
      (Array.isArray(value) ? value : [value]).flatMap((item: unknown) => {
        if (typeof item !== 'string') return [];
        if (isMediaPath(item)) return [item.slice(MEDIA_PATH_PREFIX.length)];
        return field === 'storageKey' && MEDIA_KEY_PATTERN.test(item) ? [item] : [];
      }),
    );
    if (keys.length > 0) {
      await db()
        .insert(storedFiles)
        .values(keys.map((key) => ({ key, sizeBytes: 0 })))
        .onConflictDoNothing();
    }
    return values;
  }
  return {
    async project(ownerId: string, values: Insert<typeof projects> = {}) {
      const [row] = await db()
        .insert(projects)
        .values(await owned({ userId: ownerId, name: 'Fixture project', ...values }))
        .returning();
      return row!;
    },

    async collaborator(projectId: string, userId: string) {
      await db().insert(projectCollaborators).values({ projectId, userId });
    },

    /** Changes the tier behind the server's back, then tells its session cache, as the users repository does. */
    async setUserTier(userId: string, tier: 'sym' | 'motionmaker') {
      await db().update(users).set({ tier }).where(eq(users.id, userId));
      await server.services.sessionInvalidation.publish({ userId });
    },

    async scenario(projectId: string, userId: string, values: Insert<typeof scenarios> = {}) {
      const [row] = await db()
        .insert(scenarios)
        .values({ projectId, userId, name: 'Episode', ...values })
        .returning();
      return row!;
    },

    async shot(scenarioId: string, sequence: number, values: Insert<typeof shots> = {}) {
      const [row] = await db()
        .insert(shots)
        .values(await owned({ scenarioId, sequence, ...values }))
        .returning();
      return row!;
    },

    async shotGeneration(shotId: string, values: Insert<typeof shotGenerations> = {}) {
      const [row] = await db()
        .insert(shotGenerations)
        .values(await owned({ shotId, kind: 'image', status: 'completed', ...values }))
        .returning();
      return row!;
    },

    async shotAsset(shotId: string, assetId: string) {
      await db().insert(shotAssets).values({ shotId, assetId });
    },

    async asset(projectId: string, userId: string, values: Insert<typeof assets> = {}) {
      const [row] = await db()
        .insert(assets)
        .values(await owned({ projectId, userId, name: 'Fixture asset', ...values }))
        .returning();
      return row!;
    },

    async variant(assetId: string, userId: string, values: Insert<typeof assetVariants> = {}) {
      const [row] = await db()
        .insert(assetVariants)
        .values(await owned({ assetId, userId, variantName: 'Default', status: 'completed', ...values }))
        .returning();
      return row!;
    },

    async variantImage(variantId: string, values: Insert<typeof variantImages> = {}) {
      const [row] = await db()
        .insert(variantImages)
        .values(
          await owned({ variantId, imageUrl: `https://images.example.com/${crypto.randomUUID()}.png`, ...values }),
        )
        .returning();
      return row!;
    },

    async imagesOf(variantId: string) {
      return db().select().from(variantImages).where(eq(variantImages.variantId, variantId));
    },

    async modification(variantId: string, values: Insert<typeof variantModifications> = {}) {
      const [row] = await db()
        .insert(variantModifications)
        .values(await owned({ variantId, instructions: 'Make it blue', ...values }))
        .returning();
      return row!;
    },

    async styleModule(userId: string, values: Insert<typeof styleModules> = {}) {
      const [row] = await db()
        .insert(styleModules)
        .values(await owned({ userId, name: 'Style', ...values }))
        .returning();
      return row!;
    },
  };
}

/** The `data` of a successful answer, failing the test with the body otherwise. */
export function dataOf<T>(response: TestResponse<ApiBody>, status = 200): T {
  expect(response.status, response.text).toBe(status);
  expect(response.body.success).toBe(true);
  return response.body.data as T;
}

/** The error of a failed answer after checking its status. */
export function errorOf(response: TestResponse<ApiBody>, status: number) {
  expect(response.status, response.text).toBe(status);
  expect(response.body.success).toBe(false);
  return response.body.error!;
}

/** Project calls over HTTP shared by the test files. */
export function projectApi(server: TestServer) {
  async function createProject(token: string, body: Record<string, unknown> = {}): Promise<ProjectView> {
    return dataOf<ProjectView>(
      await server.request('POST', '/api/projects', { token, body: { name: 'My project', ...body } }),
    );
  }

  return {
    createProject,

    /** An owner with a project, a collaborator on it and a stranger. */
    async sharedProject(body: Record<string, unknown> = {}) {
      const owner = await server.register();
      const collaborator = await server.register();
      const stranger = await server.register();
      const project = await createProject(owner.accessToken, body);
      dataOf(
        await server.request('POST', `/api/projects/${project.id}/collaborators`, {
          token: owner.accessToken,
          body: { email: collaborator.user.email },
        }),
      );
      return { owner, collaborator, stranger, project };
    },
  };
}

/** Asset calls over HTTP shared by the variant test files. */
export function assetApi(server: TestServer) {
  const fixtures = rowFixtures(server);
  return {
    /** A fresh project of the account with one asset; answers the asset and its Default variant. */
    async assetWithDefault(account: AuthResult, visibility = 'private') {
      const token = account.accessToken;
      const project = await fixtures.project(account.user.id, { visibility });
      const asset = dataOf<PresentedAsset>(
        await server.request('POST', '/api/assets', { token, body: { name: 'Lighthouse', projectId: project.id } }),
      );
      const [defaultVariant] = dataOf<PresentedVariant[]>(
        await server.request('GET', `/api/assets/${asset.id}/generations`, { token }),
      );
      return { project, asset, defaultVariant: defaultVariant! };
    },
  };
}

/** Records the domain events published while the server runs; `stop` unsubscribes. */
export function recordEvents(server: TestServer) {
  const events: DomainEvent[] = [];
  const stop = server.services.events.subscribe((event) => events.push(event));
  return { events, stop, types: () => events.map((event) => event.type) };
}

/** A tiny valid PNG (1×1 pixel). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts a multipart form with one file to the server. */
export async function uploadFile(
  server: TestServer,
  urlPath: string,
  file: { bytes: Uint8Array; name: string; type: string; field?: string },
  token?: string,
): Promise<TestResponse<ApiBody>> {
  const form = new FormData();
  form.append(file.field ?? 'image', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${server.url}${urlPath}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  const body = response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text;
  return { status: response.status, body: body as ApiBody, text, headers: response.headers };
}

/** An authenticated Socket.IO client and its RPC call (request → response with the same id). */
export async function openRpcSocket(server: TestServer, token: string) {
  const socket: Socket = connect(server.url, { transports: ['websocket'], reconnection: false, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('auth:ok', () => resolve());
    socket.once('auth:error', reject);
    socket.once('connect_error', reject);
  });
  let counter = 0;
  const rpc = (action: string, payload?: unknown) =>
    new Promise<RpcResponse>((resolve) => {
      counter += 1;
      socket.emit('request', { id: `asset-rpc-${counter}`, action, payload }, resolve);
    });
  return { socket, rpc, close: () => socket.disconnect() };
}
