// A closed-loop load generator: N workers each run the task back to back for a fixed time. The task gets the next
// number of one sequence shared by every worker (warm-up included), so no two calls of a run ask the same request
// unless the workload's requests are all used up.
import { performance } from 'node:perf_hooks';
import { type CpuReading, type CpuSeconds, cpuBetween } from './cpu';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time of each process over the measured requests (warm-up left out), when `readCpu` was given. */
  cpu?: CpuSeconds;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

export async function runLoad(options: {
  concurrency: number;
  durationMs: number;
  warmupMs?: number;
  task: (sequence: number) => Promise<void>;
  /** Where the sequence starts: pass the previous run's `next` to go on with requests not asked yet. */
  from?: number;
  readCpu?: () => CpuReading;
}): Promise<LoadResult & { next: number }> {
  const { concurrency, durationMs, task } = options;
  let sequence = options.from ?? 0;
  const warmupEnd = performance.now() + (options.warmupMs ?? 1000);
  while (performance.now() < warmupEnd) {
    await Promise.all(Array.from({ length: Math.min(concurrency, 10) }, () => task(sequence++).catch(() => {})));
  }
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = options.readCpu?.();
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await task(sequence++);
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = cpuBefore && options.readCpu ? cpuBetween(cpuBefore, options.readCpu()) : undefined;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    seconds,
    throughput: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    cpu,
    next: sequence,
  };
}

export const formatMs = (ms: number) => `${ms.toFixed(1)} ms`;
export const formatRps = (rps: number) => `${Math.round(rps)} req/s`;
