/**
 * The requests of the schema fuzz suite: for each operation of the OpenAPI document, a valid-ish base request
 * (built from its schemas, real ids in the path) and mutations of one place at a time (a body property, a query
 * or path parameter) or of the whole body or URL; and the runner that sends them and collects what a caller
 * should never see (a 5xx, a 4xx without the documented error body).
 */
import type { App } from "../../src/app";
import { tokenHeaders } from "../product-session";
import {
  deepJson,
  type JsonSchema,
  jsonReplacements,
  minimalValue,
  pick,
  type Replacement,
  type Rng,
  randomNumber,
  randomText,
  sample,
  urlReplacements,
} from "./fuzz-values";
import type { FuzzWorld } from "./fuzz-world";
import type { Operation } from "./operations";

type Headers = Record<string, string>;
type Json = unknown;

/** Identity flow kinds whose submit needs a fresh flow id (`__FLOW__` in the URL is replaced when sent). */
export type FlowKind = "login" | "registration" | "recovery" | "verification" | "settings";

export type FuzzRequest = {
  op: string;
  mutation: string;
  method: string;
  url: string;
  headers: Headers;
  /** The body as sent (text), or none. */
  payload?: string;
  /** A fresh api flow of this kind is made before sending; its id replaces `__FLOW__` in the URL. */
  flow?: FlowKind;
};

export type FuzzOptions = {
  rng: Rng;
  /** How many of the replacement values each place gets (all when larger than the catalogue). */
  perPlace: number;
  /** Extra random mutations per operation (random text and numbers, several places at once): the long run. */
  randomPerOperation: number;
};

const flowMarker = "__FLOW__";
/** Replaced by a counter when sent, so each registration or login names a fresh identifier. */
export const uniqueMarker = "__UNIQUE__";

/** The id a path parameter names: the segment before it says which account. */
function pathValue(path: string, name: string, world: FuzzWorld): string {
  const ids = world.ids;
  const before = path.split(`/{${name}}`)[0]?.split("/").pop() ?? "";
  if (name === "miner_id") return ids.customerId;
  if (name === "watcherId") return ids.watcherLinkId;
  if (name === "token")
    return path.startsWith("/api/backend/v0.1/identity/") ? ids.watcherLinkId : ids.watcherToken;
  if (name === "lng") return "en";
  if (name === "title") return ids.operatorTitle;
  if (name === "wallet_id") return ids.walletId;
  if (name === "transaction_id") return ids.unallocatedId;
  if (name === "request_id") return ids.payoutRequestId;
  if (name === "user_id") return world.owner.identityId;
  switch (before) {
    case "miners":
      return path.includes("/operators/") ? ids.customerId : ids.minerId;
    case "pools":
      return ids.poolId;
    case "promocodes":
      return ids.promocodeId;
    case "operators":
      return ids.operatorId;
    case "identity":
      return world.owner.identityId;
    case "schemas":
      return "default";
    default:
      return "7d9f3c2e-1b4a-4c8d-9e6f-0a1b2c3d4e5f";
  }
}

/** The flow kind of an identity self-service path (`/identity/self-service/<kind>...`). */
function flowKindOf(path: string): FlowKind | undefined {
  const match = /^\/identity\/self-service\/(login|registration|recovery|verification|settings)\b/.exec(path);
  return match?.[1] as FlowKind | undefined;
}

/** Query parameter values of the base request (required ones, and the ones a handler needs to do anything). */
function queryHint(op: Operation, name: string, world: FuzzWorld, flows: Record<FlowKind, string>): Json {
  const kind = flowKindOf(op.path);
  if (name === "flow") return flowMarker;
  if (name === "id" && kind && op.path.endsWith("/flows")) return flows[kind];
  if (name === "id[]") return op.path.includes("/workers/") ? [world.ids.workerId] : [world.ids.minerId];
  if (name === "to") return world.ownerEmail;
  if (name === "pid") return world.ids.minerId;
  if (name === "symbol") return "BTCUSDT";
  return undefined;
}

