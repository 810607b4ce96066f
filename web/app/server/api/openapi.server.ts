import { openApiDocument as documentOf } from '@slipcase/api-contract/openapi/openapi-document';
import { UPLOAD_ACCEPT } from '../../lib/media-upload';
import { API_OPERATIONS } from './operations.server';

/** The OpenAPI 3.1 document of `/v1` (decision 018), made from the operations the routes serve. */
export function openApiDocument(serverUrl: string) {
  return documentOf(serverUrl, API_OPERATIONS, UPLOAD_ACCEPT);
}
