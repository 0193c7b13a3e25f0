import path from 'node:path';
import { MODEL_KINDS, type ModelKind } from '@sym/contracts';
import type { Config } from '../../config/index.ts';
import type { ModelListEntry } from '../../config/generation-settings.ts';
import type { ProviderFactories, ProvidersConfig } from '../../providers/create-providers.ts';
import type { ProviderRegistry } from '../../providers/registry.ts';

/** One model the site offers: a provider of a kind with its vendor's model, made once at start. */
export interface CatalogEntry<Kind extends ModelKind = ModelKind> {
  /** `kind:provider` or `kind:provider:model`. */
  id: string;
  kind: Kind;
  providerId: string;
  /** The vendor's model (a ComfyUI workflow's file name); null for a provider with one model. */
  model: string | null;
  provider: ProviderRegistry[Kind];
  isDefault: boolean;
}

export type CatalogConfig = ProvidersConfig &
  Pick<Config, 'TEXT_MODELS' | 'IMAGE_MODELS' | 'VIDEO_MODELS' | 'SPEECH_MODELS' | 'LIPSYNC_MODELS'>;

const LISTS: Record<ModelKind, keyof CatalogConfig> = {
  text: 'TEXT_MODELS',
  image: 'IMAGE_MODELS',
  video: 'VIDEO_MODELS',
  speech: 'SPEECH_MODELS',
  lipsync: 'LIPSYNC_MODELS',
};
const CHOSEN: Record<ModelKind, keyof CatalogConfig> = {
  text: 'TEXT_PROVIDER',
  image: 'IMAGE_PROVIDER',
  video: 'VIDEO_PROVIDER',
  speech: 'SPEECH_PROVIDER',
  lipsync: 'LIPSYNC_PROVIDER',
};

/** The setting holding a vendor's model of a kind (what the default entry runs), where the vendor has models. */
const MODEL_SETTINGS: Partial<Record<string, Partial<Record<ModelKind, keyof CatalogConfig>>>> = {
  openai: { text: 'OPENAI_TEXT_MODEL', image: 'OPENAI_IMAGE_MODEL', speech: 'OPENAI_SPEECH_MODEL' },
  replicate: {
    image: 'REPLICATE_IMAGE_MODEL',
    video: 'REPLICATE_VIDEO_MODEL',
    speech: 'REPLICATE_SPEECH_MODEL',
    lipsync: 'REPLICATE_LIPSYNC_MODEL',
  },
  comfyui: { image: 'COMFYUI_IMAGE_WORKFLOW', video: 'COMFYUI_VIDEO_WORKFLOW' },
  elevenlabs: { speech: 'ELEVENLABS_MODEL' },
};

const modelId = (kind: ModelKind, providerId: string, model: string | null) =>
  model ? `${kind}:${providerId}:${model}` : `${kind}:${providerId}`;

/** How a model reads in lists: a workflow file by its name, a vendor model as it is. */
const modelLabel = (providerId: string, model: string | null) =>
  model && providerId === 'comfyui' ? path.basename(model) : model;

/**
 * The models the site offers (issue 36, custom models): the default of each kind (its *_PROVIDER and model
 * settings, the registry's provider) and the *_MODELS entries. Built at start, so a wrong entry stops the start
 * like a wrong provider setting does.
 */
export class ModelCatalog {
  private readonly byId: Map<string, CatalogEntry>;

  constructor(private readonly all: readonly CatalogEntry[]) {
    this.byId = new Map(all.map((entry) => [entry.id, entry]));
  }

  static build(config: CatalogConfig, registry: ProviderRegistry, make: ProviderFactories): ModelCatalog {
    const entries: CatalogEntry[] = [];
    for (const kind of MODEL_KINDS) {
      const chosen = String(config[CHOSEN[kind]]);
      const defaultModel = settingModel(config, chosen, kind);
      entries.push({
        id: modelId(kind, chosen, modelLabel(chosen, defaultModel)),
        kind,
        providerId: chosen,
        model: modelLabel(chosen, defaultModel),
        provider: registry[kind],
        isDefault: true,
      });
      for (const { provider: providerId, model } of config[LISTS[kind]] as ModelListEntry[]) {
        const id = modelId(kind, providerId, modelLabel(providerId, model));
        if (entries.some((entry) => entry.id === id)) continue;
        const factory = (make[kind] as Record<string, (model?: string) => ProviderRegistry[typeof kind]>)[providerId];
        if (!factory) throw new Error(`${LISTS[kind]}: ${providerId} makes no ${kind}`);
        entries.push({
          id,
          kind,
          providerId,
          model: modelLabel(providerId, model),
          provider: factory(model ?? undefined),
          isDefault: false,
        });
      }
    }
    return new ModelCatalog(entries);
  }

  entries(kind?: ModelKind): readonly CatalogEntry[] {
    return kind ? this.all.filter((entry) => entry.kind === kind) : this.all;
  }

  find<Kind extends ModelKind>(kind: Kind, id: string): CatalogEntry<Kind> | undefined {
    const entry = this.byId.get(id);
    return entry?.kind === kind ? (entry as CatalogEntry<Kind>) : undefined;
  }

  defaultOf<Kind extends ModelKind>(kind: Kind): CatalogEntry<Kind> {
    return this.all.find((entry) => entry.kind === kind && entry.isDefault) as CatalogEntry<Kind>;
  }

  /** The site's ComfyUI for a kind (its first entry): a project's own workflow runs there, at its price. */
  comfyOf(kind: ModelKind): CatalogEntry | undefined {
    return this.all.find((entry) => entry.kind === kind && entry.providerId === 'comfyui');
  }
}

function settingModel(config: CatalogConfig, providerId: string, kind: ModelKind): string | null {
  const setting = MODEL_SETTINGS[providerId]?.[kind];
  const value = setting ? config[setting] : undefined;
  return typeof value === 'string' && value ? value : null;
}
