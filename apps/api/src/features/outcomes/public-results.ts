// GET resultats: « Nos résultats », the indicators of the programmes an administrator published, over every exit
// whose six months have passed; no figure for fewer than PUBLIC_MIN_POPULATION learners.
import { type ProgrammeKind, PUBLIC_MIN_POPULATION, type PublicResult } from '@tremplin/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trainingProgrammes } from '../../db/schema';
import { computeIndicators } from './indicators';

export async function publicResults(db: Database, now = new Date()): Promise<PublicResult[]> {
  const le = now.toISOString().slice(0, 10);
  const published = await db
    .select({ id: trainingProgrammes.id, nom: trainingProgrammes.nom, type: trainingProgrammes.type })
    .from(trainingProgrammes)
    .where(eq(trainingProgrammes.publie, true))
    .orderBy(asc(trainingProgrammes.nom));
  const results: PublicResult[] = [];
  for (const p of published) {
    const figures = await computeIndicators(db, { formationId: p.id, le });
    const span = (await db.execute(sql`
      select min(e.date_sortie)::text as du, max(e.date_sortie)::text as au,
        (select max(o.recorded_at) from training_outcomes o join training_enrolments e2 on e2.id = o.enrolment_id
          join training_sessions s2 on s2.id = e2.session_id where s2.programme_id = ${p.id}) as maj
      from training_enrolments e join training_sessions s on s.id = e.session_id
      where s.programme_id = ${p.id} and e.date_sortie is not null and e.date_sortie + 183 <= ${le}::date`)) as unknown as {
      rows: Array<{ du: string | null; au: string | null; maj: string | Date | null }>;
    };
    const row = span.rows[0];
    const diffuse = figures.population >= PUBLIC_MIN_POPULATION;
    results.push({
      formationId: p.id,
      formationNom: p.nom,
      formationType: p.type as ProgrammeKind,
      periodeDu: row?.du ?? null,
      periodeAu: row?.au ?? null,
      population: figures.population,
      diffuse,
      tauxAcces: diffuse ? figures.acces.taux : null,
      tauxEmploiSixMois: diffuse ? figures.sixMois.taux : null,
      tauxReponse: diffuse ? figures.acces.tauxReponse : null,
      majLe: row?.maj ? new Date(row.maj).toISOString() : now.toISOString(),
    });
  }
  return results;
}
