import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { withdrawalBlocker } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { FormErrors, FormField } from '../components/form-field';
import { PayoutTable } from '../components/payout-table';
import { RoyaltyLinesTable } from '../components/royalty-lines-table';
import { PaymentHistory } from '../components/royalties/payment-history';
import { RoyaltyBreakdowns } from '../components/royalties/royalty-breakdowns';
import { Alert, AlertTitle } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { formatCents, formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { cancelPayoutSchema, withdrawalSchema } from '../lib/withdrawal-schema';
import { formOf, readFormValue, readIntent } from '../server/read-form.server';
import { loadRoyalties, performCancelWithdrawal, performWithdrawal } from '../server/royalties.server';
import { requireUser } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await loadRoyalties(user.id));
}

/** Posts `intent` "withdraw" (the form: amount) or "cancel" (a waiting payout's button: payoutId). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await formOf(request);
  if ((await readIntent(form, ['withdraw', 'cancel'])) === 'cancel') {
    const { payoutId } = await readFormValue(form, cancelPayoutSchema);
    const { error, status } = await performCancelWithdrawal(user.id, payoutId);
    return json({ intent: 'cancel' as const, error }, { status });
  }
  const { reply, availableAt, status } = await performWithdrawal(user.id, form);
  return json({ intent: 'withdraw' as const, reply, availableAt }, { status });
}

export const meta = titleMeta('pages.royalties');

/** The overview (spec: available, pending, paid, lifetime). */
const SUMMARY = [
  ['availableCents', 'royalties.summary.available'],
  ['heldCents', 'royalties.summary.held'],
  ['paidCents', 'royalties.summary.paid'],
  ['royaltiesCents', 'royalties.summary.royalties'],
] as const;

export default function RoyaltiesPage() {
  const { t, i18n } = useTranslation();
  const { summary, breakdowns, lines, periods, payouts, payoutConfigured, stores } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const money = (cents: number) => formatCents(i18n.language, cents);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('royalties.heading')}</h1>
          <p className="text-muted-foreground">{t('royalties.lead')}</p>
        </div>
        <Link to="/royalties/splits" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('royalties.manageSplits')}
        </Link>
      </div>
      {payoutConfigured ? null : (
        <Alert className="flex flex-wrap items-center justify-between gap-3" data-testid="payout-notice">
          <div>
            <AlertTitle>{t('royalties.notConfigured.title')}</AlertTitle>
            <p className="text-muted-foreground">{t('royalties.notConfigured.body')}</p>
          </div>
          <Link to="/account/payout" className={buttonVariants({ size: 'sm' })}>
            {t('royalties.notConfigured.action')}
          </Link>
        </Alert>
      )}
      {summary.owedCents > 0 ? (
        <Alert data-testid="owed-notice">
          {t('royalties.owed', { amount: money(summary.owedCents) })}
        </Alert>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {SUMMARY.map(([key, label]) => (
          <Card key={key} className="gap-2 py-4 sm:py-5">
            <CardContent className="px-4 sm:px-5">
              <dt className="text-sm text-muted-foreground">{t(label)}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl" data-summary={key}>
                {money(summary[key])}
              </dd>
            </CardContent>
          </Card>
        ))}
      </dl>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        {/* min-w-0: a grid item would otherwise grow to its table's width and push the page sideways on a phone. */}
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>
              <h2>{t('royalties.history.heading')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {periods.length > 0 ? (
              <PaymentHistory periods={periods} stores={stores} />
            ) : (
              <EmptyState title={t('royalties.empty.title')} body={t('royalties.empty.body')} />
            )}
          </CardContent>
        </Card>
        <WithdrawalCard
          availableCents={summary.availableCents}
          owedCents={summary.owedCents}
          requestedAt={actionData?.intent === 'withdraw' ? actionData.availableAt : null}
        />
      </div>
      {periods.length > 0 ? <RoyaltyBreakdowns breakdowns={breakdowns} stores={stores} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('royalties.payouts.heading')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {actionData?.intent === 'cancel' ? (
            actionData.error ? (
              <FormErrors errors={[actionData.error]} />
            ) : (
              <Alert variant="success">{t('royalties.payouts.cancelled')}</Alert>
            )
          ) : null}
          {payouts.length > 0 ? (
            <PayoutTable payouts={payouts} />
          ) : (
            <EmptyState title={t('royalties.payouts.empty.title')} body={t('royalties.payouts.empty.body')} />
          )}
        </CardContent>
      </Card>
      {lines.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('royalties.lines.heading')}</h2>
            </CardTitle>
            <CardDescription>{t('royalties.lines.latest', { count: lines.length })}</CardDescription>
          </CardHeader>
          <CardContent>
            <RoyaltyLinesTable lines={lines} stores={stores} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** The withdrawal form; `requestedAt` is the payday of the request just made, if any. */
function WithdrawalCard({ availableCents, owedCents, requestedAt }: { availableCents: number; owedCents: number; requestedAt: string | null }) {
  const { t, i18n } = useTranslation();
  const { minimumWithdrawalCents } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'withdraw';
  const [form, fields] = useForm({
    id: 'withdrawal',
    lastResult: actionData?.intent === 'withdraw' ? actionData.reply : undefined,
    constraint: getZodConstraint(withdrawalSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: withdrawalSchema }),
  });
  // When nothing can be withdrawn the card says why rather than offer a form that can only refuse.
  const blocker = withdrawalBlocker({ availableBalanceCents: availableCents, minimumCents: minimumWithdrawalCents, owedCents });
  const min = formatCents(i18n.language, minimumWithdrawalCents);
  const available = formatCents(i18n.language, Math.max(0, availableCents));
  const lead =
    blocker?.code === 'withdrawal_while_owed'
      ? t('royalties.owed', { amount: formatCents(i18n.language, owedCents) })
      : t(blocker ? 'royalties.withdraw.belowMinimum' : 'royalties.withdraw.hint', { min, available });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('royalties.withdraw.heading')}</h2>
        </CardTitle>
        <CardDescription>{lead}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {requestedAt ? (
          <Alert variant="success">{t('royalties.withdraw.requested', { date: formatDate(i18n.language, requestedAt) })}</Alert>
        ) : null}
        {blocker ? null : (
          <Form method="post" className="grid gap-4" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="withdraw" />
            <FormField
              label={t('royalties.withdraw.amount')}
              htmlFor={fields.amount.id}
              errors={fields.amount.errors}
              errorId={fields.amount.errorId}
            >
              <Input {...getInputProps(fields.amount, { type: 'text' })} inputMode="decimal" autoComplete="off" placeholder="25.00" />
            </FormField>
            <FormErrors id={form.errorId} errors={form.errors} />
            <Button type="submit" disabled={busy} className="sm:w-fit">
              {busy ? t('royalties.withdraw.submitting') : t('royalties.withdraw.submit')}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
