import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.server';

type JsonObject = Record<string, unknown>;

/** The links on the answer an operation makes its record with. */
function linksOf(document: JsonObject, path: string, status = '201'): Record<string, { operationId: string; parameters: Record<string, string> }> {
  const operation = (document.paths as Record<string, Record<string, JsonObject>>)[path]!.post!;
  return ((operation.responses as Record<string, JsonObject>)[status]!.links ?? {}) as never;
}

// Stateful testing (and any client generator) walks the lifecycle by these links: a release made → its tracks,
// artwork, submission, deliveries; a track added → its audio, details and removal.
describe('the /v1 document’s links', () => {
  const document = openApiDocument('http://localhost');

  it('links a new release to every operation on it, its id taken from the answer', () => {
    const links = linksOf(document, '/v1/releases');
    for (const operationId of ['getRelease', 'updateRelease', 'addTrack', 'addTracks', 'putArtwork', 'submitRelease', 'listDeliveries', 'getReleaseErn']) {
      expect(links[operationId], operationId).toEqual({ operationId, parameters: { id: '$response.body#/release/id' } });
    }
    // A track's operations need a track id the new release's answer cannot give: no link to guess it.
    expect(Object.keys(links)).not.toContain('updateTrack');
  });

  it('links a new track to its operations, the release taken from the request', () => {
    const single = linksOf(document, '/v1/releases/{id}/tracks');
    const batch = linksOf(document, '/v1/releases/{id}/tracks/batch');
    for (const operationId of ['updateTrack', 'putTrackAudio', 'getTrackAudio', 'deleteTrack']) {
      expect(single[operationId]?.parameters).toEqual({ id: '$request.path.id', trackId: '$response.body#/track/id' });
      expect(batch[operationId]?.parameters).toEqual({ id: '$request.path.id', trackId: '$response.body#/tracks/0/id' });
    }
  });

  it('links a statement import started (202) to where it is followed, its id the answer’s workflowId', () => {
    expect(linksOf(document, '/v1/operator/statements', '202')).toEqual({
      getStatementImport: { operationId: 'getStatementImport', parameters: { id: '$response.body#/workflowId' } },
    });
  });

  it('names only operations the document has', () => {
    const ids = new Set(
      Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) => Object.values(methods).map((op) => op.operationId)),
    );
    for (const path of ['/v1/releases', '/v1/releases/{id}/tracks', '/v1/releases/{id}/tracks/batch']) {
      for (const link of Object.values(linksOf(document, path))) expect(ids.has(link.operationId), link.operationId).toBe(true);
    }
  });
});
