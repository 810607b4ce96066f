/** A same-site path to go to after signing in; anything else (other hosts, `//host`, `/\host`) gives the fallback. */
export function safeRedirect(to: unknown, fallback = '/dashboard'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to;
}
