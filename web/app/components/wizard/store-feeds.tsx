import { Link } from '@remix-run/react';
import type { WizardStep } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { storeFeedProblemText } from '../../lib/store-feed-problems';
import { editStepPath } from '../../lib/wizard-steps';
import { Badge } from '../ui/badge';
import { StoreDeliversText, type StoreDeliversView } from './store-delivers';

export interface StoreFeedView {
  storeId: string;
  name: string;
  valid: boolean;
  problems: { message: string; field: string | null; step: WizardStep }[];
  /** What the store gets besides the release's data (its profile). */
  delivers?: StoreDeliversView;
  /** The feed itself, when the release makes one. */
  xml?: string;
}

/** Where a store's feed for the release is read: the resource route answers the owner only. */
export const storeFeedPath = (releaseId: string, storeId: string) => `/distributions/${releaseId}/feeds/${encodeURIComponent(storeId)}.xml`;

/**
 * The review step's "Store feeds": each chosen store with whether the feed it would get is valid, each problem
 * linked to the field that fixes it (when one does: the schema's own messages have none), what the store gets in
 * words, and the feed itself behind a toggle.
 */
export function StoreFeeds({ releaseId, feeds }: { releaseId: string; feeds: readonly StoreFeedView[] }) {
  const { t } = useTranslation('wizard');
  const { t: tCommon } = useTranslation();
  if (feeds.length === 0) return null;
  return (
    <section aria-labelledby="review-store-feeds" className="grid gap-2" data-testid="store-feeds">
      <h2 id="review-store-feeds" className="font-medium">
        {t('review.storeFeeds.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('review.storeFeeds.lead')}</p>
      <ul className="grid gap-2">
        {feeds.map((feed) => (
          <li key={feed.storeId} className="grid gap-2 rounded-md border p-3 text-sm" data-testid={`store-feed-${feed.storeId}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                <span className="font-medium">{feed.name}</span>
                <Badge variant={feed.valid ? 'success' : 'destructive'}>
                  {feed.valid ? t('review.storeFeeds.valid') : t('review.storeFeeds.invalid')}
                </Badge>
              </span>
              <a
                href={storeFeedPath(releaseId, feed.storeId)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('review.storeFeeds.viewLabel', { store: feed.name })}
                className="font-medium underline underline-offset-4"
              >
                {t('review.storeFeeds.view')}
              </a>
            </div>
            {feed.delivers ? <StoreDeliversText delivers={feed.delivers} /> : null}
            {feed.xml ? (
              <details className="rounded-md border bg-muted/40">
                <summary className="cursor-pointer p-2 font-medium">{t('review.storeFeeds.showXml')}</summary>
                <pre className="max-h-96 overflow-auto border-t p-2 font-mono text-xs" data-testid={`store-feed-xml-${feed.storeId}`}>
                  {feed.xml}
                </pre>
              </details>
            ) : null}
            {feed.problems.length > 0 ? (
              <ul className="grid gap-1">
                {feed.problems.map((problem, index) => (
                  <li key={`${problem.field ?? ''}-${index}`} className="flex flex-wrap justify-between gap-2 rounded-md border border-destructive/30 p-2">
                    <span className={problem.field ? undefined : 'break-all font-mono text-xs'}>{storeFeedProblemText(tCommon, problem.message)}</span>
                    {problem.field ? (
                      <Link to={`${editStepPath(releaseId, problem.step)}#${problem.field}`} className="font-medium underline underline-offset-4">
                        {t('review.fixIn', { step: tCommon(`wizard.steps.${problem.step}`) })}
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
