import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import type { AdminAuditList, JobTicket, ProjectModels, SiteModel } from '@sym/contracts';
import { startComfyUiFake, type ComfyUiFake } from './fakes/comfyui-fake.ts';
import { dataOf, errorOf, rowFixtures } from './helpers/fixtures.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Custom models (issue 36): the site offers the local image renderer by default and its ComfyUI besides; a project
// on the professional plan uploads a workflow of its own, maps its inputs, chooses it, and its shots are drawn by it
// at the price the administrator set for the site's ComfyUI.

/** An SDXL graph as ComfyUI saves it in API format: literal values, links as [node, output]. */
const SDXL = {
  '3': {
    class_type: 'KSampler',
    inputs: {
      seed: 123,
      steps: 30,
      cfg: 6.5,
      sampler_name: 'dpmpp_2m',
      scheduler: 'karras',
      denoise: 1,
      model: ['10', 0],
      positive: ['6', 0],
      negative: ['7', 0],
      latent_image: ['5', 0],
    },
  },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 1024, batch_size: 1 } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a castle at dawn', clip: ['10', 1] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry, watermark', clip: ['10', 1] } },
  '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
  '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'storyboard', images: ['8', 0] } },
  '10': {
    class_type: 'LoraLoader',
    inputs: {
      lora_name: 'film-grain.safetensors',
      strength_model: 0.8,
      strength_clip: 0.8,
      model: ['4', 0],
      clip: ['4', 1],
    },
  },
};
const MAPPING = {
  prompt: { node: '6', input: 'text' },
  negativePrompt: { node: '7', input: 'text' },
  seed: { node: '3', input: 'seed' },
  width: { node: '5', input: 'width' },
  height: { node: '5', input: 'height' },
};

let comfy: ComfyUiFake;
let server: TestServer;
beforeAll(async () => {
  comfy = await startComfyUiFake();
  server = await startTestServer({ IMAGE_MODELS: 'comfyui', COMFYUI_URL: comfy.url });
});
afterAll(async () => {
  await server?.close();
  await comfy?.close();
});

