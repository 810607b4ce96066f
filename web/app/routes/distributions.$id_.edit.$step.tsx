import type { SubmissionResult } from '@conform-to/react';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { isEditable, isWizardStep } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../components/form-field';
import { IntentButton } from '../components/intent-button';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { BasicInfoStep } from '../components/wizard/basic-info-step';
import { DistributionStep } from '../components/wizard/distribution-step';
import { FollowStep } from '../components/wizard/follow-step';
import { MediaStep } from '../components/wizard/media-step';
import { PlatformsStep } from '../components/wizard/platforms-step';
import { ReviewStep } from '../components/wizard/review-step';
import { WizardNav } from '../components/wizard/wizard-nav';
import { BRAND, errorTitle, localeOf } from '../lib/meta';
import { fixedT } from '../lib/translate';
import { releasePath } from '../lib/paths';
import { pageLocale } from '../server/page-locale.server';
import { performReleaseIntent } from '../server/release-actions.server';
import { formOf, readFormValue } from '../server/read-form.server';
import { ownDraft } from '../server/releases.server';
import { requireUser } from '../server/session.server';
import { supportEmail } from '../server/support.server';
import { toReleaseDraft } from '../server/wizard/draft.server';
import { performStepAction, stepControlsSchema } from '../server/wizard/step-action.server';
import { stepData } from '../server/wizard/step-data.server';

/** The owner's release at a wizard step; anyone else's, or a step the wizard does not have, is not found. */
async function ownRelease(request: Request, params: LoaderFunctionArgs['params']) {
  const user = await requireUser(request);
  const release = params.id ? await ownDraft(user.id, params.id) : null;
  if (!release || !isWizardStep(params.step)) throw new Response('Not found', { status: 404 });
  return { user, release, step: params.step };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, release, step } = await ownRelease(request, params);
  const draft = toReleaseDraft(release);
  return json({
    release: { id: release.id, title: release.title, status: release.status },
    draft,
    editable: isEditable(release.status),
    canReopen: release.status === 'rejected',
    supportEmail: supportEmail(),
    ...(await stepData(user, step, release, draft, await pageLocale(request, user))),
  });
}

/** A step's form, a follow, the submission; and reopening a rejected release once it is fixed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, release, step } = await ownRelease(request, params);
  const form = await formOf(request);
  const controls = await readFormValue(form, stepControlsSchema);
  if (controls.intent === 'reopen') {
    const { result, status } = await performReleaseIntent(user, release.id, { intent: 'reopen' });
    if (result.ok) return redirect(releasePath(release.id));
    return json({ error: result.error, reply: undefined, warnings: [] }, { status });
  }
  if (!isEditable(release.status)) return json({ error: 'invalid_transition', reply: undefined, warnings: [] }, { status: 409 });
  return performStepAction(user, release, step, form, controls);
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error ? errorTitle(matches, error) : [{ title: `${data?.release.title || fixedT(localeOf(matches))('pages.editRelease')} | ${BRAND}` }];

type ActionData = { reply?: SubmissionResult<string[]>; warnings?: string[]; error?: string | null; trackId?: string };

export default function EditStepPage() {
  const { t } = useTranslation();
  const { t: tWizard } = useTranslation('wizard');
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { release, draft, step, indicator, editable, canReopen } = data;
  const reply = actionData?.reply;
  const fieldErrors = Object.fromEntries(
    Object.entries((reply && 'error' in reply ? reply.error : undefined) ?? {}).map(([field, errors]) => [field, errors ?? undefined]),
  );
  const warnings = actionData?.warnings ?? [];
  const disabled = !editable;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <WizardNav releaseId={release.id} indicator={indicator} />
      {canReopen ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-4">
          <p className="text-sm">{t('wizard.edit.reopenHint')}</p>
          <IntentButton intent="reopen" pendingLabel={t('release.reopening')}>
            {t('release.reopen')}
          </IntentButton>
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('wizard.edit.heading', { title: release.title, step: t(`wizard.steps.${step}`) })}</h1>
          </CardTitle>
          <CardDescription>{editable || canReopen ? tWizard(`lead.${step}`) : tWizard('locked', { status: t(`status.${release.status}`, { defaultValue: release.status }) })}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormErrors errors={actionData?.error ? [actionData.error] : null} />
          {data.basicInfo ? (
            <BasicInfoStep action={`/distributions/${release.id}/edit/basic-info`} draft={draft} data={data.basicInfo} lastResult={reply} disabled={disabled} />
          ) : null}
          {step === 'artwork' || step === 'tracks' ? (
            <MediaStep
              step={step}
              releaseId={release.id}
              draft={draft}
              errors={actionData?.trackId ? undefined : (fieldErrors[''] ?? fieldErrors.artwork ?? fieldErrors.tracks)}
              disabled={disabled}
              tracks={data.tracks}
              lastTrack={actionData?.trackId && reply ? { trackId: actionData.trackId, reply } : null}
            />
          ) : null}
          {data.platforms ? <PlatformsStep chosen={draft.platforms} data={data.platforms} errors={fieldErrors.platforms} warnings={warnings} disabled={disabled} /> : null}
          {data.distribution ? <DistributionStep draft={draft} data={data.distribution} lastResult={reply} disabled={disabled} /> : null}
          {data.follow ? <FollowStep data={data.follow} errors={fieldErrors.followedArtists ?? fieldErrors['']} disabled={disabled} /> : null}
          {data.review ? <ReviewStep releaseId={release.id} data={data.review} errors={fieldErrors} disabled={disabled} reopens={canReopen} /> : null}
          {disabled && !canReopen ? (
            <div className="flex flex-wrap gap-3">
              <Link to={releasePath(release.id)} className={buttonVariants({ variant: 'outline' })}>
                {t('wizard.edit.back')}
              </Link>
              <a href={`mailto:${data.supportEmail}`} className={buttonVariants({ variant: 'ghost' })}>
                {t('wizard.edit.contactSupport')}
              </a>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
