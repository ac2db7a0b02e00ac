// A LISTEN connection to PostgreSQL that outlives the server closing it (restart, failover, idle timeout): it
// reconnects with growing pauses, and says so, because notifications sent while it was away are lost for good.
import pg from 'pg';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Called once listening again after a cut: whatever the lost notifications announced must be assumed. */
  onResume?(): void;
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

export async function listenWithReconnect(url: string, channel: string, handlers: ListenHandlers) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.onMessage(n.payload ?? '');
    });
    // 'error' comes before 'end' when the server cuts the connection; 'end' is what schedules the retry.
    next.on('error', () => {});
    next.on('end', () => {
      if (!stopped && client === next) scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
  }

  function scheduleRetry() {
    client = null;
    retryTimer = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
        retryMs = FIRST_RETRY_MS;
        handlers.onResume?.();
      } catch {
        // Forgotten before it ends, so its own 'end' schedules nothing: one retry at a time.
        const failed = client;
        client = null;
        await failed?.end().catch(() => {});
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        if (!stopped) scheduleRetry();
      }
    }, retryMs);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
