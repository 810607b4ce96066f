import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { followArtistPageSchema } from '@slipcase/api-contract/artist-page-schemas';
import { PAGE_PALETTES } from '@slipcase/domain';
import { encodeError } from '@slipcase/api-contract/error-codes';
import { followArtistPage } from '@slipcase/services/artist-pages/page-audience';
import { publicArtistPage } from '@slipcase/services/artist-pages/public-artist-page';
import { useTranslation } from 'react-i18next';
import { ArtistPage } from '../components/artist-page/artist-page';
import { FieldErrors } from '../components/form-field';
import { BARE_PAGE } from '../lib/chrome';
import { BRAND, errorTitle } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { visitorCountry } from '../server/visitor.server';
import { publicBaseUrl } from '../server/public-url.server';
import { readForm } from '../server/read-form.server';

export const handle = BARE_PAGE;

/** `/me/{handle}`: an artist's public page, read whole through one service call (what the render cache keeps). */
export async function loader({ params }: LoaderFunctionArgs) {
  const view = await publicArtistPage(await serviceDeps(), { handle: params.handle ?? '' });
  if (!view) throw new Response('Not found', { status: 404 });
  // One address per page (/me/Nova-Lane is /me/nova-lane): what the render cache keeps and an edit invalidates.
  if (params.handle !== view.handle) throw redirect(`/me/${view.handle}`, 301);
  return json({ view, baseUrl: publicBaseUrl() });
}

/** A fan follows the page: e-mail and consent, the country of their address (not the address) kept with them. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const submission = await readForm(request, followArtistPageSchema);
  if (submission.status !== 'success') return json({ reply: submission.reply(), followed: false }, { status: 400 });
  const outcome = await followArtistPage(await serviceDeps(), {
    handle: params.handle ?? '',
    email: submission.value.email ?? '',
    consent: submission.value.consent ?? false,
    country: visitorCountry(context),
  }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'not_found') throw new Response('Not found', { status: 404 });
    throw error;
  });
  if (!outcome.ok) {
    const fieldErrors: Record<string, string[]> = {};
    for (const error of outcome.errors) (fieldErrors[error.field] ??= []).push(encodeError(error));
    return json({ reply: submission.reply({ fieldErrors }), followed: false }, { status: 400 });
  }
  return json({ reply: submission.reply({ resetForm: true }), followed: true });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (error || !data) return errorTitle(matches, error);
  const { view, baseUrl } = data;
  const title = `${view.artistName} | ${BRAND}.Me`;
  const description = view.bio?.slice(0, 200) ?? view.artistName;
  const url = `${baseUrl}/me/${view.handle}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: view.artistName },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(view.imageUrl ? [{ property: 'og:image', content: `${baseUrl}${view.imageUrl}` }] : []),
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: view.artistName },
    { name: 'twitter:description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
};

export default function PublicArtistPage() {
  const { view } = useLoaderData<typeof loader>();
  const { t } = useTranslation('artists');
  return (
    // Full width under the page's own colours, whatever the layout's column around it.
    <div className="relative left-1/2 -my-8 flex min-h-dvh w-screen -translate-x-1/2 flex-col" style={{ backgroundColor: PAGE_PALETTES[view.look.palette].background }}>
      <ArtistPage view={view} follow={view.followable ? <FollowForm /> : undefined} />
      {/* Counts the visit (day and country), also when the page came from the cache. */}
      <img src={`/me/${view.handle}/seen`} alt="" width={1} height={1} className="absolute size-px opacity-0" />
      <p className="py-4 text-center text-xs" style={{ color: PAGE_PALETTES[view.look.palette].muted }}>
        <Link to="/" className="underline underline-offset-4">
          {t('me.public.madeWith', { brand: `${BRAND}.Me` })}
        </Link>
      </p>
    </div>
  );
}

function FollowForm() {
  const { t } = useTranslation('artists');
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'follow-artist',
    lastResult: actionData?.reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: followArtistPageSchema }),
    shouldValidate: 'onSubmit',
  });
  if (actionData?.followed) {
    return (
      <p role="status" className="font-medium" data-testid="me-followed">
        {t('me.public.followed')}
      </p>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 text-left">
      <p className="font-semibold">{t('me.public.followHeading')}</p>
      <label htmlFor={fields.email.id} className="text-sm font-medium">
        {t('me.public.email')}
      </label>
      <input
        {...getInputProps(fields.email, { type: 'email' })}
        key={fields.email.key}
        autoComplete="email"
        className="min-h-10 rounded-md border border-[color:var(--me-muted)] bg-[color:var(--me-bg)] px-3 text-[color:var(--me-text)]"
      />
      <FieldErrors id={fields.email.errorId} errors={fields.email.errors} className="text-[color:var(--me-text)]" />
      <div className="flex items-start gap-2">
        <input {...getInputProps(fields.consent, { type: 'checkbox' })} key={fields.consent.key} className="mt-1 size-4" />
        <label htmlFor={fields.consent.id} className="text-sm text-[color:var(--me-muted)]">
          {t('me.public.consent')}
        </label>
      </div>
      <FieldErrors id={fields.consent.errorId} errors={fields.consent.errors} className="text-[color:var(--me-text)]" />
      <button
        type="submit"
        disabled={navigation.state === 'submitting'}
        className="min-h-10 rounded-md bg-[color:var(--me-accent)] px-4 font-medium text-[color:var(--me-accent-text)] focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('me.public.follow')}
      </button>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
