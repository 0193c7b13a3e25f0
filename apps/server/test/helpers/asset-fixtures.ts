import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { RpcResponse } from '@sym/contracts';
import type { DomainEvent } from '../../src/modules/events/domain-events.ts';
import { projectCollaborators, projects, users, variantImages } from '../../src/db/schema.ts';
import type { ApiBody, TestResponse, TestServer } from './test-server.ts';

/**
 * Rows the asset tests need from other domains (projects, collaborators, users' tiers) and variant images
 * (made by the later generation engine), inserted straight into the running server's database.
 */
export function assetFixtures(server: TestServer) {
  const db = server.database.db;
  return {
    async project(ownerId: string, values: Partial<typeof projects.$inferInsert> = {}) {
      const [row] = await db
        .insert(projects)
        .values({ userId: ownerId, name: 'Asset test project', ...values })
        .returning();
      return row!;
    },

    async collaborator(projectId: string, userId: string) {
      await db.insert(projectCollaborators).values({ projectId, userId });
    },

    async setUserTier(userId: string, tier: 'sym' | 'motionmaker') {
      await db.update(users).set({ tier }).where(eq(users.id, userId));
    },

    async variantImage(generationId: string, values: Partial<typeof variantImages.$inferInsert> = {}) {
      const [row] = await db
        .insert(variantImages)
        .values({ generationId, imageUrl: `https://images.example.com/${crypto.randomUUID()}.png`, ...values })
        .returning();
      return row!;
    },

    async imagesOf(generationId: string) {
      return db.select().from(variantImages).where(eq(variantImages.generationId, generationId));
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
