import {
  STORYBOARD_FIELDS,
  STORYBOARD_ORIENTATIONS,
  STORYBOARD_PANEL_COUNTS,
  STORYBOARD_PDF_DEFAULTS,
  storyboardPdfQuery,
  type StoryboardField,
  type StoryboardOrientation,
  type StoryboardPanelCount,
} from '@sym/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Modal, SelectField } from '../../../ui';
import { exportsApi } from './exportsApi';
import { saveBlob } from './saveDownload';

interface StoryboardPdfDialogProps {
  scenarioId: string;
  onClose: () => void;
}

const CHECKBOX = 'size-4 accent-[var(--color-accent)]';

/**
 * The storyboard PDF's layout: panels per page, page orientation, the texts under each panel, and whether the open
 * comments (as footnotes) and each shot's approval state are printed; Download builds and saves the file.
 */
export function StoryboardPdfDialog({ scenarioId, onClose }: StoryboardPdfDialogProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const [panels, setPanels] = useState<StoryboardPanelCount>(STORYBOARD_PDF_DEFAULTS.panels);
  const [orientation, setOrientation] = useState<StoryboardOrientation>(STORYBOARD_PDF_DEFAULTS.orientation);
  const [fields, setFields] = useState<ReadonlySet<StoryboardField>>(new Set(STORYBOARD_PDF_DEFAULTS.fields));
  const [comments, setComments] = useState(false);
  const [approvals, setApprovals] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggleField = (field: StoryboardField, isOn: boolean) => {
    const next = new Set(fields);
    if (isOn) next.add(field);
    else next.delete(field);
    setFields(next);
  };

  const handleDownload = async () => {
    setIsDownloading(true);
    setError(null);
    try {
      const query = storyboardPdfQuery({
        panels,
        orientation,
        // In the order the panels print them, whatever order they were ticked in.
        fields: STORYBOARD_FIELDS.filter((field) => fields.has(field)),
        comments,
        approvals,
      });
      const { blob, fileName } = await exportsApi.download(scenarioId, 'pdf', query);
      saveBlob(blob, fileName);
      onClose();
    } catch {
      setError(t('exports.storyboardPdf.failed'));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('exports.storyboardPdf.title')}
      description={t('exports.storyboardPdf.description')}
      isDismissable={!isDownloading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isDownloading}>
            {t('exports.storyboardPdf.cancel')}
          </Button>
          <Button onClick={() => void handleDownload()} isLoading={isDownloading} data-testid="pdf-download">
            {t('exports.storyboardPdf.download')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('exports.storyboardPdf.panels')}
            value={String(panels)}
            onValueChange={(value) => setPanels(Number(value) as StoryboardPanelCount)}
            options={STORYBOARD_PANEL_COUNTS.map((count) => ({ value: String(count), label: String(count) }))}
            data-testid="pdf-panels"
          />
          <SelectField
            label={t('exports.storyboardPdf.orientation')}
            value={orientation}
            onValueChange={(value) => setOrientation(value as StoryboardOrientation)}
            options={STORYBOARD_ORIENTATIONS.map((value) => ({
              value,
              label: t(`exports.storyboardPdf.orientations.${value}`),
            }))}
            data-testid="pdf-orientation"
          />
        </div>
        <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
          <legend id={legendId} className="mb-1 text-sm font-medium text-fg">
            {t('exports.storyboardPdf.fieldsLegend')}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {STORYBOARD_FIELDS.map((field) => (
              <label key={field} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  checked={fields.has(field)}
                  onChange={(event) => toggleField(field, event.target.checked)}
                  data-testid={`pdf-field-${field}`}
                  className={CHECKBOX}
                />
                {t(`exports.storyboardPdf.fields.${field}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={comments}
              onChange={(event) => setComments(event.target.checked)}
              data-testid="pdf-comments"
              className={CHECKBOX}
            />
            {t('exports.storyboardPdf.comments')}
          </label>
          <label className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={approvals}
              onChange={(event) => setApprovals(event.target.checked)}
              data-testid="pdf-approvals"
              className={CHECKBOX}
            />
            {t('exports.storyboardPdf.approvals')}
          </label>
        </div>
        {error && <Alert>{error}</Alert>}
      </div>
    </Modal>
  );
}
