import {
  AdminModelPriceInput,
  CustomWorkflowCreateInput,
  CustomWorkflowIdInput,
  ProjectModels,
  ProjectModelsInput,
  ProjectModelsPutInput,
  SiteModel,
} from '../api/models.ts';
import { z } from 'zod';
import { EmptyInput, defineContracts, del, get, post, put } from './define.ts';
import { CUSTOM_MODELS_GATE } from './feature-gate-rules.ts';

const PROJECT_ID = '3f2e1d0c-9b8a-4765-a432-10fedcba9876';
const WORKFLOW_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const mapping = {
  prompt: { node: '6', input: 'text' },
  negativePrompt: { node: '7', input: 'text' },
  seed: { node: '3', input: 'seed' },
  width: { node: '5', input: 'width' },
  height: { node: '5', input: 'height' },
  image: null,
};
/** An SDXL graph as ComfyUI's "Save (API Format)" writes it: values, and links as [node, output]. */
const exampleGraph = {
  '3': {
    class_type: 'KSampler',
    inputs: { seed: 123, steps: 30, model: ['4', 0], positive: ['6', 0], negative: ['7', 0], latent_image: ['5', 0] },
  },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 1024, batch_size: 1 } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a castle at dawn', clip: ['4', 1] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry, watermark', clip: ['4', 1] } },
  '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
  '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'storyboard', images: ['8', 0] } },
};
const workflow = {
  id: WORKFLOW_ID,
  kind: 'image' as const,
  name: 'SDXL, film grain',
  mapping,
  nodeCount: 7,
  createdAt: '2026-03-05T10:15:00.000Z',
};
const siteModel = {
  id: 'image:comfyui',
  kind: 'image' as const,
  providerId: 'comfyui',
  providerName: 'ComfyUI',
  model: null,
  credits: 2,
  defaultCredits: 1,
  isDefault: false,
};
const option = (id: string, name: string, providerName: string, credits: number, workflowId: string | null = null) => ({
  id,
  name,
  providerName,
  credits,
  workflowId,
});
const projectModels = {
  choices: { image: `workflow:${WORKFLOW_ID}`, video: null, speech: null, text: null, lipsync: null },
  options: {
    image: [
      option('image:local', 'Storyboard sketch', 'Local', 1),
      option(siteModel.id, 'ComfyUI', 'ComfyUI', 2),
      option(`workflow:${WORKFLOW_ID}`, workflow.name, 'ComfyUI', 2, WORKFLOW_ID),
    ],
    video: [option('video:local', 'Camera moves', 'Local', 2)],
    speech: [option('speech:local', 'espeak', 'Local', 1)],
    text: [option('text:local', 'Rule-based', 'Local', 0)],
    lipsync: [option('lipsync:local', 'Voice on clip', 'Local', 2)],
  },
  workflows: [workflow],
  workflowKinds: ['image' as const],
};

/**
 * Custom models (issue 36): a project's model per kind and its own ComfyUI workflows (`custom_models`), and the
 * prices an administrator sets for the site's models (site administrators only, signed-in session only).
 */
export const modelsContracts = defineContracts({
  'project.models.get': {
    summary: "Read a project's models: its choice per kind, what it may choose (with prices) and its workflows",
    auth: 'required',
    http: get('/api/projects/:id/models'),
    input: ProjectModelsInput,
    output: ProjectModels,
    example: { input: { id: PROJECT_ID }, output: projectModels },
  },
  'project.models.put': {
    summary: 'Choose the model a project uses for a kind (null: the site default); the next jobs cost its price',
    auth: 'required',
    http: put('/api/projects/:id/models'),
    gate: CUSTOM_MODELS_GATE,
    input: ProjectModelsPutInput,
    output: ProjectModels,
    example: {
      input: { id: PROJECT_ID, image: siteModel.id, video: null },
      output: { ...projectModels, choices: { ...projectModels.choices, image: siteModel.id } },
    },
  },
  'project.workflows.create': {
    summary: 'Upload a ComfyUI workflow (API format) for a project and say which node inputs take which values',
    auth: 'required',
    http: post('/api/projects/:id/workflows'),
    gate: CUSTOM_MODELS_GATE,
    input: CustomWorkflowCreateInput,
    output: ProjectModels,
    example: {
      input: {
        id: PROJECT_ID,
        name: workflow.name,
        kind: 'image',
        workflow: exampleGraph,
        mapping,
      },
      output: projectModels,
    },
  },
  'project.workflows.delete': {
    summary: "Delete a project's workflow (a kind that used it goes back to the site default)",
    auth: 'required',
    http: del('/api/projects/:id/workflows/:workflowId'),
    gate: CUSTOM_MODELS_GATE,
    input: CustomWorkflowIdInput,
    output: ProjectModels,
    example: { input: { id: PROJECT_ID, workflowId: WORKFLOW_ID }, output: projectModels },
  },
  'admin.models.list': {
    summary: "List the site's models of every kind with their prices",
    auth: 'required',
    http: get('/api/admin/models'),
    sessionOnly: true,
    input: EmptyInput,
    output: z.array(SiteModel),
    example: { input: {}, output: [siteModel] },
  },
  'admin.models.price': {
    summary: 'Set what one unit of a model costs in credits (null: the provider’s own price)',
    auth: 'required',
    http: put('/api/admin/models/price'),
    sessionOnly: true,
    input: AdminModelPriceInput,
    output: SiteModel,
    example: { input: { modelId: siteModel.id, credits: 2 }, output: siteModel },
  },
});
