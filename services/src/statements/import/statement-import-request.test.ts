import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '@slipcase/domain';
import { startStatementImport } from './start-statement-import';
import { parseStatementImportRequest } from './statement-import-request';

const REQUEST = { store: 'spotify', period: '2025-11', rates: ['EUR=1.08'], files: [{ name: 'r.tsv', source: '/tmp/r.tsv' }], importedById: 'op' };

function refusal(input: unknown): AppError {
  try {
    parseStatementImportRequest(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('The request was taken.');
}

describe("a statement import's request, at the use case's door", () => {
  it('takes the request as the use case reads it, a stream or a path for each file', () => {
    expect(parseStatementImportRequest(REQUEST)).toEqual(REQUEST);
    const stream = Readable.from(['x']);
    expect(parseStatementImportRequest({ ...REQUEST, period: null, rates: undefined, files: [{ name: 'r.tsv', source: stream }] }).files[0]!.source).toBe(stream);
  });

  it('refuses a key it does not read, such as the CLI flag `rate` for `rates`, naming it', () => {
    const { rates, ...rest } = REQUEST;
    const error = refusal({ ...rest, rate: rates });
    expect(error).toMatchObject({ code: 'invalid_input', field: 'rate' });
    expect(error.message).toBe('A statement import\'s "rate" is not an input it takes.');
    expect(refusal({ ...REQUEST, as: 'op' })).toMatchObject({ code: 'invalid_input', field: 'as' });
    expect(refusal({ ...REQUEST, files: [{ name: 'r.tsv', path: '/tmp/r.tsv', source: '/tmp/r.tsv' }] })).toMatchObject({ field: 'path' });
  });

  it('refuses a value of the wrong kind', () => {
    expect(refusal({ ...REQUEST, rates: 'EUR=1.08' })).toMatchObject({ code: 'invalid_input', field: 'rates' });
    expect(refusal({ ...REQUEST, files: [{ name: 'r.tsv', source: 42 }] })).toMatchObject({ code: 'invalid_input', field: 'files.0.source' });
  });

  it('is checked by startStatementImport before anything is stored or started', async () => {
    const touched: string[] = [];
    const deps = {
      storage: { put: async () => (touched.push('put'), { sha256: '' }) },
      stores: [{ id: 'spotify' }],
      statements: { start: async () => (touched.push('start'), { workflowId: 'w' }) },
    } as unknown as Parameters<typeof startStatementImport>[0];
    const { rates, ...rest } = REQUEST;
    await expect(startStatementImport(deps, { ...rest, rate: rates } as unknown as typeof REQUEST)).rejects.toMatchObject({ code: 'invalid_input', field: 'rate' });
    expect(touched).toEqual([]);
  });
});
