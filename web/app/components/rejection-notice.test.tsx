import { createRemixStub } from '@remix-run/testing';
import { reopeningReasonText } from '@slipcase/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { RejectionNotice } from './rejection-notice';

const rejection = {
  reviewedAt: '2031-01-04T10:00:00.000Z',
  reasonCodes: ['invalid_cover_art' as const, 'invalid_release_date' as const],
  note: 'The cover is blurry.',
  reopenBy: '2031-04-04T10:00:00.000Z',
};

function renderNotice(canReopen: boolean, language: 'en' | 'es') {
  const Stub = createRemixStub([
    { path: '/distributions/r1', Component: () => <RejectionNotice releaseId="r1" rejection={rejection} canReopen={canReopen} /> },
  ]);
  return renderTranslated(<Stub initialEntries={['/distributions/r1']} />, language);
}

describe('RejectionNotice', () => {
  it('shows each reason in the user’s language, its fix linking to the wizard step that changes it', async () => {
    await renderNotice(true, 'es');
    expect(screen.getByRole('heading', { name: 'Por qué se rechazó el lanzamiento' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [artwork, date] = items as [HTMLElement, HTMLElement];
    expect(within(artwork).getByRole('heading').textContent).toBe(reopeningReasonText('invalid_cover_art', 'es').name);
    expect(within(artwork).getByText(reopeningReasonText('invalid_cover_art', 'es').fix)).toBeInTheDocument();
    expect(within(artwork).getByRole('link', { name: 'Cámbialo en el paso Portada' })).toHaveAttribute(
      'href',
      '/distributions/r1/edit/artwork',
    );
    expect(within(date).getByRole('link', { name: 'Cámbialo en el paso Distribución' })).toHaveAttribute(
      'href',
      '/distributions/r1/edit/distribution',
    );
    expect(screen.getByText('The cover is blurry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reabrir para revisión' })).toBeInTheDocument();
  });

  it('offers no Reopen to someone who may not reopen', async () => {
    await renderNotice(false, 'en');
    expect(screen.getByRole('heading', { name: 'Why the release was rejected' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen for review' })).toBeNull();
  });
});
