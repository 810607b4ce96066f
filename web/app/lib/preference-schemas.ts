import { cleanString } from '@slipcase/api-contract/clean-input';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n';

/** The page a small form goes back to (checked by `safeRedirect`: another site is the fallback). */
export const redirectToField = cleanString().optional();

/** The language buttons and dropdown (`/language`): `inAddress` keeps `?lang=` in the page's address. */
export const languageFormSchema = z.object({
  lng: z.enum(SUPPORTED_LANGUAGES),
  redirectTo: redirectToField,
  inAddress: z.literal('1').optional(),
});

/** The dark-mode toggle (`/theme`). */
export const themeFormSchema = z.object({ theme: z.enum(['light', 'dark']), redirectTo: redirectToField });
