import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { COUNTRY_CODES } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { ArtistForm } from '../components/artist-form';
import { FormErrors } from '../components/form-field';
import { buttonVariants } from '../components/ui/button';
import { titleMeta } from '../lib/meta';
import { upgradePath } from '../lib/paths';
import { artistAllowance } from '@slipcase/services/artists/profiles';
import { encodeError } from '../lib/error-messages';
import { artistsPath, receiveArtistForm } from '../server/artists/artists.server';
import { accountDeps } from '../server/deps.server';
import { countryOptions } from '../server/artists/catalogue.server';
import { pageLocale } from '../server/page-locale.server';
import { requireUser } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const locale = await pageLocale(request, user);
  const { limitError } = await artistAllowance(accountDeps(), { ownerId: user.id, plan: user.plan });
  return json({ limitError: limitError && encodeError(limitError), countries: countryOptions(COUNTRY_CODES, locale) });
}

/** Creates the artist (multipart: the fields and the cropped picture); the plan's profile limit is enforced here. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await receiveArtistForm(request, user, null);
  if (!result.ok) return json({ reply: result.reply }, { status: result.status });
  return redirect(`${artistsPath}?${new URLSearchParams({ saved: result.name })}`);
}

export const meta = titleMeta('artists:pages.new');

export default function NewArtistPage() {
  const { t } = useTranslation('artists');
  const { limitError, countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('form.newHeading')}</h1>
        {limitError ? null : <p className="text-muted-foreground">{t('form.newLead')}</p>}
      </div>
      {limitError ? (
        <div className="space-y-4" data-testid="artist-limit">
          <FormErrors errors={[limitError]} variant="default" />
          <div className="flex flex-wrap gap-3">
            <Link to={upgradePath('artists')} className={buttonVariants()}>
              {t('list.upgrade')}
            </Link>
            <Link to="/artists" className={buttonVariants({ variant: 'outline' })}>
              {t('form.backToArtists')}
            </Link>
          </div>
        </div>
      ) : (
        <ArtistForm id="new-artist" defaults={null} countries={countries} lastResult={actionData?.reply} submitLabel={t('form.create')} />
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
