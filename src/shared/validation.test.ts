import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { MESSAGES } from "./messages";
import {
  customRoomCodeSchema,
  emailSchema,
  joinCodeSchema,
  manualStorySchema,
  maxFibonacciSchema,
  normalizeEmail,
  normalizeRoomCode,
  optionalCustomRoomCodeSchema,
  roomNameSchema,
  signInSchema,
  signUpSchema,
  storyPointsSchema,
  validateStoryPoints,
  validationMessage,
} from "./validation";
import { HOSTILE_EMAILS } from "../../tests/support/hostileEmails";

const V = MESSAGES.validation;
const ok = (schema: z.ZodMiniType, value: unknown) => schema.parse(value);
const messages = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("normalizeRoomCode and normalizeEmail", () => {
  it("trim and change case", () => {
    expect(normalizeRoomCode("  abc12 ")).toBe("ABC12");
    expect(normalizeEmail("  Alice@Example.COM ")).toBe("alice@example.com");
  });
});

describe("room name", () => {
  it("is trimmed and required", () => {
    expect(ok(roomNameSchema, "  Sprint 42  ")).toBe("Sprint 42");
    expect(messages(roomNameSchema, "   ")).toEqual([V.roomNameRequired]);
  });

  it("is at most 60 characters", () => {
    expect(ok(roomNameSchema, "x".repeat(60))).toHaveLength(60);
    expect(messages(roomNameSchema, "x".repeat(61))).toEqual([V.roomNameTooLong]);
  });
});

describe("custom room code (spec 5)", () => {
  it("upper-cases 3-8 letters or digits", () => {
    expect(ok(customRoomCodeSchema, "abc")).toBe("ABC");
    expect(ok(customRoomCodeSchema, " team42x ")).toBe("TEAM42X");
    expect(ok(customRoomCodeSchema, "12345678")).toBe("12345678");
  });

  it.each(["ab", "abcdefghi", "ab-c", "ab c", "äbc", ""])("refuses %j with the spec message", (code) => {
    expect(messages(customRoomCodeSchema, code)).toEqual([
      "Room code must be 3-8 characters long and contain only letters and numbers",
    ]);
  });

  it("is optional in the create form: blank or absent gives undefined", () => {
    expect(ok(optionalCustomRoomCodeSchema, undefined)).toBeUndefined();
    expect(ok(optionalCustomRoomCodeSchema, "")).toBeUndefined();
    expect(ok(optionalCustomRoomCodeSchema, "   ")).toBeUndefined();
    expect(ok(optionalCustomRoomCodeSchema, "team")).toBe("TEAM");
    expect(messages(optionalCustomRoomCodeSchema, "x")).toEqual([V.roomCodeFormat]);
  });
});

describe("max Fibonacci", () => {
  it("accepts only the listed options", () => {
    expect(ok(maxFibonacciSchema, 89)).toBe(89);
    expect(ok(maxFibonacciSchema, 13)).toBe(13);
    expect(messages(maxFibonacciSchema, 8)).toEqual([V.maxFibonacciInvalid]);
    expect(messages(maxFibonacciSchema, 100)).toEqual([V.maxFibonacciInvalid]);
  });
});

describe("join code", () => {
  it("is trimmed and upper-cased", () => {
    expect(ok(joinCodeSchema, "  ab12 ")).toBe("AB12");
    expect(ok(joinCodeSchema, "a")).toBe("A");
    expect(ok(joinCodeSchema, "abcdefgh")).toBe("ABCDEFGH");
  });

  it("is required, at most 8 characters and only letters and digits", () => {
    expect(messages(joinCodeSchema, "   ")).toEqual([V.joinCodeRequired]);
    expect(messages(joinCodeSchema, "abcdefghi")).toEqual([V.joinCodeFormat]);
    expect(messages(joinCodeSchema, "ab-c")).toEqual([V.joinCodeFormat]);
  });
});

