/** The tabs inside a project (spec §2), in display order; the path segment is also the i18n key. */
export const PROJECT_SECTIONS = ['scenarios', 'assets', 'styles', 'settings'] as const;
export type ProjectSection = (typeof PROJECT_SECTIONS)[number];

export function projectSectionPath(projectId: string, section: ProjectSection): string {
  return `/projects/${encodeURIComponent(projectId)}/${section}`;
}
