import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { COUNTRY_CODES } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { ArtistForm } from '../components/artist-form';
import { VerifiedMark } from '../components/artist-card';
import { ConfirmDialog, ConfirmDialogFooter, useDialogFetcher } from '../components/confirm-dialog';
import { FormErrors } from '../components/form-field';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { loadMyArtist } from '@slipcase/services/artists/profiles';
import { artistsPath, receiveArtistForm } from '../server/artists/artists.server';
import { accountDeps } from '../server/deps.server';
import { countryOptions } from '../server/artists/catalogue.server';
import { pageLocale } from '../server/page-locale.server';
import { requireUser } from '../server/session.server';

/** The owner's artist; anybody else's (or none) is not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const artist = await loadMyArtist(accountDeps(), { ownerId: user.id, artistId: params.id ?? '' });
  if (!artist) throw new Response('Not found', { status: 404 });
  const locale = await pageLocale(request, user);
  return json({ artist, countries: countryOptions(COUNTRY_CODES, locale) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await receiveArtistForm(request, user, params.id ?? '');
  if (!result.ok) return json({ reply: result.reply }, { status: result.status });
  return redirect(`${artistsPath}?${new URLSearchParams({ saved: result.name })}`);
}

export const meta = titleMeta('artists:pages.edit');

export default function EditArtistPage() {
  const { t } = useTranslation('artists');
  const { artist, countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <span className="min-w-0 break-words">{t('form.editHeading', { name: artist.name })}</span>
          {artist.verified ? <VerifiedMark /> : null}
        </h1>
        <p className="text-muted-foreground">{t('form.editLead')}</p>
      </div>
      <ArtistForm
        key={artist.id}
        id="edit-artist"
        defaults={artist}
        countries={countries}
        lastResult={actionData?.reply}
        submitLabel={t('form.save')}
      />
      <RemoveArtist artist={artist} />
    </div>
  );
}

type RemoveAnswer = { error: string; activeReleases: number };

/** 000 §8: removal asks first, and is refused with the count while the artist has active releases. */
function RemoveArtist({ artist }: { artist: { id: string; name: string } }) {
  const { t } = useTranslation('artists');
  // A removal that went through redirects to /artists; only a refusal comes back here.
  const dialog = useDialogFetcher<RemoveAnswer>('remove-artist', () => false);
  const refusal = dialog.fetcher.data;
  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle>
          <h2>{t('remove.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('remove.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
          trigger={
            <Button type="button" variant="destructive">
              {t('remove.button')}
            </Button>
          }
          title={t('remove.title', { name: artist.name })}
          description={t('remove.body')}
        >
          <dialog.fetcher.Form method="post" action={`/artists/${artist.id}/remove`} className="grid gap-4">
            {refusal ? (
              <div data-testid="removal-refused" className="grid gap-1">
                <FormErrors errors={[refusal.error]} />
                <p className="text-sm text-muted-foreground">{t('remove.refusedHint', { count: refusal.activeReleases })}</p>
              </div>
            ) : null}
            <ConfirmDialogFooter cancelLabel={t('remove.cancel')} submitLabel={t('remove.confirm')} busy={dialog.busy || Boolean(refusal)} />
          </dialog.fetcher.Form>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
