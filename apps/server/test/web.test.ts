import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { buildTestApp, tempDir, useTestDatabase, writeFiles } from "./helper";

const ctx = useTestDatabase({ demo: false });
const dist = tempDir();
const locales = tempDir();
let app: App;
let unbuilt: App;

beforeAll(async () => {
  writeFiles(dist, {
    "index.html": "<!doctype html><title>Pithead SPA</title>",
    "assets/app-abc123.js": "console.log(1)",
    "assets/big-abc123.js": "const big = 1;",
    "assets/big-abc123.js.br": brotliCompressSync("const big = 1;"),
    "assets/big-abc123.js.gz": gzipSync("const big = 1;"),
    "meta/version.json": JSON.stringify({ version: "1.2.3+build7" }),
  });
  writeFiles(locales, {
    "en/shell.json": JSON.stringify({ shell: { title: "Pithead" } }),
    "en/errors.json": JSON.stringify({ errors: { frontend: { back: "Back" } } }),
    "ru/shell.json": JSON.stringify({ shell: { title: "Пайтхед" } }),
    "cn/shell.json": JSON.stringify({ shell: { title: "矿井" } }),
  });
  app = await buildTestApp(ctx.database, { env: { WEB_DIST: dist }, localesDir: locales });
  unbuilt = await buildTestApp(ctx.database, {
    env: { WEB_DIST: join(dist, "missing") },
    localesDir: locales,
  });
});
afterAll(async () => {
  await app.close();
  await unbuilt.close();
});

const html = { accept: "text/html,application/xhtml+xml" };

describe("the built SPA", () => {
  it.each(["/", "/workers", "/customers/42/settings?tab=1"])(
    "%s in a browser gets index.html, not cached",
    async (url) => {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("Pithead SPA");
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("serves hashed assets with a long immutable cache", async () => {
    const res = await app.inject("/assets/app-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1)");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's precompressed file in the encoding the browser accepts", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await app.inject({ url: "/assets/big-abc123.js", headers: { "accept-encoding": accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(res.headers["content-type"]).toMatch(/javascript/);
      const body = encoding === "br" ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString()).toBe("const big = 1;");
    }
    const plain = await app.inject({
      url: "/assets/big-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("const big = 1;");
  });

  it("a missing asset is a 404, not index.html", async () => {
    const res = await app.inject({ url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Pithead SPA");
  });

  it("an unknown server path or an over-long name is a JSON 404, however long, never a 403", async () => {
    for (const url of [`/api/backend/v0.1/${"a".repeat(100_000)}`, `/static/${"b".repeat(300)}`, "/meta/x"]) {
      const res = await app.inject(url);
      expect([url.slice(0, 30), res.statusCode, res.json()]).toEqual([
        url.slice(0, 30),
        404,
        { code: "not_found", message: "Not found" },
      ]);
    }
    const longName = await app.inject({ url: `/${"c".repeat(300)}`, headers: html });
    expect(longName.statusCode).toBe(200);
    expect(longName.body).toContain("Pithead SPA");
  });

  it("without a build, a navigation gets a 503 that says to build, and the API still works", async () => {
    const res = await unbuilt.inject({ url: "/workers", headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
    expect((await unbuilt.inject("/healthz")).statusCode).toBe(200);
  });
});

describe("GET /meta/version.json", () => {
  it("answers the version the web build wrote, never cached", async () => {
    const res = await app.inject("/meta/version.json");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: "1.2.3+build7" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("without a build, answers a version derived from the server start", async () => {
    const res = await unbuilt.inject("/meta/version.json");
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toMatch(/^dev-[0-9a-z]+$/);
  });
});

describe("GET /static/locales/:lng.json", () => {
  it("merges the area files of en", async () => {
    const res = await app.inject("/static/locales/en.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.json()).toEqual({ shell: { title: "Pithead" }, errors: { frontend: { back: "Back" } } });
  });

  it("answers brotli or gzip as the client accepts, the same JSON once decoded", async () => {
    const plain = (await app.inject("/static/locales/ru.json")).body;
    const br = await app.inject({
      url: "/static/locales/ru.json",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await app.inject({
      url: "/static/locales/ru.json",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const none = await app.inject({
      url: "/static/locales/ru.json",
      headers: { "accept-encoding": "identity" },
    });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it.each([
    ["ru", "Пайтхед"],
    ["cn", "矿井"],
  ])("serves %s", async (lng, title) => {
    const res = await app.inject(`/static/locales/${lng}.json`);
    expect(res.statusCode).toBe(200);
    expect(res.json().shell.title).toBe(title);
  });

  it.each([
    "/static/locales/xx.json",
    "/static/locales/..%2F..%2Fpackage.json",
    "/static/locales/%2e%2e%2fen.json",
    "/static/locales/../../package.json",
    "/static/locales/en",
  ])("%s answers the JSON 404", async (url) => {
    const res = await app.inject({ url, headers: { accept: "application/json" } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });
});
