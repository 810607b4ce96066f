import { NavLink } from '@remix-run/react';
import { WIZARD_STEPS, type WizardStep } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { editStepPath } from '../../lib/wizard-steps';

/** 'Step {current} of {total}' and a link to every step: a draft resumes at any step. */
export function WizardNav({ releaseId, indicator }: { releaseId: string | null; indicator: { current: number; total: number } }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard:nav')}>
      <p className="mb-2 text-sm text-muted-foreground" data-testid="step-indicator">
        {t('wizard.stepOf', indicator)}
      </p>
      <ol className="flex flex-wrap gap-1">
        {WIZARD_STEPS.map((step: WizardStep, index) => (
          <li key={step}>
            {releaseId ? (
              <NavLink
                to={editStepPath(releaseId, step)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-2.5 py-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
                  )
                }
              >
                {index + 1}. {t(`wizard.steps.${step}`)}
              </NavLink>
            ) : (
              <span
                aria-current={index === 0 ? 'step' : undefined}
                className={cn(
                  'block rounded-md px-2.5 py-1 text-xs font-medium',
                  index === 0 ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground',
                )}
              >
                {index + 1}. {t(`wizard.steps.${step}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
