import { passwordMinLength } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { fieldProblem, fieldsOfButton } from "./field-checks";
import type { InputNode } from "./flow-body";

const node = (group: string, attributes: Record<string, unknown>) =>
  ({
    type: "input",
    group,
    attributes: { disabled: false, node_type: "input", ...attributes },
    messages: [],
    meta: {},
  }) as unknown as InputNode;

const idOf = (found: ReturnType<typeof fieldProblem>) => found?.id ?? null;

describe("fieldProblem", () => {
  it("answers with the identity service's message ids", () => {
    const email = node("default", { name: "traits.email", type: "email", required: true });
    expect(fieldProblem(email, "")).toMatchObject({ id: 4000002, context: { property: "email" } });
    expect(fieldProblem(email, "a@b")).toMatchObject({ id: 4000040, context: { value: "a@b" } });
    expect(fieldProblem(email, " a@b.co ")).toBeNull();
    const terms = node("default", { name: "traits.terms_agreed", type: "checkbox", required: true });
    expect(idOf(fieldProblem(terms, false))).toBe(4000002);
    expect(fieldProblem(terms, true)).toBeNull();
    const code = node("code", {
      name: "code",
      type: "text",
      required: true,
      pattern: "[0-9]+",
      maxlength: 6,
    });
    expect(fieldProblem(code, "12x")).toMatchObject({ id: 4000004, context: { pattern: "[0-9]+" } });
    expect(idOf(fieldProblem(code, "1234567"))).toBe(4000017);
    expect(fieldProblem(code, "123456")).toBeNull();
  });

  it("checks a new password's length, a sign-in password only for blank", () => {
    const fresh = node("password", { name: "password", type: "password", autocomplete: "new-password" });
    const short = "x".repeat(passwordMinLength - 1);
    expect(fieldProblem(fresh, short)).toMatchObject({
      id: 4000032,
      context: { min_length: passwordMinLength, actual_length: passwordMinLength - 1 },
    });
    expect(idOf(fieldProblem(fresh, "x".repeat(73)))).toBe(4000033);
    // Long enough: then each character class, with the identity service's reason.
    expect(fieldProblem(fresh, "Abcdefgh!")).toMatchObject({
      id: 4000005,
      text: "The password can not be used because it must contain at least one digit.",
      context: { reason: "it must contain at least one digit" },
    });
    expect(fieldProblem(fresh, "abcdefg1!")?.context).toEqual({
      reason: "it must contain at least one upper case letter",
    });
    expect(fieldProblem(fresh, "Abcdefg12")?.context).toEqual({
      reason: "it must contain at least one special character",
    });
    expect(fieldProblem(fresh, "Demo-pithead-2026")).toBeNull();
    const current = node("password", { name: "password", type: "password", required: true });
    expect(fieldProblem(current, short)).toBeNull();
    expect(idOf(fieldProblem(current, ""))).toBe(4000002);
  });

  it("leaves hidden values, buttons and optional blank fields alone", () => {
    expect(
      fieldProblem(node("default", { name: "csrf_token", type: "hidden", required: true }), ""),
    ).toBeNull();
    expect(
      fieldProblem(node("webauthn", { name: "webauthn_register_displayname", type: "text" }), ""),
    ).toBeNull();
  });
});

describe("fieldsOfButton", () => {
  const nodes = [
    node("default", { name: "identifier", type: "text", required: true }),
    node("password", { name: "password", type: "password", required: true }),
    node("password", { name: "method", type: "submit", value: "password" }),
    node("webauthn", { name: "webauthn_login_trigger", type: "button" }),
  ];
  it("the method's submit answers for its group and the default group; other buttons for none", () => {
    expect(fieldsOfButton(nodes, nodes[2]).map((n) => n.attributes.name)).toEqual(["identifier", "password"]);
    expect(fieldsOfButton(nodes, nodes[3])).toEqual([]);
    expect(fieldsOfButton(nodes, undefined)).toEqual([]);
  });
});
