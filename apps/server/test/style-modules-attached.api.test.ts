import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResult, JobTicket, Scenario, Shot, ShotGeneration, StyleModuleView } from '@sym/contracts';
import { assets, generationJobs, projects, scenarios } from '../src/db/schema.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { GenerationInputs } from '../src/modules/generation/generation-inputs.ts';
import { StyleResolver, type StyleCover } from '../src/modules/generation/generation-style.ts';
import { assetVariantJob } from '../src/modules/generation/targets/asset-variant.job.ts';
import { shotImageJob } from '../src/modules/generation/targets/shot-image.job.ts';
import { ProjectAccess } from '../src/modules/projects/project-access.policy.ts';
import { ScenarioStore } from '../src/modules/scenarios/scenario-store.ts';
import { createLocalImageProvider } from '../src/providers/image/local/local-image.provider.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
let owner: AuthResult;
let stranger: AuthResult;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([server.register(), server.register()]);
});

async function createModule(account: AuthResult, body: Record<string, unknown>): Promise<StyleModuleView> {
  return dataOf<StyleModuleView>(
    await server.request('POST', '/api/style-modules', { token: account.accessToken, body: { name: 'Mod', ...body } }),
  );
}

/** Jobs read no media here (no uploads, no variant images yet): any read is a test failure. */
const media = {
  read: async (url: string): Promise<Uint8Array> => {
    throw new Error(`unexpected media read ${url}`);
  },
};

/** The style a picture of this project gets, read the way the jobs read it. */
async function styleFor(projectId: string, cover: StyleCover) {
  const [project] = await server.database.db.select().from(projects).where(eq(projects.id, projectId));
  return new StyleResolver({ styles: server.repositories.styles, media }).styleOf(project!, {}, undefined, cover);
}

/**
 * Runs the job through the API, then rebuilds its image request as the runner does (with what the episode or
 * asset holds now) and renders it with a fixed seed: each job has its own seed, so only the style may differ.
 */
async function renderAgain(ticket: JobTicket): Promise<Buffer> {
  const [job] = await server.database.db.select().from(generationJobs).where(eq(generationJobs.id, ticket.jobId));
  const { repositories } = server;
  const inputs = new GenerationInputs({
    ...repositories,
    projects: new ProjectAccess({ projects: repositories.projects }),
    scenarios: new ScenarioStore({
      db: server.database.db,
      scenarios: repositories.scenarios,
      shots: repositories.shots,
      scenes: repositories.scenes,
      generations: repositories.shotGenerations,
      styles: repositories.styles,
    }),
    media,
  });
  const run = {
    jobId: job!.id,
    userId: job!.userId,
    projectId: job!.projectId,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    seed: 7,
  };
  const request =
    job!.target.type === 'shot-image'
      ? await inputs.shotImage({
          ...run,
          payload: shotImageJob.payload.parse(job!.input),
          target: shotImageJob.target.schema.parse(job!.target),
        })
      : await inputs.assetImage({
          ...run,
          payload: assetVariantJob.payload.parse(job!.input),
          target: assetVariantJob.target.schema.parse(job!.target),
        });
  const image = await createLocalImageProvider().generate(request, { seed: 7 });
  return Buffer.from(image.bytes);
}

