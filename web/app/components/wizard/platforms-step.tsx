import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages';
import { FormErrors } from '../form-field';
import { Badge } from '../ui/badge';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';
import { StepButtons } from './step-buttons';

export interface PlatformsData {
  stores: { id: string; name: string; premium: boolean; reachable: boolean }[];
}

/** Step 4: the stores, each a checkbox; premium-only stores a free plan picks are left out with a warning. */
export function PlatformsStep({
  chosen,
  data,
  errors,
  warnings,
  disabled,
}: {
  chosen: readonly string[];
  data: PlatformsData;
  errors: string[] | undefined;
  warnings: string[];
  disabled: boolean;
}) {
  const { t } = useTranslation('wizard');
  const { t: tCommon } = useTranslation();
  return (
    <Form method="post" className="grid gap-5">
      <fieldset disabled={disabled} className="grid gap-3" aria-describedby={errors?.length ? 'platforms-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('platforms.legend')}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.stores.map((store) => (
            <li key={store.id} className="flex items-center gap-3 rounded-md border p-3">
              <Checkbox id={`store-${store.id}`} name="platforms" value={store.id} defaultChecked={chosen.includes(store.id)} />
              <Label htmlFor={`store-${store.id}`} className="flex-1">
                {store.name}
              </Label>
              {store.premium ? <Badge variant={store.reachable ? 'secondary' : 'warning'}>PRO</Badge> : null}
            </li>
          ))}
        </ul>
        {errors?.length ? (
          <p id="platforms-error" className="text-sm text-destructive">
            {errors.map((error) => errorMessage(tCommon, error)).join(' ')}
          </p>
        ) : null}
      </fieldset>
      <FormErrors errors={warnings} variant="default" />
      {disabled ? null : <StepButtons />}
    </Form>
  );
}
