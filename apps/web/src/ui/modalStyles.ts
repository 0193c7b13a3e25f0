import type { IconName } from './Icon';

export type ModalSize = 'small' | 'medium' | 'large' | 'xl' | 'fullscreen';
export type ModalVariant = 'default' | 'danger' | 'success' | 'warning';

export const MODAL_SIZES: readonly ModalSize[] = ['small', 'medium', 'large', 'xl', 'fullscreen'];
export const MODAL_VARIANTS: readonly ModalVariant[] = ['default', 'danger', 'success', 'warning'];

/** Width (and, for fullscreen, the whole viewport) of the dialog panel per size. */
export const MODAL_SIZE_CLASSES: Record<ModalSize, string> = {
  small: 'w-full max-w-sm max-h-[calc(100dvh-2rem)] rounded-2xl',
  medium: 'w-full max-w-lg max-h-[calc(100dvh-2rem)] rounded-2xl',
  large: 'w-full max-w-2xl max-h-[calc(100dvh-2rem)] rounded-2xl',
  xl: 'w-full max-w-5xl max-h-[calc(100dvh-2rem)] rounded-2xl',
  fullscreen: 'size-full',
};

/** Icon badge and top edge that tell the variants apart (colour is never the only signal). */
export const MODAL_VARIANT_STYLES: Record<ModalVariant, { icon: IconName; badge: string; edge: string } | null> = {
  default: null,
  danger: { icon: 'alert', badge: 'bg-danger/12 text-danger', edge: 'border-t-danger' },
  success: { icon: 'checkCircle', badge: 'bg-success/12 text-success', edge: 'border-t-success' },
  warning: { icon: 'alert', badge: 'bg-warning/14 text-warning', edge: 'border-t-warning' },
};
