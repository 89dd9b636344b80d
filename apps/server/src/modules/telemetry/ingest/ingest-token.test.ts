import { describe, expect, it } from "vitest";
import { bearerMatches } from "./ingest-token";

describe("bearerMatches", () => {
  const token = "s3cret-token-of-enough-length";
  it("accepts only Bearer <token>", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches("Bearer ", token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
  });
});
