import {
  AppError,
  changedFields,
  checkReleaseDate,
  checkReleaseUpdate,
  checkUpdatedValues,
  editableFieldsAfterRelease,
  isIsoDate,
  releaseChanges,
  updateNeedsReview,
  type Plan,
  type ReleaseChange,
  type UpdatableField,
} from '@slipcase/domain';
import { revisedRow, snapshotOf, type ReleaseUpdateChanges, type RevisableRelease } from './revision-changes';

export interface CheckedUpdate {
  changes: ReleaseChange[];
  fields: UpdatableField[];
  needsReview: boolean;
  /** The release as the update would make it (in memory). */
  revised: RevisableRelease;
}

/**
 * An update of `row` as its owner on `plan` proposes it, checked by the domain: what stores accept, what the plan
 * lets them edit, valid new values, and a new release date that still gives the stores their notice. The first
 * problem is thrown as an AppError. `stores`: those the update would reach (liveStores).
 */
export function checkUpdate(
  row: RevisableRelease,
  proposed: ReleaseUpdateChanges,
  owner: { plan: Plan; timeZone: string },
  context: { now: Date; stores: readonly string[] },
): CheckedUpdate {
  const { now, stores } = context;
  if (proposed.releaseDate !== undefined && !isIsoDate(proposed.releaseDate)) throw new AppError('invalid_release_date', 'releaseDate');
  const revised = revisedRow(row, proposed);
  const after = snapshotOf(revised);
  const changes = releaseChanges(snapshotOf(row), after);
  const dateProblems = changes.some((change) => change.field === 'releaseDate')
    ? checkReleaseDate({ schedule: row.schedule, releaseDate: after.releaseDate, now, plan: owner.plan, timeZone: owner.timeZone }).filter(
        (problem) => problem.field === 'releaseDate',
      )
    : [];
  const [problem] = [
    ...checkReleaseUpdate(changes, { status: row.status, stores, editable: editableFieldsAfterRelease(owner.plan) }),
    ...checkUpdatedValues(after, changes),
    ...dateProblems,
  ];
  if (problem) throw new AppError(problem.code, problem.field, problem.params);
  return { changes, fields: changedFields(changes), needsReview: updateNeedsReview(changes), revised };
}
