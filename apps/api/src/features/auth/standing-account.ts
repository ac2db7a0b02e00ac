// Where a merged account's sign-in leads (docs/decisions/0020): the account it was merged into, following a chain of
// merges to the account that stands.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../lib/tokens';

/** The id of the account that stands for this one: itself, or the end of its merges (at most 10 hops). */
export async function standingAccountId(db: Queryable, userId: number): Promise<number> {
  const result = await db.execute(sql`
    with recursive chain(id, next, depth) as (
      select id, merged_into_id, 0 from users where id = ${userId}
      union all
      select u.id, u.merged_into_id, chain.depth + 1 from users u join chain on u.id = chain.next where chain.depth < 10
    )
    select id from chain where next is null order by depth desc limit 1
  `);
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id ?? userId;
}
