import { describe, expect, it } from 'vitest';
import {
  guessMapping,
  mappableInputs,
  mappingProblems,
  placeholderWorkflow,
  workflowNodes,
  type WorkflowNode,
} from './comfy-workflow-mapping.ts';

const GRAPH: Record<string, WorkflowNode> = {
  '3': { class_type: 'KSampler', inputs: { seed: 7, steps: 20, model: ['4', 0], positive: ['6', 0] } },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sdxl.safetensors' } },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 768, batch_size: 1 } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a castle', clip: ['4', 1] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry', clip: ['4', 1] } },
  '11': { class_type: 'LoadImage', inputs: { image: 'example.png' } },
};

describe('ComfyUI workflow mapping', () => {
  it('reads API-format workflows and tells UI-format exports and other JSON apart', () => {
    expect(workflowNodes(GRAPH)).toEqual({ nodes: GRAPH });
    expect(workflowNodes({ nodes: [], links: [] })).toEqual({ problem: expect.stringMatching(/UI format/) });
    expect(workflowNodes({ '1': { inputs: {} } })).toEqual({ problem: expect.stringMatching(/not in API format/) });
    expect(workflowNodes([])).toEqual({ problem: expect.stringMatching(/not in API format/) });
    expect(workflowNodes({})).toEqual({ problem: expect.stringMatching(/not in API format/) });
  });

  it('offers the inputs holding a value of each field type, never links', () => {
    expect(mappableInputs(GRAPH, 'seed').map(({ node, input }) => `${node}.${input}`)).toEqual([
      '3.seed',
      '3.steps',
      '5.width',
      '5.height',
      '5.batch_size',
    ]);
    expect(mappableInputs(GRAPH, 'prompt').map(({ node, input }) => `${node}.${input}`)).toEqual([
      '4.ckpt_name',
      '6.text',
      '7.text',
      '11.image',
    ]);
  });

  it('guesses the usual mapping of a txt2img or img2img graph', () => {
    expect(guessMapping(GRAPH)).toEqual({
      prompt: { node: '6', input: 'text' },
      negativePrompt: { node: '7', input: 'text' },
      seed: { node: '3', input: 'seed' },
      width: { node: '5', input: 'width' },
      height: { node: '5', input: 'height' },
      image: { node: '11', input: 'image' },
    });
  });

  it('names each field whose input does not fit', () => {
    const mapping = {
      prompt: { node: '6', input: 'text' },
      negativePrompt: { node: '6', input: 'text' },
      seed: { node: '3', input: 'model' },
      width: { node: '6', input: 'text' },
      height: { node: '5', input: 'depth' },
      image: { node: '12', input: 'image' },
    };
    expect(mappingProblems(GRAPH, mapping)).toEqual({
      negativePrompt: 'Input "text" of node "6" is chosen for two values',
      seed: 'Input "model" of node "3" is connected to another node; choose an input that holds a value',
      width: 'Input "text" of node "6" does not hold a number',
      height: 'Node "5" has no input "depth"',
      image: 'The workflow has no node "12"',
    });
    expect(mappingProblems(GRAPH, { prompt: { node: '6', input: 'text' }, seed: null })).toEqual({});
  });

  it('puts the adapter placeholders in the mapped inputs of a copy', () => {
    const filled = placeholderWorkflow(GRAPH, {
      prompt: { node: '6', input: 'text' },
      seed: { node: '3', input: 'seed' },
      image: { node: '11', input: 'image' },
    });
    expect(filled['6']!.inputs).toEqual({ text: '{{prompt}}', clip: ['4', 1] });
    expect(filled['3']!.inputs['seed']).toBe('{{seed}}');
    expect(filled['11']!.inputs['image']).toBe('{{image}}');
    expect(GRAPH['6']!.inputs['text']).toBe('a castle');
  });
});
