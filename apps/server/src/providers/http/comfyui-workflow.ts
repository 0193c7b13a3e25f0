import fs from 'node:fs';
import { z } from 'zod';
import { ProviderError } from '../provider.ts';

/**
 * ComfyUI workflows in API format ({ "<node id>": { class_type, inputs } }, exported with "Save (API Format)")
 * with `{{name}}` placeholders in string inputs. A string that is exactly one placeholder becomes the value
 * itself, so "{{seed}}" turns into a number; placeholders inside longer text are interpolated as text.
 */

export interface ComfyNode {
  class_type: string;
  inputs: Record<string, unknown>;
  [key: string]: unknown;
}

export type ComfyWorkflow = Record<string, ComfyNode>;

export type PlaceholderValues = Record<string, string | number>;

const WorkflowSchema = z.record(
  z.string(),
  z.looseObject({ class_type: z.string().min(1), inputs: z.record(z.string(), z.unknown()) }),
);

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/gi;
const WHOLE_PLACEHOLDER = /^\{\{\s*([a-z][a-z0-9_]*)\s*\}\}$/i;

/** Validates an API-format workflow; a UI-format export or other JSON is ProviderError('input') saying why. */
export function parseComfyWorkflow(json: unknown, label: string): ComfyWorkflow {
  if (json && typeof json === 'object' && 'nodes' in json && 'links' in json) {
    throw new ProviderError(
      'input',
      `${label}: the ComfyUI workflow is in UI format; export it with "Save (API Format)" instead`,
    );
  }
  const result = WorkflowSchema.safeParse(json);
  if (!result.success || Object.keys(result.data).length === 0) {
    throw new ProviderError(
      'input',
      `${label}: the ComfyUI workflow is not an API-format workflow ({ "id": { "class_type", "inputs" } })`,
    );
  }
  return result.data as ComfyWorkflow;
}

function visitStrings(value: unknown, visit: (text: string) => unknown): unknown {
  if (typeof value === 'string') return visit(value);
  if (Array.isArray(value)) return value.map((item) => visitStrings(item, visit));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visitStrings(item, visit)]));
  }
  return value;
}

/** The placeholder names a workflow uses, lower case. */
export function workflowPlaceholders(workflow: ComfyWorkflow): Set<string> {
  const names = new Set<string>();
  visitStrings(workflow, (text) => {
    for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!.toLowerCase());
    return text;
  });
  return names;
}

/** Throws ProviderError('input') naming placeholders the adapter cannot fill. */
export function assertKnownPlaceholders(workflow: ComfyWorkflow, known: Iterable<string>, label: string): void {
  const allowed = new Set(known);
  const unknown = [...workflowPlaceholders(workflow)].filter((name) => !allowed.has(name));
  if (unknown.length > 0) {
    const list = unknown.map((name) => `{{${name}}}`).join(', ');
    throw new ProviderError('input', `${label}: the ComfyUI workflow uses unknown placeholders ${list}`);
  }
}

/** A copy of the workflow with every placeholder replaced; a placeholder without a value is ProviderError('input'). */
export function fillWorkflow(workflow: ComfyWorkflow, values: PlaceholderValues, label: string): ComfyWorkflow {
  const lookup = new Map(Object.entries(values).map(([key, value]) => [key.toLowerCase(), value]));
  const valueOf = (name: string): string | number => {
    const value = lookup.get(name.toLowerCase());
    if (value === undefined) {
      throw new ProviderError('input', `${label}: nothing to put in the workflow's {{${name}}} placeholder`);
    }
    return value;
  };
  return visitStrings(workflow, (text) => {
    const whole = WHOLE_PLACEHOLDER.exec(text);
    if (whole) return valueOf(whole[1]!);
    return text.replace(PLACEHOLDER, (_match, name: string) => String(valueOf(name)));
  }) as ComfyWorkflow;
}

/** Reads and validates a workflow file (COMFYUI_IMAGE_WORKFLOW / COMFYUI_VIDEO_WORKFLOW); errors name the file. */
export function loadComfyWorkflowFile(filePath: string, label: string): ComfyWorkflow {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new ProviderError('input', `${label}: cannot read the ComfyUI workflow file ${filePath}`, { cause: error });
  }
  return parseComfyWorkflow(json, label);
}
