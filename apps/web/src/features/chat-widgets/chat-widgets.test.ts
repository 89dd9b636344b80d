import type { Session } from "@ory/client-fetch";
import { describe, expect, it } from "vitest";
import { chatUsersOf } from "./chat-widgets";

describe("chatUsersOf", () => {
  it("reads the identity id, e-mail and each vendor's hash from the session's verification object", () => {
    const session = {
      id: "s",
      identity: {
        id: "id-1",
        schema_id: "default",
        schema_url: "",
        traits: { email: "m@pithead.test" },
        metadata_public: { verification: { intercom: "abc", dashly: null, carrot_quest: "def" } },
      },
    } as Session;
    expect(chatUsersOf(session)).toEqual({
      intercom: { id: "id-1", email: "m@pithead.test", hash: "abc" },
      dashly: { id: "id-1", email: "m@pithead.test", hash: null },
      carrot_quest: { id: "id-1", email: "m@pithead.test", hash: "def" },
    });
  });

  it("has no hashes when the session carries no verification object (a Kratos without them)", () => {
    const session = {
      id: "s",
      identity: { id: "id-2", schema_id: "", schema_url: "", traits: {} },
    } as Session;
    expect(chatUsersOf(session).intercom).toEqual({ id: "id-2", email: undefined, hash: null });
  });
});
