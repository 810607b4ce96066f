import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from './languages';
import { REOPENING_REASONS, isReopeningReasonCode, reopeningReason, reopeningReasonText } from './reopening-reasons';

describe('reopening reasons', () => {
  it('catalogues the 17 reasons of the specification under unique snake_case codes', () => {
    const codes = REOPENING_REASONS.map((reason) => reason.code);
    expect(codes).toHaveLength(17);
    expect(new Set(codes).size).toBe(17);
    expect(codes.every((code) => /^[a-z]+(_[a-z]+)*$/.test(code))).toBe(true);
    expect(codes).toEqual(expect.arrayContaining(['already_processed', 'audio_error', 'silence_mid_track', 'track_duration']));
  });

  it('has a name, a description and a fix in every interface language', () => {
    const missing = REOPENING_REASONS.flatMap((reason) =>
      INTERFACE_LANGUAGES.flatMap((language) =>
        (['name', 'description', 'fix'] as const)
          .filter((part) => !reason.texts[language][part].trim())
          .map((part) => `${reason.code}.${language}.${part}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('is really translated: no language repeats another’s text', () => {
    for (const reason of REOPENING_REASONS) {
      const fixes = INTERFACE_LANGUAGES.map((language) => reason.texts[language].fix);
      expect(new Set(fixes).size, reason.code).toBe(INTERFACE_LANGUAGES.length);
    }
  });

  it('looks reasons up by code and texts by language tag, falling back to English', () => {
    expect(isReopeningReasonCode('audio_error')).toBe(true);
    expect(isReopeningReasonCode('toString')).toBe(false);
    expect(isReopeningReasonCode('bad_vibes')).toBe(false);
    expect(reopeningReason('audio_error').texts.es.name).toBe('Error de audio');
    expect(reopeningReasonText('audio_error', 'pt-BR').name).toBe('Erro no áudio');
    expect(reopeningReasonText('audio_error', 'fr').name).toBe('Audio error');
  });
});
