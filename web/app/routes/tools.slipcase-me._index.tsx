import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { createArtistPageSchema } from '@slipcase/api-contract/artist-page-schemas';
import { encodeError } from '@slipcase/api-contract/error-codes';
import { HANDLE_MAX, isAppError } from '@slipcase/domain';
import { createArtistPage, listMyArtistPages } from '@slipcase/services/artist-pages/my-artist-pages';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { FieldErrors } from '../components/form-field';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { readFormValue } from '../server/read-form.server';
import { requireUser } from '../server/session.server';

const slipcaseMePath = '/tools/slipcase-me';

/** `/tools/slipcase-me`: each of the user's artists with its Slipcase.Me page, or a handle to start one. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ artists: await listMyArtistPages(await serviceDeps(), { ownerId: user.id }) });
}

/** Starts a page; a taken or malformed handle comes back beside that artist's field, nothing created. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const value = await readFormValue(request, createArtistPageSchema);
  try {
    const { pageId } = await createArtistPage(await serviceDeps(), { ownerId: user.id, artistId: value.artistId, handle: value.handle ?? '' });
    return redirect(`${slipcaseMePath}/${pageId}`);
  } catch (error) {
    if (!isAppError(error) || error.field !== 'handle') throw error;
    return json({ artistId: value.artistId, errors: [encodeError(error)] }, { status: error.code === 'handle_taken' ? 409 : 400 });
  }
}

export const meta = titleMeta('artists:me.index.title');

export default function SlipcaseMeIndex() {
  const { t } = useTranslation('artists');
  const { artists } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('me.index.title')}</h1>
        <p className="text-muted-foreground">{t('me.index.lead')}</p>
      </div>
      {artists.length === 0 ? (
        <EmptyState
          title={t('me.index.noArtistsTitle')}
          body={t('me.index.noArtistsBody')}
          action={
            <Link to="/artists/new" className={buttonVariants()}>
              {t('me.index.addArtist')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {artists.map((artist) => (
            <li key={artist.artistId}>
              <Card data-testid="me-artist">
                <CardHeader>
                  <CardTitle>
                    <h2 className="break-words">{artist.artistName}</h2>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  {artist.page ? (
                    <div className="grid gap-3">
                      <p className="text-sm text-muted-foreground break-all">/me/{artist.page.handle}</p>
                      <div className="flex flex-wrap gap-2">
                        <Link to={`${slipcaseMePath}/${artist.page.id}`} className={buttonVariants()}>
                          {t('me.index.edit')}
                        </Link>
                        <Link to={`/me/${artist.page.handle}`} className={buttonVariants({ variant: 'outline' })}>
                          {t('me.index.view')}
                        </Link>
                      </div>
                    </div>
                  ) : (
                    <Form method="post" className="grid gap-3">
                      <input type="hidden" name="artistId" value={artist.artistId} />
                      <Label htmlFor={`handle-${artist.artistId}`}>{t('me.index.handle')}</Label>
                      <div className="flex items-center gap-1">
                        <span className="text-sm text-muted-foreground" aria-hidden="true">
                          /me/
                        </span>
                        <Input
                          id={`handle-${artist.artistId}`}
                          name="handle"
                          defaultValue={artist.suggestedHandle ?? ''}
                          maxLength={HANDLE_MAX}
                          autoComplete="off"
                          spellCheck={false}
                          required
                          aria-describedby={`handle-${artist.artistId}-hint handle-${artist.artistId}-error`}
                          aria-invalid={refused?.artistId === artist.artistId || undefined}
                        />
                      </div>
                      <p id={`handle-${artist.artistId}-hint`} className="text-xs text-muted-foreground">
                        {t('me.index.handleHint')}
                      </p>
                      <FieldErrors id={`handle-${artist.artistId}-error`} errors={refused?.artistId === artist.artistId ? refused.errors : undefined} />
                      <Button type="submit" className="justify-self-start" disabled={navigation.state === 'submitting'}>
                        {t('me.index.create')}
                      </Button>
                    </Form>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
