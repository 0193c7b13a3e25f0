import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mediaPathOf,
  type JobTicket,
  type ProjectCreateWithStoryResult,
  type ScenePlan,
  type Shot,
  type StoryAnalysis,
  type StoryBreakdown,
} from '@sym/contracts';
import { assetVariants, assets, projects, scenarios, variantImages } from '../src/db/schema.ts';
import { dataOf, errorOf, openRpcSocket, PNG_BYTES, uploadFile } from './helpers/fixtures.ts';
import { uploadPng, useServerWithRows } from './helpers/media-fixtures.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';

const { server, fixtures } = useServerWithRows();
const story = readFileSync(new URL('../../../e2e/fixtures/stories/the-fox-and-the-crow.txt', import.meta.url), 'utf8');
const CREATE = '/api/projects/create-with-story';

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'The Fox and the Crow',
    supportedLanguages: ['de'],
    aspectRatio: 'portrait',
    style: { preset: 'anime', custom_description: 'soft light' },
    story,
    targetDuration: 60,
    assets: [
      { key: 'fox', name: 'Fox', type: 'character', description: 'a sly red fox' },
      { key: 'crow', name: 'Crow', type: 'character', description: 'a proud black crow' },
      { key: 'tree', name: 'Oak Tree', type: 'location', description: 'a tall oak tree' },
    ],
    shots: [
      { type: 'establishing', description: 'An oak tree in the forest', assetKeys: ['tree'], duration: 4 },
      { type: 'medium', description: 'The crow holds the cheese', assetKeys: ['crow', 'tree'], dialogue: 'Caw!' },
      { type: 'close', description: 'The fox looks up', assetKeys: ['fox'], cameraMotion: 'tilt_up' },
    ],
    ...overrides,
  };
}

async function ownedCounts(userId: string) {
  const db = server.database.db;
  const owned = await db.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId));
  const scenarioRows = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.userId, userId));
  const assetRows = await db.select({ id: assets.id }).from(assets).where(eq(assets.userId, userId));
  const variants = await db
    .select({ id: assetVariants.id })
    .from(assetVariants)
    .where(eq(assetVariants.userId, userId));
  return {
    projects: owned.length,
    scenarios: scenarioRows.length,
    assets: assetRows.length,
    variants: variants.length,
  };
}

describe('story.analyze and story.breakdown', () => {
  it('finds the characters, locations and props of a story and breaks it into shots that name them', async () => {
    const { accessToken: token } = await server.register();
    const analysis = dataOf<StoryAnalysis>(
      await server.request('POST', '/api/story/analyze', { token, body: { story } }),
    );
    const names = analysis.assets.map((asset) => asset.name.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['fox', 'crow']));
    expect(analysis.assets.find((asset) => asset.name.toLowerCase() === 'fox')?.type).toBe('character');

    const breakdown = dataOf<StoryBreakdown>(
      await server.request('POST', '/api/story/breakdown', {
        token,
        body: { story, assets: analysis.assets, targetDuration: 60 },
      }),
    );
    expect(breakdown.shots.length).toBeGreaterThan(3);
    expect(breakdown.shots.some((shot) => shot.assetNames.includes('Fox'))).toBe(true);
    const total = breakdown.shots.reduce((sum, shot) => sum + shot.duration, 0);
    expect(total).toBeGreaterThan(40);
    expect(total).toBeLessThan(80);
  });

  it('reads a German story: places are locations, people and the cat characters, described in German phrases', async () => {
    const { accessToken: token } = await server.register();
    const bakery = readFileSync(new URL('../../../bench/contact-sheet/bakery.de.txt', import.meta.url), 'utf8');
    const analysis = dataOf<StoryAnalysis>(
      await server.request('POST', '/api/story/analyze', { token, body: { story: bakery } }),
    );
    const byName = new Map(analysis.assets.map((asset) => [asset.name, asset]));
    expect(byName.get('Bäckerei')?.type).toBe('location');
    expect(byName.get('Keller')?.type).toBe('location');
    expect(byName.get('Greta')?.type).toBe('character');
    expect(byName.get('Moritz')?.type).toBe('character');
    expect(byName.get('Kerze')?.type).toBe('prop');
    expect(byName.get('Greta')?.description).toBe(
      'Greta — eine junge Bäckerin mit roten Zöpfen und einer weißen Schürze',
    );
    expect(byName.get('Bäckerei')?.description).toBe('Die kleine Bäckerei am Marktplatz von Lindenau');
    // Phrases, never the bare name of a thing that the story describes.
    expect(byName.get('Moritz')?.description).not.toBe('Moritz');
  });

  it('answers an empty story with "Please enter your story", and no token with 401', async () => {
    const { accessToken: token } = await server.register();
    for (const path of ['/api/story/analyze', '/api/story/breakdown']) {
      const error = errorOf(await server.request('POST', path, { token, body: { story: '   ', assets: [] } }), 422);
      expect(error.details).toContainEqual({ field: 'story', message: 'Please enter your story' });
      errorOf(await server.request('POST', path, { body: { story } }), 401);
    }
  });
});

