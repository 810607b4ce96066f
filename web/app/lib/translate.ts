import { createInstance, type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, i18nOptions, isLanguage } from '../i18n';

// One synchronous instance (resources are bundled) for places without React context: meta titles, actions.
const instance = createInstance();
void instance.init({ ...i18nOptions, initImmediate: false });

export function fixedT(locale: string | undefined): TFunction {
  return instance.getFixedT(isLanguage(locale) ? locale : FALLBACK_LANGUAGE, 'common');
}
