import { describe, expect, it } from 'vitest';
import { passwordResetMail, splitInvitationMail, statementReadyMail, verificationCodeMail } from './messages.server';

const recipient = { email: 'nova@example.test', name: 'Nova <Lane>', language: null };

describe('account mails', () => {
  it('writes the verification code mail in English when the recipient has no language', () => {
    const mail = verificationCodeMail(recipient, '042917', 24);
    expect(mail.to).toBe('nova@example.test');
    expect(mail.subject).toBe('Your Slipcase verification code');
    expect(mail.text).toContain('Hello Nova <Lane>,');
    expect(mail.text).toContain('\n\n042917\n\n');
    expect(mail.text).toContain('The code works for 24 hours.');
    // The HTML part escapes what the user typed.
    expect(mail.html).toContain('Hello Nova &#60;Lane&#62;,');
    expect(mail.html).not.toContain('<Lane>');
    expect(mail.html).toContain('042917');
  });

  it("writes in the recipient's language", () => {
    const mail = passwordResetMail({ ...recipient, language: 'es' }, 'https://slipcase.example/auth/reset-password?token=abc', 2);
    expect(mail.subject).toBe('Restablece tu contraseña de Slipcase');
    expect(mail.text).toContain('https://slipcase.example/auth/reset-password?token=abc');
    expect(mail.text).toContain('durante 2 horas');
    expect(mail.html).toContain('<a href="https://slipcase.example/auth/reset-password?token=abc">');
    expect(verificationCodeMail({ ...recipient, language: 'tr' }, '111111', 24).subject).toBe('Slipcase doğrulama kodun');
    expect(verificationCodeMail({ ...recipient, language: 'pt' }, '111111', 24).text).toContain('Olá, Nova <Lane>,');
  });

  it('tells of a month\'s statements with the month and the stores listed in the recipient\'s language, and a link to the royalties page', () => {
    const link = 'https://slipcase.example/royalties';
    const stores = ['Apple Music', 'Deezer', 'Spotify'];
    const english = statementReadyMail(recipient, '2026-08', link, stores);
    expect(english.subject).toBe('Your Slipcase statement for Aug 2026 is ready');
    expect(english.text).toContain(link);
    expect(english.text).toContain('Your sales for Aug 2026 are in from Apple Music, Deezer, and Spotify');
    expect(statementReadyMail({ ...recipient, language: 'es' }, '2026-08', link, stores).subject).toContain('ago 2026');
    expect(statementReadyMail({ ...recipient, language: 'es' }, '2026-08', link, stores).text).toContain('de Apple Music, Deezer y Spotify');
    expect(statementReadyMail({ ...recipient, language: 'tr' }, '2026-08', link, stores).subject).toBe('Ağu 2026 Slipcase ekstreniz hazır');
    expect(statementReadyMail({ ...recipient, language: 'tr' }, '2026-08', link, ['Deezer']).text).toContain('satışlarınız Deezer tarafından');
    expect(statementReadyMail({ ...recipient, language: 'pt' }, '2026-08', link, stores).text).toContain('Olá, Nova <Lane>,');
  });
});

describe('split invitation mail', () => {
  const invitation = { link: 'https://slipcase.example/splits/accept/tok', ownerName: 'Nova & Co', releaseTitle: 'Night <Drive>', percent: 12.5 };

  it('names the owner, the release and the share, with the link, in every language', () => {
    const mail = splitInvitationMail(recipient, invitation);
    expect(mail.subject).toBe('Nova & Co shares royalties of “Night <Drive>” with you');
    expect(mail.text).toContain('12.5% of what it earns is yours');
    expect(mail.text).toContain('\n\nhttps://slipcase.example/splits/accept/tok\n\n');
    expect(mail.html).toContain('Night &#60;Drive&#62;');
    for (const language of ['es', 'pt', 'tr']) {
      const translated = splitInvitationMail({ ...recipient, language }, invitation);
      expect(translated.subject).not.toBe(mail.subject);
      expect(translated.text).toContain('Nova & Co');
      expect(translated.text).toContain('12.5');
    }
  });
});
