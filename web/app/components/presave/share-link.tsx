import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

/** The campaign's link to copy (the field can be selected by hand where the clipboard is not allowed). */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation('presave');
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <label htmlFor="presave-link" className="text-sm font-medium">
        {t('page.linkLabel')}
      </label>
      <div className="flex gap-2">
        <Input id="presave-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1" />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {t('page.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copied ? t('page.copied') : ''}
      </p>
    </div>
  );
}
