import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorReportsOff,
  errorReportsReady,
  expectErrorReports,
  listenForEarlyErrors,
  QUEUE_CAP,
  queueError,
  reportError,
  resetErrorReports,
} from "./report-error";

const reporter = () => ({ capture: vi.fn(), flush: vi.fn(async () => true) });

describe("report-error", () => {
  afterEach(() => resetErrorReports());

  it("drops everything when error reports are not configured", async () => {
    queueError(new Error("early"));
    await reportError(new Error("caught"));
    const r = reporter();
    errorReportsReady(r);
    expect(r.capture).not.toHaveBeenCalled();
  });

  it("queues errors until the SDK is up (capped), then sends them marked as queued", () => {
    expectErrorReports(() => {});
    for (let i = 0; i < QUEUE_CAP + 5; i++) queueError(new Error(`early ${i}`));
    const r = reporter();
    errorReportsReady(r);
    expect(r.capture).toHaveBeenCalledTimes(QUEUE_CAP);
    expect(r.capture).toHaveBeenCalledWith(new Error("early 0"), true);
  });

  it("loads the SDK at once for an error the boundary caught, and resolves once it was sent", async () => {
    const r = reporter();
    const loadNow = vi.fn(() => queueMicrotask(() => errorReportsReady(r)));
    expectErrorReports(loadNow);
    await reportError(new Error("route failed"));
    expect(loadNow).toHaveBeenCalledTimes(1);
    expect(r.capture).toHaveBeenCalledWith(new Error("route failed"), true);
    expect(r.flush).toHaveBeenCalled();
    await reportError(new Error("later"));
    expect(r.capture).toHaveBeenLastCalledWith(new Error("later"), false);
  });

  it("gives up the queue when the SDK could not load", async () => {
    expectErrorReports(() => queueMicrotask(errorReportsOff));
    await expect(reportError(new Error("x"))).resolves.toBeUndefined();
  });

  it("catches uncaught errors and rejections until removed", () => {
    expectErrorReports(() => {});
    // A plain target: a real window's error events would reach the test runner's own handler.
    const target = new EventTarget() as unknown as Window;
    const remove = listenForEarlyErrors(target);
    target.dispatchEvent(new ErrorEvent("error", { error: new Error("uncaught"), message: "uncaught" }));
    const rejection = new Event("unhandledrejection") as Event & { reason?: unknown };
    rejection.reason = new Error("rejected");
    target.dispatchEvent(rejection);
    remove();
    target.dispatchEvent(new ErrorEvent("error", { error: new Error("after"), message: "after" }));
    const r = reporter();
    errorReportsReady(r);
    expect(r.capture.mock.calls.map(([error]) => (error as Error).message)).toEqual(["uncaught", "rejected"]);
  });
});
