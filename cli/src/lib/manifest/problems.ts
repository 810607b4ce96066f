import type { ErrorCode } from '@slipcase/domain';
import { problemMessage, type ManifestCode } from './manifest-messages';

/** The domain's codes, the manifest's own, and one the web's messages have beside the domain's. */
export type ProblemCode = ErrorCode | ManifestCode | 'invalid_date';
export type Params = Record<string, string | number>;

/** A place in a ManifestDocument, as JSON pointer segments: ['releases', 0, 'tracks', 1, 'isrc']. */
export type ManifestPath = readonly (string | number)[];

/** One thing wrong with a manifest, where its author wrote it. */
export interface ManifestProblem {
  /** The manifest, or the asset file the problem is in (an audio file with a long silence). */
  file: string;
  /** Where in the manifest: a CSV line ('4'), a JSON pointer ('/releases/0/tracks/1'), an XPath in an ERN message. */
  row: string;
  /** The column, property or element: 'track_title', 'contributors/1/share', 'DisplayTitleText'; '' for the whole row. */
  field: string;
  code: ProblemCode;
  /** In English, as the web says it. */
  message: string;
  params?: Params;
}

export interface Location {
  file: string;
  row: string;
  field: string;
}

/** How one form of manifest (CSV, JSON, ERN) names the places of the ManifestDocument it was read into. */
export interface Locator {
  locate(path: ManifestPath): Location;
  /** The place as a message names it: 'line 4', '/releases/0'. */
  describe(path: ManifestPath): string;
}

/** A problem before it is located: where in the document, and what found it. */
export interface Finding {
  path: ManifestPath;
  code: ProblemCode;
  params?: Params;
  /**
   * `schema-missing`: the schema's `required`; `schema`: a value of the wrong type, not in a list, malformed;
   * `check`: the domain's rules and the manifest's own checks.
   */
  origin: 'schema-missing' | 'schema' | 'check';
  /** The asset file the problem is in, reported as the problem's file. */
  asset?: string;
}

/** A release or track a path is in, and the rest of the path under it. */
export function entryOf(path: ManifestPath): { release?: number; track?: number; rest: ManifestPath } {
  const [root, release, list, track] = path;
  if (root !== 'releases' || typeof release !== 'number') return { rest: path };
  if (list !== 'tracks' || typeof track !== 'number') return { release, rest: path.slice(2) };
  return { release, track, rest: path.slice(4) };
}

/**
 * One field may be found wrong twice: by the schema and by a domain rule reading the same value. Only the most
 * telling kind is kept: a malformed value's (type, list, form) before a rule's, and a rule's ("Title is
 * required.") before the schema's bare `required`.
 */
const RANK: Record<Finding['origin'], number> = { schema: 0, check: 1, 'schema-missing': 2 };

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The findings as problems where the manifest's author wrote them, one kind per field (RANK), without repeats.
 * Problems on `suppressedFields` are dropped (a CSV's missing column is named once).
 */
export function locateFindings(
  findings: readonly Finding[],
  locator: Locator,
  suppressedFields: ReadonlySet<string> = new Set(),
): ManifestProblem[] {
  const located = findings
    .map((finding) => ({ finding, at: locator.locate(finding.path) }))
    .filter(({ at }) => !suppressedFields.has(at.field.replace(/\[.*$/, '')));
  const key = ({ at }: (typeof located)[number]) => `${at.file}\n${at.row}\n${at.field}`;
  const best = new Map<string, number>();
  for (const item of located) best.set(key(item), Math.min(best.get(key(item)) ?? Infinity, RANK[item.finding.origin]));

  const seen = new Set<string>();
  const kept = located.filter((item) => {
    const id = `${key(item)}\n${item.finding.code}`;
    if (RANK[item.finding.origin] !== best.get(key(item)) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return kept.map(({ finding, at }) => ({
    file: finding.asset ?? at.file,
    row: at.row,
    field: at.field,
    code: finding.code,
    message: problemMessage(finding.code, finding.params),
    ...(finding.params && { params: finding.params }),
  }));
}

/** A problem at a place no document path names (a CSV's header, a line that could not be parsed). */
export function problemAt(location: Location, code: ProblemCode, params?: Params): ManifestProblem {
  return { ...location, code, message: problemMessage(code, params), ...(params && { params }) };
}

/** Problems in the manifest's order: by row, then field (an asset's problems sit at the row that names the asset). */
export function sortProblems(problems: readonly ManifestProblem[]): ManifestProblem[] {
  return [...problems].sort(
    (a, b) => natural(a.row, b.row) || natural(a.field, b.field) || natural(a.file, b.file) || natural(a.code, b.code),
  );
}
