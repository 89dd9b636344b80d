import type { FastifyReply } from "fastify";

/**
 * Sends shared, read-only answers (values a per-process cache hands to every caller, such as a kept worker
 * page) serialized once per value: the route's own response serializer writes the JSON the first time a value
 * is sent, and later sends of the same object reuse the bytes. A 100-row worker page spent about 40% of the
 * server's CPU in serialization, a week's chart 31% (issue 18). One sender per response schema: bodies are keyed
 * by the value only, and a route with another schema would write the same value otherwise. The value must never
 * change after it is first sent (the caches' rule); dropped from its cache, its body goes with it.
 */
export function serializedOnce() {
  const bodies = new WeakMap<object, Buffer>();
  /**
   * `key`: the shared object the answer is made of when `value` is a fresh wrapper around it (one chart series
   * in `{ data: [series] }`); undefined: nothing shared, serialized as any answer.
   */
  return (reply: FastifyReply, value: object, key: object | undefined = value): FastifyReply => {
    if (!key) return reply.send(value);
    let body = bodies.get(key);
    if (!body) {
      const json = reply.serialize(value);
      body = typeof json === "string" ? Buffer.from(json) : Buffer.from(new Uint8Array(json));
      bodies.set(key, body);
    }
    return reply.type("application/json; charset=utf-8").send(body);
  };
}

/**
 * `serializedOnce` for answers of the form `{ data: [...] }` (stats, charts): an answer of one kept item is
 * written once, keyed by that item; an answer of several is written each time.
 */
export function dataSerializedOnce() {
  const send = serializedOnce();
  return (reply: FastifyReply, data: object[]): FastifyReply =>
    send(reply, { data }, data.length === 1 ? data[0] : undefined);
}
