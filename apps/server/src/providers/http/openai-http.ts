import type { ProviderInfo, ProviderKind } from '../provider.ts';
import { isLoopbackUrl, VendorHttp } from './vendor-http.ts';

/** Options every OpenAI-compatible adapter takes (OpenAI itself, Ollama, vLLM, LM Studio, LocalAI...). */
export interface OpenAiCommonOptions {
  /** Default https://api.openai.com/v1; e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl?: string;
  /** Sent as `Authorization: Bearer`; local servers usually need none. */
  apiKey?: string;
  model: string;
  /** Per-request limit in milliseconds. */
  timeoutMs: number;
  maxRetries: number;
  /** First retry backoff step in milliseconds (default 500); tests make it small. */
  retryBaseDelayMs?: number;
  /** Credits per call / image / speech line (default 1). */
  creditsPerUnit?: number;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** The VendorHttp of an OpenAI-compatible endpoint, speaking as `label` in messages. */
export function openAiHttp(options: OpenAiCommonOptions, label: string): VendorHttp {
  return new VendorHttp({
    label,
    baseUrl: options.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    secrets: options.apiKey ? [options.apiKey] : [],
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
    retryBaseDelayMs: options.retryBaseDelayMs,
  });
}

/** The provider info of an OpenAI-compatible adapter: "OpenAI-compatible <kind> model (<model>)". */
export function openAiProviderInfo(
  options: OpenAiCommonOptions,
  kind: ProviderKind,
  capabilities: ProviderInfo['capabilities'],
): ProviderInfo {
  return {
    id: 'openai',
    name: `OpenAI-compatible ${kind} model (${options.model})`,
    kind,
    isLocal: isLoopbackUrl(options.baseUrl ?? OPENAI_DEFAULT_BASE_URL),
    creditsPerUnit: options.creditsPerUnit ?? 1,
    capabilities: { ...capabilities, model: options.model },
  };
}
