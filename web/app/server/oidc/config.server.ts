export type OAuthProviderId = 'google' | 'apple';

/** The social sign-in providers this installation has configured (stub until social sign-in lands). */
export function configuredProviders(): OAuthProviderId[] {
  return [];
}
