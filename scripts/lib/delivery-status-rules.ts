/**
 * Finds the places outside the domain that restate a rule about delivery statuses: 'delivered' or 'acknowledged'
 * compared with, listed, switched on, looked up in a collection, or put in a Prisma `where`. What a status means
 * (sent, acknowledged, where a release stands in a store) is the domain's to say (delivery-status.ts,
 * store-standing.ts); writing a status into a row, or naming one in a type, is not a rule and is not reported.
 * Likewise whether a store acknowledges is plugin-contract's `acknowledges`: reading `capabilities.acknowledgements`
 * elsewhere is reported.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './import-graph';

const STATUSES = new Set(['delivered', 'acknowledged']);
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const LOOKUPS = new Set(['includes', 'has', 'indexOf']);

/** The source folders whose code must ask the domain. */
export const CHECKED_DIRS = ['services/src', 'web/app', 'workflows/src', 'cli/src'] as const;

export interface Restatement {
  /** Relative to the repository root. */
  file: string;
  line: number;
  text: string;
}

/** A place allowed to name the statuses itself, and why. */
export interface Allowance {
  file: string;
  /** A piece of the line's text. */
  line: string;
  reason: string;
}

function inPrismaWhere(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isPropertyAssignment(at) && ts.isIdentifier(at.name) && at.name.text === 'where') return true;
  }
  return false;
}

function restates(literal: ts.StringLiteralLike): boolean {
  const { parent } = literal;
  if (ts.isBinaryExpression(parent)) return EQUALITY.has(parent.operatorToken.kind);
  if (ts.isArrayLiteralExpression(parent) || ts.isCaseClause(parent)) return true;
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression)) return LOOKUPS.has(parent.expression.name.text);
  if (ts.isPropertyAssignment(parent) && parent.initializer === literal) return inPrismaWhere(parent);
  return false;
}

const readsAcknowledgements = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'acknowledgements' &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'capabilities';

/** The lines of one file that restate a delivery status rule, or whether a store acknowledges. */
export function restatementsIn(file: string, text: string): Restatement[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split('\n');
  const found: Restatement[] = [];
  const visit = (node: ts.Node) => {
    const status = (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && STATUSES.has(node.text) && restates(node);
    if (status || readsAcknowledgements(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      if (found.at(-1)?.line !== line + 1) found.push({ file, line: line + 1, text: (lines[line] ?? '').trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every restatement in the checked folders' non-test sources under `root`, but those `allowed`. */
export function deliveryStatusRestatements(root: string, allowed: readonly Allowance[]): string[] {
  return CHECKED_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => relative(root, path))
    .filter((file) => !isTest(file))
    .flatMap((file) => restatementsIn(file, readFileSync(join(root, file), 'utf8')))
    .filter((found) => !allowed.some((allowance) => allowance.file === found.file && found.text.includes(allowance.line)))
    .map((found) => `${found.file}:${found.line}: ${found.text}`);
}
