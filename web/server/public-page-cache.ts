import type { PrismaClient } from '@slipcase/db';
import { TrackedPgClient } from '@slipcase/db/tracked-pg-client';
import { changeCovers, PUBLIC_PAGE_CHANNEL, PUBLIC_PAGE_LOCK, type PublicPageChange } from '@slipcase/services/public-pages/public-page-changed';

/** One answer as it goes out: what a render gives and the cache keeps. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Only on an answer that is not kept (a cookie makes it this visitor's). */
  cookies?: string[];
}

/** `page` is what `publicPageChanged` names; `variant` what else the answer depends on (language, device, build). */
export interface PublicPageKey {
  page: string;
  variant: string;
}

export type CacheSource = 'memory' | 'database' | 'render';

export interface PublicPageCache {
  /**
   * The page's render: from this process's copy, else the shared one in PostgreSQL, else `render()`'s, which is
   * stored for every server unless it returns `store: false` (an answer for this visitor only) or an invalidation
   * of the page came while it ran. Concurrent misses of one key on one server share one render.
   */
  cachedPublicPage(key: PublicPageKey, render: () => Promise<{ page: RenderedPage; store: boolean }>, options?: { maxAgeMs?: number }): Promise<{ page: RenderedPage; from: CacheSource }>;
  /** Whether this process's copy is in use (its invalidation listener connected). */
  readonly listening: boolean;
  close(): Promise<void>;
}

interface Kept {
  page: RenderedPage;
  renderedAt: number;
}

/** A render is kept at most this long even when nothing invalidated it: a safety net, not the mechanism. */
const DEFAULT_MAX_AGE_MS = 10 * 60 * 1000;
const RECONNECT_MS = 1000;

const keyOf = ({ page, variant }: PublicPageKey) => `${page}\n${variant}`;

/**
 * The render cache of public pages (landing, catalogue, `/s/…`, `/release/…`, `/me/…`), shared by every web server
 * through PostgreSQL, with an in-process copy in front. The copy is trusted only while a LISTEN connection hears
 * `publicPageChanged`'s notifications; a server that lost it reads the shared table until it hears again.
 */
export async function createPublicPageCache({ prisma, databaseUrl, now = Date.now }: { prisma: PrismaClient; databaseUrl: string; now?: () => number }): Promise<PublicPageCache> {
  const memory = new Map<string, Kept>();
  const inflight = new Map<string, Promise<{ page: RenderedPage; from: CacheSource }>>();
  // Counts the notifications heard: a render or a read begun before one may not go into the copy.
  let heard = 0;
  let listener: TrackedPgClient | null = null;
  let closed = false;

  const forget = (change: PublicPageChange | null) => {
    heard += 1;
    for (const id of memory.keys()) if (change === null || changeCovers(change, id.slice(0, id.indexOf('\n')))) memory.delete(id);
  };

  async function listen(): Promise<void> {
    if (closed) return;
    const client = new TrackedPgClient(databaseUrl);
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      forget(null);
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', ({ payload }) => {
      try {
        forget(JSON.parse(payload ?? '') as PublicPageChange);
      } catch {
        forget(null);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_PAGE_CHANNEL}`);
      // Whatever changed while nobody listened is unknown: start from an empty copy.
      forget(null);
      listener = client;
      if (closed) await client.end();
    } catch {
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
    }
  }
  await listen();

  async function fromDatabase(key: PublicPageKey, maxAgeMs: number): Promise<Kept | null> {
    const rows = await prisma.publicPageRender.findMany({ where: { page: key.page, variant: key.variant }, select: { status: true, headers: true, body: true, renderedAt: true } });
    const row = rows[0];
    if (!row || now() - row.renderedAt.getTime() > maxAgeMs) return null;
    return { page: { status: row.status, headers: row.headers as Record<string, string>, body: Buffer.from(row.body) }, renderedAt: row.renderedAt.getTime() };
  }

  /** Stores a render unless an invalidation covering its page came after `seen`; true when stored. */
  async function store(key: PublicPageKey, page: RenderedPage, seen: bigint): Promise<boolean> {
    const [, written] = await prisma.$transaction([
      prisma.$queryRaw`SELECT pg_advisory_xact_lock_shared(${PUBLIC_PAGE_LOCK})::text`,
      prisma.$executeRaw`
        INSERT INTO "PublicPageRender" (page, variant, status, headers, body, "renderedAt")
        SELECT ${key.page}, ${key.variant}, ${page.status}, ${JSON.stringify(page.headers)}::jsonb, ${page.body}, now()
        WHERE NOT EXISTS (
          SELECT 1 FROM "PublicPageInvalidation" i
          WHERE i.id > ${seen} AND (i.page = ${key.page} OR (i.prefix AND starts_with(${key.page}, i.page))))
        ON CONFLICT (page, variant) DO UPDATE
          SET status = excluded.status, headers = excluded.headers, body = excluded.body, "renderedAt" = excluded."renderedAt"`,
    ]);
    return written === 1;
  }

  async function miss(key: PublicPageKey, render: () => Promise<{ page: RenderedPage; store: boolean }>, maxAgeMs: number): Promise<{ page: RenderedPage; from: CacheSource }> {
    const before = heard;
    const keep = (found: Kept) => {
      if (listener !== null && heard === before) memory.set(keyOf(key), found);
    };
    const shared = await fromDatabase(key, maxAgeMs);
    if (shared) {
      keep(shared);
      return { page: shared.page, from: 'database' };
    }
    const [{ seen }] = await prisma.$queryRaw<[{ seen: bigint }]>`SELECT coalesce(max(id), 0)::bigint AS seen FROM "PublicPageInvalidation"`;
    const rendered = await render();
    if (rendered.store && (await store(key, rendered.page, seen))) keep({ page: rendered.page, renderedAt: now() });
    return { page: rendered.page, from: 'render' };
  }

  return {
    get listening() {
      return listener !== null;
    },
    cachedPublicPage(key, render, { maxAgeMs = DEFAULT_MAX_AGE_MS } = {}) {
      const id = keyOf(key);
      const found = listener === null ? undefined : memory.get(id);
      if (found && now() - found.renderedAt <= maxAgeMs) return Promise.resolve({ page: found.page, from: 'memory' as const });
      const running = inflight.get(id);
      if (running) return running;
      const started = miss(key, render, maxAgeMs).finally(() => inflight.delete(id));
      inflight.set(id, started);
      return started;
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      memory.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
