import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** TODO(issue 5): being written. */
const rewardsRoutes: FastifyPluginAsyncZod = async () => {};
export default rewardsRoutes;
