import en from '../locales/en/messages.json';
import es from '../locales/es/messages.json';
import pt from '../locales/pt/messages.json';
import tr from '../locales/tr/messages.json';

/**
 * The messages `/v1`, the CLI and the web share, in every language the web speaks: error codes' messages, status
 * labels, the takedown's warning and reasons, the delivery steps. The web reads them as part of its `common`
 * namespace (decision 023).
 */
export const SHARED_MESSAGES = { en, es, pt, tr };
