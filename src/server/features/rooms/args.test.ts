import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { sessionIdArg } from "./args";

describe("sessionIdArg", () => {
  it("accepts URL-safe ids up to 100 characters", () => {
    for (const id of ["a", "abc-123_XYZ", "x".repeat(100)]) expect(sessionIdArg.safeParse(id).success).toBe(true);
  });

  it("refuses empty, too long, unsafe and non-string values, with the spec's sentence for strings", () => {
    for (const id of ["", "x".repeat(101), "a b", "<script>", "a/b", 42, null]) expect(sessionIdArg.safeParse(id).success).toBe(false);
    expect(sessionIdArg.safeParse("a b").error?.issues[0]?.message).toBe(MESSAGES.validation.sessionIdInvalid);
  });
});
