// CPU time spent during a measure by each process that serves it (Linux /proc): the bench itself (load generator,
// and the driver for the SQL reference), the API server, the bare Fastify and PostgreSQL's processes. On a machine
// whose cores they share, what a request costs each of them decides how many requests a second they can answer.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const TICK_SECONDS = 0.01;

function processSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_SECONDS;
  } catch {
    return 0; // The process has ended (a PostgreSQL backend closed) or is not readable.
  }
}

/** Each PostgreSQL process's CPU seconds so far, by process id. */
function postgresSeconds(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        seconds.set(Number(entry), processSeconds(Number(entry)));
    } catch {
      // Gone meanwhile.
    }
  }
  return seconds;
}

export interface CpuReading {
  bench: number;
  api: number;
  bare: number;
  postgres: Map<number, number>;
}

export interface CpuSeconds {
  bench: number;
  api: number;
  bare: number;
  postgres: number;
}

export function readCpu(pids: { api: number; bare: number }): CpuReading {
  const self = process.cpuUsage();
  return {
    bench: (self.user + self.system) / 1e6,
    api: processSeconds(pids.api),
    bare: processSeconds(pids.bare),
    postgres: postgresSeconds(),
  };
}

/**
 * What each process spent between two readings. PostgreSQL is summed backend by backend: a pool closing an idle
 * connection meanwhile takes that backend's whole past with it, which a difference of totals would subtract.
 */
export function cpuBetween(before: CpuReading, after: CpuReading): CpuSeconds {
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  return { bench: after.bench - before.bench, api: after.api - before.api, bare: after.bare - before.bare, postgres };
}

const LABELS: Record<keyof CpuSeconds, string> = {
  api: 'API',
  bare: 'Fastify nu',
  postgres: 'PostgreSQL',
  bench: 'banc',
};

/** '105 µs API + 45 µs PostgreSQL + 57 µs banc = 208 µs': CPU time per request of the processes a path goes through. */
export function perRequest(
  cpu: CpuSeconds,
  requests: number,
  processes: Array<keyof CpuSeconds>,
): { text: string; total: number } {
  const parts = processes.map((key) => ({ key, us: (cpu[key] / requests) * 1e6 }));
  const total = parts.reduce((sum, { us }) => sum + us, 0);
  const text = parts.map(({ key, us }) => `${Math.round(us)} µs ${LABELS[key]}`).join(' + ');
  return { text: `${text} = ${Math.round(total)} µs`, total };
}
