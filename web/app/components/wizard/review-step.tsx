import { Form, Link, useNavigation } from '@remix-run/react';
import type { WizardStep } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages';
import { editStepPath } from '../../lib/wizard-steps';
import { FormErrors } from '../form-field';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';
import { ReviewSummary, type ReviewSummaryData } from './review-summary';
import { StoreFeeds, type StoreFeedView } from './store-feeds';

export interface ReviewData {
  problems: { field: string; step: WizardStep; message: string }[];
  warnings: { field: string; step: WizardStep; message: string }[];
  agreements: { id: string; accepted: boolean }[];
  summary: ReviewSummaryData;
  storeFeeds: StoreFeedView[];
}

/**
 * Step 7: every problem left, each linked to the step that fixes it; the agreements; and Submit, or for a rejected
 * release being fixed, Reopen (the server decides which by the release's status).
 */
export function ReviewStep({
  releaseId,
  data,
  errors,
  disabled,
  reopens,
}: {
  releaseId: string;
  data: ReviewData;
  errors: Record<string, string[] | undefined>;
  disabled: boolean;
  reopens: boolean;
}) {
  const { t } = useTranslation('wizard');
  const { t: tCommon } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const formErrors = errors[''];
  return (
    <div className="grid gap-6">
      <ReviewSummary releaseId={releaseId} summary={data.summary} />
      {data.problems.length === 0 ? (
        <Alert variant="success" data-testid="review-ready">
          {t('review.ready')}
        </Alert>
      ) : (
        <section aria-labelledby="review-problems" className="grid gap-2">
          <h2 id="review-problems" className="font-medium">
            {t('review.problems', { count: data.problems.length })}
          </h2>
          <ul className="grid gap-1 text-sm" data-testid="review-problems">
            {data.problems.map((problem, index) => (
              <li key={`${problem.field}-${index}`} className="flex flex-wrap justify-between gap-2 rounded-md border border-destructive/30 p-2">
                <span>{errorMessage(tCommon, problem.message)}</span>
                <Link to={`${editStepPath(releaseId, problem.step)}#${problem.field}`} className="font-medium underline underline-offset-4">
                  {t('review.fixIn', { step: tCommon(`wizard.steps.${problem.step}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <FormErrors errors={data.warnings.map((warning) => warning.message)} variant="default" />
      <StoreFeeds releaseId={releaseId} feeds={data.storeFeeds} />
      <Form method="post" className="grid gap-4">
        <fieldset disabled={disabled} className="grid gap-3">
          <legend className="mb-1 font-medium">{t('review.agreementsLegend')}</legend>
          {data.agreements.map((agreement) => {
            const problem = errors[`agreements.${agreement.id}`];
            return (
              <div key={agreement.id} className="grid gap-1">
                <div className="flex items-start gap-2">
                  <Checkbox id={`agreement-${agreement.id}`} name="agreements" value={agreement.id} defaultChecked={agreement.accepted} />
                  <Label htmlFor={`agreement-${agreement.id}`} className="leading-snug">
                    {t(`agreements.${agreement.id}`)}
                  </Label>
                </div>
                {problem ? <p className="text-sm text-destructive">{problem.map((error) => errorMessage(tCommon, error)).join(' ')}</p> : null}
              </div>
            );
          })}
        </fieldset>
        <FormErrors errors={formErrors} />
        {disabled ? null : (
          <div className="flex flex-wrap justify-between gap-3">
            <Button type="submit" name="direction" value="back" variant="outline" disabled={busy}>
              {t('back')}
            </Button>
            <Button type="submit" name="intent" value="submit" disabled={busy}>
              {reopens ? (busy ? tCommon('release.reopening') : tCommon('release.reopen')) : busy ? t('submitting') : t('submit')}
            </Button>
          </div>
        )}
      </Form>
    </div>
  );
}
