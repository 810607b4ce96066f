import type { AppLoadContext } from '@remix-run/node';
import { deviceOf } from '@slipcase/domain';
import type { Visit } from '@slipcase/services/smart-links/smart-link-page';
import geoip from 'geoip-country';
import { clientAddress } from './load-context';

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

/** The country a fan's request comes from (smart links' and artist pages' counts); the address goes no further. */
export function visitorCountry(context: AppLoadContext | undefined): string | null {
  return countryOfAddress(clientAddress(context));
}

/** Where a fan's request comes from, for a smart link's counts: the country and the device (from the User-Agent). */
export function visitorOf(request: Request, context: AppLoadContext | undefined): Visit {
  return { country: visitorCountry(context), device: deviceOf(request.headers.get('User-Agent') ?? '') };
}
