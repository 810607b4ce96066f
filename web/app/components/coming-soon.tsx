import type { Plan } from '@slipcase/domain';
import { Link, useLoaderData, useMatches } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { hasBareHandle } from '../lib/chrome';
import { upgradePath } from '../lib/paths';
import { needsUpgradeFor, type PlaceholderFeature } from '../lib/placeholders';
import { BrandLink } from './app-header';
import { Badge } from './ui/badge';
import { buttonVariants } from './ui/button';

interface PlaceholderData {
  feature: PlaceholderFeature;
  signedIn: boolean;
  plan: Plan | null;
}

/**
 * The page of a feature that is not built yet (every route of 000 §2 exists; these say what will be there):
 * its name, a sentence or two on what it will do, and the way back. Bare pages (no top navigation) get the logo.
 */
export function ComingSoonPage() {
  const { t } = useTranslation('shell');
  const { feature, signedIn, plan } = useLoaderData<PlaceholderData>();
  const bare = hasBareHandle(useMatches());
  const needsUpgrade = plan !== null && needsUpgradeFor(feature, plan);
  return (
    <div className="mx-auto max-w-2xl space-y-8 py-4" data-testid="coming-soon" data-feature={feature}>
      {bare ? <BrandLink to="/" /> : null}
      <div className="space-y-4">
        <Badge variant="secondary">{t('comingSoon.badge')}</Badge>
        <h1 className="text-3xl font-semibold tracking-tight">{t(`placeholders.${feature}.title`)}</h1>
        <p className="text-lg text-muted-foreground">{t(`placeholders.${feature}.body`)}</p>
      </div>
      {needsUpgrade ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
          <p className="text-sm">{t('comingSoon.premium')}</p>
          <Link to={upgradePath(feature)} className={buttonVariants({ size: 'sm' })}>
            {t('nav.upgrade')}
          </Link>
        </div>
      ) : null}
      <div className="rounded-xl border border-dashed p-6">
        <p className="text-sm text-muted-foreground">{t('comingSoon.building')}</p>
        <Link to={signedIn ? '/dashboard' : '/'} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
          {signedIn ? t('comingSoon.backToDashboard') : t('comingSoon.backHome')}
        </Link>
      </div>
    </div>
  );
}
