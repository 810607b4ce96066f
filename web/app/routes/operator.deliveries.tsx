import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryTable } from '../components/deliveries/delivery-table';
import { StuckTable } from '../components/deliveries/stuck-table';
import { Alert } from '../components/ui/alert';
import { titleMeta } from '../lib/meta';
import { deliveryAction, deliveryActionSchema, deliveryConsoleRows, type DeliveryAnswer } from '../server/deliveries/delivery-console.server';
import { requireOperator } from '../server/session.server';
import { readFormValue } from '../server/read-form.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const operator = await requireOperator(request);
  return json(await deliveryConsoleRows(operator.id));
}

/** Retry or Resend: 200 with what was started, else the refusal's code. */
export async function action({ request }: ActionFunctionArgs) {
  const operator = await requireOperator(request);
  const { status, answer } = await deliveryAction(await readFormValue(request, deliveryActionSchema), operator.id);
  return json(answer, { status });
}

export const meta = titleMeta('operator:deliveries.heading');

export default function DeliveriesPage() {
  const { t } = useTranslation('operator');
  const { failing, unacknowledged, stuck, stuckHours } = useLoaderData<typeof loader>();
  const [done, setDone] = useState<Extract<DeliveryAnswer, { ok: true }> | null>(null);
  const onDone = useCallback((answer: DeliveryAnswer) => setDone(answer.ok ? answer : null), []);
  const nothing = failing.length + unacknowledged.length + stuck.length === 0;

  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('deliveries.heading')}</h1>
        <p className="text-muted-foreground">{nothing ? t('deliveries.allClear') : t('deliveries.lead')}</p>
      </div>
      <div aria-live="polite">
        {done ? (
          <Alert variant="success" role="status">
            {t(`deliveries.${done.intent}.done`, { store: done.store, title: done.title })}
          </Alert>
        ) : null}
      </div>
      <section className="space-y-3" aria-labelledby="deliveries-failing">
        <h2 id="deliveries-failing" className="text-lg font-semibold">
          {t('deliveries.failing.heading')}
        </h2>
        <DeliveryTable rows={failing} list="failing" onDone={onDone} />
      </section>
      <section className="space-y-3" aria-labelledby="deliveries-unacknowledged">
        <h2 id="deliveries-unacknowledged" className="text-lg font-semibold">
          {t('deliveries.unacknowledged.heading')}
        </h2>
        <DeliveryTable rows={unacknowledged} list="unacknowledged" onDone={onDone} />
      </section>
      <section className="space-y-3" aria-labelledby="deliveries-stuck">
        <h2 id="deliveries-stuck" className="text-lg font-semibold">
          {t('deliveries.stuck.heading', { hours: stuckHours })}
        </h2>
        <StuckTable rows={stuck} hours={stuckHours} />
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
