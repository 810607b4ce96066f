import { redirect } from '@remix-run/node';

/** The specification: any unknown path redirects to /. */
export const loader = () => redirect('/');
export const action = () => redirect('/');
