import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrors } from './form-field';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

/** A captcha picture and the id its answer goes back with (the sign-in loader's and `GET /v1/auth/captcha`'s answer). */
export interface CaptchaChallenge {
  id: string;
  svg: string;
}

/** The SVG as an image source: an <img> never runs what an SVG might carry. */
export function captchaImageSource(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const CAPTCHA_ENDPOINT = '/v1/auth/captcha';

async function fetchChallenge(): Promise<CaptchaChallenge> {
  const response = await fetch(CAPTCHA_ENDPOINT, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${CAPTCHA_ENDPOINT}: ${response.status}`);
  return (await response.json()) as CaptchaChallenge;
}

/**
 * The captcha of the sign-in form: the picture, a button for another one, and the answer field. `challenge`
 * comes from the page's loader, which draws a new one after every attempt (each is good for one try); the button
 * fetches one without reloading. A picture that cannot be loaded says so.
 */
export function CaptchaField({
  challenge,
  idName,
  inputProps,
  errors,
  errorId,
}: {
  challenge: CaptchaChallenge | null;
  /** The name of the hidden field carrying the captcha's id. */
  idName: string;
  inputProps: ComponentProps<typeof Input> & { id: string };
  errors?: string[];
  errorId?: string;
}) {
  const { t } = useTranslation('auth');
  const [fetched, setFetched] = useState<CaptchaChallenge | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  // A new picture from the loader (after an attempt) replaces one fetched by the button.
  useEffect(() => {
    setFetched(null);
    setLoadFailed(false);
  }, [challenge?.id]);

  const shown = fetched ?? challenge;
  const hintId = `${inputProps.id}-hint`;
  const failed = loadFailed || shown === null;

  async function renew() {
    setLoading(true);
    try {
      setFetched(await fetchChallenge());
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputProps.id}>{t('captcha.label')}</Label>
      <div className="flex items-center gap-3">
        {shown && !failed ? (
          <img
            src={captchaImageSource(shown.svg)}
            alt={t('captcha.imageAlt')}
            width={150}
            height={50}
            className="h-[56px] w-[168px] rounded-md border bg-white"
          />
        ) : (
          <div className="flex h-[56px] w-[168px] items-center rounded-md border border-dashed px-2 text-xs text-destructive" role="alert">
            {t('common:errors.captcha_load_failed')}
          </div>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => void renew()} disabled={loading}>
          {t('captcha.renew')}
        </Button>
      </div>
      <input type="hidden" name={idName} value={shown?.id ?? ''} />
      <Input
        {...inputProps}
        key={shown?.id ?? 'none'}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={10}
        aria-describedby={[inputProps['aria-describedby'], hintId].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('captcha.hint')}
      </p>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
