import { PRICES } from '@slipcase/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../lib/format';
import { upgradePath } from '../lib/paths';
import { SparklesIcon } from './icons';
import { buttonVariants } from './ui/button';

/** The free plan's "Upgrade to PRO" prompt (000 §6), leading to /upgrade with where it was seen. */
export function UpgradePrompt({ from }: { from: string }) {
  const { t, i18n } = useTranslation('shell');
  const yearly = PRICES.pro.yearly ?? 0;
  return (
    <section
      aria-labelledby="upgrade-prompt-heading"
      className="flex flex-col justify-between gap-4 rounded-xl border border-primary/20 bg-primary/5 p-5"
      data-testid="upgrade-prompt"
    >
      <div className="space-y-2">
        <h2 id="upgrade-prompt-heading" className="flex items-center gap-2 font-semibold">
          <SparklesIcon />
          {t('upgradePrompt.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('upgradePrompt.body', { price: formatCents(i18n.language, yearly) })}
        </p>
      </div>
      <Link to={upgradePath(from)} className={buttonVariants({ className: 'self-start' })}>
        {t('upgradePrompt.action')}
      </Link>
    </section>
  );
}
