import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { buildTestApp, useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: true });
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database);
});
afterAll(() => app.close());

describe("GET /api/backend/v0.1/operators/lookup-by-title/{title}", () => {
  it("finds the operator by its URL-encoded title, ignoring case, without credentials", async () => {
    for (const title of ["North%20Hub", "north%20hub", "NORTH%20HUB"]) {
      const res = await app.inject(`/api/backend/v0.1/operators/lookup-by-title/${title}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { id: expect.any(String), operator_name: "northhub", title: "North Hub" },
      });
    }
  });

  it("answers 404 not_found for a title no operator has", async () => {
    const res = await app.inject("/api/backend/v0.1/operators/lookup-by-title/South%20Hub");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "not_found", message: "No operator has this title" });
  });
});
