import { takedownWorkflowId, releaseWorkflowId } from '@slipcase/workflows/contracts';
import type { DeliveryView } from '@slipcase/services/releases/release-view';
import type { InputProblem } from '../invalid-input';
import type { ApiClient } from '../remote/api-client';
import { remoteUsername } from '../remote/account';
import { statusLabel } from '../status-label';
import { STATUS_REFUSALS, type StatusRefusal } from '../status-refusals';
import type { SubmissionResult } from '../submit';
import { requestTakedownWith, type FindTakedownTarget } from '../takedown';
import { createSingleRemotely } from './create-single-remotely';
import { aboutRelease, fetchRelease, postReleaseAction, releasePath, type ReleaseAnswer } from './remote-release';
import type { ReleaseUpdateAnswer } from '../release-update-file';
import { validateRemotely } from '../validate-release';
import type { ReleaseActions } from './release-actions';
import { releaseShownOf } from './release-shown';

type Answered = ReleaseAnswer & { warnings: InputProblem[] };
type Submitted = Answered & { submission: Pick<SubmissionResult, 'stores' | 'droppedStores' | 'coverTooSmallFor'> };

/** The release commands through the `/v1` API of the server the CLI is signed in to, as the token's account. */
export function remoteReleaseActions(api: ApiClient, options: { stderr: NodeJS.WriteStream }): ReleaseActions {
  const deliveries = async (releaseId: string) =>
    (await aboutRelease(releaseId, () => api.request<{ deliveries: DeliveryView[] }>('GET', releasePath(releaseId, 'deliveries')))).deliveries;
  const show = async (releaseId: string) => {
    const [answer, delivered, owner] = await Promise.all([fetchRelease(api, releaseId), deliveries(releaseId), remoteUsername(api)]);
    return releaseShownOf(answer, delivered, owner);
  };
  /**
   * A lifecycle action and what its answer says of the release now. Who acts is known first (asked of the server
   * when no login saved it), so that a token that may act but not read is refused before anything is done.
   */
  const act = async <T extends Answered>(releaseId: string, action: string, refusal: StatusRefusal) => {
    const user = await remoteUsername(api);
    const answer = await postReleaseAction<T>(api, releaseId, action, refusal);
    const { release } = answer;
    return { answer, outcome: { releaseId: release.id, title: release.title, user, status: release.status, statusLabel: statusLabel(release.status) } };
  };

  const findTakedownTarget: FindTakedownTarget = async (releaseId) => {
    const [answer, user] = await Promise.all([fetchRelease(api, releaseId), remoteUsername(api)]);
    return {
      user,
      release: { ...answer.release, takedownWait: answer.lifecycle.takedownWait },
      async request(asked) {
        await postReleaseAction<Answered>(api, releaseId, 'takedown', STATUS_REFUSALS.takedown, { json: asked });
        // The request made (or the one under way) is the release's latest.
        const request = (await fetchRelease(api, releaseId)).lifecycle.takedowns.at(-1);
        if (!request) throw new Error(`The server took the takedown of release ${releaseId} but shows no request`);
        return { workflowId: takedownWorkflowId(releaseId), takedownRequestId: request.id, processAt: request.processAt, stores: request.stores };
      },
    };
  };

  return {
    show,
    deliveries,
    async create(input) {
      return show(await createSingleRemotely(api, input, options));
    },
    validate: (releaseId) => validateRemotely(api, releaseId),
    async submit(releaseId) {
      const { answer, outcome } = await act<Submitted>(releaseId, 'submit', STATUS_REFUSALS.submit);
      const { releaseId: id, title, user } = outcome;
      return { releaseId: id, title, user, workflowId: releaseWorkflowId(id), runId: null, ...answer.submission };
    },
    reopen: async (releaseId) => (await act(releaseId, 'reopen', STATUS_REFUSALS.reopen)).outcome,
    requestTakedown: (input, confirm) => requestTakedownWith(findTakedownTarget, input, confirm),
    cancelTakedown: async (releaseId) => (await act(releaseId, 'cancel-takedown', STATUS_REFUSALS.cancelTakedown)).outcome,
    update: ({ releaseId, changes, dryRun }) =>
      aboutRelease(releaseId, () => api.request<ReleaseUpdateAnswer>('POST', releasePath(releaseId, 'updates'), { json: { ...changes, dryRun } })),
  };
}
