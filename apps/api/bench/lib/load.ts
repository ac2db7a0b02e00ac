// A closed-loop load generator: N workers each run the task back to back for a fixed time.
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
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
  task: (worker: number, iteration: number) => Promise<void>;
}): Promise<LoadResult> {
  const { concurrency, durationMs, task } = options;
  const warmupEnd = performance.now() + (options.warmupMs ?? 1000);
  while (performance.now() < warmupEnd) {
    await Promise.all(Array.from({ length: Math.min(concurrency, 10) }, (_, w) => task(w, 0).catch(() => {})));
  }
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let iteration = 0;
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await task(worker, iteration++);
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    seconds,
    throughput: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export const formatMs = (ms: number) => `${ms.toFixed(1)} ms`;
export const formatRps = (rps: number) => `${Math.round(rps)} req/s`;
