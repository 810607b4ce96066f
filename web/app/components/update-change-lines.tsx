import type { ChangeLine } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';

/** A stored code (genre, role, instrument) in the reader's words; a code the lists lack shows as it is. */
function useNames() {
  const { t: tShell } = useTranslation('shell');
  const { t: tWizard } = useTranslation('wizard');
  return {
    genre: (code: string) => tShell(`genres.${code}`, { defaultValue: code }),
    role: (code: string) => tWizard(`roles.${code}`, { defaultValue: code }),
    instrument: (code: string) => tWizard(`instruments.${code.replace(/ /g, '_')}`, { defaultValue: code }),
  };
}

/** One change in words: "Genre: Pop → Electronic", "Sam Rivera added as Producer, 30 %". */
function useChangeWords() {
  const { t, i18n } = useTranslation('updates');
  const names = useNames();
  const none = t('lines.none');
  const value = (line: Extract<ChangeLine, { kind: 'value' }>, shown: string | null) => {
    if (shown === null) return none;
    if (line.field === 'releaseDate') return formatDate(i18n.language, shown);
    return line.field === 'label' ? shown : names.genre(shown);
  };
  const share = (percent: number | null) => (percent === null ? none : `${percent} %`);
  const performer = (instrument: string | null) => (instrument === null ? t('lines.vocals') : names.instrument(instrument));
  return (line: ChangeLine): string => {
    switch (line.kind) {
      case 'value':
        return t('lines.value', { field: t(`lines.fields.${line.field}`), from: value(line, line.from), to: value(line, line.to) });
      case 'artwork':
        return t('lines.artwork');
      case 'explicit':
        return t(line.to ? 'lines.explicitOn' : 'lines.explicitOff');
      case 'lyrics':
        return t(`lines.lyrics.${line.change}`);
      case 'contributor': {
        const params = { name: line.name, role: names.role(line.role), from: share(line.from), to: share(line.to) };
        return t(`lines.contributor.${line.change}`, params);
      }
      case 'performer':
        return t(`lines.performer.${line.change}`, { name: line.name, from: performer(line.from), to: performer(line.to) });
    }
  };
}

/** What an update changes, a line each, the track named before its own changes. */
export function UpdateChangeLines({ changes }: { changes: readonly ChangeLine[] }) {
  const { t } = useTranslation('updates');
  const words = useChangeWords();
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="update-changes">
      {changes.map((line, index) => (
        <li key={index}>
          {line.track ? <span className="font-medium">{t('lines.track', { number: line.track.number, title: line.track.title })} </span> : null}
          {words(line)}
        </li>
      ))}
    </ul>
  );
}
