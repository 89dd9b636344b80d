import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { identities } from "../../src/db/schema";
import { createPasswordIdentity } from "../../src/modules/identity/identity.api";
import { buildTestApp, useTestDatabase } from "../helper";
import { goodPassword, InjectJar, loginBrowser, registerBrowser, uniqueEmail } from "../identity-helper";

const intercomSecret = "intercom-secret-0123456789abcdef";
const carrotSecret = "carrot-quest-secret-0123456789ab";
const hmac = (secret: string, id: string) => createHmac("sha256", secret).update(id).digest("hex");

// Intercom and Carrot Quest configured, Dashly not: its hash is null.
const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2025-03-01T10:00:00Z");
let app: App;
beforeAll(async () => {
  app = await buildTestApp(ctx.database, {
    env: {
      PUBLIC_URL: "https://pool.test",
      INTERCOM_APP_ID: "ab12cd",
      INTERCOM_SECRET: intercomSecret,
      CARROT_QUEST_APP_ID: "123-abc",
      CARROT_QUEST_SECRET: carrotSecret,
    },
    clock,
  });
});
afterAll(() => app?.close());

type SessionJson = { identity: { id: string; metadata_public: Record<string, unknown> | null } };

function expectVerification(session: SessionJson) {
  const id = session.identity.id;
  expect(session.identity.metadata_public?.verification).toEqual({
    intercom: hmac(intercomSecret, id),
    dashly: null,
    carrot_quest: hmac(carrotSecret, id),
  });
}

async function whoami(jar: InjectJar): Promise<{ status: number; body: string; json: SessionJson }> {
  const res = await app.inject({ url: "/identity/sessions/whoami", headers: { cookie: jar.header() ?? "" } });
  return { status: res.statusCode, body: res.body, json: res.json() as SessionJson };
}

describe("the chat widgets' verification object in the session", () => {
  it("holds HMAC-SHA256(identity id, vendor secret) on whoami and the login answer, null when not configured", async () => {
    const email = uniqueEmail("chat");
    const { identityId } = await createPasswordIdentity(ctx.database.db, clock, {
      email,
      password: goodPassword,
    });
    const jar = new InjectJar();
    const { res } = await loginBrowser(app, jar, email);
    expect(res.statusCode).toBe(200);
    const login = res.json() as { session: SessionJson };
    expect(login.session.identity.id).toBe(identityId);
    expectVerification(login.session);

    const me = await whoami(jar);
    expect(me.status).toBe(200);
    expectVerification(me.json);
    for (const secret of [intercomSecret, carrotSecret]) {
      expect(res.body).not.toContain(secret);
      expect(me.body).not.toContain(secret);
    }
  });

  it("is in the registration answer's session too", async () => {
    const jar = new InjectJar();
    const res = await registerBrowser(app, jar, uniqueEmail("chat-signup"));
    expect(res.statusCode).toBe(200);
    expectVerification((res.json() as { session: SessionJson }).session);
  });

  it("keeps whatever else metadata_public holds, and is computed, never stored", async () => {
    const email = uniqueEmail("chat-meta");
    const { identityId } = await createPasswordIdentity(ctx.database.db, clock, {
      email,
      password: goodPassword,
    });
    await ctx.database.db
      .update(identities)
      .set({ metadataPublic: { plan: "gold", verification: { intercom: "stale" } } })
      .where(eq(identities.id, identityId));
    const jar = new InjectJar();
    await loginBrowser(app, jar, email);
    const me = await whoami(jar);
    expect(me.json.identity.metadata_public?.plan).toBe("gold");
    expectVerification(me.json);
    const [row] = await ctx.database.db.select().from(identities).where(eq(identities.id, identityId));
    expect(row?.metadataPublic).toEqual({ plan: "gold", verification: { intercom: "stale" } });
  });
});
