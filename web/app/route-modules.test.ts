import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape every route keeps: a page says what went wrong in the user's language (an error boundary), and an
// action reads its form through its zod schema (server/read-form.server.ts), never field by field.

const APP = import.meta.dirname;
const ROUTES = join(APP, 'routes');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

const routes = sourceFiles(ROUTES).map((path) => ({ name: relative(ROUTES, path), text: readFileSync(path, 'utf8') }));
const pages = routes.filter((route) => /^export default /m.test(route.text));

/** The page's error boundary: the shared one re-exported, or one of its own. */
const BOUNDARY = /^export (?:function ErrorBoundary\b|\{ RouteErrorBoundary as ErrorBoundary \})/m;
/** A form's field read by hand: `form.get('x')`, `formData.getAll('y')`, `(await request.formData()).get('z')`. */
const HAND_READ = /\b(?:form|formData|body)\s*\.\s*(?:get|getAll|has)\s*\(|\.formData\(\)\s*\)\s*\.\s*get/;
/** The request's form taken outside the helper, to be read who knows how. */
const RAW_FORM = /\brequest\s*\.\s*formData\s*\(/;

/**
 * What may still read a body's parts itself: the helper, the `/v1` body readers (whose operation's schema checks
 * what they read) and the upload handler that streams a file to disk.
 */
const OWN_READERS = ['server/read-form.server.ts', 'server/api-body.server.ts', 'server/api/request-form.server.ts', 'server/uploads.server.ts'];

describe('route modules', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((page) => page.name)).toContain('royalties.tsx');
  });

  it('gives every page an error boundary', () => {
    const without = pages.filter((page) => !BOUNDARY.test(page.text));
    expect(without.map((page) => page.name)).toEqual([]);
  });

  it('has no action read its form by hand', () => {
    const handRead = routes.filter((route) => HAND_READ.test(route.text) || RAW_FORM.test(route.text));
    expect(handRead.map((route) => route.name)).toEqual([]);
  });

  it('has no server helper read a page’s form by hand', () => {
    const helpers = sourceFiles(join(APP, 'server'))
      .map((path) => ({ name: relative(APP, path), text: readFileSync(path, 'utf8') }))
      .filter((file) => !OWN_READERS.includes(file.name));
    const handRead = helpers.filter((file) => HAND_READ.test(file.text) || RAW_FORM.test(file.text));
    expect(handRead.map((file) => file.name)).toEqual([]);
  });

  it('parses each form on the server through readForm: conform’s parse alone runs only in the browser’s onValidate', () => {
    const serverParse = (text: string) => text.split('\n').some((line) => /\bparseWithZod\(/.test(line) && !/\bonValidate\b/.test(line));
    const files = [
      ...routes,
      ...sourceFiles(join(APP, 'server')).map((path) => ({ name: relative(APP, path), text: readFileSync(path, 'utf8') })),
    ].filter((file) => file.name !== 'server/read-form.server.ts');
    expect(files.filter((file) => serverParse(file.text)).map((file) => file.name)).toEqual([]);
  });

  it('its patterns catch a hand-read form and a missing boundary, and leave a schema’s read alone', () => {
    expect(BOUNDARY.test("export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';")).toBe(true);
    expect(BOUNDARY.test('// export { RouteErrorBoundary as ErrorBoundary }')).toBe(false);
    expect(HAND_READ.test("const id = form.get('releaseId');")).toBe(true);
    expect(HAND_READ.test("String((await request.formData()).get('userId') ?? '')")).toBe(true);
    expect(RAW_FORM.test('const form = await request.formData();')).toBe(true);
    expect(HAND_READ.test('const { intent } = await readFormValue(request, intentSchema);')).toBe(false);
    expect(HAND_READ.test("url.searchParams.get('page')")).toBe(false);
  });
});
