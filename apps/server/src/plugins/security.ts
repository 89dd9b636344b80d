import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { integrationCspSources } from "./integrations-csp";

/** Public price service the exchange-rate feature reads from the browser (the default RATES_PROVIDER_URL's). */
export const priceServiceOrigin = "https://api.coingecko.com";

/** Content-Security-Policy for the Vite-built SPA (connect-src gains the configured price service's origin). */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", priceServiceOrigin],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The SPA's hashed files: immutable and cached by browsers, but a cold start fetches one per route chunk
 * (the web app is split by route), so they do not count against the per-IP limit.
 */
const isSpaAsset = (url: string): boolean => url.startsWith("/assets/");

/** API and identity answers: personal, so never kept by a browser or proxy cache unless a route says so. */
const isApi = (url: string): boolean => url.startsWith("/api/") || url.startsWith("/identity/");

/** The headers a helmet middleware sets, recorded once from a stand-in response (helmet only sets and removes). */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  if (!headers["content-security-policy"]) throw new Error("helmet set no Content-Security-Policy");
  return headers;
}

/**
 * Security headers on every response, `Cache-Control: no-store` on API answers that set no policy of their
 * own, and a generous global rate limit (per IP, the SPA's hashed files excepted) that later routes (login,
 * recovery) tighten with their own `config.rateLimit`.
 */
export default fp(
  async (app: FastifyInstance, opts: { rateLimitMax: number }) => {
    const extra = integrationCspSources(app.config.integrations);
    // helmet's headers are the same on every response (no per-request CSP nonce): they are taken from its
    // middleware once and set on each reply with Fastify's headers (12 validated `setHeader` calls on the raw
    // response were 25 µs of the ~65 µs a bare Fastify answer costs here; issue 18).
    const headers = headersOf(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            ...cspDirectives,
            scriptSrc: [...cspDirectives.scriptSrc, ...extra.scriptSrc],
            connectSrc: ["'self'", new URL(app.config.rates.providerUrl).origin, ...extra.connectSrc],
            imgSrc: [...cspDirectives.imgSrc, ...extra.imgSrc],
            fontSrc: [...cspDirectives.fontSrc, ...extra.fontSrc],
            ...(extra.frameSrc.length ? { frameSrc: extra.frameSrc } : {}),
            ...(extra.mediaSrc.length ? { mediaSrc: extra.mediaSrc } : {}),
          },
        },
        crossOriginEmbedderPolicy: false,
        frameguard: { action: "deny" },
      }),
    );
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimitMax,
      timeWindow: "1 minute",
      allowList: (request) => isSpaAsset(request.url),
      // A client that has already closed its socket has no address left (request.ip undefined): it shares one
      // bucket instead of the limiter failing with a 500.
      keyGenerator: (request) => request.ip ?? "(closed)",
      // The `x-ratelimit-*` headers go with a 429 (beside `retry-after`), not on every answer under the limit:
      // three computed headers were a sixth of a bare answer's cost, and no client of ours reads them.
      addHeadersOnExceeding: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false,
      },
    });
    app.addHook("onSend", async (request, reply) => {
      if (isApi(request.url) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    });
  },
  { name: "security" },
);
