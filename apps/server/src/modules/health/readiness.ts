/**
 * Whether the server's start-up work is done: the demo history (a month of rollups, rewards and payouts)
 * and the reward catch-up. The API answers meanwhile (`/healthz` is liveness); `/readyz` says when the
 * numbers are complete, for a load balancer or the end-to-end suite.
 */
export interface Readiness {
  isReady(): boolean;
  /** What is still running, for the 503 body. */
  pending(): string | undefined;
  markReady(): void;
}

export function createReadiness(pending?: string): Readiness {
  let waitingFor = pending;
  return {
    isReady: () => waitingFor === undefined,
    pending: () => waitingFor,
    markReady: () => {
      waitingFor = undefined;
    },
  };
}
