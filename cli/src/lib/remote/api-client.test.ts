import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input';
import { ApiClient } from './api-client';

type Handler = (request: IncomingMessage, response: ServerResponse, body: Buffer) => void;
let handler: Handler;
let url: string;
let close: () => void;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'slipcase-api-client-'));
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const client = () => new ApiClient({ url, token: 'slc_test' });
const answer = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

describe('ApiClient', () => {
  it('sends the token, the JSON body and the idempotency key, and reads the answer', async () => {
    const seen: Array<Record<string, unknown>> = [];
    handler = (request, response, body) => {
      seen.push({ method: request.method, url: request.url, auth: request.headers.authorization, key: request.headers['idempotency-key'], body: JSON.parse(body.toString()) });
      answer(response, 201, { release: { id: 'r1' } });
    };
    const created = await client().request('POST', 'releases', { json: { title: 'A' }, idempotencyKey: 'k1', query: { dry: 1 } });
    expect(created).toEqual({ release: { id: 'r1' } });
    expect(seen).toEqual([{ method: 'POST', url: '/v1/releases?dry=1', auth: 'Bearer slc_test', key: 'k1', body: { title: 'A' } }]);
  });

  it('waits for Retry-After when rate limited, then goes on', async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls += 1;
      if (calls === 1) answer(response, 429, { error: { code: 'rate_limited', message: 'Too many requests.' } }, { 'Retry-After': '1' });
      else answer(response, 200, { ok: true });
    };
    const started = Date.now();
    expect(await client().request('GET', 'releases')).toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('turns the API’s errors into the AppError, or with field problems the InvalidInputError, a local call would throw', async () => {
    handler = (_request, response) => answer(response, 404, { error: { code: 'not_found', message: 'Not found.', field: 'releaseId' } });
    await expect(client().request('GET', 'releases/x')).rejects.toEqual(new AppError('not_found', 'releaseId', {}, 'Not found.'));

    const problems = [{ field: 'title', code: 'title_required', message: 'Title is required.' }];
    handler = (_request, response) => answer(response, 400, { error: { code: 'title_required', message: 'Title is required.', field: 'title' }, errors: problems });
    const refused = await client().request('PATCH', 'releases/x', { json: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect((refused as InvalidInputError).problems).toEqual(problems);

    // A refusal whose problems name no field (a plan's limit) is no input to fix: it reads as its code.
    handler = (_request, response) =>
      answer(response, 403, { error: { code: 'artist_limit', message: 'Artist profile limit reached.' }, errors: [{ code: 'artist_limit', message: 'Artist profile limit reached.' }] });
    await expect(client().request('POST', 'artists', { json: {} })).rejects.toEqual(new AppError('artist_limit', undefined, {}, 'Artist profile limit reached.'));

    handler = (_request, response) => {
      response.writeHead(500);
      response.end('<html>oops</html>');
    };
    await expect(client().request('DELETE', 'releases/x')).rejects.toMatchObject({ code: 'server_error' });
  });

  it('does not repeat a POST without an idempotency key after a gateway error', async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls += 1;
      answer(response, 502, {});
    };
    await expect(client().request('POST', 'releases/x/submit')).rejects.toMatchObject({ code: 'server_error' });
    expect(calls).toBe(1);
  });

  it('hands back a download’s response unread, and throws a refusal as request does', async () => {
    handler = (request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/csv', 'X-Accept': request.headers.accept ?? '' });
      response.end('a,b\r\n1,2\r\n');
    };
    const downloaded = await client().download('royalties/ledger');
    expect([downloaded.headers.get('X-Accept'), await downloaded.text()]).toEqual(['*/*', 'a,b\r\n1,2\r\n']);

    handler = (_request, response) => answer(response, 404, { error: { code: 'not_found', message: 'Not found.', field: 'id' } });
    await expect(client().download('releases/x/ern')).rejects.toEqual(new AppError('not_found', 'id', {}, 'Not found.'));
  });

  it('streams a file as the body with its type and length, reporting progress', async () => {
    const file = join(dir, 'audio.bin');
    const content = Buffer.alloc(3 * 1024 * 1024, 7);
    await writeFile(file, content);
    handler = (request, response, body) =>
      answer(response, 201, { type: request.headers['content-type'], length: request.headers['content-length'], sha256: createHash('sha256').update(body).digest('hex') });
    const progress: number[] = [];
    const stored = await client().upload('POST', 'releases/r1/tracks', file, { contentType: 'audio/wav', onProgress: (sent) => progress.push(sent) });
    expect(stored).toEqual({ type: 'audio/wav', length: String(content.length), sha256: createHash('sha256').update(content).digest('hex') });
    expect(progress.at(-1)).toBe(content.length);
    expect(progress.length).toBeGreaterThan(1);
  });
});
