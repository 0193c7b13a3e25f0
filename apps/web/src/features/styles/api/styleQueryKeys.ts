/** TanStack Query keys of the styles feature; invalidating `all` refreshes every styles query. */
export const styleQueryKeys = {
  all: ['styles'] as const,
  /** A project's own modules, or the global library when projectId is null. */
  list: (projectId: string | null) => ['styles', 'list', projectId ?? 'global'] as const,
  presets: ['styles', 'presets'] as const,
};