describe('custom models', () => {
  let admin: Awaited<ReturnType<TestServer['register']>>;
  beforeAll(async () => {
    admin = await server.register();
    await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  });

  it("a project chooses among the site's models, uploads a workflow, and its shots run on it at its price", async () => {
    const fixtures = rowFixtures(server);
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const modelsUrl = `/api/projects/${project.id}/models`;

    const offered = dataOf<ProjectModels>(await server.request('GET', modelsUrl, { token }));
    expect(offered.choices).toEqual({ image: null, video: null, speech: null, text: null, lipsync: null });
    expect(offered.options.image.map((option) => option.id)).toEqual(['image:local', 'image:comfyui']);
    expect(offered.options.video.map((option) => option.id)).toEqual(['video:local']);
    expect(offered.workflowKinds).toEqual(['image']);

    // The base edition reads its models but chooses none.
    const upload = { name: 'SDXL, film grain', kind: 'image', workflow: SDXL, mapping: MAPPING };
    expect((await server.request('PUT', modelsUrl, { token, body: { image: 'image:comfyui' } })).status).toBe(403);
    expect(
      (await server.request('POST', `/api/projects/${project.id}/workflows`, { token, body: upload })).status,
    ).toBe(403);

    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const created = dataOf<ProjectModels>(
      await server.request('POST', `/api/projects/${project.id}/workflows`, { token, body: upload }),
    );
    const [workflow] = created.workflows;
    expect(workflow).toMatchObject({ name: 'SDXL, film grain', kind: 'image', nodeCount: 8 });
    const workflowModel = `workflow:${workflow!.id}`;
    expect(created.options.image.map((option) => option.id)).toEqual(['image:local', 'image:comfyui', workflowModel]);

    // The administrator prices the site's ComfyUI: the project's workflow runs there at that price.
    const priced = await server.request('PUT', '/api/admin/models/price', {
      token: admin.accessToken,
      body: { modelId: 'image:comfyui', credits: 5 },
    });
    expect(dataOf<SiteModel>(priced)).toMatchObject({ id: 'image:comfyui', credits: 5, isDefault: false });
    const chosen = dataOf<ProjectModels>(
      await server.request('PUT', modelsUrl, { token, body: { image: workflowModel } }),
    );
    expect(chosen.choices.image).toBe(workflowModel);
    expect(chosen.options.image.find((option) => option.id === workflowModel)?.credits).toBe(5);

    // The pricing the browser shows for the project is its model's; the site's stays the default's.
    type PricingItems = { items: { kind: string; credits: number; providerId: string }[] };
    const imagePrice = async (query: string, as = token) =>
      dataOf<PricingItems>(await server.request('GET', `/api/credits/pricing${query}`, { token: as })).items.find(
        (item) => item.kind === 'image',
      );
    expect(await imagePrice(`?projectId=${project.id}`)).toMatchObject({ credits: 5, providerId: 'comfyui' });
    expect(await imagePrice('')).toMatchObject({ credits: 1, providerId: 'local' });
    const outsider = await server.register();
    const hidden = await server.request('GET', `/api/credits/pricing?projectId=${project.id}`, {
      token: outsider.accessToken,
    });
    expect(hidden.status).toBe(404);

    const scenario = await fixtures.scenario(project.id, owner.user.id);
    const shot = await fixtures.shot(scenario.id, 1, { description: 'A lighthouse in a storm' });
    const before = await balanceOf(server, token);
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    expect(before - (await balanceOf(server, token))).toBe(5);

    // ComfyUI got the uploaded graph with the mapped inputs filled and everything else as the user saved it.
    const sent = comfy.prompts.at(-1)!.workflow;
    expect(sent['6']!.inputs['text']).toContain('lighthouse');
    expect(typeof sent['3']!.inputs['seed']).toBe('number');
    expect(sent['3']!.inputs['seed']).not.toBe(123);
    expect(typeof sent['5']!.inputs['width']).toBe('number');
    expect(sent['7']!.inputs['text']).not.toBe('blurry, watermark');
    expect(sent['10']!.inputs).toMatchObject({ lora_name: 'film-grain.safetensors', strength_model: 0.8 });
    expect(sent['4']!.inputs['ckpt_name']).toBe('sd_xl_base_1.0.safetensors');

    // A clone keeps the workflow and runs its own copy.
    const copy = dataOf<{ id: string }>(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const copied = dataOf<ProjectModels>(await server.request('GET', `/api/projects/${copy.id}/models`, { token }));
    expect(copied.workflows).toHaveLength(1);
    expect(copied.workflows[0]!.id).not.toBe(workflow!.id);
    expect(copied.choices.image).toBe(`workflow:${copied.workflows[0]!.id}`);

    // Deleting the workflow puts the kind back on the site default, which costs the local renderer's price again.
    const deleted = dataOf<ProjectModels>(
      await server.request('DELETE', `/api/projects/${project.id}/workflows/${workflow!.id}`, { token }),
    );
    expect(deleted.choices.image).toBeNull();
    expect(deleted.workflows).toEqual([]);
    const again = await balanceOf(server, token);
    const local = dataOf<JobTicket>(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    expect((await waitForJob(server, token, local)).status).toBe('completed');
    expect(again - (await balanceOf(server, token))).toBe(1);
    expect(comfy.prompts.at(-1)!.workflow).toBe(sent);
  }, 90_000);

  it('refuses a workflow whose mapping does not fit it, naming the field, and keeps nothing', async () => {
    const fixtures = rowFixtures(server);
    const owner = await server.register();
    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const url = `/api/projects/${project.id}/workflows`;
    const refusal = async (body: Record<string, unknown>) =>
      errorOf(
        await server.request('POST', url, {
          token,
          body: { name: 'Mine', kind: 'image', workflow: SDXL, mapping: MAPPING, ...body },
        }),
        422,
      ).details;

    expect(await refusal({ mapping: { ...MAPPING, prompt: { node: '99', input: 'text' } } })).toEqual([
      { field: 'mapping.prompt', message: 'The workflow has no node "99"' },
    ]);
    expect(await refusal({ mapping: { ...MAPPING, seed: { node: '3', input: 'model' } } })).toEqual([
      {
        field: 'mapping.seed',
        message: 'Input "model" of node "3" is connected to another node; choose an input that holds a value',
      },
    ]);
    expect(await refusal({ mapping: { ...MAPPING, seed: { node: '6', input: 'text' } } })).toEqual([
      { field: 'mapping.seed', message: 'Input "text" of node "6" does not hold a number' },
    ]);
    expect(await refusal({ mapping: { ...MAPPING, negativePrompt: MAPPING.prompt } })).toEqual([
      { field: 'mapping.negativePrompt', message: 'Input "text" of node "6" is chosen for two values' },
    ]);
    expect(await refusal({ workflow: { nodes: [], links: [] } })).toEqual([
      {
        field: 'workflow',
        message: 'The workflow is in UI format: export it in ComfyUI with "Save (API Format)" instead',
      },
    ]);
    const mood = { ...SDXL, '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: '{{mood}}' } } };
    expect((await refusal({ workflow: mood }))?.[0]?.message).toMatch(/unknown placeholders \{\{mood\}\}/);
    // The site runs no ComfyUI for video.
    expect(await refusal({ kind: 'video' })).toEqual([
      { field: 'kind', message: 'This site runs no ComfyUI for this kind, so it cannot run a workflow' },
    ]);
    expect(await refusal({ mapping: { seed: MAPPING.seed } })).toBeDefined();

    const models = `/api/projects/${project.id}/models`;
    const unknown = await server.request('PUT', models, { token, body: { image: 'image:replicate:someone/else' } });
    expect(errorOf(unknown, 422).details).toEqual([
      { field: 'image', message: 'This model is not offered for this kind' },
    ]);
    const wrongKind = await server.request('PUT', models, { token, body: { video: 'image:comfyui' } });
    expect(errorOf(wrongKind, 422).details?.[0]?.field).toBe('video');
    expect(dataOf<ProjectModels>(await server.request('GET', models, { token })).workflows).toEqual([]);

    // Another user's project is not found; a missing workflow neither.
    const stranger = await server.register();
    await fixtures.setUserTier(stranger.user.id, 'motionmaker');
    expect((await server.request('GET', models, { token: stranger.accessToken })).status).toBe(404);
    const missing = `${url}/0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a`;
    expect((await server.request('DELETE', missing, { token })).status).toBe(404);
  });

  it('lets only administrators price models, and audits each change', async () => {
    const someone = await server.register();
    expect((await server.request('GET', '/api/admin/models', { token: someone.accessToken })).status).toBe(403);
    const models = dataOf<SiteModel[]>(await server.request('GET', '/api/admin/models', { token: admin.accessToken }));
    expect(models.map((model) => [model.id, model.isDefault])).toEqual([
      ['image:local', true],
      ['image:comfyui', false],
      ['video:local', true],
      ['speech:local', true],
      ['text:local', true],
      ['lipsync:local', true],
    ]);
    const price = (body: Record<string, unknown>) =>
      server.request('PUT', '/api/admin/models/price', { token: admin.accessToken, body });
    expect((await price({ modelId: 'image:nothing', credits: 2 })).status).toBe(404);
    expect((await price({ modelId: 'video:local', credits: -1 })).status).toBe(422);
    expect(dataOf<SiteModel>(await price({ modelId: 'video:local', credits: 4 }))).toMatchObject({
      credits: 4,
      defaultCredits: 3,
    });
    const pricing = dataOf<{ items: { kind: string; credits: number }[] }>(
      await server.request('GET', '/api/credits/pricing', { token: someone.accessToken }),
    );
    expect(pricing.items.find((item) => item.kind === 'video')?.credits).toBe(4);
    expect(dataOf<SiteModel>(await price({ modelId: 'video:local', credits: null })).credits).toBe(3);
    const audit = dataOf<AdminAuditList>(await server.request('GET', '/api/admin/audit', { token: admin.accessToken }));
    expect(audit.items.filter((entry) => entry.action === 'model.price').map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { model: 'video:local', from: 4, to: 3 },
        { model: 'video:local', from: 3, to: 4 },
      ]),
    );
  });
});
