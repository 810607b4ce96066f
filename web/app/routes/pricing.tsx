import { redirect } from '@remix-run/node';

/** /pricing, where people look for the plans: the PRO page, which shows and compares them. */
export const loader = () => redirect('/pro', 301);
