// A recruiter's favourite candidates (SPEC §3 Favourite, §5, §7 Favourites): payloads and answers of the favoris calls.
import { z } from 'zod';
import { profilePageParamsSchema } from './search';

export const FAVOURITE_MESSAGES = {
  notFound: 'Ce profil n’est pas dans vos favoris.',
  candidatesOnly: 'Seuls les profils de candidats peuvent être ajoutés aux favoris.',
} as const;

const userId = z.coerce.number().int().positive();

/** One entry of the list (SPEC §3): `candidatId` names the candidate kept. */
export const favouriteSchema = z.object({
  id: z.number().int(),
  candidatId: z.number().int(),
  version: z.number().int(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouriteListSchema = z.array(favouriteSchema);

/** POST favoris/ajoutfav/{uid}/{candidateId}: a new favourite, id and version 0 as for any creation. */
export const favouriteAddSchema = z.object({
  id: z.number().int().min(0),
  version: z.number().int().min(0),
});
export type FavouriteAdd = z.infer<typeof favouriteAddSchema>;

export const favouriteOwnerParamsSchema = z.object({ uid: userId });
export const favouriteParamsSchema = z.object({ uid: userId, candidateId: userId });
export const favouritePageParamsSchema = profilePageParamsSchema.extend({ uid: userId });
