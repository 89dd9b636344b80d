import { ProductError } from "../../lib/product-error";
import type { OperatorsRepository } from "./operators.repository";

/** Control Hub operators as the public sign-in page sees them. No Fastify, no SQL here. */
export function operatorsService(repo: OperatorsRepository) {
  return {
    async lookupByTitle(title: string) {
      const operator = await repo.findByTitle(title.trim());
      if (!operator) throw ProductError.notFound("No operator has this title");
      return { data: { id: operator.id, operator_name: operator.operatorName, title: operator.title } };
    },
  };
}
