import { createConfiguredStore, type StorePluginPackage } from '@slipcase/plugin-contract';
import { recipientProfile } from './recipient-profile';
import { readRecipients } from './recipients';

export { readRecipients, RECIPIENTS_VARIABLE, type Recipient } from './recipients';
export { recipientProfile } from './recipient-profile';

/** One DDEX store per recipient of SLIPCASE_DDEX_RECIPIENTS, each delivering to its own URL; none when unset. */
export const storePlugins: StorePluginPackage = {
  profiles: ({ env }) => readRecipients(env).map(recipientProfile),
  create: (ctx) =>
    readRecipients(ctx.env)
      .filter((recipient) => ctx.enabled?.(recipient.id) !== false)
      .map((recipient) => createConfiguredStore({ profile: recipientProfile(recipient), url: recipient.url }, ctx)),
};
