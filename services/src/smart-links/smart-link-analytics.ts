import { AppError, can, clickRate, isPlan, type Device } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { ownedSmartLink } from './smart-link-view';

export const ANALYTICS_DAYS = 30;
const TOP_COUNTRIES = 10;

/** The analytics tab (001 §3): views, clicks, click rate, devices, top countries, daily activity, per button. */
export interface SmartLinkAnalytics {
  views: number;
  clicks: number;
  clickRate: number;
  devices: { device: Device; views: number; clicks: number }[];
  countries: { country: string; views: number; clicks: number }[];
  /** The last ANALYTICS_DAYS days, oldest first, every day present. */
  daily: { day: string; views: number; clicks: number }[];
  buttons: { key: string; clicks: number }[];
}

/** PRO only (policy `smartlink_analytics`), refused here whatever asks: the page, `/v1` or the CLI. */
export async function smartLinkAnalytics(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { userId: string; smartLinkId: string }): Promise<SmartLinkAnalytics> {
  const link = await ownedSmartLink(deps.prisma, input);
  const user = await deps.prisma.user.findUnique({ where: { id: input.userId }, select: { plan: true } });
  if (!user || !isPlan(user.plan) || !can(user.plan, 'smartlink_analytics')) throw new AppError('premium_required', 'analytics');
  const rows = await deps.prisma.smartLinkCount.findMany({ where: { smartLinkId: link.id }, select: { day: true, country: true, device: true, entry: true, count: true } });

  const add = <K extends string>(map: Map<K, { views: number; clicks: number }>, key: K, row: { entry: string; count: number }) => {
    const sums = map.get(key) ?? { views: 0, clicks: 0 };
    if (row.entry === '') sums.views += row.count;
    else sums.clicks += row.count;
    map.set(key, sums);
  };
  const devices = new Map<Device, { views: number; clicks: number }>();
  const countries = new Map<string, { views: number; clicks: number }>();
  const days = new Map<string, { views: number; clicks: number }>();
  const buttons = new Map<string, number>();
  let views = 0;
  let clicks = 0;
  for (const row of rows) {
    if (row.entry === '') views += row.count;
    else {
      clicks += row.count;
      buttons.set(row.entry, (buttons.get(row.entry) ?? 0) + row.count);
    }
    add(devices, row.device as Device, row);
    add(countries, row.country, row);
    add(days, row.day.toISOString().slice(0, 10), row);
  }
  const today = Date.UTC(deps.now.getUTCFullYear(), deps.now.getUTCMonth(), deps.now.getUTCDate());
  const daily = Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const day = new Date(today - (ANALYTICS_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, ...(days.get(day) ?? { views: 0, clicks: 0 }) };
  });
  const byViews = (a: { views: number; clicks: number }, b: { views: number; clicks: number }) => b.views - a.views || b.clicks - a.clicks;
  return {
    views,
    clicks,
    clickRate: clickRate(views, clicks),
    devices: [...devices].map(([device, sums]) => ({ device, ...sums })).sort(byViews),
    countries: [...countries].map(([country, sums]) => ({ country, ...sums })).sort(byViews).slice(0, TOP_COUNTRIES),
    daily,
    buttons: [...buttons].map(([key, count]) => ({ key, clicks: count })).sort((a, b) => b.clicks - a.clicks),
  };
}
