/** Turning two-factor sign-in on and off, on the account page (stub until two-factor lands). */
export function TwoFactorSettings(_props: { enabled: boolean }) {
  return null;
}
