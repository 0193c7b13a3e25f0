import { STYLE_PRESETS, type StylePreset, type StyleModuleView } from '@sym/contracts';
import type { StyleModuleRow } from '../../db/schema.ts';

const isPreset = (value: string | null): value is StylePreset =>
  value !== null && (STYLE_PRESETS as readonly string[]).includes(value);

/** The only outward shape of a style module. */
export function presentStyleModule(row: StyleModuleRow): StyleModuleView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    preset: isPreset(row.preset) ? row.preset : null,
    referenceImageUrl: row.referenceImageUrl,
    projectId: row.projectId,
    userId: row.userId,
    settings: row.settings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
