import { minerTitleBodySchema, minerTitleSchema } from "@pithead/contract";
import { describe, expect, it } from "vitest";

const issue = (input: unknown) => minerTitleSchema.safeParse(input).error?.issues[0]?.code;

describe("the miner title rule (contract minerTitleSchema)", () => {
  it("trims and keeps 1 to 64 characters, counted as code points", () => {
    expect(minerTitleSchema.parse("  Rig room A \t")).toBe("Rig room A");
    expect(minerTitleSchema.parse("x")).toBe("x");
    expect(minerTitleSchema.parse("a".repeat(64))).toBe("a".repeat(64));
    expect(minerTitleSchema.parse("⛏".repeat(64))).toBe("⛏".repeat(64));
    expect(minerTitleSchema.parse("😀".repeat(64))).toHaveLength(128); // 64 characters, 128 UTF-16 units
    expect(minerTitleSchema.parse("Ферма 矿场 №1")).toBe("Ферма 矿场 №1");
  });

  it("refuses blank and too long titles", () => {
    expect(issue("")).toBe("too_small");
    expect(issue(" \n\t ")).toBe("too_small");
    expect(issue("a".repeat(65))).toBe("too_big");
    expect(issue("😀".repeat(65))).toBe("too_big");
    expect(issue(` ${"a".repeat(64)} `)).toBeUndefined();
  });

  it("refuses control characters, line separators and bidirectional controls inside", () => {
    for (const bad of ["a\u0007b", "a\nb", "a\u007fb", "a\u0085b", "a\u2028b", "a\u202eb", "a\u2066b"]) {
      expect(issue(bad), JSON.stringify(bad)).toBe("custom");
    }
    expect(issue("\nRig\n")).toBeUndefined(); // outer whitespace is trimmed first
  });

  it("is the body of PUT miners/{id}/title", () => {
    expect(minerTitleBodySchema.parse({ title: " Main " })).toEqual({ title: "Main" });
    expect(minerTitleBodySchema.safeParse({}).success).toBe(false);
    expect(minerTitleBodySchema.safeParse({ title: 5 }).success).toBe(false);
  });
});
