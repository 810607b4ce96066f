import type { DbClient } from '@slipcase/db';
import type { TrackOwner } from './wizard-inputs';

/** The account as the wizard's rules see it (its plan, time zone, role and name), for a caller that has only its id. */
export function loadTrackOwner(db: DbClient, userId: string): Promise<TrackOwner> {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true, plan: true, timeZone: true, role: true } });
}
