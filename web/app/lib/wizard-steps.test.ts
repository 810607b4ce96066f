import { REOPENING_REASONS } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { editStepPath, isWizardStep, stepForReason, WIZARD_STEPS } from './wizard-steps';

describe('wizard steps', () => {
  it('sends each reopening reason to the step where its fix is made', () => {
    expect(stepForReason('invalid_cover_art')).toBe('artwork');
    expect(stepForReason('audio_error')).toBe('tracks');
    expect(stepForReason('silence_mid_track')).toBe('tracks');
    expect(stepForReason('invalid_release_date')).toBe('distribution');
    expect(stepForReason('invalid_artist_name')).toBe('basic-info');
  });

  it('has a step for all 17 reasons, and every one is a real step', () => {
    expect(REOPENING_REASONS).toHaveLength(17);
    for (const { code } of REOPENING_REASONS) expect(WIZARD_STEPS).toContain(stepForReason(code));
  });

  it('knows the steps of the edit routes', () => {
    expect(editStepPath('r1', 'artwork')).toBe('/distributions/r1/edit/artwork');
    expect(isWizardStep('follow-artists')).toBe(true);
    expect(isWizardStep('payment')).toBe(false);
  });
});
