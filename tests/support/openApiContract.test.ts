import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { OpenApiContract, translateNullable } from "./openApiContract";

const contract = new OpenApiContract(fileURLToPath(new URL("../../src/plugins/jira/test/contracts/jira-planning-poker-subset.json", import.meta.url)));

describe("OpenApiContract", () => {
  it("turns OpenAPI's nullable into a null type", () => {
    expect(translateNullable({ type: "string", nullable: true })).toEqual({ type: ["string", "null"] });
    expect(translateNullable({ allOf: [{ $ref: "#/components/schemas/X" }], nullable: true })).toEqual({
      anyOf: [{ allOf: [{ $ref: "https://contract.test/openapi.json#/components/schemas/X" }] }, { type: "null" }],
    });
    const group = contract.component("GroupName");
    expect(group({ groupId: null, name: "jira-developers" })).toBe(true);
    expect(group({ groupId: 3 })).toBe(false);
  });

  it("finds operations by concrete path and resolves $refs into components", () => {
    const getIssue = contract.findOperation("GET", "/rest/api/3/issue/POKER-1");
    expect(getIssue?.operation.operationId).toBe("getIssue");
    expect(contract.findOperation("DELETE", "/rest/api/3/issue/POKER-1")).toBeNull();
    expect(contract.responseSchema(getIssue!, 404)).toBeNull();
    expect(contract.responseSchema(getIssue!, 418)).toBeUndefined();
    const fields = contract.compile(contract.responseSchema(contract.findOperation("GET", "/rest/api/3/field")!, 200)!);
    expect(fields([{ id: "customfield_10016", name: "Story point estimate", schema: { type: "number" } }])).toBe(true);
    // FieldDetails forbids unknown properties; JsonTypeBean requires `type`.
    expect(fields([{ id: "x", name: "x", untranslatedName: "x" }])).toBe(false);
    expect(fields([{ id: "x", name: "x", schema: { custom: "x" } }])).toBe(false);
  });

  it("checks formats and the absence of the old search's fields", () => {
    const user = contract.compile(contract.responseSchema(contract.findOperation("GET", "/rest/api/3/myself")!, 200)!);
    expect(user({ self: "not a uri" })).toBe(false);
    const results = contract.compile(contract.responseSchema(contract.findOperation("POST", "/rest/api/3/search/jql")!, 200)!);
    expect(results({ issues: [], isLast: true })).toBe(true);
    expect(results({ issues: [], isLast: true, total: 0 })).toBe(false);
  });
});
