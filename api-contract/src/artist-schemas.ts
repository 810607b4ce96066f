import { z } from 'zod';

/** An artist as `/v1` answers it. */
export const artistJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  mainGenre: z.string(),
  country: z.string().nullable(),
  verified: z.boolean(),
  followers: z.number().int(),
  releases: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type ArtistJson = z.infer<typeof artistJsonSchema>;
