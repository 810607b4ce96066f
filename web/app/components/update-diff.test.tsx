import { screen, within } from '@testing-library/react';
import type { ChangeLine } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { UpdateDiff, type StoreDiff } from './update-diff';

const patch = (name: string) => `--- before\n+++ after\n@@ -1,2 +1,2 @@\n   <Genre>\n-    <GenreText>Pop</GenreText>\n+    <GenreText>${name}</GenreText>\n`;
const store = (storeId: string, name: string, diff: string): StoreDiff => ({ storeId, name, patch: diff, resend: [], valid: true });
const track = { number: 1, title: 'Low Tide' };
const changes: ChangeLine[] = [
  { kind: 'value', field: 'primaryGenre', from: 'pop', to: 'electronic' },
  { kind: 'contributor', change: 'added', name: 'Sam Rivera', role: 'producer', from: null, to: 30, track },
  { kind: 'performer', change: 'changed', name: 'Theo Min', from: 'theremin', to: null, track },
];

describe('UpdateDiff', () => {
  it('says in words what changes, names the stores once, and keeps one closed XML diff per group of stores that get the same lines', async () => {
    await renderTranslated(
      <UpdateDiff
        changes={changes}
        needsReview
        stores={[store('spotify', 'Spotify', patch('Electronic')), store('deezer', 'Deezer', patch('Electronic')), store('tidal', 'TIDAL', patch('Dance'))]}
        notSent={[{ storeId: 'tiktok', name: 'TikTok' }]}
      />,
    );
    const lines = within(screen.getByTestId('update-changes')).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Primary genre: Pop → Electronic',
      'Track 1 “Low Tide”: Sam Rivera added as Producer, share 30 %',
      'Track 1 “Low Tide”: Theo Min performs: theremin → vocals',
    ]);
    expect(screen.getByTestId('sent-to')).toHaveTextContent('Sent to 3 stores: Spotify, Deezer, and TIDAL.');
    expect(screen.getByTestId('not-sent')).toHaveTextContent('TikTok will not get this update');
    const groups = screen.getByTestId('update-diff').querySelectorAll('details');
    expect([...groups].map((group) => group.getAttribute('data-stores'))).toEqual(['spotify deezer', 'tidal']);
    expect([...groups].every((group) => !group.open)).toBe(true);
    expect(screen.getByText('Show the DDEX message changes for Spotify and Deezer')).toBeInTheDocument();
  });

  it('words the changes in the reader’s language', async () => {
    await renderTranslated(<UpdateDiff changes={changes.slice(0, 1)} needsReview={false} stores={[store('spotify', 'Spotify', patch('Electrónica'))]} />, 'es');
    expect(screen.getByTestId('update-changes')).toHaveTextContent(/^Género principal: .+ → .+$/);
    expect(screen.getByTestId('sent-to')).toHaveTextContent('Se envía a Spotify.');
  });
});