describe("manual story", () => {
  it("is non-empty after trim and at most 2000 characters", () => {
    expect(ok(manualStorySchema, "  As a user... ")).toBe("As a user...");
    expect(messages(manualStorySchema, " \n ")).toEqual([V.storyRequired]);
    expect(ok(manualStorySchema, "x".repeat(2000))).toHaveLength(2000);
    expect(messages(manualStorySchema, "x".repeat(2001))).toEqual([V.storyTooLong]);
  });
});

describe("sign-up", () => {
  const valid = { name: "Alice", email: "Alice@Example.com", password: "secret", confirmPassword: "secret" };

  it("accepts a valid form, trimming the name and lower-casing the email", () => {
    expect(signUpSchema.parse({ ...valid, name: "  Alice " })).toEqual({
      ...valid,
      email: "alice@example.com",
    });
  });

  it("needs a name of 2 to 50 characters", () => {
    expect(messages(signUpSchema, { ...valid, name: "A" })).toEqual(["Name must be at least 2 characters long"]);
    expect(messages(signUpSchema, { ...valid, name: " A " })).toEqual([V.nameTooShort]);
    expect(messages(signUpSchema, { ...valid, name: "x".repeat(50) })).toEqual([]);
    expect(messages(signUpSchema, { ...valid, name: "x".repeat(51) })).toEqual([V.nameTooLong]);
  });

  it("needs a valid-looking email of at most 254 characters", () => {
    expect(messages(signUpSchema, { ...valid, email: "" })).toEqual([V.emailRequired]);
    expect(messages(signUpSchema, { ...valid, email: "alice" })).toEqual([V.emailInvalid]);
    expect(messages(signUpSchema, { ...valid, email: "alice@example" })).toEqual([V.emailInvalid]);
    expect(messages(signUpSchema, { ...valid, email: "a b@example.com" })).toEqual([V.emailInvalid]);
    expect(messages(emailSchema, `${"a".repeat(243)}@example.com`)).toEqual([V.emailTooLong]);
    expect(messages(emailSchema, `${"a".repeat(242)}@example.com`)).toEqual([]);
  });

  it("takes a plain address only: no display name, comment, quote, list or route a mailer could read as another recipient (issue 30)", () => {
    for (const hostile of HOSTILE_EMAILS) expect(messages(emailSchema, hostile), hostile).toEqual([V.emailInvalid]);
    for (const plain of ["ada@example.com", "ada.lovelace+poker@mail.example.co.uk", "o'brien@example.ie", "x_y-z@sub-domain.example"]) {
      expect(messages(emailSchema, plain), plain).toEqual([]);
    }
  });

  it("writes an international domain as punycode, so one address is one account however it is typed", () => {
    expect(normalizeEmail(" Ada@Bücher.Example ")).toBe("ada@xn--bcher-kva.example");
    expect(emailSchema.parse("ada@bücher.example")).toBe("ada@xn--bcher-kva.example");
    expect(signInSchema.parse({ email: "ADA@BÜCHER.EXAMPLE", password: "x" }).email).toBe("ada@xn--bcher-kva.example");
    // A non-ASCII local part is not an address every mail server takes: refused.
    expect(messages(emailSchema, "adä@example.com")).toEqual([V.emailInvalid]);
  });

  it("needs a password of 6 to 200 characters, untrimmed", () => {
    const pw = (password: string) => messages(signUpSchema, { ...valid, password, confirmPassword: password });
    expect(pw("")).toEqual([V.passwordRequired]);
    expect(pw("12345")).toEqual([V.passwordTooShort]);
    expect(pw("     ")).toEqual([V.passwordTooShort]);
    expect(pw("123456")).toEqual([]);
    expect(pw("x".repeat(200))).toEqual([]);
    expect(messages(signUpSchema, { ...valid, password: "x".repeat(201) })).toEqual([
      V.passwordTooLong,
      V.passwordsDoNotMatch,
    ]);
    expect(signUpSchema.parse({ ...valid, password: " secret ", confirmPassword: " secret " }).password).toBe(
      " secret ",
    );
  });

  it("needs the confirmation to match, reported on confirmPassword", () => {
    const result = signUpSchema.safeParse({ ...valid, confirmPassword: "secreT" });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({ message: "Passwords do not match", path: ["confirmPassword"] });
  });

  it("reports every field problem at once", () => {
    expect(messages(signUpSchema, { name: "A", email: "x", password: "123", confirmPassword: "" })).toEqual([
      V.nameTooShort,
      V.emailInvalid,
      V.passwordTooShort,
      V.passwordsDoNotMatch,
    ]);
  });
});

