import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { openApiDocument } from '../server/api/openapi.server';

/** GET /v1/openapi.json: the OpenAPI 3.1 document of /v1, public (decision 018). */
export function loader({ request }: LoaderFunctionArgs) {
  return json(openApiDocument(new URL(request.url).origin), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
