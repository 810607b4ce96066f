import geoip from 'geoip-country';

/**
 * The country (ISO 3166-1 alpha-2) an IP address is in, from the offline database that ships with `geoip-country`
 * (no request anywhere), or null for a private, local or unknown address. The address itself is never stored.
 */
export function countryOfAddress(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (address === '') return null;
  try {
    return geoip.lookup(address)?.country ?? null;
  } catch {
    return null;
  }
}
