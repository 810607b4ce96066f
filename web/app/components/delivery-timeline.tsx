import { isSent } from '@slipcase/domain';
import type { DeliveryView } from '@slipcase/services/releases/release-view';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { EmptyState } from './empty-state';
import { DeliveryStatusBadge } from './status-badge';

/** A delivery with the name of its store, as the store's profile has it (its id when the plugin is gone). */
export interface StoreDelivery extends DeliveryView {
  storeName: string;
}

function useStepLabel() {
  const { t } = useTranslation();
  return (step: string) => t(`delivery.steps.${step}`, { defaultValue: step });
}

/** Each store the release went to, with its status and timeline; a takedown's deliveries in a section of their own. */
export function DeliveryTimeline({ deliveries }: { deliveries: readonly StoreDelivery[] }) {
  const { t } = useTranslation();
  if (deliveries.length === 0) return <EmptyState title={t('delivery.emptyTitle')} body={t('release.noDeliveries')} />;
  const groups = [
    { group: 'release', items: deliveries.filter((delivery) => delivery.kind !== 'takedown') },
    { group: 'takedown', items: deliveries.filter((delivery) => delivery.kind === 'takedown') },
  ].filter(({ items }) => items.length > 0);
  return (
    <div className="space-y-6" data-testid="deliveries">
      {groups.map(({ group, items }) => (
        <DeliveryGroup key={group} title={t(`delivery.groups.${group}`)} group={group}>
          {/* Deliveries that went through are folded, unless they are the only one: the others show what is happening or went wrong. */}
          {items.map((delivery) => (
            <li key={delivery.id}>
              <StoreDeliveryItem delivery={delivery} initiallyOpen={deliveries.length === 1 || !isSent(delivery.status)} />
            </li>
          ))}
        </DeliveryGroup>
      ))}
    </div>
  );
}

function DeliveryGroup({ title, group, children }: { title: string; group: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-group={group} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {title}
      </h3>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}

function StoreDeliveryItem({ delivery, initiallyOpen }: { delivery: StoreDelivery; initiallyOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const stepLabel = useStepLabel();
  // Held in state: the page refreshes while deliveries run, and must not fold what the reader opened.
  const [open, setOpen] = useState(initiallyOpen);
  const last = delivery.steps.at(-1);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border"
      data-store={delivery.store}
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <Chevron />
        <span className="min-w-0 flex-1">
          <span className="block font-medium wrap-anywhere">{delivery.storeName}</span>
          {last ? (
            <span className="block text-xs text-muted-foreground">
              {stepLabel(last.step)} · <time dateTime={last.at}>{formatDateTime(i18n.language, last.at)}</time>
            </span>
          ) : null}
        </span>
        <DeliveryStatusBadge status={delivery.status} />
      </summary>
      <div className="space-y-4 border-t p-3 text-sm">
        <DeliveryFacts delivery={delivery} />
        {delivery.steps.length === 0 ? (
          <p className="text-muted-foreground">{t('delivery.noSteps')}</p>
        ) : (
          <ol className="space-y-3 border-l pl-4" aria-label={t('delivery.stepsHeading', { store: delivery.storeName })}>
            {delivery.steps.map((step, index) => (
              <li key={`${step.at}-${index}`} className="relative" data-step={step.step}>
                <span aria-hidden className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-primary" />
                <p className="font-medium">{stepLabel(step.step)}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={step.at}>{formatDateTime(i18n.language, step.at, { seconds: true })}</time>
                </p>
                {step.detail ? <p className="mt-1 whitespace-pre-line wrap-anywhere text-muted-foreground">{step.detail}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}

function DeliveryFacts({ delivery }: { delivery: StoreDelivery }) {
  const { t } = useTranslation();
  const { batchId, location, acknowledgement, error } = delivery;
  if (!batchId && !location && !acknowledgement && !error) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
      {batchId ? <Fact label={t('delivery.batch')} value={batchId} mono /> : null}
      {location ? <Fact label={t('delivery.location')} value={location} mono /> : null}
      {acknowledgement ? (
        <Fact
          label={t('delivery.acknowledgement')}
          value={acknowledgement.detail ? `${acknowledgement.status}: ${acknowledgement.detail}` : acknowledgement.status}
        />
      ) : null}
      {error ? <Fact label={t('delivery.error')} value={error} /> : null}
    </dl>
  );
}

/** Store answers run to long words (ProcessingErrorAtReleaseDistributor): wrapped anywhere, they cannot widen the page. */
function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all' : 'wrap-anywhere'}>{value}</dd>
    </>
  );
}

function Chevron() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 16 16"
      className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m6 4 4 4-4 4" />
    </svg>
  );
}
