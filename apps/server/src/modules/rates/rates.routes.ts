import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** TODO(issue 5): being written. */
const ratesRoutes: FastifyPluginAsyncZod = async () => {};
export default ratesRoutes;
