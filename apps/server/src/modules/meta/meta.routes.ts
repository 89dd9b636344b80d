import { versionSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { versionSource } from "./version.service";

const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  const currentVersion = versionSource(app.config.webDist, app.clock.now());

  app.get(
    "/meta/version.json",
    {
      schema: {
        tags: ["meta"],
        summary: "Version of the built web app; changes with every build",
        response: { 200: versionSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { version: await currentVersion() };
    },
  );
};

export default metaRoutes;
