import { z } from 'zod';

/**
 * A ComfyUI workflow a user uploads for a project (issue 36, custom models): API-format JSON (ComfyUI's "Save (API
 * Format)": `{ "<node id>": { class_type, inputs } }`) and which node input takes each value the product fills in.
 * The mapping is checked against the workflow here, so the browser and the server give the same answer.
 */

/** The kinds a workflow can make. */
export const WORKFLOW_KINDS = ['image', 'video'] as const;
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];

/** The values the product fills in, in the order the form shows them; `prompt` is required. */
export const WORKFLOW_FIELDS = ['prompt', 'negativePrompt', 'seed', 'width', 'height', 'image'] as const;
export type WorkflowField = (typeof WORKFLOW_FIELDS)[number];

/** The placeholder of the ComfyUI adapters each field becomes (providers/README), and the value type it takes. */
export const WORKFLOW_FIELD_SPECS: Record<WorkflowField, { placeholder: string; type: 'string' | 'number' }> = {
  prompt: { placeholder: 'prompt', type: 'string' },
  negativePrompt: { placeholder: 'negative_prompt', type: 'string' },
  seed: { placeholder: 'seed', type: 'number' },
  width: { placeholder: 'width', type: 'number' },
  height: { placeholder: 'height', type: 'number' },
  image: { placeholder: 'image', type: 'string' },
};

/** Largest workflow accepted (its JSON text), and how many one project keeps. */
export const WORKFLOW_MAX_BYTES = 512 * 1024;
export const WORKFLOWS_PER_PROJECT = 20;

export const NodeInputRef = z.object({
  node: z.string().trim().min(1).max(64),
  input: z.string().trim().min(1).max(128),
});
export type NodeInputRef = z.infer<typeof NodeInputRef>;

export const WorkflowMapping = z.object({
  prompt: NodeInputRef,
  negativePrompt: NodeInputRef.nullish(),
  seed: NodeInputRef.nullish(),
  width: NodeInputRef.nullish(),
  height: NodeInputRef.nullish(),
  image: NodeInputRef.nullish(),
});
export type WorkflowMapping = z.infer<typeof WorkflowMapping>;

/** A node of an API-format workflow, as far as the mapping needs it. */
export interface WorkflowNode {
  class_type: string;
  inputs: Record<string, unknown>;
}

export const WORKFLOW_MESSAGES = {
  notApiFormat: 'The workflow is not in API format: export it in ComfyUI with "Save (API Format)"',
  uiFormat: 'The workflow is in UI format: export it in ComfyUI with "Save (API Format)" instead',
  tooLarge: `The workflow is larger than ${WORKFLOW_MAX_BYTES / 1024} KB`,
  unknownNode: (node: string) => `The workflow has no node "${node}"`,
  unknownInput: (node: string, input: string) => `Node "${node}" has no input "${input}"`,
  wired: (node: string, input: string) =>
    `Input "${input}" of node "${node}" is connected to another node; choose an input that holds a value`,
  wrongType: (node: string, input: string, type: string) =>
    `Input "${input}" of node "${node}" does not hold a ${type === 'number' ? 'number' : 'text'}`,
  twice: (node: string, input: string) => `Input "${input}" of node "${node}" is chosen for two values`,
  tooMany: `A project keeps at most ${WORKFLOWS_PER_PROJECT} workflows`,
} as const;

/** The nodes of an API-format workflow; a message when it is something else. */
export function workflowNodes(json: unknown): { nodes: Record<string, WorkflowNode> } | { problem: string } {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { problem: WORKFLOW_MESSAGES.notApiFormat };
  if ('nodes' in json && 'links' in json) return { problem: WORKFLOW_MESSAGES.uiFormat };
  const entries = Object.entries(json as Record<string, unknown>);
  const isNode = (value: unknown): value is WorkflowNode =>
    !!value &&
    typeof value === 'object' &&
    typeof (value as WorkflowNode).class_type === 'string' &&
    (value as WorkflowNode).class_type.length > 0 &&
    !!(value as WorkflowNode).inputs &&
    typeof (value as WorkflowNode).inputs === 'object' &&
    !Array.isArray((value as WorkflowNode).inputs);
  if (entries.length === 0 || !entries.every(([, node]) => isNode(node))) {
    return { problem: WORKFLOW_MESSAGES.notApiFormat };
  }
  return { nodes: Object.fromEntries(entries) as Record<string, WorkflowNode> };
}

