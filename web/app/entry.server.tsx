import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createInstance } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n';
import { i18next } from './i18next.server';
import { NonceContext } from './lib/nonce';
import { applyDataHeaders, applyDocumentHeaders, CACHED_PAGE_NONCE, isPrivateRequest, newNonce } from './server/document-headers.server';
import { renderingForCache } from './server/load-context';

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const instance = createInstance();
  // The root loader decided the language (a signed-in user's saved one first); without it, detect it here.
  const rootData = remixContext.staticHandlerContext.loaderData.root as { locale?: string; user?: unknown } | undefined;
  const lng = rootData?.locale ?? (await i18next.getLocale(request));
  await instance.use(initReactI18next).init({ ...i18nOptions, lng });
  const nonce = renderingForCache(loadContext) ? CACHED_PAGE_NONCE : newNonce();
  applyDocumentHeaders(responseHeaders, { nonce, signedIn: Boolean(rootData?.user) || isPrivateRequest(request) });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // No streamed Suspense boundaries here: wait for the whole page, which also suits crawlers.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS);
  });
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  return applyDataHeaders(response, request);
}
