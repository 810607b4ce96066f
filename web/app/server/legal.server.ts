import { json } from '@remix-run/node';
import { supportEmail } from './support.server';

/** The legal pages' loader: they name this installation's contact address. */
export const legalLoader = () => json({ supportEmail: supportEmail() });
