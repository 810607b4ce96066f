/** The domain's length limits are the `/v1` contract's too, so that a form and a `/v1` body take the same. */
export { LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH } from '@slipcase/domain';
/** A calendar day as forms and JSON send it. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
