import type { TestDatabase } from '@slipcase/db/testing';
import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { renderTranslated } from '../testing/render';
import { performUpdate, type UpdatePage } from '../server/release-update.server';
import UpdateReleasePage, { loader } from './distributions.$id_.update';

// An update starts from exactly what is live: the form opened and sent as it is changes nothing, whatever the release
// holds (issue 34: a performer's instrument the form could not show was sent back as none, and a track's genre, which
// the form has no field for, as cleared).
let database: TestDatabase;
let cookie = '';
let ownerId = '';
let page: UpdatePage;
let releaseId = '';

beforeAll(async () => {
  database = await useTestDatabase();
  const owner = await createUser(database, { username: 'upd-unchanged', password: 'pw-123456!', plan: 'pro' });
  cookie = await sessionCookie(owner.id);
  ownerId = owner.id;
  const release = await createReleaseRow(database, { ownerId: owner.id, title: 'Low Tide', status: 'published' });
  await database.prisma.release.update({ where: { id: release.id }, data: { label: 'Tide Records', primaryGenre: 'pop', secondaryGenre: 'electronic' } });
  const [track] = await database.prisma.track.findMany({ where: { releaseId: release.id } });
  await database.prisma.track.update({ where: { id: track!.id }, data: { explicit: true, lyrics: 'First line\nSecond line', hasLyrics: true, genre: 'ambient' } });
  await database.prisma.trackContributor.createMany({
    data: [
      { trackId: track!.id, position: 0, name: 'Ana Lima', role: 'writer', sharePercent: 62.5 },
      { trackId: track!.id, position: 1, name: 'Sam Rivera', role: 'producer', sharePercent: 37.5 },
    ],
  });
  await database.prisma.trackPerformer.createMany({
    data: [
      { trackId: track!.id, position: 0, name: 'Ana Lima', instrument: null },
      { trackId: track!.id, position: 1, name: 'Joe Bass', instrument: 'bass guitar' },
      // An instrument an ERN import brought in that the form's list does not have.
      { trackId: track!.id, position: 2, name: 'Theo Min', instrument: 'theremin' },
    ],
  });
  await database.prisma.delivery.create({ data: { releaseId: release.id, store: 'local-folder', kind: 'new', status: 'delivered', messageId: 'm-unchanged' } });
  releaseId = release.id;
});

afterAll(async () => {
  await database?.drop();
});

/** The update page rendered with its real loader's data; the fields its form sends when Preview is pressed. */
async function formAsSent(): Promise<Array<[string, string]>> {
  page = (await (await loader({ request: new Request(`http://localhost/distributions/${releaseId}/update`, { headers: { Cookie: cookie } }), params: { id: releaseId }, context: {} })).json()) as UpdatePage;
  const Stub = createRemixStub([{ path: '/distributions/:id/update', Component: UpdateReleasePage, loader: () => json(page), action: () => json({}) }]);
  await renderTranslated(<Stub initialEntries={[`/distributions/${releaseId}/update`]} />);
  const sent: Array<[string, string]>[] = [];
  // The form's data as the browser builds it on submit (jsdom cannot stream a multipart body to the stub's action).
  document.addEventListener('submit', (event) => {
    const form = new FormData(event.target as HTMLFormElement, (event as SubmitEvent).submitter);
    sent.push([...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])));
  }, { capture: true });
  fireEvent.click(await screen.findByRole('button', { name: 'Preview the changes' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}

describe('the update form of a live release, sent as it opened', () => {
  it('changes nothing: every field starts from what is live', async () => {
    const fields = await formAsSent();
    expect(fields).toContainEqual(['intent', 'preview']);
    // What the action does once the multipart body is read (jsdom cannot run the server's multipart parser).
    const formData = new FormData();
    for (const [name, value] of fields) formData.append(name, value);
    const result = await performUpdate(ownerId, page, { ok: true, formData, file: () => null });
    expect(result.preview?.fields ?? []).toEqual([]);
    expect(result.reply.error?.['']).toEqual(['update_no_changes']);
  });
});
