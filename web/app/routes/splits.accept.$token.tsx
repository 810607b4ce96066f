import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { decimalAmount, isAppError, shownCents } from '@slipcase/domain';
import { acceptSplitInvitation } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { errorMessage } from '../lib/error-messages';
import { titleMeta } from '../lib/meta';
import { accountDeps } from '../server/deps.server';
import { requireUser } from '../server/session.server';

/** A payee's invitation link: signed in (a visitor signs in and comes back), they accept the split with a click. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({});
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  try {
    const accepted = await acceptSplitInvitation(accountDeps(), { userId: user.id, token: params.token ?? '' });
    const movedCents = shownCents(accepted.movedMicros);
    return json({ ok: true as const, moved: movedCents > 0 ? decimalAmount(movedCents) : null });
  } catch (error) {
    if (isAppError(error) && (error.code === 'split_invitation_invalid' || error.code === 'split_invitation_other_email')) {
      return json({ ok: false as const, error: error.code }, { status: 400 });
    }
    throw error;
  }
}

export const meta = titleMeta('account:splits.accept.title');

export default function AcceptSplitPage() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation('common');
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-md pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('splits.accept.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('splits.accept.lead')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {result?.ok ? (
            <>
              <Alert variant="success" data-testid="split-accepted">
                {t('splits.accept.accepted')}
                {result.moved ? ` ${t('splits.accept.moved', { amount: result.moved })}` : ''}
              </Alert>
              <Link to="/royalties" className={buttonVariants()}>
                {t('splits.accept.royalties')}
              </Link>
            </>
          ) : (
            <Form method="post" className="grid gap-4">
              {result && !result.ok ? (
                <Alert variant="destructive" data-testid="split-accept-error">
                  {errorMessage(common, result.error)}
                </Alert>
              ) : null}
              <div>
                <Button type="submit" disabled={busy}>
                  {t('splits.accept.button')}
                </Button>
              </div>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
