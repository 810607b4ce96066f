/** What a loader or an action answers, returned or thrown (a redirect, a 400 for a form it cannot read). */
export async function answerOf(answer: Promise<Response> | Response): Promise<Response> {
  try {
    return await answer;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
