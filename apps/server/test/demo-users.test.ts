import { sectionsOfRole } from "@pithead/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { identities, permissions, users } from "../src/db/schema";
import { seedDemo } from "../src/db/seed/demo";
import { buildTestApp, useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: true });
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database);
});
afterAll(() => app.close());

/** Signs in through the identity service's api login flow, as a script or mobile client would. */
async function login(identifier: string, password: string) {
  const flow = await app.inject({
    url: "/identity/self-service/login/api",
    headers: { accept: "application/json" },
  });
  expect(flow.statusCode).toBe(200);
  return app.inject({
    method: "POST",
    url: `/identity/self-service/login?flow=${flow.json().id}`,
    headers: { accept: "application/json" },
    payload: { method: "password", identifier, password },
  });
}

describe("demo sign-ins", () => {
  it.each([
    ["miner@pithead.test", { type: "miner", account_name: "alice" }],
    ["pool@pithead.test", { type: "pool", pool_name: "Pithead" }],
    ["operator@pithead.test", { type: "operator", operator_name: "northhub" }],
    ["platform@pithead.test", { type: "platform", platform_name: "pithead-platform" }],
  ])("%s signs in with the demo password and owns its demo account", async (email, account) => {
    const res = await login(email, "Demo-pithead-2026");
    expect(res.statusCode).toBe(200);
    const identity = await app.inject({
      url: "/api/backend/v0.1/identity",
      headers: { authorization: `Bearer ${res.json().session_token}` },
    });
    expect(identity.statusCode).toBe(200);
    expect(identity.json()).toMatchObject({
      user: { email, language: "en" },
      permissions: [{ ...account, role: "owner", sections: sectionsOfRole("owner"), id: expect.any(String) }],
      credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
    });
  });

  it("seeding again changes nothing", async () => {
    const db = ctx.database.db;
    const count = async () => ({
      identities: (await db.select({ id: identities.id }).from(identities)).length,
      users: (await db.select({ id: users.id }).from(users)).length,
      permissions: (await db.select({ id: permissions.id }).from(permissions)).length,
    });
    const before = await count();
    await seedDemo(db);
    await seedDemo(db);
    expect(await count()).toEqual(before);
    const owners = await db.select().from(permissions).where(eq(permissions.role, "owner"));
    expect(owners.length).toBeGreaterThanOrEqual(4);
  });
});

describe("the demo's access logs", () => {
  it("say who gave the demo people their access, and the pending invitation, once however often it seeds", async () => {
    await seedDemo(ctx.database.db);
    const read = async (email: string, path: (id: string) => string) => {
      const res = await login(email, "Demo-pithead-2026");
      const headers = { authorization: `Bearer ${res.json().session_token}` };
      const identity = (await app.inject({ url: "/api/backend/v0.1/identity", headers })).json();
      const audit = await app.inject({
        url: `/api/backend/v0.1/${path(identity.permissions[0].id)}`,
        headers,
      });
      expect(audit.statusCode).toBe(200);
      return audit.json() as {
        total: number;
        items: { action: string; actor_email: string; target_email: string; role_after: string }[];
      };
    };
    const alice = await read("miner@pithead.test", (id) => `miners/${id}/access/audit`);
    expect(alice.total).toBe(2);
    expect(alice.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "grant",
          actor_email: "miner@pithead.test",
          target_email: "viewer@pithead.test",
          role_after: "viewer",
        }),
        expect.objectContaining({
          action: "invite",
          actor_email: "miner@pithead.test",
          target_email: "invited@pithead.test",
          role_after: "manager",
        }),
      ]),
    );
    const northhub = await read("operator@pithead.test", (id) => `operators/${id}/access/audit`);
    expect(northhub.items).toEqual([
      expect.objectContaining({
        action: "grant",
        actor_email: "operator@pithead.test",
        target_email: "accountant@pithead.test",
        role_after: "accountant",
      }),
    ]);
  });
});

describe("a browser sign-in", () => {
  it("gives the ory_kratos_session cookie the product API accepts", async () => {
    const flow = await app.inject({
      url: "/identity/self-service/login/browser",
      headers: { accept: "application/json" },
    });
    expect(flow.statusCode).toBe(200);
    const jar = new Map<string, string>();
    const keep = (setCookie: string | string[] | undefined) => {
      for (const line of [setCookie ?? []].flat()) {
        const [pair] = line.split(";");
        const eq = pair?.indexOf("=") ?? -1;
        if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    keep(flow.headers["set-cookie"]);
    const csrf = flow
      .json()
      .ui.nodes.find((node: { attributes: { name?: string } }) => node.attributes.name === "csrf_token");
    const login = await app.inject({
      method: "POST",
      url: `/identity/self-service/login?flow=${flow.json().id}`,
      headers: { accept: "application/json", cookie: cookieHeader() },
      payload: {
        method: "password",
        identifier: "operator@pithead.test",
        password: "Demo-pithead-2026",
        csrf_token: csrf.attributes.value,
      },
    });
    expect(login.statusCode).toBe(200);
    keep(login.headers["set-cookie"]);
    expect(jar.has("ory_kratos_session")).toBe(true);
    const identity = await app.inject({
      url: "/api/backend/v0.1/identity",
      headers: { cookie: cookieHeader() },
    });
    expect(identity.statusCode).toBe(200);
    expect(identity.json().permissions).toEqual([
      {
        id: expect.any(String),
        type: "operator",
        operator_name: "northhub",
        role: "owner",
        sections: sectionsOfRole("owner"),
      },
    ]);
  });
});
