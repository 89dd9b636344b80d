import { describe, expect, it } from "vitest";
import { BUSY_ROUTE_RATE, DEFAULT_RATE, traceSampleRate, tracesSampler } from "./trace-sampler";

describe("traceSampleRate", () => {
  it.each([
    ["/workers", BUSY_ROUTE_RATE],
    ["/workers/rig-01", BUSY_ROUTE_RATE],
    ["/watch/abcdefghijklmnopqrstuvwx/workers", BUSY_ROUTE_RATE],
    ["/payments", BUSY_ROUTE_RATE],
    ["/customers/42/payments", BUSY_ROUTE_RATE],
    ["/watch/abcdefghijklmnopqrstuvwx/payments", BUSY_ROUTE_RATE],
    ["/auth/login", BUSY_ROUTE_RATE],
    ["/auth/registration", BUSY_ROUTE_RATE],
    ["/acme/auth", BUSY_ROUTE_RATE],
    ["/miner", BUSY_ROUTE_RATE],
    ["/", DEFAULT_RATE],
    ["/settings", DEFAULT_RATE],
    ["/faq", DEFAULT_RATE],
    ["/customers", DEFAULT_RATE],
    ["/platform/payouts", DEFAULT_RATE],
    ["/watch/abcdefghijklmnopqrstuvwx", DEFAULT_RATE],
    ["/authors", DEFAULT_RATE],
  ])("%s -> %s", (path, rate) => {
    expect(traceSampleRate(path)).toBe(rate);
  });

  it("samples everything with the trace-debug query parameter, with or without a value", () => {
    expect(traceSampleRate("/", "?trace-debug")).toBe(1);
    expect(traceSampleRate("/workers", "?period=1d&trace-debug=1")).toBe(1);
    expect(traceSampleRate("/", "?trace_debug=1")).toBe(DEFAULT_RATE);
  });
});

describe("tracesSampler", () => {
  it("reads the span's name (the path) and the page's query string", () => {
    expect(tracesSampler({ name: "/payments", location: { pathname: "/payments", search: "" } })).toBe(0.2);
    expect(tracesSampler({ name: "/", location: { pathname: "/", search: "?trace-debug" } })).toBe(1);
    expect(tracesSampler({ name: "GET /x", location: { pathname: "/auth/login" } })).toBe(0.2);
    expect(tracesSampler({ name: "GET /x" })).toBe(0.08);
  });
});
