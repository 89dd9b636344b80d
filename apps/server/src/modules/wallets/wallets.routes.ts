import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** TODO(issue 5): being written. */
const walletsRoutes: FastifyPluginAsyncZod = async () => {};
export default walletsRoutes;
