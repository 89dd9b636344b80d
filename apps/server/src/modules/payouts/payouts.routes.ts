import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** TODO(issue 5): being written. */
const payoutsRoutes: FastifyPluginAsyncZod = async () => {};
export default payoutsRoutes;