describe('project.createWithStory', () => {
  it('creates the project, episode, assets with Default variants and ordered shots with their assets', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const result = dataOf<ProjectCreateWithStoryResult>(
      await server.request('POST', CREATE, { token, body: validInput() }),
    );
    expect(result.assetIds).toHaveLength(3);
    expect(result.shotIds).toHaveLength(3);

    const project = dataOf<{ name: string; supportedLanguages: string[]; style: { preset: string } }>(
      await server.request('GET', `/api/projects/${result.projectId}`, { token }),
    );
    expect(project).toMatchObject({ name: 'The Fox and the Crow', style: { preset: 'anime' } });
    expect(project.supportedLanguages.sort()).toEqual(['de', 'en']);
    const scenario = dataOf<{ aspectRatio: string; originalPrompt: string; projectId: string }>(
      await server.request('GET', `/api/scenarios/${result.scenarioId}`, { token }),
    );
    expect(scenario).toMatchObject({
      aspectRatio: 'portrait',
      originalPrompt: story.trim(),
      projectId: result.projectId,
    });
    const shotList = dataOf<Shot[]>(
      await server.request('GET', `/api/scenarios/${result.scenarioId}/shots`, { token }),
    );
    expect(shotList.map((shot) => [shot.sequence, shot.description])).toEqual([
      [1, 'An oak tree in the forest'],
      [2, 'The crow holds the cheese'],
      [3, 'The fox looks up'],
    ]);
    const [fox, crow, tree] = result.assetIds;
    expect(shotList[1]!.assetIds.sort()).toEqual([crow, tree].sort());
    expect(shotList[2]).toMatchObject({ assetIds: [fox], cameraMotion: 'tilt_up', type: 'close' });
    expect(await ownedCounts(account.user.id)).toEqual({ projects: 1, scenarios: 1, assets: 3, variants: 3 });
  });

  it('keeps a German story in German: the episode is German, and its shots are drawn from what they say', async () => {
    const { accessToken: token } = await server.register();
    const german = 'Greta nimmt eine Kerze und steigt die steile Treppe in den dunklen Keller hinunter.';
    const result = dataOf<ProjectCreateWithStoryResult>(
      await server.request('POST', CREATE, {
        token,
        body: validInput({
          name: 'Die Bäckerei',
          supportedLanguages: ['en'],
          story: german,
          assets: [{ key: 'greta', name: 'Greta', type: 'character', description: 'eine junge Bäckerin' }],
          shots: [{ type: 'wide', description: german, assetKeys: ['greta'] }],
        }),
      }),
    );
    const scenario = dataOf<{ contentLanguage: string; supportedLanguages: string[] }>(
      await server.request('GET', `/api/scenarios/${result.scenarioId}`, { token }),
    );
    expect(scenario.contentLanguage).toBe('de');
    expect(scenario.supportedLanguages.sort()).toEqual(['de', 'en']);

    const [shotId] = result.shotIds;
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `/api/scenarios/${result.scenarioId}/shots/${shotId}/generate`, { token, body: {} }),
    );
    await waitForJob(server, token, ticket);
    const [generation] = dataOf<Array<{ scene: ScenePlan }>>(
      await server.request('GET', `/api/scenarios/${result.scenarioId}/shots/${shotId}/generations`, { token }),
    );
    expect(generation!.scene.figures.map((figure) => figure.name)).toEqual(['Greta']);
    expect(generation!.scene.props.map((prop) => [prop.kind, prop.name])).toEqual([['lantern', 'Kerze']]);
  });

  it('answers the same over the socket RPC (project.createWithStory, story.analyze)', async () => {
    const account = await server.register();
    const { rpc, close } = await openRpcSocket(server, account.accessToken);
    try {
      const analysis = await rpc('story.analyze', { story });
      expect(analysis).toMatchObject({ success: true });
      const created = await rpc('project.createWithStory', validInput());
      expect(created).toMatchObject({
        success: true,
        data: { assetIds: expect.any(Array), shotIds: expect.any(Array) },
      });
      const refused = await rpc('project.createWithStory', validInput({ assets: [], shots: [] }));
      expect(refused).toMatchObject({
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          details: [{ field: 'assets', message: 'Please select at least one asset' }],
        },
      });
    } finally {
      close();
    }
    expect((await ownedCounts(account.user.id)).projects).toBe(1);
  });

  it('validates every input with the wizard texts (422 with field details)', async () => {
    const { accessToken: token } = await server.register();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Project name is required'],
      [{ story: '' }, 'story', 'Please enter your story'],
      [{ assets: [] }, 'assets', 'Please select at least one asset'],
      [{ aspectRatio: 'wide' }, 'aspectRatio', ''],
      [{ supportedLanguages: ['xx'] }, 'supportedLanguages.0', ''],
      [{ shots: [{ description: 'x', duration: -1 }] }, 'shots.0.duration', 'Duration must be greater than 0'],
      [{ shots: [{ description: 'x', assetKeys: ['ghost'] }] }, 'shots.0.assetKeys.0', 'This shot names an asset'],
      [{ description: 'x'.repeat(501) }, 'description', ''],
    ];
    for (const [override, field, message] of cases) {
      const error = errorOf(await server.request('POST', CREATE, { token, body: validInput(override) }), 422);
      const detail = error.details?.find((entry: { field: string }) => entry.field === field);
      expect(detail, `${field} in ${JSON.stringify(error.details)}`).toBeDefined();
      expect(detail!.message).toContain(message);
    }
    errorOf(await server.request('POST', CREATE, { body: validInput() }), 401);
  });

  it('is atomic: a failure in the middle (a shot the database refuses) leaves nothing behind', async () => {
    const account = await server.register();
    const db = server.database.db;
    // The database refuses one shot row, after the project, episode and assets were inserted.
    await db.execute(sql`
      create or replace function refuse_injected_shot() returns trigger language plpgsql as $$
      begin
        if new.description = 'inject-failure' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_injected_shot before insert on shots
      for each row execute function refuse_injected_shot()`);
    try {
      const body = validInput({ shots: [{ description: 'fine' }, { description: 'inject-failure' }] });
      const response = await server.request('POST', CREATE, { token: account.accessToken, body });
      expect(response.status).toBe(500);
      expect(await ownedCounts(account.user.id)).toEqual({ projects: 0, scenarios: 0, assets: 0, variants: 0 });
    } finally {
      await db.execute(sql`drop trigger refuse_injected_shot on shots`);
    }
    // The same input without the refused row goes through.
    dataOf(await server.request('POST', CREATE, { token: account.accessToken, body: validInput() }));
  });

  it('respects tier limits: assets per project and projects (403, nothing created)', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const many = Array.from({ length: 21 }, (_, index) => ({ key: `a${index}`, name: `Asset ${index}`, type: 'prop' }));
    const assetsError = errorOf(
      await server.request('POST', CREATE, { token, body: validInput({ assets: many, shots: [] }) }),
      403,
    );
    expect(assetsError.message).toBe(
      'Asset limit reached (20 per project on Sym). Upgrade to Motion Maker Pro for unlimited assets.',
    );
    for (let index = 0; index < 10; index += 1) await fixtures.project(account.user.id, { name: `P${index}` });
    const projectsError = errorOf(await server.request('POST', CREATE, { token, body: validInput() }), 403);
    expect(projectsError.message).toContain('Project limit reached (10 on Sym).');
    expect((await ownedCounts(account.user.id)).projects).toBe(10);

    await fixtures.setUserTier(account.user.id, 'motionmaker');
    dataOf(await server.request('POST', CREATE, { token, body: validInput({ assets: many, shots: [] }) }));
  });

  it('adopts the caller’s own wizard preview images as Default variant images, refuses anyone else’s', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const ticket = dataOf<JobTicket>(
      await server.request('POST', '/api/story/asset-preview', {
        token,
        body: { name: 'Fox', type: 'character', description: 'a sly red fox', style: { preset: 'anime' } },
      }),
    );
    expect(ticket).toMatchObject({ queue: 'image-generation', cost: 1 });
    expect(await balanceOf(server, token)).toBe(99);
    const job = await waitForJob(server, token, ticket);
    expect(job.status).toBe('completed');
    const url = String(job.result?.url);
    expect(url).toMatch(/^\/media\//);

    const stranger = await server.register();
    const refused = errorOf(
      await server.request('POST', CREATE, {
        token: stranger.accessToken,
        body: validInput({ assets: [{ key: 'fox', name: 'Fox', type: 'character', imageUrl: url }], shots: [] }),
      }),
      422,
    );
    expect(refused.details).toContainEqual({
      field: 'assets.0.imageUrl',
      message: 'This image was not generated for you in the wizard',
    });
    expect((await ownedCounts(stranger.user.id)).projects).toBe(0);

    const result = dataOf<ProjectCreateWithStoryResult>(
      await server.request('POST', CREATE, {
        token,
        body: validInput({ assets: [{ key: 'fox', name: 'Fox', type: 'character', imageUrl: url }], shots: [] }),
      }),
    );
    const db = server.database.db;
    const [variant] = await db.select().from(assetVariants).where(eq(assetVariants.assetId, result.assetIds[0]!));
    expect(variant).toMatchObject({ variantName: 'Default', status: 'completed' });
    const images = await db.select().from(variantImages).where(eq(variantImages.variantId, variant!.id));
    // Answers carry the address signed; the record keeps the stored path (media-access.ts).
    expect(images).toEqual([expect.objectContaining({ imageUrl: mediaPathOf(url), isPrimary: true })]);
    expect(images[0]!.imageUrlThumb).toMatch(/^\/media\//);
    expect(images[0]!.storageKey).toBeTruthy();

    // The same preview adopted again (a second project from the same draft) shares the file: the recycle bin
    // deletes a stored file only when no variant image names its key any more.
    const again = dataOf<ProjectCreateWithStoryResult>(
      await server.request('POST', CREATE, {
        token,
        body: validInput({ assets: [{ key: 'fox', name: 'Fox', type: 'character', imageUrl: url }], shots: [] }),
      }),
    );
    const [copyVariant] = await db.select().from(assetVariants).where(eq(assetVariants.assetId, again.assetIds[0]!));
    const copies = await db.select().from(variantImages).where(eq(variantImages.variantId, copyVariant!.id));
    expect(copies).toEqual([
      expect.objectContaining({ imageUrl: mediaPathOf(url), storageKey: images[0]!.storageKey }),
    ]);
  });

  it('refuses a preview without a description with the generation text', async () => {
    const { accessToken: token } = await server.register();
    const error = errorOf(
      await server.request('POST', '/api/story/asset-preview', { token, body: { name: 'Fox', type: 'character' } }),
      422,
    );
    expect(error.details).toContainEqual({ field: 'description', message: 'Image generation needs a description' });
  });

  it('uploads a style reference image (sniffed, size-limited) whose url the previews and the project use', async () => {
    const { accessToken: token } = await server.register();
    const path = '/api/upload/style-reference';
    const notImage = errorOf(
      await uploadFile(server, path, { bytes: Buffer.from('plain text'), name: 'a.png', type: 'image/png' }, token),
      422,
    );
    expect(notImage.details).toContainEqual({
      field: 'image',
      message: 'Please select an image file (PNG, JPEG, WebP or GIF)',
    });
    errorOf(await uploadPng(server, path), 401);
    const { url } = dataOf<{ url: string }>(
      await uploadFile(server, path, { bytes: PNG_BYTES, name: 'style.txt', type: 'text/plain' }, token),
    );
    expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]+\.png\?exp=\d+&sig=[\w-]+$/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');

    const style = { preset: 'oil-painting', reference_image_url: url };
    const ticket = dataOf<JobTicket>(
      await server.request('POST', '/api/story/asset-preview', {
        token,
        body: { name: 'Fox', type: 'character', description: 'a sly red fox', style },
      }),
    );
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    const result = dataOf<ProjectCreateWithStoryResult>(
      await server.request('POST', CREATE, { token, body: validInput({ style }) }),
    );
    const project = dataOf<{ style: { reference_image_url: string } }>(
      await server.request('GET', `/api/projects/${result.projectId}`, { token }),
    );
    expect(mediaPathOf(project.style.reference_image_url)).toBe(mediaPathOf(url));
  });
});
