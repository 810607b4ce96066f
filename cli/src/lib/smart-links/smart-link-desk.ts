import type { SmartLinkAnswer } from '@slipcase/api-contract/smart-link-schemas';

export type { SmartLinkAnswer };

/** `slipcase smartlink`'s actions, on the local database as `--as` or on the server signed in to. */
export interface SmartLinkDesk {
  create(input: { releaseId: string; slug?: string }): Promise<SmartLinkAnswer>;
  show(smartLinkId: string): Promise<SmartLinkAnswer>;
}

/** A smart link as the command prints it: its address, its release and each button. */
export function formatSmartLink(link: SmartLinkAnswer): string {
  const buttons = link.entries.map((entry) => `  ${entry.active ? '●' : '○'} ${entry.name}${entry.custom ? ' (custom)' : ''}  ${entry.url}`);
  return [
    `${link.url}`,
    `${link.release.title} — ${link.release.artist} (UPC ${link.release.upc})`,
    `id ${link.id}`,
    buttons.length > 0 ? `Buttons (● shown, ○ hidden):\n${buttons.join('\n')}` : 'No buttons yet: no store has a link for this release.',
  ].join('\n');
}
