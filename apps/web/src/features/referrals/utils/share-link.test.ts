import { describe, expect, it } from "vitest";
import { absoluteLink } from "./share-link";

describe("a code's share link", () => {
  it("is made absolute on this site when the server gives a path", () => {
    expect(absoluteLink("/auth/registration?promocode=AB12", "https://pool.example/")).toBe(
      "https://pool.example/auth/registration?promocode=AB12",
    );
    expect(absoluteLink("https://pool.example/auth/registration?promocode=AB12", "http://other")).toBe(
      "https://pool.example/auth/registration?promocode=AB12",
    );
  });
});
