import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../lib/format';
import { Alert } from '../ui/alert';

/** What a saved split does: the month it applies from, and who was mailed an invitation. */
export function SplitSaved({ fromPeriod, invited }: { fromPeriod: string; invited: readonly string[] }) {
  const { t, i18n } = useTranslation('splits');
  const emails = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(invited);
  return (
    <Alert variant="success" role="status">
      <p>{t('form.saved', { month: formatMonth(i18n.language, fromPeriod) })}</p>
      {invited.length > 0 ? <p className="wrap-anywhere">{t('form.invited', { count: invited.length, emails })}</p> : null}
    </Alert>
  );
}
