import { useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** Back (saves too) and Save and continue, at the foot of every step's form. */
export function StepButtons({ first = false, nextLabel }: { first?: boolean; nextLabel?: string }) {
  const { t } = useTranslation('wizard');
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="flex flex-wrap justify-between gap-3 pt-2">
      {first ? <span /> : (
        <Button type="submit" name="direction" value="back" variant="outline" disabled={busy}>
          {t('back')}
        </Button>
      )}
      <Button type="submit" name="direction" value="next" disabled={busy}>
        {busy ? t('saving') : (nextLabel ?? t('next'))}
      </Button>
    </div>
  );
}
