import { describe, expect, it } from "vitest";
import { SecretBoxError, createSecretBox } from "./secretBox";

const SECRET = "test-secret-test-secret-test-secret-0123456789";
const box = createSecretBox(SECRET, "jira-api-token");

/** Flips one character of the base64url part at `index` (0 version, 1 iv, 2 tag, 3 ciphertext). */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split(".");
  const part = parts[index]!;
  parts[index] = (part[0] === "A" ? "B" : "A") + part.slice(1);
  return parts.join(".");
}

describe("secretBox", () => {
  it("opens what it sealed, unicode and empty strings included", () => {
    for (const plain of ["ATATT3xFfGF0-token", "", "päss wörd 🔑", "x".repeat(1024)]) {
      expect(box.open(box.seal(plain, "room-1"), "room-1")).toBe(plain);
    }
  });

  it("never stores the plaintext and uses a new IV every time", () => {
    const a = box.seal("acme-token", "room-1");
    const b = box.seal("acme-token", "room-1");
    expect(a).not.toContain("acme-token");
    expect(Buffer.from(a.split(".")[3]!, "base64url").toString("utf8")).not.toContain("acme-token");
    expect(a).not.toBe(b);
    expect(a.split(".")[1]).not.toBe(b.split(".")[1]);
    expect(Buffer.from(a.split(".")[1]!, "base64url")).toHaveLength(12);
  });

  it("detects tampering with the IV, the tag or the ciphertext", () => {
    const sealed = box.seal("acme-token", "room-1");
    for (const index of [1, 2, 3]) {
      expect(() => box.open(tamper(sealed, index), "room-1")).toThrow(SecretBoxError);
    }
    expect(() => box.open(sealed.slice(0, -2), "room-1")).toThrow(SecretBoxError);
  });

  it("refuses another context, another key, another purpose and unknown formats", () => {
    const sealed = box.seal("acme-token", "room-1");
    expect(() => box.open(sealed, "room-2")).toThrow(SecretBoxError);
    expect(() => createSecretBox(`${SECRET}!`, "jira-api-token").open(sealed, "room-1")).toThrow(SecretBoxError);
    expect(() => createSecretBox(SECRET, "something-else").open(sealed, "room-1")).toThrow(SecretBoxError);
    expect(() => box.open("acme-token", "room-1")).toThrow(SecretBoxError);
    expect(() => box.open(sealed.replace(/^v1/, "v9"), "room-1")).toThrow(SecretBoxError);
  });

  it("does not echo the sealed value in its errors", () => {
    expect.assertions(1);
    const sealed = box.seal("acme-token", "room-1");
    try {
      box.open(tamper(sealed, 3), "room-1");
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(sealed.split(".")[3]!.slice(1));
    }
  });

  it("refuses a short app secret", () => {
    expect(() => createSecretBox("short", "jira-api-token")).toThrow();
  });
});
