/** The longest a name or title may be, in a form or a `/v1` body; lyrics may be longer. */
export const TEXT_MAX_LENGTH = 200;
export const LYRICS_MAX_LENGTH = 20_000;
/** A calendar day as forms and JSON send it. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
