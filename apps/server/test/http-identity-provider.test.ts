import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { httpIdentityProvider } from "../src/modules/identity-provider/http.provider";
import { principalFromKratosSession } from "../src/modules/identity-provider/kratos-session";
import { buildTestApp, useTestDatabase } from "./helper";

/** A small fake of Kratos's public `GET /sessions/whoami`, counting calls and recording headers. */
const identityId = "9f8a2c1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const calls: Record<string, string | undefined>[] = [];

function kratosSession(aal: "aal1" | "aal2") {
  const methods = [{ method: "password", aal: "aal1", completed_at: "2026-03-02T09:00:00Z" }];
  if (aal === "aal2") methods.push({ method: "totp", aal: "aal2", completed_at: "2026-03-02T09:01:00Z" });
  return {
    id: `session-${aal}`,
    active: true,
    expires_at: "2026-03-03T09:00:00Z",
    authenticated_at: "2026-03-02T09:00:00Z",
    authenticator_assurance_level: aal,
    authentication_methods: methods,
    issued_at: "2026-03-02T09:00:00Z",
    identity: {
      id: identityId,
      schema_id: "default",
      schema_url: "http://kratos/schemas/ZGVmYXVsdA",
      state: "active",
      traits: { email: "kratos-user@example.com", terms_agreed: true, language: "ru" },
      verifiable_addresses: [
        { id: "a1", value: "kratos-user@example.com", verified: true, via: "email", status: "completed" },
      ],
      recovery_addresses: [],
      metadata_public: null,
    },
    devices: [],
  };
}

function kratosError(status: number, id: string, reason: string) {
  const statusText = status === 401 ? "Unauthorized" : "Forbidden";
  return { error: { id, code: status, status: statusText, reason, message: "The request was rejected" } };
}

async function startFakeKratos(): Promise<{ server: FastifyInstance; url: string }> {
  const server = Fastify();
  server.get("/sessions/whoami", async (request, reply) => {
    const { cookie, authorization } = request.headers;
    const token = request.headers["x-session-token"] as string | undefined;
    calls.push({ cookie, authorization, token });
    const credential =
      token ?? authorization?.replace(/^Bearer /, "") ?? /ory_kratos_session=(\w+)/.exec(cookie ?? "")?.[1];
    if (credential === "ory_st_good" || credential === "goodcookie") return kratosSession("aal1");
    if (credential === "ory_st_strong") return kratosSession("aal2");
    if (credential === "ory_st_mfa") {
      return reply.code(403).send({
        ...kratosError(403, "session_aal2_required", "An AAL2 session is required"),
        redirect_browser_to: "x",
      });
    }
    if (credential === "ory_st_boom") return reply.code(502).send("bad gateway");
    return reply
      .code(401)
      .send(kratosError(401, "session_inactive", "No active session was found in this request."));
  });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return { server, url: address };
}

let kratos: { server: FastifyInstance; url: string };
const clock = new TestClock("2026-03-02T10:00:00Z");

beforeAll(async () => {
  kratos = await startFakeKratos();
});
afterAll(() => kratos.server.close());
beforeEach(() => {
  calls.length = 0;
});

