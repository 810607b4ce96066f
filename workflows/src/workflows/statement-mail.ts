import { defineSignal, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';

const { mailStatementsReady, statementMailPending } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

/** How long the month's mail waits after its first statement for the other stores' (an operator imports them in a row). */
export const STATEMENT_MAIL_WAIT = '30 minutes';

/** Another statement of the month was posted while this mail waited or went out. */
export const statementPostedSignal = defineSignal('statementPosted');

/**
 * One "Your statement for <month> is ready" mail per user for the month's statements posted together: started by the
 * first statement's import (a child left to run), it waits STATEMENT_MAIL_WAIT, then mails everyone noticed since,
 * naming the stores; a statement posted meanwhile (signalled, or found still waiting for its mail) gets another round.
 */
export async function statementMailWorkflow(input: { period: string }): Promise<void> {
  let posted = false;
  setHandler(statementPostedSignal, () => void (posted = true));
  do {
    posted = false;
    await sleep(STATEMENT_MAIL_WAIT);
    await mailStatementsReady({ period: input.period });
  } while (posted || (await statementMailPending({ period: input.period })));
}