describe('a style module attached to an episode', () => {
  it('is set, changed and cleared through scenario create/update; unknown and strangers’ modules are refused', async () => {
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const library = await createModule(owner, { preset: 'watercolor' });
    const own = await createModule(owner, { preset: 'anime', projectId: project.id });
    const otherProject = await fixtures.project(owner.user.id);
    const elsewhere = await createModule(owner, { preset: 'anime', projectId: otherProject.id });
    const strangers = await createModule(stranger, { preset: 'vintage' });

    const created = dataOf<Scenario>(
      await server.request('POST', '/api/scenarios', {
        token,
        body: { name: 'Ep', projectId: project.id, styleModuleId: library.id },
      }),
    );
    expect(created.styleModuleId).toBe(library.id);
    const path = `/api/scenarios/${created.id}`;
    const changed = dataOf<Scenario>(await server.request('PATCH', path, { token, body: { styleModuleId: own.id } }));
    expect(changed.styleModuleId).toBe(own.id);
    expect(dataOf<Scenario>(await server.request('GET', path, { token })).styleModuleId).toBe(own.id);

    for (const id of [strangers.id, elsewhere.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = errorOf(await server.request('PATCH', path, { token, body: { styleModuleId: id } }), 422);
      expect(refused.details).toEqual([{ field: 'styleModuleId', message: 'Style module not found' }]);
    }
    const badCreate = errorOf(
      await server.request('POST', '/api/scenarios', {
        token,
        body: { name: 'Ep', projectId: project.id, styleModuleId: strangers.id },
      }),
      422,
    );
    expect(badCreate.details).toEqual([{ field: 'styleModuleId', message: 'Style module not found' }]);
    const notAnId = errorOf(await server.request('PATCH', path, { token, body: { styleModuleId: 'x' } }), 422);
    expect(notAnId.details?.[0]?.field).toBe('styleModuleId');

    const cleared = dataOf<Scenario>(await server.request('PATCH', path, { token, body: { styleModuleId: null } }));
    expect(cleared.styleModuleId).toBeNull();
    // A deleted module leaves the episode on the project's style.
    await server.request('PATCH', path, { token, body: { styleModuleId: library.id } });
    dataOf(await server.request('DELETE', `/api/style-modules/${library.id}`, { token }));
    expect(dataOf<Scenario>(await server.request('GET', path, { token })).styleModuleId).toBeNull();
  });

  it('styles the episode’s shot images over the project’s style (preset, description; other pixels)', async () => {
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const projectModule = await createModule(owner, { preset: 'anime', description: 'cel shading' });
    dataOf(
      await server.request('PATCH', `/api/projects/${project.id}`, {
        token,
        body: { style: { moduleId: projectModule.id, preset: 'photorealistic' } },
      }),
    );
    const scenarioModule = await createModule(owner, {
      preset: 'pencil-sketch',
      description: 'graphite hatching on grey paper',
      projectId: project.id,
    });
    const scenario = dataOf<Scenario>(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId: project.id } }),
    );
    const base = `/api/scenarios/${scenario.id}`;
    const shot = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, {
        token,
        body: { type: 'wide', description: 'A lighthouse on a cliff above the sea at dusk' },
      }),
    );
    const ticket = dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shot.id}/generate`, { token }));
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    const withProjectStyle = await renderAgain(ticket);
    const scenarioRow = async () =>
      (await server.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id)))[0]!;
    expect(await styleFor(project.id, { scenario: await scenarioRow() })).toMatchObject({
      presetId: 'photorealistic',
      text: 'cel shading',
    });

    dataOf(await server.request('PATCH', base, { token, body: { styleModuleId: scenarioModule.id } }));
    expect(await styleFor(project.id, { scenario: await scenarioRow() })).toMatchObject({
      presetId: 'pencil-sketch',
      text: 'graphite hatching on grey paper',
    });
    expect((await renderAgain(ticket)).equals(withProjectStyle)).toBe(false);

    // Back on the project's style, the shot is drawn as before: the difference came from the module.
    dataOf(await server.request('PATCH', base, { token, body: { styleModuleId: null } }));
    expect((await renderAgain(ticket)).equals(withProjectStyle)).toBe(true);
  });
});

describe('style modules attached to an asset', () => {
  it('style the asset’s images over the project’s; modules the project may not use are skipped', async () => {
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    dataOf(
      await server.request('PATCH', `/api/projects/${project.id}`, { token, body: { style: { preset: 'anime' } } }),
    );
    const watercolor = await createModule(owner, { preset: 'watercolor', description: 'wet teal washes' });
    const strangers = await createModule(stranger, { preset: 'vintage', description: 'not yours' });
    const asset = dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', {
        token,
        body: { name: 'Mara', description: 'a keeper in a yellow oilskin coat', projectId: project.id },
      }),
    );
    // A named variant drawn from the asset's description alone (no Default image to read back as its reference).
    const variant = dataOf<{ id: string }>(
      await server.request('POST', `/api/assets/${asset.id}/generations`, { token, body: { variant_name: 'Storm' } }),
    );
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `/api/assets/${asset.id}/generations/${variant.id}/generate-image`, {
        token,
        body: { forceAssetReferenceOnly: true },
      }),
    );
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    const assetRow = async () => (await server.database.db.select().from(assets).where(eq(assets.id, asset.id)))[0]!;

    const plain = await renderAgain(ticket);
    expect(await styleFor(project.id, { asset: await assetRow() })).toMatchObject({ presetId: 'anime' });

    // The API refuses a stranger's module (see below); one attached before its owner lost access stays in the list.
    const attach = (ids: string[]) =>
      server.database.db.update(assets).set({ attachedStyleModules: ids }).where(eq(assets.id, asset.id));
    await attach([strangers.id, watercolor.id]);
    const style = await styleFor(project.id, { asset: await assetRow() });
    expect(style).toMatchObject({ presetId: 'watercolor', text: 'wet teal washes' });
    expect((await renderAgain(ticket)).equals(plain)).toBe(false);

    // Only a module the project may not use: the project's style stays.
    await attach([strangers.id]);
    expect(await styleFor(project.id, { asset: await assetRow() })).toEqual({
      presetId: 'anime',
      text: undefined,
      image: undefined,
    });
    expect((await renderAgain(ticket)).equals(plain)).toBe(true);
  });

  it('are validated like an episode’s module on create and update: unknown, strangers’ and other projects’ → 422', async () => {
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const library = await createModule(owner, { preset: 'watercolor' });
    const own = await createModule(owner, { preset: 'anime', projectId: project.id });
    const elsewhere = await createModule(owner, {
      preset: 'anime',
      projectId: (await fixtures.project(owner.user.id)).id,
    });
    const strangers = await createModule(stranger, { preset: 'vintage' });
    const refusal = [{ field: 'attachedStyleModules', message: 'Style module not found' }];
    const create = (attachedStyleModules: string[]) =>
      server.request('POST', '/api/assets', {
        token,
        body: { name: 'Mara', projectId: project.id, attachedStyleModules },
      });

    const asset = dataOf<PresentedAsset>(await create([library.id, own.id]));
    expect(asset.attachedStyleModules).toEqual([library.id, own.id]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [strangers.id, elsewhere.id, unknown]) {
      expect(errorOf(await create([library.id, id]), 422).details).toEqual(refusal);
      const path = `/api/assets/${asset.id}`;
      const patched = await server.request('PATCH', path, { token, body: { attachedStyleModules: [own.id, id] } });
      expect(errorOf(patched, 422).details).toEqual(refusal);
    }
    const listed = dataOf<PresentedAsset[]>(
      await server.request('GET', `/api/assets/project/${project.id}`, { token }),
    );
    expect(listed.map((row) => row.attachedStyleModules)).toEqual([[library.id, own.id]]);
    const stored = dataOf<PresentedAsset>(await server.request('GET', `/api/assets/${asset.id}`, { token }));
    expect(stored.attachedStyleModules).toEqual([library.id, own.id]);

    // A module already in the list that became unusable does not block saving the list again (it is skipped).
    await server.database.db
      .update(assets)
      .set({ attachedStyleModules: [strangers.id, own.id] })
      .where(eq(assets.id, asset.id));
    const kept = await server.request('PATCH', `/api/assets/${asset.id}`, {
      token,
      body: { attachedStyleModules: [own.id, strangers.id], name: 'Mara Keeper' },
    });
    expect(dataOf<PresentedAsset>(kept).attachedStyleModules).toEqual([own.id, strangers.id]);
  });
});

describe('a style module beside the project’s preset (issue 30)', () => {
  it('is drawn with the preset, sent with it, and named with it in "What was drawn"', async () => {
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const pencilStorm = await createModule(owner, {
      name: 'Pencil storm',
      preset: 'pencil-sketch',
      projectId: project.id,
    });
    const setStyle = (moduleId: string | null) =>
      server.request('PATCH', `/api/projects/${project.id}`, {
        token,
        body: { style: { moduleId, preset: 'oil-painting' } },
      });
    dataOf(await setStyle(pencilStorm.id));
    const scenario = dataOf<Scenario>(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId: project.id } }),
    );
    const base = `/api/scenarios/${scenario.id}`;
    const shot = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, { token, body: { type: 'wide', description: 'A storm at sea' } }),
    );
    const ticket = dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shot.id}/generate`, { token }));
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    const [generation] = dataOf<ShotGeneration[]>(
      await server.request('GET', `${base}/shots/${shot.id}/generations`, { token }),
    );
    expect(generation!.style).toEqual({
      presetId: 'oil-painting',
      modules: [{ name: 'Pencil storm', presetId: 'pencil-sketch' }],
    });
    expect(generation!.metadata).not.toHaveProperty('drawnStyle');
    expect(await styleFor(project.id, {})).toMatchObject({
      presetId: 'oil-painting',
      modules: [{ name: 'Pencil storm', presetId: 'pencil-sketch' }],
    });
    const withModule = await renderAgain(ticket);
    // Without the module the same shot is plain oil painting: the module made the difference.
    dataOf(await setStyle(null));
    expect((await renderAgain(ticket)).equals(withModule)).toBe(false);
  });
});
