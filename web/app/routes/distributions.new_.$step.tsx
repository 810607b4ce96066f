import type { SubmissionResult } from '@conform-to/react';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { stepIndicator } from '@slipcase/domain';
import { saveBasicInfo } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { BasicInfoStep } from '../components/wizard/basic-info-step';
import { WizardNav } from '../components/wizard/wizard-nav';
import { titleMeta } from '../lib/meta';
import { basicInfoSchema } from '../lib/wizard-schemas';
import { editStepPath, isWizardStep, NEW_RELEASE_FIRST_STEP } from '../lib/wizard-steps';
import { pageLocale } from '../server/page-locale.server';
import { serviceDeps } from '../server/deps.server';
import { requireUser } from '../server/session.server';
import { fieldErrorsOf } from '../server/wizard/step-action.server';
import { basicInfoData } from '../server/wizard/step-data.server';
import { readForm } from '../server/read-form.server';

/** /distributions/new/{step}: a new release starts at basic info; the other steps need the draft it makes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (params.step !== 'basic-info') throw redirect(isWizardStep(params.step) ? NEW_RELEASE_FIRST_STEP : '/');
  return json({ indicator: stepIndicator('basic-info', user.plan), basicInfo: await basicInfoData(user, await pageLocale(request, user)) });
}

/** Makes the draft once its first step passes, then goes on to the artwork. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = await readForm(request, basicInfoSchema);
  if (submission.status !== 'success') return json({ reply: submission.reply() }, { status: 400 });
  const saved = await saveBasicInfo(await serviceDeps(), user, null, submission.value);
  if ('errors' in saved) return json({ reply: submission.reply({ fieldErrors: fieldErrorsOf(saved.errors) }) }, { status: 400 });
  return redirect(editStepPath(saved.releaseId, 'artwork'));
}

export const meta = titleMeta('pages.newRelease');

export default function NewReleaseStepPage() {
  const { t } = useTranslation();
  const { t: tWizard } = useTranslation('wizard');
  const { indicator, basicInfo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { reply?: SubmissionResult<string[]> } | undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <WizardNav releaseId={null} indicator={indicator} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('newRelease.heading')}</h1>
          </CardTitle>
          <CardDescription>{tWizard('lead.basic-info')}</CardDescription>
        </CardHeader>
        <CardContent>
          <BasicInfoStep action={NEW_RELEASE_FIRST_STEP} draft={null} data={basicInfo} lastResult={actionData?.reply} disabled={false} />
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
