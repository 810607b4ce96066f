/** 000 §6: a frozen or banned account sees only the blocked page; everything else treats it as absent. */
export function isBlocked(account: { freeze: boolean; banned: boolean }): boolean {
  return account.freeze || account.banned;
}

/** What an admin may do to an account's access (000 §6). */
export type BlockIntent = 'freeze' | 'unfreeze' | 'ban' | 'unban';

export interface BlockFields {
  freeze?: boolean;
  banned?: boolean;
  blockedReason?: string | null;
}

/**
 * What an intent changes. A block keeps its reason for the blocked page; lifting the last flag clears it,
 * lifting one of two keeps it (the other block still stands for the same reason).
 */
export function blockChange(account: { freeze: boolean; banned: boolean }, intent: BlockIntent, reason: string | null): BlockFields {
  switch (intent) {
    case 'freeze':
      return { freeze: true, blockedReason: reason };
    case 'ban':
      return { banned: true, blockedReason: reason };
    case 'unfreeze':
      return { freeze: false, ...(!account.banned && { blockedReason: null }) };
    case 'unban':
      return { banned: false, ...(!account.freeze && { blockedReason: null }) };
  }
}
