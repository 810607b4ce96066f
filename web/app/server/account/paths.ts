/** Paths of the settings pages that server code and components both name. */
export const PAYOUT_PATH = '/account/payout';
export const STRIPE_CONNECT_PATH = '/account/payout/stripe';
export const SUBSCRIPTION_PATH = '/account/subscription';
