/** An error a loader throws to show an error page; `status` picks the page (404 or the internal error). */
export class RouteError extends Error {
  override readonly name = "RouteError";
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