describe("httpIdentityProvider against a fake Kratos", () => {
  const provider = () => httpIdentityProvider({ identityUrl: kratos.url, clock, cacheMaxEntries: 2 });

  it("maps a 200 whoami Session to the principal and the identity's profile", async () => {
    const p = provider();
    const principal = await p.resolve({ "x-session-token": "ory_st_good" });
    expect(principal).toEqual({
      identityId,
      email: "kratos-user@example.com",
      aal: "aal1",
      hasSecondFactor: false,
      sessionId: "session-aal1",
    });
    if (!principal || "aal2Required" in principal) throw new Error("no principal");
    expect(await p.profile(principal)).toEqual({
      credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
      language: "ru",
    });
  });

  it("forwards the cookie and the Authorization header as they came", async () => {
    const p = provider();
    expect(await p.resolve({ cookie: "a=1; ory_kratos_session=goodcookie" })).toMatchObject({ identityId });
    expect(await p.resolve({ authorization: "Bearer ory_st_good" })).toMatchObject({ identityId });
    expect(calls).toEqual([
      { cookie: "a=1; ory_kratos_session=goodcookie", authorization: undefined, token: undefined },
      { cookie: undefined, authorization: "Bearer ory_st_good", token: undefined },
    ]);
  });

  it("answers null for 401 and without asking when the request carries no credential", async () => {
    const p = provider();
    expect(await p.resolve({ "x-session-token": "ory_st_unknown" })).toBeNull();
    expect(await p.resolve({})).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("answers aal2Required for 403 session_aal2_required, and never caches it", async () => {
    const p = provider();
    expect(await p.resolve({ "x-session-token": "ory_st_mfa" })).toEqual({ aal2Required: true });
    expect(await p.resolve({ "x-session-token": "ory_st_mfa" })).toEqual({ aal2Required: true });
    expect(calls).toHaveLength(2);
  });

  it("reads an aal2 session as having a second factor", async () => {
    expect(await provider().resolve({ "x-session-token": "ory_st_strong" })).toMatchObject({
      aal: "aal2",
      hasSecondFactor: true,
    });
  });

  it("caches a principal for 10 s per credential, within a bounded number of entries", async () => {
    const p = provider();
    await p.resolve({ "x-session-token": "ory_st_good" });
    await p.resolve({ "x-session-token": "ory_st_good" });
    expect(calls).toHaveLength(1);
    clock.advance(10_001);
    await p.resolve({ "x-session-token": "ory_st_good" });
    expect(calls).toHaveLength(2);
    // Two other credentials fill the cache (2 entries): the first one is dropped.
    await p.resolve({ authorization: "Bearer ory_st_good" });
    await p.resolve({ "x-session-token": "ory_st_strong" });
    await p.resolve({ "x-session-token": "ory_st_good" });
    expect(calls).toHaveLength(5);
  });

  it("fails loudly when Kratos answers something else", async () => {
    await expect(provider().resolve({ "x-session-token": "ory_st_boom" })).rejects.toThrow(
      "identity service answered 502 to whoami",
    );
  });

  it("takes set-up methods from identity.credentials when a deployment sends them", () => {
    const session = kratosSession("aal1");
    const resolved = principalFromKratosSession({
      ...session,
      identity: { ...session.identity, credentials: { password: {}, webauthn: {} } },
    });
    expect(resolved?.principal.hasSecondFactor).toBe(true);
    expect(resolved?.profile.credentials).toEqual({
      password: true,
      totp: false,
      lookup_secret: false,
      webauthn: true,
    });
  });
});

describe("the product API with IDENTITY_URL set", () => {
  const ctx = useTestDatabase({ demo: false });
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp(ctx.database, { clock, env: { IDENTITY_URL: kratos.url } });
  });
  afterAll(() => app.close());

  it("authenticates through Kratos's whoami and keys the user by the Kratos identity id", async () => {
    const res = await app.inject({
      url: "/api/backend/v0.1/identity",
      headers: { "x-session-token": "ory_st_good" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: identityId, email: "kratos-user@example.com", language: "ru" },
      permissions: [],
      credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
      wallets: [],
    });
  });

  it("answers 401 unauthorized when Kratos does, and 403 mfa_required when Kratos wants aal2", async () => {
    const none = await app.inject({
      url: "/api/backend/v0.1/identity",
      headers: { "x-session-token": "ory_st_x" },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: "unauthorized", message: "Authentication required" });
    const mfa = await app.inject({
      url: "/api/backend/v0.1/identity",
      headers: { "x-session-token": "ory_st_mfa" },
    });
    expect(mfa.statusCode).toBe(403);
    expect(mfa.json()).toEqual({ code: "mfa_required", message: "Additional authentication required" });
  });
});
