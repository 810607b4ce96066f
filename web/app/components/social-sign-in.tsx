/** Social sign-in buttons for the configured providers (stub until social sign-in lands). */
export function SocialSignIn(_props: { providers: ReadonlyArray<'google' | 'apple'>; redirectTo?: string }) {
  return null;
}
