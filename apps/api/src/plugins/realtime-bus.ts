// Carries the realtime hub's publications between API processes over LISTEN/NOTIFY, in order, a message too long
// for NOTIFY through realtime_spill (docs/decisions/0011). PGlite lives inside one process: nothing to carry there.
import type { RealtimeEvent } from '@tremplin/shared';
import { lt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { realtimeSpill } from '../db/schema';

export const REALTIME_CHANNEL = 'tremplin_realtime';
/** Below PostgreSQL's 8,000-byte payload limit, with room for the envelope. */
const MAX_NOTIFY_BYTES = 7_800;
const SPILL_LIFETIME = '1 minute';
const SPILL_SWEEP_MS = 60_000;

export type RealtimeBusMessage =
  | { kind: 'event'; topic: string; event: RealtimeEvent }
  | { kind: 'close'; userId: number; code: number; reason: string };

/** On the wire: the sending process, then the message itself or the id of its spilled row. */
type Envelope = { from: string; message: RealtimeBusMessage } | { from: string; spilled: number };

export interface RealtimeBus {
  /** Hands a message to the other processes (this one delivers its own). */
  send(message: RealtimeBusMessage): Promise<void>;
  close(): Promise<void>;
}

export async function createRealtimeBus(
  database: DatabaseHandle,
  processId: string,
  deliver: (message: RealtimeBusMessage) => void,
  onError: (err: unknown) => void,
): Promise<RealtimeBus> {
  if (database.kind !== 'postgres') return { send: async () => {}, close: async () => {} };
  const { db } = database;

  let incoming: Promise<void> = Promise.resolve();
  const receive = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === processId) return;
    incoming = incoming.then(async () => {
      try {
        if ('message' in envelope) return deliver(envelope.message);
        const [row] = await db
          .select({ payload: realtimeSpill.payload })
          .from(realtimeSpill)
          .where(sql`${realtimeSpill.id} = ${envelope.spilled}`);
        if (row) deliver(JSON.parse(row.payload) as RealtimeBusMessage);
      } catch (err) {
        onError(err);
      }
    });
  };
  const unlisten = await database.listen(REALTIME_CHANNEL, receive);

  let lastSweep = 0;
  const notify = async (message: RealtimeBusMessage) => {
    let payload = JSON.stringify({ from: processId, message } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
      const [row] = await db
        .insert(realtimeSpill)
        .values({ payload: JSON.stringify(message) })
        .returning({ id: realtimeSpill.id });
      payload = JSON.stringify({ from: processId, spilled: row!.id } satisfies Envelope);
      if (Date.now() - lastSweep > SPILL_SWEEP_MS) {
        lastSweep = Date.now();
        await db
          .delete(realtimeSpill)
          .where(lt(realtimeSpill.createdAt, sql`now() - interval '${sql.raw(SPILL_LIFETIME)}'`));
      }
    }
    await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  };

  // One NOTIFY at a time: notifications reach listeners in commit order, so this keeps the publishing order.
  let outgoing: Promise<void> = Promise.resolve();
  return {
    send(message) {
      const sent = outgoing.then(() => notify(message));
      outgoing = sent.catch(() => {});
      return sent;
    },
    async close() {
      await outgoing;
      await unlisten();
    },
  };
}
