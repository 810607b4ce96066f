import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, NavLink, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../components/form-field';
import { IntentButton } from '../components/intent-button';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { BRAND, localeOf } from '../lib/meta';
import { fixedT } from '../lib/translate';
import { cn } from '../lib/utils';
import { editStepPath, isWizardStep, WIZARD_STEPS } from '../lib/wizard-steps';
import { releasePath } from '../server/new-release.server';
import { performReleaseIntent } from '../server/release-actions.server';
import { loadVisibleRelease } from '../server/releases.server';
import { supportEmail } from '../server/support.server';

/**
 * Where the fix hints of a rejection lead. The editing wizard is not built yet: the page says so, and offers what
 * the artist can do now (reopen a rejected release, ask support), so no hint ends on a dead link.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, release } = await loadVisibleRelease(request, params.id);
  if (!isWizardStep(params.step)) throw new Response('Not found', { status: 404 });
  return json({
    release: { id: release.id, title: release.title },
    step: params.step,
    canReopen: release.status === 'rejected' && release.owner.id === user.id,
    supportEmail: supportEmail(),
  });
}

/** Only reopening is done here; afterwards the release page follows the release back into review. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, release } = await loadVisibleRelease(request, params.id);
  const form = await request.formData();
  if (form.get('intent') !== 'reopen') throw new Response('Bad request', { status: 400 });
  const { result, status } = await performReleaseIntent(user, release.id, form);
  if (result.ok) return redirect(releasePath(release.id));
  return json(result, { status });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: `${data?.release.title ?? fixedT(localeOf(matches))('pages.editRelease')} | ${BRAND}` },
];

export default function EditStepPage() {
  const { t } = useTranslation();
  const { release, step, canReopen, supportEmail: email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const stepName = t(`wizard.steps.${step}`);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <nav aria-label={t('pages.editRelease')}>
        <p className="mb-2 text-sm text-muted-foreground">
          {t('wizard.stepOf', { current: WIZARD_STEPS.indexOf(step) + 1, total: WIZARD_STEPS.length })}
        </p>
        <ol className="flex flex-wrap gap-1">
          {WIZARD_STEPS.map((each) => (
            <li key={each}>
              <NavLink
                to={editStepPath(release.id, each)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-2.5 py-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
                  )
                }
              >
                {t(`wizard.steps.${each}`)}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('wizard.placeholder.heading', { title: release.title, step: stepName })}</h1>
          </CardTitle>
          <CardDescription>{t('wizard.placeholder.body')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {canReopen ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-4">
              <p className="text-sm">{t('wizard.placeholder.reopenHint')}</p>
              <IntentButton intent="reopen" pendingLabel={t('release.reopening')}>
                {t('release.reopen')}
              </IntentButton>
            </div>
          ) : null}
          <FormErrors errors={result?.error ? [result.error] : null} />
          <div className="flex flex-wrap gap-3">
            <Link to={`/distributions/${release.id}`} className={buttonVariants({ variant: 'outline' })}>
              {t('wizard.placeholder.back')}
            </Link>
            <a href={`mailto:${email}`} className={buttonVariants({ variant: 'ghost' })}>
              {t('wizard.placeholder.contactSupport')}
            </a>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
