import { RateLimitedError } from "../../lib/rate-limited";

/**
 * Who may have a PDF made right now. A document costs about 120 ms of CPU on the event loop, so 30 asked at once
 * by one person held every other request (and `/healthz`) for seconds and answered past 5 s. At most `perCaller`
 * of one caller's documents are under way or waiting, at most `running` are made at once in the process (the
 * others wait their turn), and at most `waiting` wait. A call past a limit is 429 `rate_limited` (retry after a
 * second) before any work.
 */
export function pdfSlots({ perCaller = 2, running = 2, waiting = 8 } = {}) {
  const byCaller = new Map<string, number>();
  const queue: (() => void)[] = [];
  let active = 0;
  return {
    async run<T>(caller: string, work: () => Promise<T>): Promise<T> {
      const mine = byCaller.get(caller) ?? 0;
      if (mine >= perCaller || (active >= running && queue.length >= waiting)) {
        throw new RateLimitedError(1, "Too many reports are being made at once, try again in a moment");
      }
      byCaller.set(caller, mine + 1);
      try {
        // A finished document hands its slot to the first waiting one (`active` stays).
        if (active < running) active++;
        else await new Promise<void>((resolve) => queue.push(resolve));
        try {
          return await work();
        } finally {
          const next = queue.shift();
          if (next) next();
          else active--;
        }
      } finally {
        const left = (byCaller.get(caller) ?? 1) - 1;
        if (left > 0) byCaller.set(caller, left);
        else byCaller.delete(caller);
      }
    },
  };
}
