import type { AppLoadContext } from '@remix-run/node';
import { deviceOf } from '@slipcase/domain';
import type { Visit } from '@slipcase/services/smart-links/smart-link-page';
import geoip from 'geoip-country';
import { clientAddress } from './load-context';

/**
 * Where a fan's request comes from, for a smart link's counts: the country from an offline lookup of the address
 * (geoip-country's bundled database: no request leaves the server, and the address goes no further than here) and
 * the device from the User-Agent.
 */
export function visitorOf(request: Request, context: AppLoadContext | undefined): Visit {
  const address = clientAddress(context);
  return { country: address ? (geoip.lookup(address)?.country ?? null) : null, device: deviceOf(request.headers.get('User-Agent') ?? '') };
}
