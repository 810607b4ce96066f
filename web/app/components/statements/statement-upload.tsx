import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Progress } from '../ui/progress';
import { NativeSelect } from '../ui/select';
import { sendWithProgress } from './send-with-progress';

type Answer = { ok: true; workflowId: string } | { ok: false; errors: Record<string, string> };
type RateRow = { key: number; currency: string; rate: string };

export const STATEMENT_ACCEPT = '.tsv,.txt,.gz,.csv';

/** How an import the form started ended, as far as the page knows (null: not known yet). */
export type ImportOutcome = 'importing' | 'posted' | 'duplicate' | 'failed' | null;

/**
 * The operator's statement upload: store, month, one exchange rate per currency (rows added and removed here),
 * the files in part order. The files go in one request whose upload progress shows as a bar; then the import
 * runs on the server and `onStarted` gets its workflow. What was chosen stays until that import is posted (or found
 * a duplicate): a refused one leaves it all there to fix and send again.
 */
export function StatementUpload({
  stores,
  action,
  onStarted,
  outcomeOf = () => null,
}: {
  stores: { id: string; name: string }[];
  action: string;
  onStarted: (workflowId: string) => void;
  outcomeOf?: (workflowId: string) => ImportOutcome;
}) {
  const { t } = useTranslation('operator');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const nextKey = useRef(1);
  const [rates, setRates] = useState<RateRow[]>([{ key: 0, currency: '', rate: '' }]);
  const [files, setFiles] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const [started, setStarted] = useState<string | null>(null);
  const outcome = started ? outcomeOf(started) : null;

  useEffect(() => {
    if (outcome === 'posted' || outcome === 'duplicate') {
      form.current?.reset();
      setRates([{ key: nextKey.current++, currency: '', rate: '' }]);
      setFiles([]);
    }
    if (outcome && outcome !== 'importing') setStarted(null);
  }, [outcome]);

  const setRate = (key: number, change: Partial<RateRow>) => setRates((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addRate = () => setRates((rows) => [...rows, { key: nextKey.current++, currency: '', rate: '' }]);
  const removeRate = (key: number) => setRates((rows) => rows.filter((row) => row.key !== key));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const body = new FormData();
    body.set('store', String(fields.get('store') ?? ''));
    body.set('period', String(fields.get('period') ?? ''));
    for (const row of rates) if (row.currency.trim() || row.rate.trim()) body.append('rate', `${row.currency.trim().toUpperCase()}=${row.rate.trim()}`);
    for (const file of files) body.append('files', file, file.name);
    setErrors({});
    setPercent(0);
    const sent = await sendWithProgress<Answer>(action, body, setPercent);
    setPercent(null);
    if (sent.body && 'ok' in sent.body) {
      if (sent.body.ok) {
        setStarted(sent.body.workflowId);
        onStarted(sent.body.workflowId);
      } else setErrors(sent.body.errors);
      return;
    }
    setErrors({ form: sent.status === 413 ? 'statement_too_large' : 'upload_failed' });
  }

  const message = (code: string) => (code === 'statement_too_large' ? t('statements.upload.tooLarge') : code === 'upload_failed' ? t('statements.upload.failed') : errorMessage(tCommon, code));
  const fieldError = (field: string, idPart = field) =>
    errors[field] ? (
      <p id={`${id}-${idPart}-errors`} className="text-sm text-destructive" aria-live="polite">
        {message(errors[field])}
      </p>
    ) : null;
  const uploading = percent !== null;

  return (
    <form ref={form} onSubmit={submit} className="grid gap-5 rounded-xl border p-4 sm:p-6" aria-busy={uploading} noValidate>
      <h2 className="text-lg font-semibold">{t('statements.upload.heading')}</h2>
      {errors.form ? <Alert variant="destructive">{message(errors.form)}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-store`}>{t('statements.upload.store')}</Label>
          <NativeSelect id={`${id}-store`} name="store" defaultValue="" aria-invalid={Boolean(errors.store)} aria-describedby={`${id}-store-errors`} required>
            <option value="" disabled>
              {t('statements.upload.chooseStore')}
            </option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </NativeSelect>
          {fieldError('store')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-period`}>{t('statements.upload.period')}</Label>
          <Input
            id={`${id}-period`}
            name="period"
            inputMode="numeric"
            placeholder="2026-08"
            pattern="\d{4}-\d{2}"
            aria-invalid={Boolean(errors.period)}
            aria-describedby={`${id}-period-hint ${id}-period-errors`}
          />
          <p id={`${id}-period-hint`} className="text-xs text-muted-foreground">
            {t('statements.upload.periodHint')}
          </p>
          {fieldError('period')}
        </div>
      </div>
      <fieldset className="grid gap-3" aria-describedby={`${id}-rates-hint ${id}-rates-errors`}>
        <legend className="mb-1 text-sm font-medium">{t('statements.upload.rates')}</legend>
        <p id={`${id}-rates-hint`} className="text-xs text-muted-foreground">
          {t('statements.upload.ratesHint')}
        </p>
        <ul className="grid gap-2">
          {rates.map((row, index) => (
            <li key={row.key} className="flex flex-wrap items-end gap-2" data-testid="rate-row">
              <div className="grid w-28 gap-1">
                <Label htmlFor={`${id}-currency-${row.key}`} className="text-xs text-muted-foreground">
                  {t('statements.upload.currency')}
                </Label>
                <Input
                  id={`${id}-currency-${row.key}`}
                  value={row.currency}
                  maxLength={3}
                  placeholder="EUR"
                  autoCapitalize="characters"
                  onChange={(event) => setRate(row.key, { currency: event.target.value.toUpperCase() })}
                  aria-invalid={Boolean(errors.rate)}
                />
              </div>
              <div className="grid w-36 gap-1">
                <Label htmlFor={`${id}-rate-${row.key}`} className="text-xs text-muted-foreground">
                  {t('statements.upload.rate')}
                </Label>
                <Input
                  id={`${id}-rate-${row.key}`}
                  value={row.rate}
                  inputMode="decimal"
                  placeholder="1.08"
                  onChange={(event) => setRate(row.key, { rate: event.target.value })}
                  aria-invalid={Boolean(errors.rate)}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => removeRate(row.key)}
                aria-label={row.currency ? t('statements.upload.removeRate', { currency: row.currency }) : t('statements.upload.removeRateNumber', { number: index + 1 })}
              >
                {t('statements.upload.remove')}
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={addRate}>
            {t('statements.upload.addRate')}
          </Button>
        </div>
        {fieldError('rate', 'rates')}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-files`}>{t('statements.upload.files')}</Label>
        <Input
          id={`${id}-files`}
          type="file"
          name="files"
          multiple
          accept={STATEMENT_ACCEPT}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          aria-invalid={Boolean(errors.files)}
          aria-describedby={`${id}-files-hint ${id}-files-errors`}
        />
        <p id={`${id}-files-hint`} className="text-xs text-muted-foreground">
          {t('statements.upload.filesHint')}
        </p>
        {files.length > 1 ? (
          <ol className="list-decimal pl-5 text-sm" aria-label={t('statements.upload.partOrder')}>
            {files.map((file) => (
              <li key={file.name} className="wrap-anywhere">
                {file.name}
              </li>
            ))}
          </ol>
        ) : null}
        {fieldError('files')}
      </div>
      {uploading ? (
        <div className="grid gap-1.5" aria-live="polite">
          <Progress value={percent} aria-label={t('statements.upload.progress')} />
          <p className="text-sm text-muted-foreground">{t('statements.upload.uploading', { percent: Math.round(percent) })}</p>
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={uploading}>
          {t('statements.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
