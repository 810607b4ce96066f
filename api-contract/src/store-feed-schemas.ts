import { z } from 'zod';

// What `GET /v1/releases/{id}/feeds/{store}` answers: a `multipart/form-data` body whose `build` part is this JSON,
// then one `files` part per file it lists, in its order.

/** A store's id as its plugin names it: lower-case words and digits joined by hyphens. */
export const storeIdSchema = z.string().max(64).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const storeFeedParamsSchema = z.object({
  id: z.string(),
  store: storeIdSchema.meta({ description: 'The store’s id, as its plugin names it (`local-folder`, `spotify`).' }),
});

export const storeFeedBuildSchema = z.object({
  store: z.object({ id: z.string(), name: z.string() }),
  releaseId: z.string(),
  batchId: z.string(),
  messageId: z.string(),
  files: z
    .array(z.object({ path: z.string(), bytes: z.int(), sha256: z.string() }))
    .meta({ description: 'Every file of the batch, relative to its folder, in the order written (the manifest last).' }),
  validatedAgainst: z.array(z.string()).meta({ description: 'The schemas the message and the manifest were validated against.' }),
});
export type StoreFeedBuildJson = z.infer<typeof storeFeedBuildSchema>;
