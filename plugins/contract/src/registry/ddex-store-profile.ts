import {
  DSR_SALES_REPORTS,
  type DealProfile,
  type StoreProfile,
  type StoreRequirements,
} from '../store-plugin';
import { DDEX_CAPABILITIES, STREAMING_DEAL, WORLDWIDE } from './profile-parts';

/**
 * What a DDEX store's profile states beside its id and name: whom the feed addresses, the audio it takes, and
 * whatever else differs from the usual store (see ddexStoreProfile).
 */
export interface DdexStoreProfileInput
  extends Partial<Omit<StoreProfile, 'id' | 'name' | 'recipient' | 'requirements' | 'feed'>>,
    Partial<Omit<StoreRequirements, 'audio'>> {
  /** The MessageRecipient's party id; its name is the store's unless `recipientName` says otherwise. */
  dpid: string;
  recipientName?: string;
  audio: StoreRequirements['audio'];
  deals?: readonly DealProfile[];
}

/** A 3000 px JPEG cover, 1400 px at least: what the stores without a published specification are sent. */
export const STORE_ARTWORK: StoreRequirements['artwork'] = { minPx: 1400, sizePx: 3000, format: 'jpeg' };

/**
 * A store's profile from what it states, the rest as most stores have it: on every plan ('free'), worldwide
 * streaming deals in ERN 4.3, a 3000 px JPEG cover, a week's lead time, the DDEX choreography (acknowledgements,
 * updates, takedowns), DSR sales reports and four deliveries at once.
 */
export function ddexStoreProfile(id: string, name: string, input: DdexStoreProfileInput): StoreProfile {
  const { dpid, recipientName = name, audio, artwork = STORE_ARTWORK, leadTimeDays = 7, territories = WORLDWIDE, ...rest } = input;
  const { deals = [STREAMING_DEAL], acceptedAudioFormats, ...profile } = rest;
  return {
    tier: 'free',
    capabilities: DDEX_CAPABILITIES,
    maxConcurrentDeliveries: 4,
    salesReports: DSR_SALES_REPORTS,
    ...profile,
    id,
    name,
    recipient: { dpid, name: recipientName },
    requirements: { audio, artwork, leadTimeDays, territories, ...(acceptedAudioFormats && { acceptedAudioFormats }) },
    feed: { standard: 'ern-4.3', deals },
  };
}
