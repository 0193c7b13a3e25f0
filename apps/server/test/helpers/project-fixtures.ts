import { expect } from 'vitest';
import type { ProjectView } from '@sym/contracts';
import type { ApiBody, TestResponse, TestServer } from './test-server.ts';
import {
  assetGenerations,
  assets,
  scenarios,
  shotAssets,
  shotGenerations,
  shots,
  styleModules,
  variantImages,
  variantModifications,
} from '../../src/db/schema.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/**
 * Content rows of other domains (episodes, shots, generations, assets, variants, style modules) that the
 * project tests need, inserted straight into the running server's database so these tests stand alone.
 */
export function projectFixtures(server: TestServer) {
  const db = server.database.db;
  return {
    async scenario(projectId: string, userId: string, values: Insert<typeof scenarios> = {}) {
      const [row] = await db
        .insert(scenarios)
        .values({ projectId, userId, name: 'Episode', ...values })
        .returning();
      return row!;
    },

    async shot(scenarioId: string, sequence: number, values: Insert<typeof shots> = {}) {
      const [row] = await db
        .insert(shots)
        .values({ scenarioId, sequence, ...values })
        .returning();
      return row!;
    },

    async shotGeneration(shotId: string, values: Insert<typeof shotGenerations> = {}) {
      const [row] = await db
        .insert(shotGenerations)
        .values({ shotId, kind: 'image', status: 'completed', ...values })
        .returning();
      return row!;
    },

    async shotAsset(shotId: string, assetId: string) {
      await db.insert(shotAssets).values({ shotId, assetId });
    },

    async asset(projectId: string, userId: string, values: Insert<typeof assets> = {}) {
      const [row] = await db
        .insert(assets)
        .values({ projectId, userId, name: 'Asset', ...values })
        .returning();
      return row!;
    },

    async variant(assetId: string, userId: string, values: Insert<typeof assetGenerations> = {}) {
      const [row] = await db
        .insert(assetGenerations)
        .values({ assetId, userId, variantName: 'Default', status: 'completed', ...values })
        .returning();
      return row!;
    },

    async variantImage(generationId: string, values: Insert<typeof variantImages> = {}) {
      const [row] = await db
        .insert(variantImages)
        .values({ generationId, imageUrl: 'https://cdn.example.com/variant.png', ...values })
        .returning();
      return row!;
    },

    async modification(generationId: string, values: Insert<typeof variantModifications> = {}) {
      const [row] = await db
        .insert(variantModifications)
        .values({ generationId, instructions: 'Make it blue', ...values })
        .returning();
      return row!;
    },

    async styleModule(userId: string, values: Insert<typeof styleModules> = {}) {
      const [row] = await db
        .insert(styleModules)
        .values({ userId, name: 'Style', ...values })
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

/** Project calls over HTTP shared by the project test files. */
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