/** The identity submit bodies each flow's strategies take (their schemas are free-form objects). */
function identityBases(path: string, world: FuzzWorld): { label: string; body: Record<string, Json> }[] {
  switch (flowKindOf(path)) {
    case "login":
      return [
        {
          label: "password",
          body: {
            method: "password",
            identifier: `${uniqueMarker}@pithead.test`,
            password: "Wrong-pass-2026!",
          },
        },
        { label: "totp", body: { method: "totp", totp_code: "123456" } },
        { label: "lookup", body: { method: "lookup_secret", lookup_secret: "abcd1234" } },
      ];
    case "registration":
      return [
        {
          label: "password",
          body: {
            method: "password",
            traits: { email: `${uniqueMarker}@pithead.test`, terms_agreed: true, language: "en" },
            password: "Quarry-lamp-2026!",
          },
        },
      ];
    case "recovery":
    case "verification":
      return [
        { label: "email", body: { method: "code", email: world.ownerEmail } },
        { label: "code", body: { method: "code", code: "123456" } },
      ];
    case "settings":
      return [
        { label: "profile", body: { method: "profile", traits: { email: world.ownerEmail } } },
        { label: "password", body: { method: "password", password: "Quarry-lamp-2027!" } },
        { label: "totp", body: { method: "totp", totp_code: "123456" } },
        { label: "lookup", body: { method: "lookup_secret", lookup_secret_reveal: true } },
        { label: "webauthn", body: { method: "webauthn", webauthn_register: "{}" } },
      ];
    default:
      return [];
  }
}

/** Body base values by property name where the minimal value would stop at a service rule at once. */
function bodyHint(name: string, world: FuzzWorld): Json {
  switch (name) {
    case "to_miner_id":
      return world.ids.customerId;
    case "account_name":
      return "fuzzother";
    case "amount":
      return 200_000;
    case "address":
      return "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa";
    case "batch_id":
      return `batch-${uniqueMarker}`;
    case "ts":
      return new Date().toISOString();
    case "day":
      return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    case "difficulty":
      return 1024;
    case "percent":
      return "1.5";
    case "sats_per_th_day":
      return "50000";
    case "session_token":
      return "ory_st_fuzz";
    default:
      return undefined;
  }
}

type Place = { path: (string | number)[]; schema: JsonSchema | undefined; required: boolean };

/** Every place of a body: each property of the schema (optional ones too) and of the base value, nested. */
function placesOf(
  schema: JsonSchema | undefined,
  value: Json,
  path: (string | number)[] = [],
  depth = 0,
): Place[] {
  if (depth > 4) return [];
  const out: Place[] = [];
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const names = new Set([...Object.keys(schema?.properties ?? {}), ...Object.keys(value)]);
    for (const name of names) {
      const child = schema?.properties?.[name];
      const required = (schema?.required ?? []).includes(name) || name in value;
      out.push({ path: [...path, name], schema: child, required });
      const childValue = (value as Record<string, Json>)[name];
      out.push(...placesOf(child, childValue, [...path, name], depth + 1));
    }
  } else if (Array.isArray(value) && value.length > 0) {
    out.push({ path: [...path, 0], schema: schema?.items, required: true });
    out.push(...placesOf(schema?.items, value[0], [...path, 0], depth + 1));
  }
  return out;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** The base with the place set to `value` (or removed when `remove`). */
function withPlace(base: Json, path: (string | number)[], value: Json, remove = false): Json {
  const copy = clone(base) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== "object") node[key] = {};
    node = node[key] as Record<string | number, Json>;
  }
  const last = path[path.length - 1] as string | number;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** A URL with query parameters given as raw (already encoded) text. */
