/** `node --import tsx scripts/build-web.ts`: builds the web app for production unless the last build is current. */
import { resolve } from 'node:path';
import { buildWebIfStale } from './lib/web-build';

buildWebIfStale(resolve(import.meta.dirname, '..'));
