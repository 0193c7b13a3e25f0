import { STYLE_PRESETS } from '@sym/contracts';
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
  list: (projectId: string | null) => call('styles.list', projectId ? { projectId } : {}),
  presets: () => call('styles.presets'),
  /** A new module always has a preset (a new draft starts on the catalogue's first); the first stands in for none. */
  create: (projectId: string | null, draft: StyleDraft) =>
    call('styles.create', { ...fieldsOf(draft), preset: draft.preset ?? STYLE_PRESETS[0], projectId }),
  update: (id: string, draft: StyleDraft) => call('styles.update', { id, ...fieldsOf(draft) }),
  delete: (id: string) => call('styles.delete', { id }),
};