/** A link to another node's output in API format: `[nodeId, outputIndex]`. */
function isLink(value: unknown): boolean {
  return Array.isArray(value) && value.length === 2 && typeof value[1] === 'number';
}

/** Where a mapping does not fit its workflow: one message per field, none when it fits. */
export function mappingProblems(
  nodes: Record<string, WorkflowNode>,
  mapping: WorkflowMapping,
): Partial<Record<WorkflowField, string>> {
  const problems: Partial<Record<WorkflowField, string>> = {};
  const taken = new Set<string>();
  for (const field of WORKFLOW_FIELDS) {
    const ref = mapping[field];
    if (!ref) continue;
    const node = nodes[ref.node];
    const value = node?.inputs[ref.input];
    const key = JSON.stringify([ref.node, ref.input]);
    const { type } = WORKFLOW_FIELD_SPECS[field];
    if (!node) problems[field] = WORKFLOW_MESSAGES.unknownNode(ref.node);
    else if (!(ref.input in node.inputs)) problems[field] = WORKFLOW_MESSAGES.unknownInput(ref.node, ref.input);
    else if (isLink(value)) problems[field] = WORKFLOW_MESSAGES.wired(ref.node, ref.input);
    else if (typeof value !== type) problems[field] = WORKFLOW_MESSAGES.wrongType(ref.node, ref.input, type);
    else if (taken.has(key)) problems[field] = WORKFLOW_MESSAGES.twice(ref.node, ref.input);
    taken.add(key);
  }
  return problems;
}

/** The inputs of a workflow that hold a value of a field's type (what the mapping form offers for it). */
export function mappableInputs(
  nodes: Record<string, WorkflowNode>,
  field: WorkflowField,
): { node: string; classType: string; input: string }[] {
  const { type } = WORKFLOW_FIELD_SPECS[field];
  return Object.entries(nodes).flatMap(([id, node]) =>
    Object.entries(node.inputs)
      .filter(([, value]) => typeof value === type)
      .map(([input]) => ({ node: id, classType: node.class_type, input })),
  );
}

/** The workflow with each mapped input replaced by its adapter placeholder (`{{prompt}}`...). */
export function placeholderWorkflow(
  nodes: Record<string, WorkflowNode>,
  mapping: WorkflowMapping,
): Record<string, WorkflowNode> {
  const copy = structuredClone(nodes);
  for (const field of WORKFLOW_FIELDS) {
    const ref = mapping[field];
    if (ref && copy[ref.node]) copy[ref.node]!.inputs[ref.input] = `{{${WORKFLOW_FIELD_SPECS[field].placeholder}}}`;
  }
  return copy;
}

/** Input names that usually hold each field in ComfyUI's core and common custom nodes. */
const USUAL_INPUTS: Record<WorkflowField, { classes?: RegExp; inputs: readonly string[] }> = {
  prompt: { classes: /TextEncode/i, inputs: ['text', 'text_g', 'prompt'] },
  negativePrompt: { classes: /TextEncode/i, inputs: ['text', 'text_g', 'prompt'] },
  seed: { inputs: ['seed', 'noise_seed'] },
  width: { inputs: ['width'] },
  height: { inputs: ['height'] },
  image: { classes: /LoadImage/i, inputs: ['image'] },
};

/**
 * A first mapping for an uploaded workflow, for the user to check: the first text encoder is the prompt and the
 * second the negative one (ComfyUI's default graph), the first seed, width, height and loaded image. Fields with no
 * likely input are left out; `prompt` is then null.
 */
export function guessMapping(nodes: Record<string, WorkflowNode>): Partial<Record<WorkflowField, NodeInputRef>> {
  const guess: Partial<Record<WorkflowField, NodeInputRef>> = {};
  const taken = new Set<string>();
  for (const field of WORKFLOW_FIELDS) {
    const usual = USUAL_INPUTS[field];
    const found = mappableInputs(nodes, field).find(
      ({ node, classType, input }) =>
        usual.inputs.includes(input) &&
        (!usual.classes || usual.classes.test(classType)) &&
        !taken.has(JSON.stringify([node, input])),
    );
    if (!found) continue;
    guess[field] = { node: found.node, input: found.input };
    taken.add(JSON.stringify([found.node, found.input]));
  }
  return guess;
}
