import type { StylePreset } from '@sym/contracts';

/** A decorative colour swatch per preset, so the catalogue can be scanned at a glance. */
export const PRESET_SWATCHES: Record<StylePreset, string> = {
  photorealistic: 'linear-gradient(135deg, #6b7f99 0%, #c9b79c 55%, #3b4a5c 100%)',
  '2d-animation': 'linear-gradient(135deg, #ffd166 0%, #ef476f 50%, #118ab2 100%)',
  '3d-animation': 'linear-gradient(135deg, #7dd3fc 0%, #a78bfa 50%, #f472b6 100%)',
  anime: 'linear-gradient(135deg, #fbcfe8 0%, #93c5fd 55%, #312e81 100%)',
  'gritty-realism': 'linear-gradient(135deg, #3f3f3a 0%, #7a6f5a 55%, #1c1b19 100%)',
  watercolor: 'linear-gradient(135deg, #bae6fd 0%, #fde68a 50%, #fbcfe8 100%)',
  'oil-painting': 'linear-gradient(135deg, #7c2d12 0%, #d97706 50%, #1e3a5f 100%)',
  'pencil-sketch': 'linear-gradient(135deg, #f5f5f4 0%, #a8a29e 60%, #57534e 100%)',
  'comic-book': 'linear-gradient(135deg, #facc15 0%, #ef4444 50%, #1d4ed8 100%)',
  'fantasy-art': 'linear-gradient(135deg, #4c1d95 0%, #0f766e 55%, #fbbf24 100%)',
  'sci-fi': 'linear-gradient(135deg, #020617 0%, #0891b2 55%, #e879f9 100%)',
  vintage: 'linear-gradient(135deg, #d6c7a1 0%, #b08968 55%, #6f4e37 100%)',
  minimalist: 'linear-gradient(135deg, #f8fafc 0%, #e2e8f0 60%, #94a3b8 100%)',
  abstract: 'linear-gradient(135deg, #f97316 0%, #8b5cf6 45%, #10b981 100%)',
};
