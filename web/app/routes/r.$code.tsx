import { createCookie, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { codeNames } from '@slipcase/domain';
import { countReferralVisit } from '@slipcase/services/referrals/count-referral-visit';
import { serviceDeps } from '../server/deps.server';
import { getSessionUser } from '../server/session.server';

/** Remembers, for a day, the code this browser already visited: a reload or a second click is not a second visit. */
const visited = createCookie('slipcase_ref_visit', { path: '/r', httpOnly: true, sameSite: 'lax', maxAge: 24 * 60 * 60 });

/**
 * GET /r/<code>: a referral share link. Counts the visit on the referrer's day (nothing about the visitor is stored)
 * and opens sign-up with the code, which sign-up keeps; a code that names nobody opens plain sign-up. The referrer
 * opening their own link is not a visit: they are shown their program page, which says so.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const asked = (params.code ?? '').toLowerCase();
  const user = await getSessionUser(request);
  if (user && codeNames(asked, user.username)) return redirect('/referral-program?own=1');
  const seen = await visited.parse(request.headers.get('Cookie'));
  const code = seen === asked ? asked : await countReferralVisit(await serviceDeps(), { code: asked });
  if (!code) return redirect('/auth/signup');
  return redirect(`/auth/signup?${new URLSearchParams({ ref: code })}`, { headers: { 'Set-Cookie': await visited.serialize(code) } });
}
