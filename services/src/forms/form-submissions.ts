import { pageOf, type FormSubmissionStatus } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { FormAnswer } from './form-answers';

const LISTED = { id: true, formId: true, formName: true, status: true, note: true, createdAt: true, decidedAt: true, answers: true } as const;

type Row = { answers: unknown } & Record<string, unknown>;
const withAnswers = <T extends Row>(row: T): Omit<T, 'answers'> & { answers: FormAnswer[] } => ({ ...row, answers: row.answers as FormAnswer[] });

/** A page of the user's own submissions, newest first (`settings.formSubmissionPageSize` a page). */
export async function userSubmissions(deps: Pick<ServiceDeps, 'prisma' | 'settings'>, input: { userId: string; page: number }) {
  const where = { userId: input.userId };
  const total = await deps.prisma.formSubmission.count({ where });
  const paging = pageOf(input.page, total, deps.settings.formSubmissionPageSize);
  const rows = await deps.prisma.formSubmission.findMany({
    where,
    select: LISTED,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: paging.skip,
    take: deps.settings.formSubmissionPageSize,
  });
  return { submissions: rows.map(withAnswers), total, ...paging };
}

/** The staff's queue: submissions of one status (those waiting by default), the oldest first, with who sent them. */
export async function staffSubmissions(deps: Pick<ServiceDeps, 'prisma'>, input: { status: FormSubmissionStatus; take?: number }) {
  const rows = await deps.prisma.formSubmission.findMany({
    where: { status: input.status },
    select: { ...LISTED, user: { select: { id: true, name: true, username: true, email: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: input.take ?? 100,
  });
  const counts = await deps.prisma.formSubmission.groupBy({ by: ['status'], _count: true });
  return { submissions: rows.map(withAnswers), counts: Object.fromEntries(counts.map((row) => [row.status, row._count])) as Partial<Record<FormSubmissionStatus, number>> };
}

/**
 * A stored file of a submission, for its submitter or staff (`userId` null): null when there is no such submission,
 * it is someone else's, or the field holds no file.
 */
export async function submissionFile(deps: Pick<ServiceDeps, 'prisma'>, input: { submissionId: string; key: string; userId: string | null }) {
  const row = await deps.prisma.formSubmission.findFirst({
    where: { id: input.submissionId, ...(input.userId === null ? {} : { userId: input.userId }) },
    select: { answers: true },
  });
  const answer = row ? (row.answers as unknown as FormAnswer[]).find((each) => each.key === input.key) : undefined;
  return answer?.file ?? null;
}

/** One of the user's own submissions; null when there is none or it is another account's. */
export async function userSubmission(deps: Pick<ServiceDeps, 'prisma'>, input: { userId: string; submissionId: string }) {
  const row = await deps.prisma.formSubmission.findFirst({ where: { id: input.submissionId, userId: input.userId }, select: LISTED });
  return row ? withAnswers(row) : null;
}
