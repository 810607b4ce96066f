// @vitest-environment node
import { createRemixStub } from '@remix-run/testing';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NonceContext } from '../lib/nonce';
import { Layout } from '../root';
import { testI18n } from '../testing/i18n';
import { applyDataHeaders, applyDocumentHeaders, contentSecurityPolicy, newNonce } from './document-headers.server';

async function renderedPage(nonce: string): Promise<string> {
  const Stub = createRemixStub([{ id: 'root', path: '/', Component: () => <Layout><p>page</p></Layout> }]);
  const rootData = { locale: 'en', theme: 'light', user: null };
  return renderToString(
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={await testI18n('en')}>
        <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: rootData } }} />
      </I18nextProvider>
    </NonceContext.Provider>,
  );
}

describe('page headers', () => {
  it('sets a policy that allows scripts only from our origin or with this page’s nonce, and no framing', () => {
    const headers = new Headers();
    applyDocumentHeaders(headers, { nonce: 'n0nce', signedIn: false });
    const policy = headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self' 'nonce-n0nce'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get('Cache-Control')).toBeNull();
  });

  it('answers no-store to a signed-in page and to a signed-in client navigation', () => {
    const headers = new Headers({ 'Cache-Control': 'max-age=60' });
    applyDocumentHeaders(headers, { nonce: newNonce(), signedIn: true });
    expect(headers.get('Cache-Control')).toBe('no-store');
    const signedIn = new Request('http://localhost/dashboard?_data=root', { headers: { Cookie: 'lng=en; __session=abc' } });
    expect(applyDataHeaders(new Response('{}'), signedIn).headers.get('Cache-Control')).toBe('no-store');
    const visitor = new Request('http://localhost/?_data=root', { headers: { Cookie: 'lng=en' } });
    expect(applyDataHeaders(new Response('{}'), visitor).headers.get('Cache-Control')).toBeNull();
  });

  it('draws a new nonce for every page', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it('gives every inline script of the page the nonce the policy names', async () => {
    const nonce = newNonce();
    const html = await renderedPage(nonce);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts.filter((attributes) => !/\bsrc=/.test(attributes))) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(contentSecurityPolicy(nonce)).toContain(`'nonce-${nonce}'`);
  });
});
