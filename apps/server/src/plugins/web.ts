import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { ErrorBody } from "@pithead/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Paths owned by the server: an unknown path here is a JSON 404, never the SPA's HTML. */
export const serverPrefixes = ["/api/", "/identity/", "/static/", "/meta/", "/dev/"];

const immutable = "public, max-age=31536000, immutable";

function isServerPath(url: string): boolean {
  const path = url.split("?")[0] ?? url;
  return serverPrefixes.some((p) => path === p.slice(0, -1) || path.startsWith(p));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    (request.headers.accept ?? "").includes("text/html") &&
    !isServerPath(request.url)
  );
}

export const notFoundBody: ErrorBody = { code: "not_found", message: "Not found" };

/**
 * Serves the built SPA from `webDist`: hashed files under /assets cached for a year, index.html
 * always revalidated, and any other HTML navigation answered with index.html (history fallback). Files the
 * build precompressed go out brotli- or gzip-encoded when the browser accepts it.
 * Without a build, navigations get a 503 telling how to build instead of a crash.
 */
export default fp(
  async (app: FastifyInstance, opts: { webDist: string }) => {
    const indexFile = join(opts.webDist, "index.html");
    const served = existsSync(opts.webDist);
    if (served) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        prefix: "/",
        wildcard: true,
        // The build writes `.br` and `.gz` beside each text file (apps/web/build/precompress.ts): sent as they
        // are to a browser that accepts them, with `Vary: Accept-Encoding`.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => {
          const rel = path.slice(opts.webDist.length).replaceAll("\\", "/");
          res.header("cache-control", rel.startsWith("/assets/") ? immutable : "no-cache");
        },
      });
    }

    // Server paths and names no file can have (a segment over 255 bytes) are not looked up on disk: a JSON 404
    // (or the SPA for a navigation), not the 403 the file lookup answers for a name it cannot check.
    app.addHook("onRequest", async (request, reply) => {
      if (request.routeOptions.url !== "/*") return;
      const path = request.url.split("?")[0] ?? "";
      if (isServerPath(path) || path.split("/").some((part) => part.length > 255))
        return reply.callNotFound();
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsHtml(request)) return reply.code(404).send(notFoundBody);
      if (!served || !existsSync(indexFile)) {
        return reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .send(`The web app is not built (${indexFile} is missing). Run \`npm run build\` and restart.\n`);
      }
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    });
  },
  { name: "web" },
);
