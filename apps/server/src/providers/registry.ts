import type { Pricing, PriceItem } from '@sym/contracts';
import { VARIANT_SUITE_NAMES } from '@sym/contracts';
import type { ImageProvider } from './image/image-provider.ts';
import type { LipsyncProvider } from './lipsync/lipsync-provider.ts';
import type { ProviderInfo } from './provider.ts';
import type { SpeechProvider } from './speech/speech-provider.ts';
import type { TextProvider } from './text/text-provider.ts';
import type { VideoProvider } from './video/video-provider.ts';

/** One provider per kind, chosen from config (see create-providers.ts). */
export interface ProviderRegistry {
  text: TextProvider;
  image: ImageProvider;
  video: VideoProvider;
  speech: SpeechProvider;
  lipsync: LipsyncProvider;
}

const UNITS: Record<ProviderInfo['kind'], string> = {
  text: 'request',
  image: 'image',
  video: 'clip',
  speech: 'line',
  lipsync: 'clip',
};

/**
 * The one pricing table: credits per unit of each kind, as declared by the provider in use or, where given, as the
 * site's administrator priced its model.
 */
export function pricingOf(
  registry: ProviderRegistry,
  prices: Partial<Record<ProviderInfo['kind'], number>> = {},
): Pricing {
  const items: PriceItem[] = [registry.image, registry.video, registry.speech, registry.lipsync, registry.text].map(
    ({ info }) => ({
      kind: info.kind,
      credits: prices[info.kind] ?? info.creditsPerUnit,
      unit: UNITS[info.kind],
      providerId: info.id,
      providerName: info.name,
    }),
  );
  return { items, variantSuiteImages: VARIANT_SUITE_NAMES.length };
}
