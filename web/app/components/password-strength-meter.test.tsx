import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abcdefgh', 'weak'],
    ['abcd123!', 'medium'],
    ['Abcd123!efgh', 'strong'],
  ])('says %s is %s, in words', async (password, strength) => {
    await renderTranslated(<PasswordStrengthMeter id="meter" password={password} />);
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', strength);
    expect(screen.getByText(`Password strength: ${strength}`)).toHaveAttribute('aria-live', 'polite');
  });

  it('invites typing while empty, and speaks the reader’s language', async () => {
    const { rerender } = await renderTranslated(<PasswordStrengthMeter id="meter" password="" />, 'tr');
    expect(screen.getByText('Şifre gücü siz yazdıkça görünür.')).toBeInTheDocument();
    rerender(<PasswordStrengthMeter id="meter" password="Abcd123!efgh" />);
    expect(screen.getByText('Şifre gücü: güçlü')).toBeInTheDocument();
  });
});
