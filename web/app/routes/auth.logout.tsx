import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { destroyUserSession } from '../server/session.server';

export const action = ({ request }: ActionFunctionArgs) => destroyUserSession(request);
export const loader = ({ request }: LoaderFunctionArgs) => destroyUserSession(request);
