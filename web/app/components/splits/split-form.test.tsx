import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { splitInputSchema } from '@slipcase/api-contract/split-schemas';
import { createRemixStub } from '@remix-run/testing';
import type { SplitView } from '@slipcase/services';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { SplitForm } from './split-form';

const release = { id: 'r1', title: 'Night Drive', tracks: [{ id: 't1', title: 'Night Drive' }] };
const saved: SplitView = {
  id: 's1', releaseId: 'r1', releaseTitle: 'Night Drive', trackId: null, trackTitle: null, fromPeriod: '2026-11', toPeriod: null,
  state: 'current', ownerPercent: 70, recoupAmount: null, recoupedAmount: '0.00',
  payees: [{ email: 'mia@example.test', percent: 30, recoups: false, status: 'invited' }],
};
/** What the server answers a saved split (split-form.server.ts): conform's reply resetting the form. */
const form = new FormData();
form.set('ownerPercent', '70');
form.set('payees[0].email', 'mia@example.test');
form.set('payees[0].percent', '30');
const resetReply: SubmissionResult<string[]> = parseWithZod(form, { schema: splitInputSchema }).reply({ resetForm: true });

/** The page before and after the save: no split and no answer, then the saved split and the server's reset. */
function Page() {
  const [after, setAfter] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAfter(true)}>
        saved
      </button>
      <SplitForm release={release} latest={after ? saved : null} lastResult={after ? resetReply : undefined} />
    </>
  );
}

describe('SplitForm', () => {
  it('shows the split just saved once the server answers, not the empty form it started as', async () => {
    const Stub = createRemixStub([{ path: '/royalties/splits', Component: Page }]);
    await renderTranslated(<Stub initialEntries={['/royalties/splits']} />);
    expect(await screen.findByLabelText('Your share (%)')).toHaveValue('100');
    fireEvent.click(screen.getByRole('button', { name: 'saved' }));
    expect(await screen.findByDisplayValue('mia@example.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Your share (%)')).toHaveValue('70');
    expect(screen.getByLabelText('Payee 1: share (%)')).toHaveValue('30');
  });
});
