import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import { Button, Icon, PageHeader, useConfirm } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { useWizardDraft } from '../hooks/useWizardDraft';
import { CREATED_PARAM, createdScenarioPath } from '../utils/createdScenario';
import { stepIssue, type StepIssue } from '../utils/stepIssue';
import { WIZARD_STEPS } from '../utils/wizardDraft';
import { AssetsStep } from './AssetsStep';
import { CreateStep } from './CreateStep';
import { ProjectSetupStep } from './ProjectSetupStep';
import { ShotsStep } from './ShotsStep';
import { StoryStep } from './StoryStep';
import { VisualStyleStep } from './VisualStyleStep';
import { WizardProgress } from './WizardProgress';

/**
 * The guided wizard (spec §2, §4): six steps from a story idea to a project with approved assets, an episode
 * and generated shots. The draft lives in local storage per user, so a reload mid-way keeps the work.
 */
export function StoryWizardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('wizard.title'));
  const user = useCurrentUser();
  const confirm = useConfirm();
  const { draft, update, clear, restart } = useWizardDraft(user.id);
  const [issue, setIssue] = useState<StepIssue | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = draft.step;
  const stepName = WIZARD_STEPS[step - 1]!;
  const isFirstRender = useRef(true);
  const [searchParams] = useSearchParams();
  // Read once: the address only marks a project made before this page was loaded (a reload mid-creation).
  const [resumeTarget] = useState(() => createdScenarioPath(searchParams.get(CREATED_PARAM)));

  // Focus follows the step so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    setIssue(null);
    update({ step: Math.max(1, Math.min(WIZARD_STEPS.length, next)) });
  };
  const handleNext = () => {
    const found = stepIssue(draft);
    setIssue(found);
    if (!found) goTo(step + 1);
  };
  const handleStartOver = async () => {
    if (await confirm({ title: t('wizard.startOver'), message: t('wizard.startOverConfirm'), variant: 'danger' })) {
      setIssue(null);
      restart();
    }
  };
  const stepProps = { draft, update, issue };

  if (resumeTarget) return <Navigate to={resumeTarget} replace />;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title={t('wizard.title')}
        description={t('wizard.subtitle')}
        actions={
          !isCreating && (
            <Button variant="ghost" size="sm" onClick={() => void handleStartOver()}>
              <Icon name="refresh" className="size-4" />
              {t('wizard.startOver')}
            </Button>
          )
        }
      />
      <WizardProgress current={step} />
      <section aria-labelledby="wizard-step-title" className="flex flex-col gap-5">
        <h2
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-fg outline-none"
        >
          {t(`wizard.steps.${stepName}`)}
        </h2>
        {stepName === 'setup' && <ProjectSetupStep {...stepProps} />}
        {stepName === 'style' && <VisualStyleStep {...stepProps} />}
        {stepName === 'story' && <StoryStep {...stepProps} />}
        {stepName === 'assets' && <AssetsStep {...stepProps} />}
        {stepName === 'shots' && <ShotsStep {...stepProps} />}
        {stepName === 'create' && <CreateStep draft={draft} onCreated={clear} onBusyChange={setIsCreating} />}
      </section>
      {!isCreating && (
        <div className="flex items-center justify-between gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 1}>
            <Icon name="arrowLeft" className="size-4" />
            {t('wizard.back')}
          </Button>
          {step < WIZARD_STEPS.length && <Button onClick={handleNext}>{t('wizard.next')}</Button>}
        </div>
      )}
    </div>
  );
}
