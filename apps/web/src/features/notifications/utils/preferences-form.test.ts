import type { NotificationPreferences } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { preferencesFixture } from "./preferences-fixture";
import {
  accountValue,
  bodyFromForm,
  fieldErrorsByEvent,
  formFromPreferences,
  setAccountValue,
  setEventValue,
} from "./preferences-form";

const state: NotificationPreferences = preferencesFixture({
  overrides: [
    { event: "miner-reward", channel: "email", miner_id: "m2", enabled: true },
    { event: "worker-status-changed", channel: "telegram", miner_id: "m1", enabled: false },
  ],
});
const info = (event: string) => {
  const found = state.events.find((e) => e.event === event);
  if (!found) throw new Error(`no event ${event}`);
  return found;
};

describe("notification preferences form", () => {
  it("sends back exactly what it was given, overrides included", () => {
    const body = bodyFromForm(formFromPreferences(state), state);
    expect(body.events).toEqual(
      state.events.map(({ event, email, telegram }) => ({ event, email, telegram })),
    );
    expect(body.overrides).toEqual(state.overrides);
  });

  it("starts an account from its override, else from the event's choice", () => {
    const form = formFromPreferences(state);
    expect(accountValue(form, info("miner-reward"), "email", "m2")).toBe(true);
    expect(accountValue(form, info("miner-reward"), "email", "m1")).toBe(false);
    expect(accountValue(form, info("worker-status-changed"), "telegram", "m1")).toBe(false);
    expect(accountValue(form, info("worker-status-changed"), "telegram", "m2")).toBe(true);
  });

  it("sends only the per-account values that differ from their event's choice", () => {
    let form = formFromPreferences(state);
    form = setEventValue(form, "miner-reward", "email", true); // m2's override now equals the default
    form = setAccountValue(form, "miner-payout", "email", "m1", false);
    form = setAccountValue(form, "miner-payout", "telegram", "m2", true); // same as the default: not sent
    const body = bodyFromForm(form, state);
    expect(body.events.find((e) => e.event === "miner-reward")).toEqual({
      event: "miner-reward",
      email: true,
      telegram: false,
    });
    expect(body.overrides).toEqual([
      { event: "miner-payout", channel: "email", miner_id: "m1", enabled: false },
      { event: "worker-status-changed", channel: "telegram", miner_id: "m1", enabled: false },
    ]);
  });

  it("keeps security e-mails on and never sends a per-account e-mail choice for them", () => {
    const stored = preferencesFixture();
    const loginOff = {
      ...stored,
      events: stored.events.map((e) => (e.event === "user-login" ? { ...e, email: false } : e)),
    };
    let form = formFromPreferences(loginOff);
    form = setEventValue(form, "delete-miner", "email", false);
    form = setAccountValue(form, "delete-miner", "email", "m1", false);
    expect(accountValue(form, info("delete-miner"), "email", "m1")).toBe(true);
    const body = bodyFromForm(form, loginOff);
    for (const event of ["user-login", "delete-miner", "miner-wallet-address-changed"])
      expect(body.events.find((e) => e.event === event)?.email).toBe(true);
    expect(body.overrides).toEqual([]);
  });

  it("places the server's field errors on the event they are about", () => {
    const body = bodyFromForm(formFromPreferences(state), state);
    const error = new ApiError(400, {
      code: "validation_failed",
      message: "Request validation failed",
      fields: [
        { name: "events.5.email", text: "invalid_input" },
        { name: "overrides.1.miner_id", text: "not_found" },
      ],
    });
    expect(fieldErrorsByEvent(error, body)).toEqual({
      "user-login": "invalid_input",
      "worker-status-changed": "not_found",
    });
    expect(fieldErrorsByEvent(new Error("offline"), body)).toEqual({});
  });
});
