import { ProviderError, type ProviderCallContext, type ProviderInfo, type ProviderKind } from '../provider.ts';
import {
  ComfyUiClient,
  DEFAULT_NEGATIVE_PROMPT,
  pickOutputFile,
  type ComfyFile,
  type ComfyUiCommonOptions,
} from './comfyui-client.ts';
import {
  assertKnownPlaceholders,
  fillWorkflow,
  workflowPlaceholders,
  type ComfyWorkflow,
  type PlaceholderValues,
} from './comfyui-workflow.ts';
import { isLoopbackUrl } from './vendor-http.ts';

/** What an adapter brings to a ComfyUI workflow run. */
export interface ComfyAdapterSetup {
  /** Speaks in messages, e.g. 'Image provider'. */
  label: string;
  /** The parsed API-format workflow. */
  workflow: ComfyWorkflow;
  /** Placeholders the adapter fills; the keys of the user's `values` are allowed too. */
  placeholders: readonly string[];
  /** Values the user's `values` may override, e.g. the default checkpoint. */
  defaults?: PlaceholderValues;
}

/** Which output file of a finished run is the result, and what to say when there is none. */
export interface ComfyOutputChoice {
  kinds: Array<'images' | 'gifs' | 'videos'>;
  accept: (file: ComfyFile) => boolean;
  /** The message of the 'malformed' error when no output file is accepted. */
  missing: string;
}

/**
 * The part both ComfyUI adapters share: the workflow's placeholders are checked once, and each call fills it
 * with the adapter's defaults, the user's values, the negative prompt, a seed and the adapter's own values (in
 * that order, later ones winning), uploads the input image for {{image}}, runs it and downloads the result.
 */
export class ComfyWorkflowRunner {
  /** Whether the workflow takes an input image ({{image}}). */
  readonly usesImage: boolean;
  private readonly client: ComfyUiClient;

  constructor(
    private readonly options: ComfyUiCommonOptions,
    private readonly setup: ComfyAdapterSetup,
  ) {
    const own = Object.keys(options.values ?? {}).map((key) => key.toLowerCase());
    assertKnownPlaceholders(setup.workflow, [...setup.placeholders, ...own], setup.label);
    this.usesImage = workflowPlaceholders(setup.workflow).has('image');
    this.client = new ComfyUiClient({ ...options, label: setup.label });
  }

  /** The provider info of an adapter running this workflow. */
  info(kind: ProviderKind, capabilities: ProviderInfo['capabilities']): ProviderInfo {
    return {
      id: 'comfyui',
      name: `ComfyUI ${kind} workflow`,
      kind,
      isLocal: isLoopbackUrl(this.options.baseUrl),
      creditsPerUnit: this.options.creditsPerUnit ?? 1,
      capabilities,
    };
  }

  /** Runs the filled workflow and returns the bytes of the chosen output file; `image` is used when it takes one. */
  async run(
    image: Uint8Array | undefined,
    values: PlaceholderValues,
    output: ComfyOutputChoice,
    context: ProviderCallContext,
  ): Promise<Uint8Array> {
    const { label, workflow } = this.setup;
    const filled: PlaceholderValues = {
      ...this.setup.defaults,
      ...this.options.values,
      negative_prompt: this.options.negativePrompt ?? DEFAULT_NEGATIVE_PROMPT,
      seed: context.seed ?? Math.floor(Math.random() * 2 ** 32),
      ...values,
    };
    const run = await this.client.run(
      this.usesImage && image ? [image] : [],
      ([name]) => fillWorkflow(workflow, name === undefined ? filled : { ...filled, image: name }, label),
      context,
    );
    const file = pickOutputFile(run.outputs, output.kinds, output.accept);
    if (!file) throw new ProviderError('malformed', output.missing);
    return run.download(file);
  }
}
