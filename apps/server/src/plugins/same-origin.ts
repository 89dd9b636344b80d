import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ProductError } from "../lib/product-error";
import { sessionTokenOf } from "../modules/identity-provider/identity-provider";

const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser sent this request from one of the app's own pages: its `Origin` is PUBLIC_URL's origin or
 * the request's own (scheme and `Host`, or the `X-Forwarded-*` ones under TRUST_PROXY). `npm run dev`'s Vite
 * proxy keeps the browser's `Host`, so a page on :5173 is its own origin there. A native form post under
 * helmet's `Referrer-Policy: no-referrer` says `Origin: null`: then the browser's `Sec-Fetch-Site` decides.
 */
export function fromOwnOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin?.toLowerCase();
  if (origin === undefined) return true;
  if (origin === "null") return request.headers["sec-fetch-site"] === "same-origin";
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`.toLowerCase();
}

/**
 * Defence in depth beside the session cookie's SameSite=Lax: a state-changing request (any method but
 * GET/HEAD/OPTIONS) that carries cookies and no session token (`X-Session-Token`, `Authorization: Bearer`) is
 * refused with 403 `access_denied` when its `Origin` is another site's. The product API and the identity service
 * alike (there, in Kratos's error shape; its flows keep their CSRF tokens). Without an `Origin` header, or with
 * a token (which no other site can make a browser send), a request goes on.
 */
export default fp(
  async (app: FastifyInstance) => {
    const publicOrigin = new URL(app.config.publicUrl).origin.toLowerCase();
    app.addHook("onRequest", async (request) => {
      if (readOnlyMethods.has(request.method) || !request.headers.cookie) return;
      if (sessionTokenOf(request.headers) || fromOwnOrigin(request, publicOrigin)) return;
      throw new ProductError(
        "access_denied",
        403,
        "Cross-origin request refused: the Origin header is not this app's origin",
      );
    });
  },
  { name: "same-origin", dependencies: ["context"] },
);
