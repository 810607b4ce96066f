/**
 * The fields of a `/v1` call's body, sent as JSON or as a form (urlencoded or multipart). A body that cannot
 * be read gives no fields, so the schema reports what is missing.
 */
export async function readApiFields(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json();
      return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
}
