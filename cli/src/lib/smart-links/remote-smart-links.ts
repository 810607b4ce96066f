import type { ApiClient } from '../remote/api-client';
import type { SmartLinkAnswer, SmartLinkDesk } from './smart-link-desk';

/** The smart link actions through `/v1` as the token's account: another account's link is not found. */
export function remoteSmartLinks(api: ApiClient): SmartLinkDesk {
  return {
    create: (input) => api.request<SmartLinkAnswer>('POST', 'smartlinks', { json: input }),
    show: (smartLinkId) => api.request<SmartLinkAnswer>('GET', `smartlinks/${encodeURIComponent(smartLinkId)}`),
  };
}
