import { MODEL_KINDS, type ModelKind, type ModelOption, type ProjectModels } from '@sym/contracts';
import { useState } from 'react';
import { useGatedControl } from '../../../../app/tier';
import { errorMessageOf } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { LoadingError, OutcomeMessage, SelectField, SettingsSection, SkeletonList, type Outcome } from '../../../../ui';
import { UpgradeHint } from '../../../upgrade';
import { useChooseModels, useProjectModels } from '../../api/useProjectModels';
import { WorkflowsPanel } from './WorkflowsPanel';

/**
 * The project's models (custom models, the professional edition's): per kind, the site's default or another model
 * the site offers, or one of the project's ComfyUI workflows, each with what one unit costs. Jobs started after a
 * change run on, and cost, the new model.
 */
export function ModelsSection({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const models = useProjectModels(projectId);
  return (
    <SettingsSection
      title={t('projects.settings.models.title')}
      description={t('projects.settings.models.description')}
    >
      {models.isPending ? (
        <SkeletonList />
      ) : models.isError ? (
        <LoadingError
          operation={t('projects.settings.models.operation')}
          detail={errorMessageOf(models.error)}
          onReload={() => void models.refetch()}
        />
      ) : (
        <ModelsForm projectId={projectId} models={models.data} canEdit={canEdit} />
      )}
    </SettingsSection>
  );
}

function ModelsForm({ projectId, models, canEdit }: { projectId: string; models: ProjectModels; canEdit: boolean }) {
  const { t } = useTranslation();
  const control = useGatedControl('project.models');
  const choose = useChooseModels(projectId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mayChoose = canEdit && control.isEnabled;

  const optionLabel = (option: ModelOption) => {
    const credits = t('projects.settings.models.credits', { count: option.credits });
    // A provider with one model is named once.
    return option.name === option.providerName
      ? t('projects.settings.models.optionPlain', { name: option.name, credits })
      : t('projects.settings.models.option', { name: option.name, provider: option.providerName, credits });
  };

  const handleChange = async (kind: ModelKind, value: string) => {
    setOutcome(null);
    try {
      await choose.mutateAsync({ [kind]: value === '' ? null : value });
      setOutcome({
        tone: 'success',
        text: t('projects.settings.models.saved', { kind: t(`projects.settings.models.kinds.${kind}`) }),
      });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: errorMessageOf(failure, t('projects.settings.models.failed')) });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {!control.isEnabled && <UpgradeHint feature={control.feature} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {MODEL_KINDS.map((kind) => {
          // The site's default comes first among the options; choosing it stores no choice.
          const [siteDefault, ...others] = models.options[kind];
          return (
            <SelectField
              key={kind}
              label={t(`projects.settings.models.kinds.${kind}`)}
              value={models.choices[kind] ?? ''}
              disabled={!mayChoose || others.length === 0 || choose.isPending}
              options={[
                { value: '', label: t('projects.settings.models.siteDefault', { option: optionLabel(siteDefault!) }) },
                ...others.map((option) => ({ value: option.id, label: optionLabel(option) })),
              ]}
              onValueChange={(value) => void handleChange(kind, value)}
            />
          );
        })}
      </div>
      <OutcomeMessage outcome={outcome} />
      {models.workflowKinds.length > 0 && <WorkflowsPanel projectId={projectId} models={models} canEdit={mayChoose} />}
    </div>
  );
}
