import { STORAGE_KEYS, type ProjectModels } from '@sym/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/AppProviders';
import '../../../../app/i18n/i18n';
import { createQueryClient } from '../../../../app/queryClient';
import { WEB_STORAGE_KEYS } from '../../../../lib/storage/keys';
import { fail, ok, stubApi } from '../../../../test/fakeApi';
import { ModelsSection } from './ModelsSection';

const option = (id: string, name: string, providerName: string, credits: number, workflowId: string | null = null) => ({
  id,
  name,
  providerName,
  credits,
  workflowId,
});
const local = (kind: string, name: string, credits: number) => [option(`${kind}:local`, name, 'Local', credits)];
const MODELS: ProjectModels = {
  choices: { image: null, video: null, speech: null, text: null, lipsync: null },
  options: {
    image: [
      option('image:local', 'Local storyboard renderer', 'Local', 1),
      option('image:comfyui', 'ComfyUI', 'ComfyUI', 4),
    ],
    video: local('video', 'Camera moves', 3),
    speech: local('speech', 'espeak', 1),
    text: local('text', 'Rule-based', 0),
    lipsync: local('lipsync', 'Voice on clip', 2),
  },
  workflows: [],
  workflowKinds: ['image'],
};
const GRAPH = {
  '3': { class_type: 'KSampler', inputs: { seed: 5, model: ['4', 0] } },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sdxl.safetensors' } },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 1024, batch_size: 1 } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a castle', clip: ['4', 1] } },
  '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'x', images: ['8', 0] } },
};

function renderSection(tier: 'sym' | 'motionmaker', routes: Parameters<typeof stubApi>[0] = {}) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-0');
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-0');
  const api = stubApi({ 'GET /api/projects/p1/models': () => ok(MODELS), ...routes });
  render(
    <AppProviders tier={tier} queryClient={createQueryClient()}>
      <MemoryRouter>
        <ModelsSection projectId="p1" canEdit />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

const workflowFile = (json: unknown, name = 'sdxl-grain.json') =>
  new File([JSON.stringify(json)], name, { type: 'application/json' });

describe('ModelsSection', () => {
  it('shows the site default and the other models with their prices, and saves a choice', async () => {
    const sent: unknown[] = [];
    renderSection('motionmaker', {
      'PUT /api/projects/p1/models': (body) => {
        sent.push(body);
        return ok({ ...MODELS, choices: { ...MODELS.choices, image: 'image:comfyui' } });
      },
    });
    const images = await screen.findByLabelText('Images');
    expect(
      within(images)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Site default: Local storyboard renderer · Local · 1 credit', 'ComfyUI · 4 credits']);
    // A kind with only the site default offers nothing to choose.
    expect((screen.getByLabelText('Video') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(images, { target: { value: 'image:comfyui' } });
    expect(await screen.findByText('Images: model saved')).toBeTruthy();
    expect(sent).toEqual([{ image: 'image:comfyui' }]);
    expect((screen.getByLabelText('Images') as HTMLSelectElement).value).toBe('image:comfyui');
  });

  it('reads a workflow file, guesses its mapping and uploads it; the server’s refusal shows on its field', async () => {
    const sent: Record<string, unknown>[] = [];
    renderSection('motionmaker', {
      'POST /api/projects/p1/workflows': (body) => {
        sent.push(body as Record<string, unknown>);
        return sent.length === 1
          ? fail(422, 'VALIDATION_ERROR', 'Validation error', [
              { field: 'mapping.seed', message: 'Input "seed" of node "3" does not hold a number' },
            ])
          : ok(MODELS);
      },
    });
    const file = await screen.findByLabelText('Workflow file (API format)');
    fireEvent.change(file, { target: { files: [workflowFile({ nodes: [], links: [] })] } });
    expect(await screen.findByText(/This workflow is in UI format/)).toBeTruthy();

    fireEvent.change(file, { target: { files: [workflowFile(GRAPH)] } });
    const prompt = await screen.findByLabelText('Prompt');
    expect((prompt as HTMLSelectElement).value).toBe(JSON.stringify(['6', 'text']));
    expect((screen.getByLabelText('Seed') as HTMLSelectElement).value).toBe(JSON.stringify(['3', 'seed']));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('sdxl-grain');
    // An input already taken by another value is not offered again.
    const negative = within(screen.getByLabelText('Negative prompt')).getAllByRole('option');
    expect(negative.map((item) => item.textContent)).not.toContain('#6 CLIPTextEncode · text');

    fireEvent.click(screen.getByRole('button', { name: 'Upload workflow' }));
    expect(await screen.findByText('Input "seed" of node "3" does not hold a number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload workflow' }));
    expect(await screen.findByText('“sdxl-grain” uploaded: choose it above to use it')).toBeTruthy();
    expect(sent[1]).toMatchObject({
      name: 'sdxl-grain',
      kind: 'image',
      workflow: GRAPH,
      mapping: {
        prompt: { node: '6', input: 'text' },
        seed: { node: '3', input: 'seed' },
        width: { node: '5', input: 'width' },
        height: { node: '5', input: 'height' },
      },
    });
  });

  it('shows the base edition what the upgrade brings, with the choices read-only', async () => {
    renderSection('sym');
    expect(((await screen.findByLabelText('Images')) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText(/Choosing your own generation models comes with/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Upload a workflow')).toBeNull());
  });
});
