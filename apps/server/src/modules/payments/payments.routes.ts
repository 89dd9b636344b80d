import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** TODO(issue 5): being written. */
const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
export default paymentsRoutes;
