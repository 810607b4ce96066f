import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { ReleaseTimeline } from './release-timeline';

describe('ReleaseTimeline', () => {
  it('names an update by the fields it changed and the operator who let it through', async () => {
    await renderTranslated(
      <ReleaseTimeline
        entries={[
          { type: 'updated', fromStatus: null, toStatus: null, actorRole: 'operator', actorName: 'Olga Operator', reason: 'genre, credits', via: 'cli', createdAt: '2026-12-01T10:00:00.000Z' },
        ]}
      />,
    );
    const event = screen.getByTestId('timeline').querySelector('[data-event="updated"]')!;
    expect(event).toHaveTextContent('Updated in the stores: Genre, Credits');
    expect(event).toHaveTextContent('by Olga Operator, from the CLI');
    // The recorded field codes are not shown again as if they were someone's words.
    expect(event).not.toHaveTextContent('genre, credits');
  });
});
