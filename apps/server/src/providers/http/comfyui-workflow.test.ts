import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider.ts';
import {
  assertKnownPlaceholders,
  fillWorkflow,
  loadComfyWorkflowFile,
  parseComfyWorkflow,
  workflowPlaceholders,
} from './comfyui-workflow.ts';

const workflow = parseComfyWorkflow(
  {
    '3': { class_type: 'KSampler', inputs: { seed: '{{seed}}', steps: 20, model: ['4', 0] } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: '{{ prompt }}, by {{artist}}' } },
    '7': { class_type: 'Note', inputs: { list: ['{{width}}x{{height}}', { nested: '{{width}}' }] } },
  },
  'Image provider',
);

describe('ComfyUI workflow placeholders', () => {
  it('replaces whole placeholders with typed values and interpolates the rest', () => {
    const filled = fillWorkflow(
      workflow,
      { seed: 9, prompt: 'a cat', artist: 'Monet', width: 512, height: 768 },
      'Image provider',
    );
    expect(filled['3']?.inputs).toEqual({ seed: 9, steps: 20, model: ['4', 0] });
    expect(filled['6']?.inputs['text']).toBe('a cat, by Monet');
    expect(filled['7']?.inputs['list']).toEqual(['512x768', { nested: 512 }]);
    // The original stays a template.
    expect(workflow['3']?.inputs['seed']).toBe('{{seed}}');
  });

  it('lists placeholders and refuses unknown or unfilled ones', () => {
    expect([...workflowPlaceholders(workflow)].sort()).toEqual(['artist', 'height', 'prompt', 'seed', 'width']);
    expect(() => assertKnownPlaceholders(workflow, ['seed', 'prompt', 'width', 'height'], 'Image provider')).toThrow(
      'Image provider: the ComfyUI workflow uses unknown placeholders {{artist}}',
    );
    expect(() => fillWorkflow(workflow, { seed: 1 }, 'Image provider')).toThrow(ProviderError);
  });

  it('tells UI-format exports apart from API format', () => {
    expect(() => parseComfyWorkflow({ nodes: [], links: [], version: 0.4 }, 'Image provider')).toThrow(/UI format/);
    expect(() => parseComfyWorkflow([], 'Image provider')).toThrow(/not an API-format workflow/);
    expect(() => parseComfyWorkflow({}, 'Image provider')).toThrow(/not an API-format workflow/);
  });
});

describe('ComfyUI workflow files', () => {
  it('loads an API-format file and names unreadable ones', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const directory = mkdtempSync(path.join(tmpdir(), 'sym-workflow-'));
    try {
      const file = path.join(directory, 'flow.json');
      writeFileSync(file, JSON.stringify({ '1': { class_type: 'SaveImage', inputs: {} } }));
      expect(Object.keys(loadComfyWorkflowFile(file, 'Image provider'))).toEqual(['1']);
      writeFileSync(file, '{ not json');
      expect(() => loadComfyWorkflowFile(file, 'Image provider')).toThrow(
        `cannot read the ComfyUI workflow file ${file}`,
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
