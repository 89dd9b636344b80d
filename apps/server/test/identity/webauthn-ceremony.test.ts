import { describe, expect, it } from "vitest";
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
} from "../../src/modules/identity/strategies/webauthn/webauthn";
import { SoftAuthenticator } from "./soft-authenticator";

const rp = relyingParty("https://pool.example.com");
const now = new Date("2025-03-01T12:00:00Z");

describe("WebAuthn ceremonies", () => {
  it("derives the relying party from PUBLIC_URL", () => {
    expect(relyingParty("http://127.0.0.1:8080")).toEqual({
      id: "127.0.0.1",
      origin: "http://127.0.0.1:8080",
      name: "Pithead",
    });
  });

  it("offers creation options that exclude the keys already registered", async () => {
    const options = await registrationOptions(rp, { handle: "dXNlcg", email: "ann@example.com" }, [
      { id: "a2V5MQ", public_key: "", counter: 0, transports: ["usb"], display_name: "key", added_at: "" },
    ]);
    expect(options.rp).toEqual({ name: "Pithead", id: "pool.example.com" });
    expect(options.user).toMatchObject({ id: "dXNlcg", name: "ann@example.com" });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(options.excludeCredentials).toEqual([{ id: "a2V5MQ", type: "public-key", transports: ["usb"] }]);
  });

  it("registers a key and signs in with it; a wrong challenge or origin is refused", async () => {
    const key = new SoftAuthenticator("https://pool.example.com");
    const options = await registrationOptions(rp, { handle: "dXNlcg", email: "ann@example.com" }, []);
    const response = key.register(options);
    expect(await verifyRegistration(rp, "wrong-challenge", response, "My key", now)).toBeNull();
    const stored = await verifyRegistration(rp, options.challenge, response, "My key", now);
    expect(stored).toMatchObject({
      id: key.id,
      display_name: "My key",
      counter: 0,
      added_at: now.toISOString(),
    });
    if (!stored) return;

    const request = await authenticationOptions(rp, [stored]);
    expect(request.allowCredentials).toEqual([{ id: key.id, type: "public-key", transports: ["usb"] }]);
    const assertion = key.authenticate(request);
    expect(await verifyAuthentication(rp, request.challenge, assertion, [stored])).toEqual({
      id: key.id,
      counter: 1,
    });
    expect(await verifyAuthentication(rp, "other", assertion, [stored])).toBeNull();

    const stranger = new SoftAuthenticator("https://evil.example.com");
    const evil = stranger.authenticate(request);
    expect(await verifyAuthentication(rp, request.challenge, evil, [stored])).toBeNull();
  });
});
