import type { EditorTabProps } from '../shell/editorTabs';
import { EpisodeDangerZone } from './EpisodeDangerZone';
import { EpisodeDetailsForm } from './EpisodeDetailsForm';

/** The settings tab of the episode editor: the episode's details and languages, and its danger zone. */
export function EpisodeSettingsTab({ projectId, episode }: EditorTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <EpisodeDetailsForm key={episode.id} projectId={projectId} episode={episode} />
      <EpisodeDangerZone projectId={projectId} episode={episode} />
    </div>
  );
}