function urlOf(path: string, query: [string, string][]): string {
  return query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join("&")}` : path;
}

function encodeQuery(query: Record<string, Json>): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      out.push([name, v === flowMarker ? flowMarker : encodeURIComponent(String(v))]);
    }
  }
  return out;
}

function fillRawPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? "");
}

/** The base request of an operation: real path ids, the query a handler needs, the base bodies. */
function baseOf(op: Operation, world: FuzzWorld, flows: Record<FlowKind, string>) {
  const params = op.schema.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const bodySchema = op.schema.requestBody?.content?.["application/json"]?.schema as JsonSchema | undefined;
  const pathValues = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(pathValue(op.path, p.name, world))]),
  );
  const baseQuery: Record<string, Json> = {};
  for (const p of queryParams) {
    const hinted = queryHint(op, p.name, world, flows);
    if (hinted !== undefined) baseQuery[p.name] = hinted;
    else if (p.required) baseQuery[p.name] = minimalValue(p.schema as JsonSchema);
  }
  const bases: { label: string; body: Json }[] = bodySchema
    ? identityBases(op.path, world).length > 0
      ? identityBases(op.path, world)
      : [{ label: "", body: minimalValue(bodySchema, (name) => bodyHint(name, world)) }]
    : [{ label: "", body: undefined }];

  const url = urlOf(fillRawPath(op.path, pathValues), encodeQuery(baseQuery));
  return { pathValues, baseQuery, bases, url };
}

const jsonHeaders = { "content-type": "application/json" };

/**
 * Every fuzz request of one operation as one caller (`headers`): place mutations of the body, the query and
 * the path, whole-body and whole-URL mutations, and (long run) random ones.
 */
function requestsOf(
  op: Operation,
  world: FuzzWorld,
  flows: Record<FlowKind, string>,
  caller: { label: string; headers: Headers },
  options: FuzzOptions,
): FuzzRequest[] {
  const { rng } = options;
  const out: FuzzRequest[] = [];
  const params = op.schema.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const bodySchema = op.schema.requestBody?.content?.["application/json"]?.schema as JsonSchema | undefined;
  const kind = op.path.startsWith("/identity/") ? flowKindOf(op.path) : undefined;
  const needsFlow = kind && queryParams.some((p) => p.name === "flow") ? kind : undefined;

  const { pathValues, baseQuery, bases } = baseOf(op, world, flows);

  const make = (mutation: string, url: string, payload?: string, headers: Headers = {}): FuzzRequest => ({
    op: op.key,
    mutation: `${caller.label}${mutation}`,
    method: op.method,
    url,
    headers: { ...caller.headers, ...(payload !== undefined ? jsonHeaders : {}), ...headers },
    payload,
    flow: needsFlow,
  });
  const basePath = fillRawPath(op.path, pathValues);
  const baseUrl = urlOf(basePath, encodeQuery(baseQuery));
  const bodyText = (body: Json) => (body === undefined ? undefined : JSON.stringify(body));
  const firstBody = bodyText(bases[0]?.body);

  // Path parameters, one at a time (the others real).
  const urlValues = urlReplacements();
  for (const p of pathParams) {
    for (const r of sample(rng, urlValues, options.perPlace)) {
      const url = urlOf(
        fillRawPath(op.path, { ...pathValues, [p.name]: String(r.value) }),
        encodeQuery(baseQuery),
      );
      out.push(make(`path ${p.name}: ${r.label}`, url, firstBody));
    }
  }

  // Query parameters, one at a time; missing required ones; repeated; an over-long query string.
  for (const p of queryParams) {
    for (const r of sample(rng, urlValues, options.perPlace)) {
      const query = encodeQuery({ ...baseQuery, [p.name]: undefined }).filter(([k]) => k !== p.name);
      query.push([p.name, String(r.value)]);
      out.push(make(`query ${p.name}: ${r.label}`, urlOf(basePath, query), firstBody));
    }
    const without = encodeQuery(baseQuery).filter(([k]) => k !== p.name);
    if (p.required) out.push(make(`query ${p.name}: missing`, urlOf(basePath, without), firstBody));
    const repeated = [...without, [p.name, "1"], [p.name, "2"]] as [string, string][];
    out.push(make(`query ${p.name}: repeated a=1&a=2`, urlOf(basePath, repeated), firstBody));
    out.push(
      make(`query ${p.name}[x]: bracketed`, urlOf(basePath, [...without, [`${p.name}[x]`, "1"]]), firstBody),
    );
  }
  if (queryParams.length > 0 || pathParams.length > 0) {
    const query = encodeQuery(baseQuery);
    out.push(
      make("url: 100 kB query string", urlOf(basePath, [...query, ["pad", "x".repeat(100_000)]]), firstBody),
    );
    out.push(
      make(
        "url: 1,000 parameters",
        urlOf(basePath, [
          ...query,
          ...Array.from({ length: 1000 }, (_, i) => [`p${i}`, "1"] as [string, string]),
        ]),
        firstBody,
      ),
    );
  }

  // Body places, one at a time, for each base body.
  for (const base of bodySchema ? bases : []) {
    const prefix = base.label ? `${base.label} ` : "";
    const places = placesOf(bodySchema, base.body);
    for (const place of places) {
      const name = place.path.join(".");
      const current = place.path.reduce<Json>(
        (node, key) => (node as Record<string | number, Json>)?.[key],
        base.body,
      );
      const replacements: Replacement[] = sample(
        rng,
        jsonReplacements(place.schema, current),
        options.perPlace,
      );
      for (const r of replacements) {
        out.push(
          make(
            `${prefix}body ${name}: ${r.label}`,
            baseUrl,
            bodyText(withPlace(base.body, place.path, r.value)),
          ),
        );
      }
      if (place.required) {
        out.push(
          make(
            `${prefix}body ${name}: missing`,
            baseUrl,
            bodyText(withPlace(base.body, place.path, null, true)),
          ),
        );
      }
      if (place.path.length === 1) {
        const marked = bodyText(withPlace(base.body, place.path, "__DEEP__")) ?? "";
        out.push(
          make(
            `${prefix}body ${name}: nested 10,000 deep`,
            baseUrl,
            marked.replace('"__DEEP__"', deepJson(10_000, "object")),
          ),
        );
      }
    }
    if (base.body !== null && typeof base.body === "object" && !Array.isArray(base.body)) {
      out.push(make(`${prefix}body: extra property`, baseUrl, bodyText({ ...base.body, fuzz_extra: "x" })));
      out.push(
        make(
          `${prefix}body: __proto__ key`,
          baseUrl,
          `{"__proto__":{"polluted":1},${(bodyText(base.body) ?? "{}").slice(1)}`,
        ),
      );
      out.push(
        make(
          `${prefix}body: constructor.prototype key`,
          baseUrl,
          bodyText({ ...base.body, constructor: { prototype: { polluted: 1 } } }),
        ),
      );
      out.push(
        make(
          `${prefix}body: 1,000 extra properties`,
          baseUrl,
          bodyText({
            ...base.body,
            ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])),
          }),
        ),
      );
    }
  }

  // The whole body.
  if (bodySchema) {
    const whole: [string, string | undefined, Headers][] = [
      ["malformed JSON", '{"a":', {}],
      ["single-quoted JSON", "{'a':1}", {}],
      ["trailing garbage", `${firstBody ?? "{}"}x`, {}],
      ["array 10,000 deep", deepJson(10_000, "array"), {}],
      ["object 10,000 deep", deepJson(10_000, "object"), {}],
      ["empty body", "", {}],
      ["no body", undefined, { "content-type": "application/json" }],
      ["JSON null", "null", {}],
      ["JSON string", '"fuzz"', {}],
      ["JSON number", "1e308", {}],
      ["JSON array", `[${firstBody ?? "{}"}]`, {}],
      ["text/plain", firstBody ?? "{}", { "content-type": "text/plain" }],
      ["form-urlencoded", "a=1&b=%00&c=%ED%A0%80", { "content-type": "application/x-www-form-urlencoded" }],
      ["unknown content-type", firstBody ?? "{}", { "content-type": "application/x-fuzz" }],
      [
        "content-type with charset",
        firstBody ?? "{}",
        { "content-type": "application/json; charset=utf-16" },
      ],
      ["over the body limit (2 MB)", JSON.stringify({ a: "x".repeat(2_000_000) }), {}],
      [
        "invalid UTF-8 bytes",
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString("latin1"),
        {},
      ],
    ];
    for (const [label, payload, headers] of whole) {
      out.push(make(`whole body: ${label}`, baseUrl, payload, headers));
    }
  }

  // The long run: random text and numbers in random places, several at once.
  for (let i = 0; i < options.randomPerOperation; i++) {
    const base = pick(rng, bases);
    let body = base.body;
    const places = bodySchema ? placesOf(bodySchema, body) : [];
    const labels: string[] = [];
    const query = encodeQuery(baseQuery);
    const values = { ...pathValues };
    for (let n = 1 + Math.floor(rng() * 3); n > 0; n--) {
      const r = rng();
      const value: Json =
        r < 0.4
          ? randomText(rng, pick(rng, [8, 64, 2000]))
          : r < 0.7
            ? randomNumber(rng)
            : pick(rng, [null, true, [], {}, [randomText(rng, 8)], { x: randomNumber(rng) }]);
      const where = Math.floor(rng() * 3);
      if (where === 0 && places.length > 0) {
        const place = pick(rng, places);
        body = withPlace(body, place.path, value);
        labels.push(`body ${place.path.join(".")}`);
      } else if (where === 1 && queryParams.length > 0) {
        const p = pick(rng, queryParams);
        query.push([p.name, encodeURIComponent(String(value).toWellFormed())]);
        labels.push(`query ${p.name}`);
      } else if (pathParams.length > 0) {
        const p = pick(rng, pathParams);
        values[p.name] = encodeURIComponent(String(value).toWellFormed());
        labels.push(`path ${p.name}`);
      }
    }
    if (labels.length === 0) continue;
    out.push(
      make(`random #${i} (${labels.join(", ")})`, urlOf(fillRawPath(op.path, values), query), bodyText(body)),
    );
  }
  return out;
}

