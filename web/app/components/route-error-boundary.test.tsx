import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { titleMeta } from '../lib/meta';
import { renderTranslated } from '../testing/render';
import { RouteErrorBoundary } from './route-error-boundary';

function renderFailing(thrown: () => never, language: 'en' | 'es' | 'pt' | 'tr') {
  const Stub = createRemixStub([
    { path: '/royalties', Component: () => <p>page</p>, loader: thrown, ErrorBoundary: RouteErrorBoundary },
  ]);
  return renderTranslated(<Stub initialEntries={['/royalties?month=2031-01']} />, language);
}

describe('RouteErrorBoundary', () => {
  it('says a refused form is invalid input, in the user’s language, with the page again and home as ways back', async () => {
    await renderFailing(() => {
      throw new Response(null, { status: 400 });
    }, 'es');
    expect(await screen.findByRole('heading', { name: 'Datos no válidos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a abrir la página' })).toHaveAttribute('href', '/royalties?month=2031-01');
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('page')).toBeNull();
  });

  it('gives a telling error code’s own message when the answer carries one, never the code', async () => {
    await renderFailing(() => {
      throw json('invalid_transition', { status: 409 });
    }, 'tr');
    expect(await screen.findByRole('heading', { name: 'Geçersiz giriş' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Yayının mevcut durumunda bu işlem yapılamaz.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('invalid_transition');
  });

  it('says a session ran out', async () => {
    await renderFailing(() => {
      throw json('session_expired', { status: 401 });
    }, 'en');
    expect(await screen.findByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
  });

  it('tells not found, permission denied and a server error apart', async () => {
    await renderFailing(() => {
      throw new Response(null, { status: 404 });
    }, 'pt');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();

    await renderFailing(() => {
      throw new Response('Forbidden', { status: 403 });
    }, 'pt');
    expect(await screen.findByRole('heading', { name: 'Permissão negada' })).toBeInTheDocument();

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFailing(() => {
      throw new Error('boom');
    }, 'en');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).toBeNull();
    quiet.mockRestore();
  });

  it('titles a failed page as its boundary says, in the reader’s language; a page that did not fail keeps its own', () => {
    const matches = [{ id: 'root', data: { locale: 'es' } }];
    const meta = titleMeta('account:pages.payout');
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(meta({ matches, error: notFound })).toEqual([{ title: 'Página no encontrada | Slipcase' }]);
    expect(meta({ matches, error: new Error('boom') })).toEqual([{ title: 'Algo ha ido mal | Slipcase' }]);
    expect(JSON.stringify(meta({ matches }))).not.toMatch(/encontrada|mal/);
  });
});
