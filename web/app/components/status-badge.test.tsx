import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { DeliveryStatusBadge, StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the translated label and keeps the raw status in data-status', async () => {
    await renderTranslated(<StatusBadge status="in_review" />, 'es');
    const badge = screen.getByText('En revisión');
    expect(badge).toHaveAttribute('data-status', 'in_review');
  });

  it('labels a release in process "Approved", as the specification says', async () => {
    await renderTranslated(<StatusBadge status="in_process" />);
    expect(screen.getByText('Approved')).toHaveAttribute('data-status', 'in_process');
  });

  it('looks different for published and rejected releases', async () => {
    await renderTranslated(
      <>
        <StatusBadge status="published" />
        <StatusBadge status="rejected" />
      </>,
      'tr',
    );
    const published = screen.getByText('Yayınlandı');
    const rejected = screen.getByText('Reddedildi');
    expect(published.className).not.toEqual(rejected.className);
  });
});

describe('DeliveryStatusBadge', () => {
  it('translates a delivery status', async () => {
    await renderTranslated(<DeliveryStatusBadge status="delivered" />, 'pt');
    expect(screen.getByText('Entregue')).toHaveAttribute('data-status', 'delivered');
  });
});
