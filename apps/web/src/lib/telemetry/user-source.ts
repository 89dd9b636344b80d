/** The signed-in user as the telemetry sees it (the app fills it from the identity query). */
export type TelemetryUser = { id: string; name: string; email: string };

export type UserSource = {
  current: () => TelemetryUser | null;
  /** Calls `listener` when the user changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};
