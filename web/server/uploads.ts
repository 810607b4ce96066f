import type { IncomingMessage } from 'node:http';
import type { PrismaClient } from '@slipcase/db';
import type { FileStore } from '@tus/file-store';
import { Metadata, Server, type Upload } from '@tus/server';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { english } from '@slipcase/api-contract/english';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { isBlocked } from '@slipcase/domain';
import { isUploadKind, TUS_PATH, uploadMaxBytes, type UploadKind } from '../app/lib/media-upload';
import { findUploadTarget } from '@slipcase/services';
import { findUpload, isUploadId } from '../app/server/media/tus-store.server';
import { getSessionUser } from '../app/server/session.server';

/**
 * The tus endpoint (docs/decisions/016): resumable uploads streamed to the tus folder, for signed-in users only,
 * each upload bound at creation to its owner, a kind (audio or artwork, which sets its size limit) and a release
 * the owner may upload to. The browser then asks the media route (`POST /distributions/:id/media`) to process it.
 */

export interface UploadUser {
  id: string;
  blocked: boolean;
}

export interface TusUploadsOptions {
  store: FileStore;
  prisma: () => PrismaClient;
  /** The signed-in user a request's session cookie names, or null. */
  userOf?: (req: IncomingMessage) => Promise<UploadUser | null>;
}

/** The signed-in user of a request, from its session cookie (the same lookup as the pages'). */
export async function sessionUserOf(req: IncomingMessage): Promise<UploadUser | null> {
  const request = new Request('http://localhost/', { headers: { cookie: req.headers.cookie ?? '' } });
  const user = await getSessionUser(request);
  return user && { id: user.id, blocked: isBlocked(user) };
}

const ERROR_MESSAGES: Record<string, string> = english.errors;

/** A refusal as tus answers it: the status, and a JSON body with the error code the widget translates. */
function tusError(status: number, code: string, field?: string, params?: Record<string, string | number>) {
  const body = { error: { code, message: ERROR_MESSAGES[code] ?? code, ...(field && { field }), ...(params && { params }) } };
  return { status_code: status, body: `${JSON.stringify(body)}\n` };
}

function send(res: ExpressResponse, refusal: { status_code: number; body: string }) {
  res.status(refusal.status_code).set({ 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' }).type('application/json').send(refusal.body);
}

/** The Node request under tus's web Request (srvx keeps it at `runtime.node.req`). */
function nodeRequest(req: unknown): IncomingMessage | undefined {
  return (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

export function tusUploads({ store, prisma, userOf = sessionUserOf }: TusUploadsOptions): express.Router {
  // The user each request was authenticated as, for the hooks tus calls with its own request object.
  const users = new WeakMap<IncomingMessage, string>();

  const kindOfRequest = async (req: { headers: Headers }, id: string | null): Promise<UploadKind | null> => {
    if (req.headers.get('upload-metadata') !== null) {
      try {
        const kind = Metadata.parse(req.headers.get('upload-metadata') ?? undefined).kind;
        return isUploadKind(kind) ? kind : null;
      } catch {
        return null;
      }
    }
    return id ? ((await findUpload(store, id))?.metadata.kind ?? null) : null;
  };

  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    // Same origin only: no CORS headers for anybody.
    allowedOrigins: () => false,
    // The limit of the upload's kind; an unknown kind gets the smaller one (and is refused on creation anyway).
    maxSize: async (req, id) => uploadMaxBytes((await kindOfRequest(req, id)) ?? 'artwork'),
    async onUploadCreate(req, upload: Upload) {
      const node = nodeRequest(req);
      const userId = node && users.get(node);
      if (!userId) throw tusError(401, 'session_expired');
      const { kind, releaseId, trackId, filename } = upload.metadata ?? {};
      if (!isUploadKind(kind)) throw tusError(400, 'invalid_input', 'kind');
      if (!releaseId) throw tusError(400, 'invalid_input', 'releaseId');
      if (upload.sizeIsDeferred) throw tusError(400, 'invalid_input', kind);
      const target = await findUploadTarget(prisma(), { userId, releaseId, kind, trackId: trackId || null });
      if (!target.ok) throw tusError(httpStatusOf(target.error.code), target.error.code, target.error.field, target.error.params);
      return {
        metadata: {
          userId,
          kind,
          releaseId,
          trackId: trackId || null,
          filename: (filename ?? '').slice(0, 255),
        },
      };
    },
  });

  const handle = async (req: ExpressRequest, res: ExpressResponse) => {
    // tus' GET would serve the file back; nothing needs that.
    if (req.method === 'GET') {
      res.status(405).set('Allow', 'POST, HEAD, PATCH, DELETE, OPTIONS').type('text/plain').send('Method Not Allowed\n');
      return;
    }
    if (req.method !== 'OPTIONS') {
      const user = await userOf(req);
      if (!user) return send(res, tusError(401, 'session_expired'));
      if (user.blocked) return send(res, tusError(403, 'permission_denied'));
      const id = req.params.id;
      if (id !== undefined) {
        // Somebody else's upload, like one that never existed, is not found.
        const upload = isUploadId(id) ? await findUpload(store, id) : null;
        if (!upload || upload.metadata.userId !== user.id) return send(res, tusError(404, 'not_found'));
      }
      users.set(req, user.id);
    }
    await server.handle(req, res);
  };

  const router = express.Router();
  router.all([TUS_PATH, `${TUS_PATH}/:id`], (req, res, next) => {
    handle(req, res).catch(next);
  });
  return router;
}
