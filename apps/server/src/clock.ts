/** The one source of business time (UTC). Inject it; never call `new Date()` in business code. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests and the demo can set and move. */
export class TestClock implements Clock {
  #ms: number;
  constructor(start: Date | string = "2025-01-01T00:00:00Z") {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(to: Date | string): void {
    this.#ms = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}
