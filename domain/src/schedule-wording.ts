import { REVIEW_BUSINESS_DAYS } from './business-days';
import { SCHEDULE_DELIVERY_DAYS, STANDARD_NOTICE_WEEKS } from './release-limits';

/**
 * The numbers every text about timing quotes (the wizard's menu and hints, the errors, the public pages), named as
 * the texts' `{{placeholders}}`, in the units the texts speak: standard and priority in weeks, express in days, as
 * 001 §9 words them ("express 3-5 days, priority 1-2 weeks, standard 2-3 weeks"). Derived from the rules' own
 * constants, so a text never says what the rules do not do.
 */
export const SCHEDULE_TEXT_VALUES = {
  standardMinWeeks: SCHEDULE_DELIVERY_DAYS.standard.min / 7,
  standardMaxWeeks: SCHEDULE_DELIVERY_DAYS.standard.max / 7,
  priorityMinWeeks: SCHEDULE_DELIVERY_DAYS.priority.min / 7,
  priorityMaxWeeks: SCHEDULE_DELIVERY_DAYS.priority.max / 7,
  expressMinDays: SCHEDULE_DELIVERY_DAYS.express.min,
  expressMaxDays: SCHEDULE_DELIVERY_DAYS.express.max,
  standardNoticeWeeks: STANDARD_NOTICE_WEEKS,
  reviewBusinessDays: REVIEW_BUSINESS_DAYS,
} as const;
