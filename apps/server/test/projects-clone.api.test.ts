import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectView } from '@sym/contracts';
import {
  assetVariants,
  assets,
  projects,
  scenarios,
  shotAssets,
  shotGenerations,
  shots,
  styleModules,
  variantImages,
  variantModifications,
} from '../src/db/schema.ts';
import { dataOf, errorOf, projectApi, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const { createProject } = projectApi(server);

/** Everything a project holds, with ids replaced by their position so two copies can be compared. */
async function contentOf(projectId: string) {
  const db = server.database.db;
  const moduleRows = await db.select().from(styleModules).where(eq(styleModules.projectId, projectId));
  const assetRows = await db
    .select()
    .from(assets)
    .where(eq(assets.projectId, projectId))
    .orderBy(asc(assets.createdAt), asc(assets.name));
  const assetIds = assetRows.map((row) => row.id);
  const variantRows = assetIds.length
    ? await db.select().from(assetVariants).where(inArray(assetVariants.assetId, assetIds))
    : [];
  const variantIds = variantRows.map((row) => row.id);
  const imageRows = variantIds.length
    ? await db.select().from(variantImages).where(inArray(variantImages.variantId, variantIds))
    : [];
  const modificationRows = variantIds.length
    ? await db.select().from(variantModifications).where(inArray(variantModifications.variantId, variantIds))
    : [];
  const scenarioRows = await db
    .select()
    .from(scenarios)
    .where(eq(scenarios.projectId, projectId))
    .orderBy(asc(scenarios.createdAt));
  const scenarioIds = scenarioRows.map((row) => row.id);
  const shotRows = scenarioIds.length
    ? await db.select().from(shots).where(inArray(shots.scenarioId, scenarioIds)).orderBy(asc(shots.sequence))
    : [];
  const shotIds = shotRows.map((row) => row.id);
  const linkRows = shotIds.length ? await db.select().from(shotAssets).where(inArray(shotAssets.shotId, shotIds)) : [];
  const shotGenerationRows = shotIds.length
    ? await db.select().from(shotGenerations).where(inArray(shotGenerations.shotId, shotIds))
    : [];
  return {
    moduleRows,
    assetRows,
    variantRows,
    imageRows,
    modificationRows,
    scenarioRows,
    shotRows,
    linkRows,
    shotGenerationRows,
  };
}

describe('project.clone', () => {
  it('copies the project and all its live content in one go, with every id remapped', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const series = dataOf<{ id: string }>(await server.request('POST', '/api/series', { token, body: { name: 'S' } }));
    const source = await createProject(token, {
      name: 'x'.repeat(100),
      description: 'Original',
      seriesId: series.id,
      visibility: 'public',
      supportedLanguages: ['de'],
      tags: ['t'],
    });
    const module = await fixtures.styleModule(owner.user.id, { projectId: source.id, name: 'House style' });
    dataOf(
      await server.request('PATCH', `/api/projects/${source.id}`, {
        token,
        body: { style: { moduleId: module.id, preset: 'anime' } },
      }),
    );
    const hero = await fixtures.asset(source.id, owner.user.id, { name: 'Hero', attachedStyleModules: [module.id] });
    const place = await fixtures.asset(source.id, owner.user.id, { name: 'Place', type: 'location' });
    const trashed = await fixtures.asset(source.id, owner.user.id, {
      name: 'Trashed',
      status: 'deleted',
      deletedAt: new Date(),
    });
    const variant = await fixtures.variant(hero.id, owner.user.id);
    await fixtures.variantImage(variant.id, { isPrimary: true });
    await fixtures.modification(variant.id);
    const scenario = await fixtures.scenario(source.id, owner.user.id, { name: 'Pilot', styleModuleId: module.id });
    await fixtures.scenario(source.id, owner.user.id, { name: 'Deleted episode', deletedAt: new Date() });
    const shot1 = await fixtures.shot(scenario.id, 1, { duration: 2 });
    const shot2 = await fixtures.shot(scenario.id, 2, { duration: 3 });
    await fixtures.shotAsset(shot1.id, hero.id);
    await fixtures.shotAsset(shot2.id, place.id);
    await fixtures.shotAsset(shot2.id, trashed.id);
    await fixtures.shotGeneration(shot1.id, { isPrimary: true, url: 'https://cdn.example.com/1.png' });

    const copy = dataOf<ProjectView>(await server.request('POST', `/api/projects/${source.id}/clone`, { token }));
    expect(copy.id).not.toBe(source.id);
    expect(copy.name).toBe(`${'x'.repeat(93)} (Copy)`);
    expect(copy).toMatchObject({
      userId: owner.user.id,
      description: 'Original',
      seriesId: series.id,
      visibility: 'private',
      status: 'active',
      tags: ['t'],
      supportedLanguages: ['en', 'de'],
      style: { preset: 'anime' },
    });

    const original = await contentOf(source.id);
    const cloned = await contentOf(copy.id);
    expect(cloned.moduleRows).toHaveLength(1);
    expect(copy.style?.moduleId).toBe(cloned.moduleRows[0]!.id);
    expect(cloned.moduleRows[0]!.id).not.toBe(module.id);
    expect(cloned.assetRows.map((row) => row.name)).toEqual(['Hero', 'Place']);
    expect(cloned.assetRows[0]!.attachedStyleModules).toEqual([cloned.moduleRows[0]!.id]);
    expect(cloned.variantRows).toHaveLength(1);
    expect(cloned.variantRows[0]!.assetId).toBe(cloned.assetRows[0]!.id);
    expect(cloned.imageRows).toEqual([
      expect.objectContaining({ variantId: cloned.variantRows[0]!.id, isPrimary: true }),
    ]);
    expect(cloned.modificationRows).toEqual([
      expect.objectContaining({ variantId: cloned.variantRows[0]!.id, instructions: 'Make it blue' }),
    ]);
    expect(cloned.scenarioRows.map((row) => row.name)).toEqual(['Pilot']);
    // The episode keeps its style through the copy of the project's module.
    expect(cloned.scenarioRows[0]!.styleModuleId).toBe(cloned.moduleRows[0]!.id);
    expect(cloned.shotRows.map((row) => [row.sequence, row.duration, row.scenarioId])).toEqual([
      [1, 2, cloned.scenarioRows[0]!.id],
      [2, 3, cloned.scenarioRows[0]!.id],
    ]);
    const assetIdOf = new Map(cloned.assetRows.map((row) => [row.name, row.id]));
    expect(cloned.linkRows.map((link) => [link.shotId, link.assetId]).sort()).toEqual(
      [
        [cloned.shotRows[0]!.id, assetIdOf.get('Hero')],
        [cloned.shotRows[1]!.id, assetIdOf.get('Place')],
      ].sort(),
    );
    expect(cloned.shotGenerationRows).toEqual([
      expect.objectContaining({
        shotId: cloned.shotRows[0]!.id,
        isPrimary: true,
        url: 'https://cdn.example.com/1.png',
      }),
    ]);
    // No id of the copy is an id of the original.
    const idsOf = (content: Awaited<ReturnType<typeof contentOf>>) =>
      [
        content.moduleRows,
        content.assetRows,
        content.variantRows,
        content.imageRows,
        content.modificationRows,
        content.scenarioRows,
        content.shotRows,
        content.shotGenerationRows,
      ].flatMap((rows) => rows.map((row) => row.id));
    const originalIds = new Set(idsOf(original));
    expect(idsOf(cloned).filter((id) => originalIds.has(id))).toEqual([]);
    // The original is untouched.
    expect(original.assetRows).toHaveLength(3);
    expect(original.linkRows).toHaveLength(3);
  });

  it('lets a collaborator clone into their own account (no series), and counts against their limit', async () => {
    const owner = await server.register();
    const collaborator = await server.register();
    const series = dataOf<{ id: string }>(
      await server.request('POST', '/api/series', { token: owner.accessToken, body: { name: 'S' } }),
    );
    const source = await createProject(owner.accessToken, { name: 'Shared', seriesId: series.id });
    dataOf(
      await server.request('POST', `/api/projects/${source.id}/collaborators`, {
        token: owner.accessToken,
        body: { email: collaborator.user.email },
      }),
    );
    const copy = dataOf<ProjectView>(
      await server.request('POST', `/api/projects/${source.id}/clone`, { token: collaborator.accessToken }),
    );
    expect(copy).toMatchObject({ name: 'Shared (Copy)', userId: collaborator.user.id, seriesId: null });

    for (let index = 0; index < 9; index += 1) await createProject(collaborator.accessToken, { name: `Own ${index}` });
    const refused = errorOf(
      await server.request('POST', `/api/projects/${source.id}/clone`, { token: collaborator.accessToken }),
      403,
    );
    expect(refused.message).toBe(
      'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.',
    );
    const owned = await server.database.db.select().from(projects).where(eq(projects.userId, collaborator.user.id));
    expect(owned).toHaveLength(10);
  });

  it('answers 401 without a token and 422 for a malformed id', async () => {
    const account = await server.register();
    const project = await createProject(account.accessToken);
    expect((await server.request('POST', `/api/projects/${project.id}/clone`)).status).toBe(401);
    expect(
      errorOf(await server.request('POST', '/api/projects/nope/clone', { token: account.accessToken }), 422).details,
    ).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});
