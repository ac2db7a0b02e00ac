// The values a template's fields take for each recipient: their own name, and their referent (or the sender).
import { personName, type TemplateValues } from '@tremplin/shared';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type TemplateRecipient = {
  id: number;
  nom: string;
  prenom: string;
  active: boolean;
  values: TemplateValues;
};

const referent = alias(users, 'referent');

/** The recipients found among `ids` (missing ones are absent from the map), with {prenom}, {nom} and {conseiller}. */
export async function templateRecipients(
  db: Database,
  ids: readonly number[],
  senderId: number,
): Promise<Map<number, TemplateRecipient>> {
  const found = new Map<number, TemplateRecipient>();
  if (!ids.length) return found;
  const [sender] = await db.select({ nom: users.nom, prenom: users.prenom }).from(users).where(eq(users.id, senderId));
  const rows = await db
    .select({
      id: users.id,
      nom: users.nom,
      prenom: users.prenom,
      active: users.active,
      referentNom: referent.nom,
      referentPrenom: referent.prenom,
    })
    .from(users)
    .leftJoin(referent, eq(referent.id, users.referentCEFId))
    .where(inArray(users.id, [...new Set(ids)]));
  for (const row of rows) {
    const adviser =
      row.referentNom !== null
        ? personName({ nom: row.referentNom, prenom: row.referentPrenom })
        : personName(sender ?? {});
    found.set(row.id, {
      id: row.id,
      nom: row.nom,
      prenom: row.prenom,
      active: row.active,
      values: { prenom: row.prenom.trim(), nom: row.nom.trim(), conseiller: adviser },
    });
  }
  return found;
}
