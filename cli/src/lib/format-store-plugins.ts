import { DOWNLOAD_DEAL, STREAMING_DEAL, type DealProfile } from '@slipcase/plugin-contract';
import { table } from './format';
import type { ListedStore, StorePluginsList } from './store-plugins';

const sameDeal = (a: DealProfile, b: DealProfile) =>
  a.commercialModels.join() === b.commercialModels.join() && a.useTypes.join() === b.useTypes.join();

function dealLabel(deal: DealProfile): string {
  if (sameDeal(deal, STREAMING_DEAL)) return 'streaming';
  if (sameDeal(deal, DOWNLOAD_DEAL)) return 'download';
  return `${deal.commercialModels.join('/')}: ${deal.useTypes.join('/')}`;
}

function transportLine(store: ListedStore): string {
  if (!store.transport) return `cannot be built: ${store.problem ?? 'unknown problem'}`;
  if (store.transport.sandbox) return `sandbox folder ${store.transport.location} (set ${store.envPrefix}_URL to deliver to the store)`;
  return `${store.transport.kind} ${store.transport.location}`;
}

function storeBlock(store: ListedStore): string[] {
  const { audio, artwork, leadTimeDays, territories } = store.requirements;
  const capabilities = (['acknowledgements', 'takedowns', 'updates'] as const).map((name) => `${name} ${store.capabilities[name] ? 'yes' : 'no'}`);
  const recipient = `${store.recipient.name}, ${store.recipient.dpid}${store.placeholderDpid ? ` (placeholder: set ${store.envPrefix}_DPID)` : ''}`;
  const rows = [
    ['package', `${store.package.name} (${store.package.source})`],
    ['transport', transportLine(store)],
    ['recipient', recipient],
    ['audio', `${audio.codec.toUpperCase()}, ${audio.bitDepth} bit / ${audio.sampleRate / 1000} kHz`],
    ['artwork', `${artwork.format.toUpperCase()} ${artwork.sizePx} px, at least ${artwork.minPx} px`],
    ['lead time', `${leadTimeDays} day${leadTimeDays === 1 ? '' : 's'}`],
    ['deals', `${store.feed.deals.map(dealLabel).join(', ')} in ${territories.join(', ')}`],
    ['capabilities', capabilities.join(', ')],
    ['concurrency', `${store.maxConcurrentDeliveries} at once`],
  ];
  const audience = store.operatorsOnly ? '  operators only (a sandbox store, never offered to artists)' : '';
  return [`${store.id}  ${store.name}  ${store.tier}  ${store.enabled ? 'enabled' : 'disabled'}${audience}`, ...table(rows).map((line) => `  ${line}`)];
}

export function formatStorePlugins(list: StorePluginsList): string {
  if (list.packages.length === 0) return `No store plugins found in ${list.rootDir}.`;
  const enabled = list.stores.filter((store) => store.enabled).length;
  const idle = list.packages.filter((pkg) => pkg.stores.length === 0).map((pkg) => `${pkg.name} (${pkg.source})`);
  const header = [
    `${list.stores.length} store${list.stores.length === 1 ? '' : 's'} found, ${enabled} enabled (SLIPCASE_STORES: ${list.enabledSetting ?? 'all'})`,
    `Delivery folder: ${list.deliveryDir}`,
    ...(idle.length > 0 ? [`Packages providing no store as configured: ${idle.join(', ')}`] : []),
  ];
  return [...header, ...list.stores.flatMap((store) => ['', ...storeBlock(store)])].join('\n');
}
