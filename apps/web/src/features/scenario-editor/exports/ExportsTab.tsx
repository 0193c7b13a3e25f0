import { EditableArea } from '../../teams';
import type { EditorTabProps } from '../shell/editorTabs';
import { DownloadsSection } from './DownloadsSection';
import { ExportForm } from './ExportForm';
import { ExportsList } from './ExportsList';

/** The editor's Exports tab: start a video or animatic render, the exports list, and file downloads. */
export function ExportsTab({ scenarioId, scenario }: EditorTabProps) {
  return (
    <div className="flex flex-col gap-6">
      {/* Rendering an export is an edit (TEAM_POLICY 'project.edit'); the list and downloads stay open to all. */}
      <EditableArea>
        <ExportForm scenarioId={scenarioId} scenario={scenario} />
      </EditableArea>
      <ExportsList scenarioId={scenarioId} />
      <DownloadsSection scenarioId={scenarioId} scenario={scenario} />
    </div>
  );
}
