import { MASTERING_PRESETS } from '@slipcase/domain';
import { z } from 'zod';

/** Seconds as typed (a comma for the decimal point too); a sign, an exponent or text is no loop start. */
const loopStart = z
  .string()
  .regex(/^\d{1,5}(?:[.,]\d{1,3})?$/, { error: 'mastering_loop_outside' })
  .transform((text) => Number(text.replace(',', '.')));

const preset = z.enum(MASTERING_PRESETS, { error: 'invalid_choice' });

/** /tools/mastering's form besides its file (`audio`): the preset and where the 30-second preview loop starts. */
export const masteringFormSchema = z.object({ preset, loopStart: loopStart.optional() });

/** A job page's buttons: pay the job's checkout, or master its track again with another preset. */
export const masteringJobFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('pay') }),
  z.object({ intent: z.literal('preset'), preset }),
]);