/** Identity routes a session would change the meaning of: signed-out flows and the public ones. */
function identityCaller(path: string): "owner" | "anonymous" {
  return /^\/identity\/(self-service\/settings|sessions|self-service\/logout)/.test(path)
    ? "owner"
    : "anonymous";
}

/** Every fuzz request for the operations that take a body, a query or a path parameter. */
export async function fuzzRequests(
  app: App,
  operations: Operation[],
  world: FuzzWorld,
  flows: Record<FlowKind, string>,
  options: FuzzOptions,
  ingestToken: string,
): Promise<FuzzRequest[]> {
  const owner = { label: "", headers: tokenHeaders(world.owner) };
  const anonymous = { label: "anonymous ", headers: {} };
  const out: FuzzRequest[] = [];
  for (const op of operations) {
    const hasInput = (op.schema.parameters?.length ?? 0) > 0 || op.schema.requestBody !== undefined;
    if (!hasInput) continue;
    const callers: { label: string; headers: Headers }[] = [];
    if (op.path.startsWith("/api/ingest/")) {
      callers.push({ label: "", headers: { authorization: `Bearer ${ingestToken}` } });
    } else if (op.path.startsWith("/identity/")) {
      callers.push(identityCaller(op.path) === "owner" ? owner : anonymous);
    } else {
      callers.push(owner);
      // Public routes are fuzzed signed out too: a base request without credentials that is not refused.
      if (op.method === "GET") {
        const res = await app.inject({ method: "GET", url: baseOf(op, world, flows).url });
        if (res.statusCode !== 401 && res.statusCode !== 403) callers.push(anonymous);
      }
    }
    for (const caller of callers) out.push(...requestsOf(op, world, flows, caller, options));
  }
  return out;
}

