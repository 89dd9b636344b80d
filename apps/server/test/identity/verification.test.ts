import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { createPasswordIdentity } from "../../src/modules/identity/identity.api";
import {
  browserRequest,
  csrfOf,
  type FlowJson,
  flowMessages,
  goodPassword,
  InjectJar,
  nodeMessages,
  registerBrowser,
  sentCodeFlow,
  submitCodeFlow,
  uniqueEmail,
  useIdentityApp,
} from "../identity-helper";
import { latestCode, mailsTo, wrongCode } from "./mailbox";

let app: App;
const { ctx, clock, base } = useIdentityApp((built) => {
  app = built;
});

async function person() {
  const email = uniqueEmail("verify");
  await createPasswordIdentity(ctx.database.db, clock, { email, password: goodPassword });
  return email;
}

const sentFlow = (jar: InjectJar, email: string) => sentCodeFlow(app, jar, "verification", email);
const submitCode = (jar: InjectJar, flow: FlowJson, code: string) =>
  submitCodeFlow(app, jar, "verification", flow, code);

describe("verification by e-mailed code", () => {
  it("registration mails a code and points at the verification flow (show_verification_ui)", async () => {
    const email = uniqueEmail("signup");
    const jar = new InjectJar();
    const res = await registerBrowser(app, jar, email);
    expect(res.statusCode).toBe(200);
    const item = res
      .json()
      .continue_with.find((c: { action: string }) => c.action === "show_verification_ui");
    expect(item).toEqual({
      action: "show_verification_ui",
      flow: {
        id: expect.any(String),
        verifiable_address: email,
        url: `https://pool.test/auth/verification?flow=${item.flow.id}`,
      },
    });
    const flow = (
      await browserRequest(app, jar, "GET", `${base}/verification/flows?id=${item.flow.id}`)
    ).json() as FlowJson;
    expect(flow.state).toBe("sent_email");
    expect(flowMessages(flow)).toEqual([1080003]);
    const whoami = await browserRequest(app, jar, "GET", "/identity/sessions/whoami");
    expect(whoami.json().identity.verifiable_addresses[0]).toMatchObject({ verified: false, status: "sent" });

    const done = await submitCode(jar, flow, await latestCode(app, email, "verification_code"));
    expect(done.statusCode).toBe(200);
    expect(done.json().state).toBe("passed_challenge");
    expect(flowMessages(done.json())).toEqual([1080002]);
    expect(done.json().ui.nodes).toEqual([
      expect.objectContaining({
        type: "a",
        attributes: expect.objectContaining({ id: "continue", href: "https://pool.test/" }),
      }),
    ]);
    const after = await browserRequest(app, jar, "GET", "/identity/sessions/whoami");
    expect(after.json().identity.verifiable_addresses[0]).toMatchObject({
      verified: true,
      status: "completed",
    });
    expect(after.json().identity.verifiable_addresses[0].verified_at).toBe(clock.now().toISOString());
  });

  it("sends a code for a known address (1080003); wrong 4070006, resend, reused 4070006", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { res, flow } = await sentFlow(jar, email);
    expect(res.statusCode).toBe(200);
    expect(flow.ui.nodes.map((n) => `${n.attributes.name}:${n.attributes.type}`)).toEqual([
      "csrf_token:hidden",
      "code:text",
      "method:hidden",
      "method:submit",
      "email:submit",
    ]);
    const first = await latestCode(app, email, "verification_code");
    const wrong = await submitCode(jar, flow, wrongCode(first));
    expect(wrong.statusCode).toBe(200);
    expect(flowMessages(wrong.json())).toEqual([4070006]);

    await browserRequest(app, jar, "POST", `${base}/verification?flow=${flow.id}`, {
      method: "code",
      email,
      csrf_token: csrfOf(flow),
    });
    const second = await latestCode(app, email, "verification_code");
    if (second !== first)
      expect(flowMessages((await submitCode(jar, flow, first)).json())).toEqual([4070006]);
    expect(flowMessages((await submitCode(jar, flow, second)).json())).toEqual([1080002]);
    expect(flowMessages((await submitCode(jar, flow, second)).json())).toEqual([4070006]);

    const again = await browserRequest(app, jar, "POST", `${base}/verification?flow=${flow.id}`, {
      method: "code",
      email,
      csrf_token: csrfOf(flow),
    });
    expect(again.statusCode).toBe(410);
    const fresh = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/verification/flows?id=${again.json().use_flow_id}`,
    );
    expect(flowMessages(fresh.json())).toEqual([4070002]);
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const { res, flow } = await sentFlow(new InjectJar(), email);
    expect(res.statusCode).toBe(200);
    expect(flowMessages(flow)).toEqual([1080003]);
    expect(await mailsTo(app, email)).toEqual([]);
  });

  it("expires with the flow: 410 and a fresh flow with 4070005", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { flow } = await sentFlow(jar, email);
    const code = await latestCode(app, email, "verification_code");
    clock.advance(60 * 60 * 1000 + 1);
    const res = await submitCode(jar, flow, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.id).toBe("self_service_flow_expired");
    const fresh = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/verification/flows?id=${res.json().use_flow_id}`,
    );
    expect(flowMessages(fresh.json())).toEqual([4070005]);
    const stale = await browserRequest(app, jar, "GET", `${base}/verification/flows?id=${flow.id}`);
    expect(stale.statusCode).toBe(410);
  });

  it("spends the flow after 5 wrong codes (4000001 on a new flow)", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { flow } = await sentFlow(jar, email);
    const code = await latestCode(app, email, "verification_code");
    for (let i = 0; i < 5; i++)
      expect(flowMessages((await submitCode(jar, flow, wrongCode(code))).json())).toEqual([4070006]);
    const res = await submitCode(jar, flow, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.id).toBe("self_service_flow_replaced");
    const fresh = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/verification/flows?id=${res.json().use_flow_id}`,
    );
    expect(flowMessages(fresh.json())).toEqual([4000001]);
  });

  it("answers a link token with a new flow carrying 4070001, and validates the address", async () => {
    const jar = new InjectJar();
    const created = (
      await browserRequest(app, jar, "GET", `${base}/verification/browser`)
    ).json() as FlowJson;
    const res = await browserRequest(app, jar, "POST", `${base}/verification?flow=${created.id}&token=abc`, {
      method: "code",
    });
    expect(res.statusCode).toBe(410);
    const fresh = (
      await browserRequest(app, jar, "GET", `${base}/verification/flows?id=${res.json().use_flow_id}`)
    ).json() as FlowJson;
    expect(flowMessages(fresh)).toEqual([4070001]);
    const missing = await browserRequest(app, jar, "POST", `${base}/verification?flow=${fresh.id}`, {
      method: "code",
      csrf_token: csrfOf(fresh),
    });
    expect(missing.statusCode).toBe(400);
    expect(nodeMessages(missing.json(), "email")).toEqual([4000002]);
    const forged = await browserRequest(app, jar, "POST", `${base}/verification?flow=${fresh.id}`, {
      method: "code",
      email: "x@example.com",
    });
    expect(forged.statusCode).toBe(403);
  });

  it("works for api flows", async () => {
    const email = await person();
    const json = { accept: "application/json", "content-type": "application/json" };
    const flow = (await app.inject({ url: `${base}/verification/api`, headers: json })).json();
    await app.inject({
      method: "POST",
      url: `${base}/verification?flow=${flow.id}`,
      headers: json,
      payload: { method: "code", email },
    });
    const code = await latestCode(app, email, "verification_code");
    const res = await app.inject({
      method: "POST",
      url: `${base}/verification?flow=${flow.id}`,
      headers: json,
      payload: { method: "code", code },
    });
    expect(res.json().state).toBe("passed_challenge");
  });
});
