import type { StyleModuleView, StylePresetInfo } from '@sym/contracts';
import { call } from '../../../lib/transport';
import type { StyleDraft } from './styleTypes';

function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function fieldsOf(draft: StyleDraft) {
  return {
    name: draft.name.trim(),
    description: optionalText(draft.description),
    referenceImageUrl: optionalText(draft.referenceImageUrl),
    ...(draft.preset ? { preset: draft.preset } : {}),
  };
}

/** Style module operations (styles.*): the global library without projectId, a project's with it. */
export const stylesApi = {
  list: (projectId: string | null) => call<StyleModuleView[]>('styles.list', projectId ? { projectId } : {}),
  presets: () => call<StylePresetInfo[]>('styles.presets'),
  create: (projectId: string | null, draft: StyleDraft) =>
    call<StyleModuleView>('styles.create', { ...fieldsOf(draft), projectId }),
  update: (id: string, draft: StyleDraft) => call<StyleModuleView>('styles.update', { id, ...fieldsOf(draft) }),
  delete: (id: string) => call<{ id: string }>('styles.delete', { id }),
};
