import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../shared/messages";
import { errorFromResponse, reasonsFromBody } from "./errors";

const json = (status: number, body: unknown, headers: Record<string, string> = {}, subject = {}) =>
  errorFromResponse(status, new Headers(headers), body, true, subject);

describe("errorFromResponse", () => {
  it("explains a 401 with JIRA's non-envelope body", () => {
    const error = json(401, { message: "Client must be authenticated to access this resource.", "status-code": 401 });
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toContain(MESSAGES.jira.authFailed);
    expect(error.reasons).toEqual(["Client must be authenticated to access this resource."]);
  });

  it("recognises the CAPTCHA lock-out from its headers, even with an HTML body", () => {
    const headers = new Headers({ "X-Seraph-LoginReason": "AUTHENTICATION_DENIED", "X-Authentication-Denied-Reason": "CAPTCHA_CHALLENGE; login-url=https://acme.atlassian.net/login.jsp" });
    const error = errorFromResponse(403, headers, null, false);
    expect(error.kind).toBe("captcha");
    expect(error.message).toMatch(/browser/);
  });

  it("keeps JIRA's reason for other 403s", () => {
    const error = json(403, { errorMessages: ["You do not have permission to edit issues in this project."], errors: {} });
    expect(error.kind).toBe("forbidden");
    expect(error.message).toContain("You do not have permission to edit issues in this project.");
  });

  it("tells a missing ticket from a missing site", () => {
    const body = { errorMessages: ["Issue does not exist or you do not have permission to see it."], errors: {} };
    expect(json(404, body, {}, { notFoundMessage: MESSAGES.jira.ticketNotFound }).message).toBe(MESSAGES.jira.ticketNotFound);
    expect(errorFromResponse(404, new Headers(), null, false, { notFoundMessage: MESSAGES.jira.ticketNotFound }).message).toBe(MESSAGES.jira.notFound);
  });

  it("keeps JIRA's reasons from errorMessages and the errors map on a 400", () => {
    const screen = json(400, {
      errorMessages: [],
      errors: { customfield_10026: "Field 'customfield_10026' cannot be set. It is not on the appropriate screen, or unknown." },
    });
    expect(screen.kind).toBe("bad_request");
    expect(screen.message).toContain("Field 'customfield_10026' cannot be set. It is not on the appropriate screen, or unknown.");
    expect(screen.message).toMatch(/edit screen/);
    const jql = json(400, { errorMessages: ["The value 'XYZ' does not exist for the field 'project'."], errors: {} });
    expect(jql.message).toBe("JIRA refused the request (400): The value 'XYZ' does not exist for the field 'project'.");
  });

  it("names a removed API, a server failure and a redirect", () => {
    expect(json(410, { errorMessages: ["The requested API has been removed."], errors: {} }).message).toMatch(/no longer offers this API \(410\).*removed/);
    expect(json(502, null).kind).toBe("server");
    expect(errorFromResponse(503, new Headers(), null, false).message).toMatch(/trouble right now \(503\)/);
    expect(errorFromResponse(302, new Headers({ Location: "https://id.atlassian.com/" }), null, false).message).toMatch(/redirect/);
  });

  it("bounds how much of JIRA's text it repeats", () => {
    const error = json(400, { errorMessages: ["x".repeat(5000)], errors: {} });
    expect(error.message.length).toBeLessThan(500);
  });
});

describe("reasonsFromBody", () => {
  it("reads both error shapes and ignores anything else", () => {
    expect(reasonsFromBody({ errorMessages: ["a", 3], errors: { f: "b", g: 1 } })).toEqual(["a", "b"]);
    expect(reasonsFromBody({ message: "m" })).toEqual(["m"]);
    expect(reasonsFromBody("<html>")).toEqual([]);
    expect(reasonsFromBody(null)).toEqual([]);
    expect(reasonsFromBody([1])).toEqual([]);
  });
});
