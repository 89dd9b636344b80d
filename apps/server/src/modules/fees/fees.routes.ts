import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** TODO(issue 5): being written. */
const feesRoutes: FastifyPluginAsyncZod = async () => {};
export default feesRoutes;
