// The log lines an admin's console receives over the realtime socket: every process's history on opening, then
// live batches; paused, new lines wait (up to the limit, the rest counted as ignored).
import {
  LOG_HISTORY,
  LOG_HISTORY_LINES,
  LOG_LINES,
  LOG_SUBSCRIBE,
  LOG_UNSUBSCRIBE,
  type LogLine,
  type LogLinesEvent,
  type RealtimeErrorEvent,
} from '@tremplin/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '@/lib/realtime';

/** A line with a key of its own for the list. */
export type ConsoleLine = LogLine & { key: number };
let sequence = 0;
const keyed = (lines: LogLine[]): ConsoleLine[] => lines.map((l) => ({ ...l, key: ++sequence }));
const byTime = (a: LogLine, b: LogLine) => a.time - b.time;
const keepLast = (lines: ConsoleLine[]) => lines.slice(-LOG_HISTORY_LINES);

export function useLogStream() {
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [ignored, setIgnored] = useState(0);
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(realtime.state === 'ready');
  const pausedRef = useRef(false);
  const held = useRef<LogLine[]>([]);

  useEffect(() => {
    const subscribe = () => realtime.send({ type: LOG_SUBSCRIBE });
    const offHistory = realtime.on<LogLinesEvent>(LOG_HISTORY, (event) =>
      setLines((current) => keepLast([...current, ...keyed(event.lines)].sort(byTime))),
    );
    const offLines = realtime.on<LogLinesEvent>(LOG_LINES, (event) => {
      if (event.dropped) setIgnored((n) => n + event.dropped);
      if (pausedRef.current) {
        held.current.push(...event.lines);
        const over = held.current.length - LOG_HISTORY_LINES;
        if (over > 0) {
          held.current.splice(0, over);
          setIgnored((n) => n + over);
        }
        return;
      }
      setLines((current) => keepLast([...current, ...keyed(event.lines)]));
    });
    const offError = realtime.on<RealtimeErrorEvent>('error', (event) => {
      if (event.for === LOG_SUBSCRIBE) setError(event.message);
    });
    // A new socket (reconnection) starts with no subscription: ask again.
    const offState = realtime.onState((state) => {
      setConnected(state === 'ready');
      if (state === 'ready') subscribe();
    });
    if (realtime.state === 'ready') subscribe();
    return () => {
      realtime.send({ type: LOG_UNSUBSCRIBE });
      offHistory();
      offLines();
      offError();
      offState();
    };
  }, []);

  const pause = useCallback(() => {
    pausedRef.current = true;
    setPaused(true);
  }, []);
  const resume = useCallback(() => {
    pausedRef.current = false;
    setPaused(false);
    const waiting = held.current.splice(0);
    setLines((current) => keepLast([...current, ...keyed(waiting)]));
  }, []);
  const clear = useCallback(() => {
    setLines([]);
    setIgnored(0);
  }, []);

  return { lines, ignored, paused, pause, resume, clear, error, connected };
}
