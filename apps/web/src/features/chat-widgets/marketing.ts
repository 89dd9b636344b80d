/**
 * The marketing tool (SPEC sections 7 and 9): the sign-in / sign-up activities (`act:cm:signin`,
 * `act:cm:signup`) and track events, sent to every loaded chat vendor that takes events (Carrot Quest and
 * Dashly `track`). Until one is loaded they wait in a queue of at most `QUEUE_LIMIT` (the oldest dropped).
 */
export type MarketingSink = { track(event: string, props?: Record<string, unknown>): void };
export type Activity = "act:cm:signin" | "act:cm:signup";

export const QUEUE_LIMIT = 50;

const sinks = new Set<MarketingSink>();
let queue: [string, Record<string, unknown> | undefined][] = [];

export function track(event: string, props?: Record<string, unknown>): void {
  if (sinks.size === 0) {
    queue.push([event, props]);
    if (queue.length > QUEUE_LIMIT) queue = queue.slice(-QUEUE_LIMIT);
    return;
  }
  for (const sink of sinks) sink.track(event, props);
}

export function activity(id: Activity): void {
  track(id);
}

/** A vendor is loaded: it gets what waited, then every later event. Returns the detach function. */
export function attachMarketingSink(sink: MarketingSink): () => void {
  sinks.add(sink);
  const waiting = queue;
  queue = [];
  for (const [event, props] of waiting) sink.track(event, props);
  return () => sinks.delete(sink);
}

/** Tests only. */
export function resetMarketing(): void {
  sinks.clear();
  queue = [];
}

export function queuedMarketingEvents(): readonly string[] {
  return queue.map(([event]) => event);
}