describe("sign-in", () => {
  it("needs email and password", () => {
    expect(signInSchema.parse({ email: " Bob@X.io ", password: "pw" })).toEqual({ email: "bob@x.io", password: "pw" });
    expect(messages(signInSchema, { email: "", password: "" })).toEqual([V.emailRequired, V.passwordRequired]);
    expect(messages(signInSchema, { email: "bob@x.io", password: "x".repeat(201) })).toEqual([V.passwordTooLong]);
  });
});

describe("story points (spec 5)", () => {
  it("accepts the room's numeric cards, as numbers or strings", () => {
    expect(validateStoryPoints(5, 89)).toEqual({ ok: true, points: 5 });
    expect(validateStoryPoints("13", 13)).toEqual({ ok: true, points: 13 });
    expect(validateStoryPoints(0)).toEqual({ ok: true, points: 0 });
    expect(validateStoryPoints("89")).toEqual({ ok: true, points: 89 });
  });

  it.each([undefined, null, "", "?", "abc", "-3", -3, Number.NaN, Number.POSITIVE_INFINITY, "1e3", {}])(
    "refuses %s as not a valid number",
    (value) => {
      expect(validateStoryPoints(value, 89)).toEqual({ ok: false, message: "Please select a valid Fibonacci number" });
    },
  );

  it.each([4, "4", 2.5, 144, "21"])("refuses %j as not in the allowed list (max 13 or default 89)", (value) => {
    const max = value === "21" ? 13 : undefined;
    expect(validateStoryPoints(value, max)).toEqual({ ok: false, message: "Story points must be a Fibonacci number" });
  });

  it("works as a schema too", () => {
    expect(storyPointsSchema(21).parse("21")).toBe(21);
    expect(messages(storyPointsSchema(21), 34)).toEqual([V.notFibonacci]);
    expect(messages(storyPointsSchema(21), "x")).toEqual([V.invalidStoryPoints]);
  });
});

describe("validationMessage", () => {
  it("gives the first problem or null", () => {
    expect(validationMessage(joinCodeSchema, "abc")).toBeNull();
    expect(validationMessage(joinCodeSchema, "")).toBe(V.joinCodeRequired);
    expect(validationMessage(customRoomCodeSchema, "a")).toBe(V.roomCodeFormat);
  });
});

describe("validateStoryPoints with another deck's point choices (issue 15)", () => {
  it("takes the deck's own numbers, with a sentence about the room's cards otherwise", () => {
    expect(validateStoryPoints("0.5", [0, 0.5, 1, 2, 3, 5, 8, 13, 20, 40, 100])).toEqual({ ok: true, points: 0.5 });
    expect(validateStoryPoints(40, [0, 0.5, 1, 2, 3, 5, 8, 13, 20, 40, 100])).toEqual({ ok: true, points: 40 });
    expect(validateStoryPoints(21, [0, 0.5, 1, 2, 3, 5, 8, 13, 20, 40, 100])).toEqual({ ok: false, message: "Story points must be one of this room's cards" });
    expect(validateStoryPoints("?", [1, 2])).toEqual({ ok: false, message: "Please select a valid Fibonacci number" });
  });

  it("has nothing to write for a deck of letters", () => {
    expect(validateStoryPoints(3, [])).toEqual({ ok: false, message: "This room's cards are not numbers, so there are no story points to write" });
  });
});
