import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { i18nReady } from '../app/i18n';

/** Renders a ui/ piece with the English texts loaded (the real i18n set-up, no providers). */
export async function renderUi(element: ReactElement, options?: RenderOptions) {
  await i18nReady;
  return render(element, options);
}
