import { config } from '@slipcase/config';
import { getPrisma, readRuntimeInfo } from '@slipcase/db';
import { centsSummingTo, decimalAmount, formatMicros, isAppError, shownCents } from '@slipcase/domain';
import { currencyTotalTexts, listStatements, listSuspense, rematchStatements, runStatementImport, type StatementImportState } from '@slipcase/services';
import { STATEMENT_IMPORT_ID_PATTERN } from '@slipcase/api-contract/statement-console-schemas';
import { encodeError } from '../../lib/error-messages';
import { withRequestForm, type RequestForm } from '../api/request-form.server';
import { workflowServiceDeps } from '../deps.server';
import { storeNames } from '../stores.server';

/** One statement file may be this large (a year of a big store's DSR, gzipped or not). */
export const STATEMENT_MAX_BYTES = 4 * 1024 ** 3;

/**
 * The Temporal Web UI: the configured one, else the one `npm start` started (its runtime file), else the local dev
 * server's default port when no external Temporal is named.
 */
function temporalUiBase(): string | null {
  const { temporal } = config();
  return temporal.uiUrl ?? readRuntimeInfo()?.temporalUiUrl ?? (temporal.address ? null : `http://localhost:${temporal.devUiPort}`);
}

/** Where an operator opens a workflow's run in the Temporal Web UI, or null when there is none to open. */
export function temporalRunUrl(workflowId: string, base = temporalUiBase()): string | null {
  if (!base) return null;
  const namespace = encodeURIComponent(config().temporal.namespace);
  return `${base.replace(/\/+$/, '')}/namespaces/${namespace}/workflows/${encodeURIComponent(workflowId)}`;
}

const money = (micros: bigint) => formatMicros(micros);

/** The console's list: every statement newest first, in texts the page formats, with the run's link. */
export async function statementRows() {
  const statements = await listStatements(getPrisma());
  const base = temporalUiBase();
  return statements.map(({ currencies, ...statement }) => ({
    ...statement,
    usdMicros: undefined,
    suspenseUsdMicros: undefined,
    totals: currencyTotalTexts(currencies),
    usd: money(statement.usdMicros),
    suspenseUsd: money(statement.suspenseUsdMicros),
    createdAt: statement.createdAt.toISOString(),
    postedAt: statement.postedAt?.toISOString() ?? null,
    runUrl: statement.workflowId ? temporalRunUrl(statement.workflowId, base) : null,
  }));
}

export type StatementRow = Awaited<ReturnType<typeof statementRows>>[number];

export interface RunningImport {
  workflowId: string;
  state: StatementImportState | null;
  /** Lines read so far while it imports (the activity's heartbeat), when Temporal says. */
  lines: number | null;
  runUrl: string | null;
}

/** How each import this operator started is doing (null when Temporal cannot say, e.g. it is away). */
export async function runningImports(workflowIds: readonly string[]): Promise<RunningImport[]> {
  const ids = [...new Set(workflowIds.filter((id) => STATEMENT_IMPORT_ID_PATTERN.test(id)))].slice(0, 10);
  if (ids.length === 0) return [];
  const { statements } = await workflowServiceDeps();
  return Promise.all(
    ids.map(async (workflowId): Promise<RunningImport> => {
      const state = await statements.state(workflowId).catch(() => null);
      const lines = state?.status === 'importing' ? ((await statements.linesRead?.(workflowId).catch(() => null)) ?? null) : null;
      return { workflowId, state, lines, runUrl: temporalRunUrl(workflowId) };
    }),
  );
}

/** The installation's stores by name, for the upload's choice and the list. */
export async function statementStores(): Promise<{ id: string; name: string }[]> {
  const [{ stores }, names] = await Promise.all([workflowServiceDeps(), storeNames()]);
  return stores.map((store) => ({ id: store.id, name: names[store.id] ?? store.id })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The suspense page's groups and their total: the exact amounts as texts, and to the cent (`cents`, `totalCents`) as the
 * page shows them, allocated so that the groups add up to the total shown.
 */
export async function suspenseGroups() {
  const groups = await listSuspense(getPrisma());
  const totalMicros = groups.reduce((sum, group) => sum + group.usdMicros, 0n);
  const cents = centsSummingTo(groups.map((group) => group.usdMicros));
  return {
    total: money(totalMicros),
    totalCents: shownCents(totalMicros),
    groups: groups.slice(0, 500).map((group, index) => ({
      ...group,
      usdMicros: undefined,
      usd: money(group.usdMicros),
      cents: cents[index]!,
      statements: group.statements.map((part) => ({ ...part, usdMicros: undefined, usd: money(part.usdMicros) })),
    })),
  };
}

/** The statement upload's form, wherever it is sent (the console, `POST /v1/operator/statements`). */
export const STATEMENT_FORM = { fileField: 'files', maxFileBytes: STATEMENT_MAX_BYTES, maxTextBytes: 200, maxText: '4 GB' } as const;

/** The use case's request of an upload's form: store, period, one `rate` per currency (blank rows left out), the files in order. */
export function statementImportRequest(form: Extract<RequestForm, { ok: true }>, operatorId: string) {
  return {
    store: form.text('store') ?? '',
    period: form.text('period'),
    rates: form.texts('rate').filter((rate) => rate.trim() !== '' && rate.trim() !== '='),
    files: form.files.filter((file) => file.filename !== '').map((file) => ({ name: file.filename, source: file.path })),
    importedById: operatorId,
  };
}

export type UploadAnswer =
  | { ok: true; workflowId: string; runUrl: string | null }
  | { ok: false; errors: Record<string, string> };

/**
 * The upload form (multipart, each file streamed to a temporary file, never whole in memory): the store, the
 * period, one `rate` per currency (`EUR=1.08`) and the files in part order; starts the import as the operator.
 */
export async function receiveStatementUpload(request: Request, operatorId: string): Promise<{ status: number; answer: UploadAnswer }> {
  const refused = (field: string, code: string) => ({ status: 400, answer: { ok: false as const, errors: { [field]: code } } });
  return withRequestForm(request, STATEMENT_FORM, async (form) => {
    if (!form.ok) return form.reason === 'too_large' ? refused('files', 'statement_too_large') : refused('files', 'required');
    try {
      const deps = await workflowServiceDeps();
      // The page follows the run itself (runningImports): started, not waited for.
      const started = await runStatementImport(deps, statementImportRequest(form, operatorId), { wait: false });
      return { status: 202, answer: { ok: true, workflowId: started.workflowId, runUrl: temporalRunUrl(started.workflowId) } };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return refused(error.field ?? 'form', encodeError(error));
    }
  });
}


/**
 * "Match again" from the console: every posted statement's suspense, or one statement's (refused as the CLI and `/v1`
 * refuse it when not posted); what moved to the cent shown, as text.
 */
export async function rematchFromConsole(statementId: string | null) {
  const result = await rematchStatements({ prisma: getPrisma(), now: new Date() }, { statementId });
  return { matched: result.matched, unmatched: result.unmatched, moved: decimalAmount(shownCents(result.movedUsdMicros)) };
}
