import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_MS, deriveAccessTokenKey, signAccessToken, verifyAccessToken } from "./tokens";

const secret = "test-secret-test-secret-test-secret-0123456789";
const key = deriveAccessTokenKey(secret);
const ids = { userId: "user-1", sessionId: "session-1" };
const now = Date.UTC(2026, 0, 1);

describe("access tokens", () => {
  it("round-trips the user and session with a 1 hour expiry", async () => {
    const token = await signAccessToken(key, ids, now);
    expect(await verifyAccessToken(key, token, now + 1000)).toEqual({ ...ids, expiresAt: now + ACCESS_TOKEN_TTL_MS });
  });

  it("refuses an expired token", async () => {
    const token = await signAccessToken(key, ids, now);
    expect(await verifyAccessToken(key, token, now + ACCESS_TOKEN_TTL_MS + 1000)).toBeNull();
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signAccessToken(deriveAccessTokenKey("another-secret-another-secret-another-secret"), ids, now);
    expect(await verifyAccessToken(key, token, now)).toBeNull();
  });

  it("refuses a tampered payload", async () => {
    const [header, , signature] = (await signAccessToken(key, ids, now)).split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "someone-else", sid: "session-1", iss: "planning-poker", aud: "planning-poker/api", exp: now / 1000 + 3600 })).toString("base64url");
    expect(await verifyAccessToken(key, `${header}.${forged}.${signature}`, now)).toBeNull();
  });

  it("refuses an unsigned token and one for another audience", async () => {
    const unsigned = new UnsecuredJWT({ sid: "session-1" }).setSubject("user-1").setIssuer("planning-poker").setAudience("planning-poker/api").setExpirationTime("1h").encode();
    expect(await verifyAccessToken(key, unsigned)).toBeNull();
    const otherAudience = await new SignJWT({ sid: "session-1" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setIssuer("planning-poker")
      .setAudience("something-else")
      .setExpirationTime("1h")
      .sign(key);
    expect(await verifyAccessToken(key, otherAudience)).toBeNull();
  });

  it("does not sign with the raw app secret", async () => {
    const withRawSecret = await new SignJWT({ sid: "session-1" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setIssuer("planning-poker")
      .setAudience("planning-poker/api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(key, withRawSecret)).toBeNull();
  });

  it("refuses garbage", async () => {
    expect(await verifyAccessToken(key, "not.a.jwt")).toBeNull();
    expect(await verifyAccessToken(key, "")).toBeNull();
  });
});
