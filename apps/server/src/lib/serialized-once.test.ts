import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { dataSerializedOnce, serializedOnce } from "./serialized-once";

/** A route sending `current` through `serializedOnce`, its serializer counting the bodies it writes. */
async function appSending(current: () => object, keyOf: (value: object) => object | undefined = (v) => v) {
  const app = Fastify();
  let written = 0;
  const send = serializedOnce();
  app.get(
    "/page",
    {
      serializerCompiler: () => (data) => {
        written += 1;
        const { rows } = data as { rows: number[] };
        return JSON.stringify({ rows });
      },
      schema: { response: { 200: { type: "object" } } },
    },
    async (_request, reply) => {
      const value = current();
      return send(reply, value, keyOf(value));
    },
  );
  await app.ready();
  return { app, written: () => written };
}

describe("serializedOnce", () => {
  it("writes a shared value's body with the route's serializer once and sends the same JSON each time", async () => {
    const page = { rows: [1, 2, 3], internal: "not in the schema" };
    const { app, written } = await appSending(() => page);
    const first = await app.inject({ url: "/page" });
    const second = await app.inject({ url: "/page" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.body).toBe('{"rows":[1,2,3]}');
    expect(second.body).toBe(first.body);
    expect(second.headers["content-length"]).toBe(String(first.body.length));
    expect(written()).toBe(1);
    await app.close();
  });

  it("keys a fresh wrapper's body by the shared object inside it, and writes unkeyed answers each time", async () => {
    const shared = [4, 5];
    const keyed = await appSending(
      () => ({ rows: shared }),
      (v) => (v as { rows: number[] }).rows,
    );
    expect((await keyed.app.inject({ url: "/page" })).body).toBe('{"rows":[4,5]}');
    expect((await keyed.app.inject({ url: "/page" })).body).toBe('{"rows":[4,5]}');
    expect(keyed.written()).toBe(1);
    await keyed.app.close();
    const unkeyed = await appSending(
      () => ({ rows: shared }),
      () => undefined,
    );
    const answer = await unkeyed.app.inject({ url: "/page" });
    await unkeyed.app.inject({ url: "/page" });
    expect(answer.body).toBe('{"rows":[4,5]}');
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(unkeyed.written()).toBe(2);
    await unkeyed.app.close();
  });

  it("writes another value's body anew", async () => {
    let page = { rows: [1] };
    const { app, written } = await appSending(() => page);
    expect((await app.inject({ url: "/page" })).body).toBe('{"rows":[1]}');
    page = { rows: [2, 3] };
    expect((await app.inject({ url: "/page" })).body).toBe('{"rows":[2,3]}');
    expect(written()).toBe(2);
    await app.close();
  });

  it("writes a `{ data }` answer of one kept item once, of several items each time", async () => {
    const app = Fastify();
    let written = 0;
    const send = dataSerializedOnce();
    const item = { id: "a" };
    let data: object[] = [item];
    app.get(
      "/data",
      {
        serializerCompiler: () => (value) => {
          written += 1;
          return JSON.stringify(value);
        },
        schema: { response: { 200: { type: "object" } } },
      },
      async (_request, reply) => send(reply, data),
    );
    await app.ready();
    expect((await app.inject({ url: "/data" })).body).toBe('{"data":[{"id":"a"}]}');
    expect((await app.inject({ url: "/data" })).body).toBe('{"data":[{"id":"a"}]}');
    expect(written).toBe(1);
    data = [item, { id: "b" }];
    await app.inject({ url: "/data" });
    expect((await app.inject({ url: "/data" })).body).toBe('{"data":[{"id":"a"},{"id":"b"}]}');
    expect(written).toBe(3);
    await app.close();
  });
});
