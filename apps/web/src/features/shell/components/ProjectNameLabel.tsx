import { useProjectName } from '../../projects';

/** The current project's name beside the project tabs; nothing until loaded or when it cannot be loaded. */
export function ProjectNameLabel({ projectId }: { projectId: string }) {
  const name = useProjectName(projectId);
  if (!name) return null;
  return (
    <p
      data-testid="header-project-name"
      title={name}
      className="max-w-[40%] shrink-0 truncate border-r border-line py-2.5 pr-4 text-sm font-semibold text-fg sm:max-w-xs"
    >
      {name}
    </p>
  );
}
