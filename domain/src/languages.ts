/** Interface languages (000 §1); English is the fallback. */
export const INTERFACE_LANGUAGES = ['en', 'es', 'pt', 'tr'] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The interface language for a language tag such as 'pt-BR' or 'es', English when it is none of ours. */
export function interfaceLanguage(tag: string): InterfaceLanguage {
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return (INTERFACE_LANGUAGES as readonly string[]).includes(primary) ? (primary as InterfaceLanguage) : 'en';
}
