import { interfaceLanguage, type InterfaceLanguage } from './languages';
import type { ReopeningReasonText } from './reopening-reason-text';
import { DUPLICATES_RIGHTS_AUDIO } from './reopening-texts-duplicates-rights-audio';
import { NAMES_DATES_QUALITY } from './reopening-texts-names-dates-quality';

export type { ReopeningReasonText } from './reopening-reason-text';

/**
 * The reasons an operator names when rejecting a release (001 §4), in the specification's order. The codes
 * are stored on reviews (ReleaseReview.reasonCodes): never rename one.
 */
const CATALOGUE = { ...DUPLICATES_RIGHTS_AUDIO, ...NAMES_DATES_QUALITY };

export type ReopeningReasonCode = keyof typeof CATALOGUE;

export interface ReopeningReason {
  code: ReopeningReasonCode;
  texts: Readonly<Record<InterfaceLanguage, ReopeningReasonText>>;
}

export const REOPENING_REASONS: readonly ReopeningReason[] = Object.entries(CATALOGUE).map(([code, texts]) => ({
  code: code as ReopeningReasonCode,
  texts,
}));

export function isReopeningReasonCode(code: string): code is ReopeningReasonCode {
  return Object.hasOwn(CATALOGUE, code);
}

export function reopeningReason(code: ReopeningReasonCode): ReopeningReason {
  return { code, texts: CATALOGUE[code] };
}

/** A reason's texts in the interface language closest to a language tag ('pt-BR' reads Portuguese; others English). */
export function reopeningReasonText(code: ReopeningReasonCode, language: string): ReopeningReasonText {
  return CATALOGUE[code][interfaceLanguage(language)];
}
