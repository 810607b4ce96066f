import { createRemixStub } from '@remix-run/testing';
import { emptyReleaseDraft } from '@slipcase/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n';
import { renderTranslated } from '../../testing/render';
import { DistributionStep, type DistributionData } from './distribution-step';

const data: DistributionData = {
  schedules: [
    { value: 'standard', allowed: true, earliest: '2026-12-18', store: null },
    { value: 'priority', allowed: true, earliest: '2026-12-08', store: { name: 'Spotify', days: 7 } },
    { value: 'express', allowed: true, earliest: '2026-12-08', store: { name: 'Spotify', days: 7 } },
  ],
  canPresave: true,
};

async function renderStep(releaseDate: string, lng: Language = 'en') {
  const draft = { ...emptyReleaseDraft(), schedule: 'standard', releaseDate };
  const Stub = createRemixStub([{ path: '/', Component: () => <DistributionStep draft={draft} data={data} lastResult={undefined} disabled={false} /> }]);
  await renderTranslated(<Stub />, lng);
}

describe('DistributionStep', () => {
  it('names the schedules in the units the errors use, and the hint follows the schedule chosen, naming the store that needs the time', async () => {
    await renderStep('2026-12-09');
    const select = screen.getByLabelText('Schedule');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Standard (2–3 weeks)',
      'Priority (1–2 weeks)',
      'Express (3–5 days)',
    ]);
    expect(screen.getByText(/^Standard schedule: in the stores 2–3 weeks after you submit, so the earliest release date is 2026-12-18\.$/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Standard releases need at least 3 weeks' notice: choose 2026-12-18 or later, or a faster schedule.");

    fireEvent.input(select, { target: { value: 'express' } });
    expect(
      await screen.findByText(
        'Express schedule: in the stores 3–5 days after you submit; the earliest release date is 2026-12-08. Spotify needs the release 7 days before it comes out, after a review of up to 2 business days.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Standard schedule/)).toBeNull();
    // 9 December suits Spotify with express: no warning left.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns about a date a store cannot meet, in the reader’s language', async () => {
    await renderStep('2026-12-07', 'tr');
    fireEvent.input(screen.getByLabelText('Takvim'), { target: { value: 'express' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Spotify yayını çıkış tarihinden 7 gün önce almalı: 2026-12-08 ya da sonrasını seç.');
  });
});
