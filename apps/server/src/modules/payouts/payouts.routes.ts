import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import payoutRequestsRoutes from "./payout-requests.routes";
import payoutScheduleRoutes from "./payout-schedule.routes";

/** Platform payouts: the schedule and run (`payout-schedule.routes.ts`), blockchain requests (`payout-requests.routes.ts`). */
const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(payoutScheduleRoutes);
  await app.register(payoutRequestsRoutes);
};
export default payoutsRoutes;
