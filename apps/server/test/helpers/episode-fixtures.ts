import { expect } from 'vitest';
import type { ApiBody, TestResponse, TestServer } from './test-server.ts';
import { assets, projectCollaborators, projects, shotGenerations } from '../../src/db/schema.ts';

/**
 * Rows the episode tests need from other domains (projects, collaborators, assets, shot generations),
 * inserted straight into the running server's database so these tests do not depend on those operations.
 */
export function episodeFixtures(server: TestServer) {
  const db = server.database.db;
  return {
    async project(ownerId: string, values: Partial<typeof projects.$inferInsert> = {}) {
      const [row] = await db
        .insert(projects)
        .values({ userId: ownerId, name: 'Fixture project', ...values })
        .returning();
      return row!;
    },

    async collaborator(projectId: string, userId: string) {
      await db.insert(projectCollaborators).values({ projectId, userId });
    },

    async asset(projectId: string, userId: string, values: Partial<typeof assets.$inferInsert> = {}) {
      const [row] = await db
        .insert(assets)
        .values({ projectId, userId, name: 'Fixture asset', ...values })
        .returning();
      return row!;
    },

    async generation(shotId: string, values: Partial<typeof shotGenerations.$inferInsert> = {}) {
      const [row] = await db
        .insert(shotGenerations)
        .values({ shotId, kind: 'image', status: 'completed', ...values })
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
