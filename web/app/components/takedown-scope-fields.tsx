import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrors } from './form-field';
import { Input } from './ui/input';
import { Label } from './ui/label';

/**
 * Where and when a takedown goes: the stores the release is live in, all ticked (untick to keep it in some), and
 * as soon as possible or from a chosen day. Posts `stores` (omitted when all stay ticked: every store) and `on`.
 */
export function TakedownScopeFields({
  id,
  stores,
  fieldErrors,
}: {
  id: string;
  stores: Array<{ store: string; storeName: string }>;
  fieldErrors?: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => stores.map((entry) => entry.store));
  const [when, setWhen] = useState<'now' | 'on'>('now');
  const storeErrors = Object.entries(fieldErrors ?? {})
    .filter(([field]) => field === 'stores' || field.startsWith('stores.'))
    .flatMap(([, errors]) => errors);
  const every = chosen.length === stores.length;
  const toggle = (store: string, on: boolean) => setChosen((current) => (on ? [...current, store] : current.filter((s) => s !== store)));

  return (
    <>
      {stores.length > 1 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('takedown.scope.stores')}</legend>
          <p className="text-sm text-muted-foreground">{t('takedown.scope.storesHint')}</p>
          {stores.map(({ store, storeName }) => (
            <div key={store} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={`${id}-store-${store}`}
                name={every ? undefined : 'stores'}
                value={store}
                checked={chosen.includes(store)}
                // None ticked would read as every store: the browser asks for one instead.
                required={chosen.length === 0}
                onChange={(event) => toggle(store, event.target.checked)}
                className="size-4 accent-primary"
              />
              <Label htmlFor={`${id}-store-${store}`} className="font-normal">
                {storeName}
              </Label>
            </div>
          ))}
          {chosen.length === 0 ? (
            <p className="text-sm text-destructive" role="alert">
              {t('takedown.scope.noStore')}
            </p>
          ) : null}
          <FieldErrors id={`${id}-stores-error`} errors={storeErrors} />
        </fieldset>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('takedown.scope.when')}</legend>
        {(['now', 'on'] as const).map((choice) => (
          <div key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-when-${choice}`}
              checked={when === choice}
              onChange={() => setWhen(choice)}
              className="size-4 accent-primary"
            />
            <Label htmlFor={`${id}-when-${choice}`} className="font-normal">
              {t(`takedown.scope.${choice}`)}
            </Label>
          </div>
        ))}
        {when === 'on' ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-on`}>{t('takedown.scope.date')}</Label>
            <Input id={`${id}-on`} type="date" name="on" required aria-describedby={`${id}-on-hint`} />
            <p id={`${id}-on-hint`} className="text-sm text-muted-foreground">
              {t('takedown.scope.dateHint')}
            </p>
          </div>
        ) : null}
        <FieldErrors id={`${id}-on-error`} errors={fieldErrors?.on} />
      </fieldset>
    </>
  );
}