/** What the fuzz run saw: requests sent, counts per status, and every answer a caller should not get. */
export type FuzzResult = {
  sent: number;
  byStatus: Record<number, number>;
  failures: string[];
};

function isProductError(body: unknown): boolean {
  const b = body as { code?: unknown; message?: unknown } | null;
  return typeof b?.code === "string" && typeof b.message === "string";
}

/** Kratos's error body `{error: {code, message}}`, or a flow (`{id, ui}`) answered with its messages. */
function isIdentityAnswer(body: unknown): boolean {
  const b = body as { error?: { code?: unknown; message?: unknown }; id?: unknown; ui?: unknown } | null;
  if (b?.error && typeof b.error.code === "number" && typeof b.error.message === "string") return true;
  return typeof b?.id === "string" && typeof b.ui === "object" && b.ui !== null;
}

/** Sends the requests one after another and checks each answer. */
export async function runFuzz(
  app: App,
  requests: FuzzRequest[],
  newFlow: (kind: FlowKind) => Promise<string>,
  /** Sees every answer (the bench's FUZZ_DUMP writes them to a file). */
  onAnswer?: (request: FuzzRequest, status: number, body: string) => void,
): Promise<FuzzResult> {
  const byStatus: Record<number, number> = {};
  const failures: string[] = [];
  let unique = 0;
  for (const request of requests) {
    let url = request.url;
    if (request.flow && url.includes(flowMarker)) url = url.replace(flowMarker, await newFlow(request.flow));
    unique++;
    const payload = request.payload?.replaceAll(uniqueMarker, `fuzz${unique}`);
    const res = await app.inject({
      method: request.method as "GET",
      url,
      headers: { ...request.headers, accept: "application/json" },
      payload,
      // Each request from its own address: the sign-in limits per address would otherwise stop the run.
      remoteAddress: `10.${(unique >> 16) & 255}.${(unique >> 8) & 255}.${unique & 255}`,
    });
    byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
    onAnswer?.(request, res.statusCode, res.body);
    let problem: string | undefined;
    if (res.statusCode >= 500) problem = "5xx";
    else if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      const identity = request.op.includes(" /identity/");
      // A mutated path may name no identity route at all (an escaped slash, an undecodable URL): the server's
      // product body answers those, as it does every unknown path under /identity.
      const pathMutated = request.mutation.includes("path ");
      const ok = identity
        ? isIdentityAnswer(body) || ((res.statusCode === 404 || pathMutated) && isProductError(body))
        : isProductError(body);
      if (!ok)
        problem = identity ? "4xx without Kratos's error body or a flow" : "4xx without {code, message}";
    }
    if (problem) {
      const shownUrl = url.length > 200 ? `${url.slice(0, 200)}... (${url.length} chars)` : url;
      failures.push(
        `${problem}: ${request.op} | ${request.mutation} | ${request.method} ${shownUrl} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    }
  }
  return { sent: requests.length, byStatus, failures };
}
