// The fake Azure DevOps must answer as Microsoft's Swagger documents say (with their defects worked
// around, each named), and our client must ask as they say: every request the client sends (operation,
// query parameters with api-version, body validated for the content type the operation consumes, the
// JSON Patch as application/json-patch+json) and every answer the fake gives is checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackPolicy } from "../../../../tests/support/useFakeTracker";
import { listAzureTeams, testAzureDevOpsConnection } from "../server/connection";
import { estimateFieldOf } from "../server/estimateField";
import type { AzureDevOpsSite } from "../server/http";
import { importByWiql, importCurrentIteration, importSavedQuery } from "../server/importWorkItems";
import { writeAzureEstimate } from "../server/writeEstimate";
import { CORRECTIONS, azureChecker, loadAzureContracts } from "./azureContractCheck";
import { BAD_PAT, GOOD_PAT } from "./fakeAzureDevOpsData";
import { type FakeAzureDevOps, type FakeAzureRequest, type FakeAzureResponse, startFakeAzureDevOps } from "./fakeAzureDevOps";

const check = azureChecker(loadAzureContracts());
// Compiling Microsoft's schemas with ajv takes seconds on a loaded machine: a generous limit, not a speed goal.
const SCHEMA_COMPILING = 60_000;

let fake: FakeAzureDevOps;
let traffic: { request: FakeAzureRequest; response: FakeAzureResponse }[] = [];
const site = (token = GOOD_PAT): AzureDevOpsSite => ({ organizationUrl: fake.organizationUrl, token, policy: loopbackPolicy(fake.port) });
const fiber = { project: "Fiber", team: "Fiber Team" };
const ignore = (p: Promise<unknown>) => p.then(() => undefined, () => undefined);

beforeAll(async () => {
  fake = await startFakeAzureDevOps();
  await testAzureDevOpsConnection(site());
  await ignore(testAzureDevOpsConnection(site(BAD_PAT)));
  await listAzureTeams(site(), "Fiber");
  await importByWiql(site(), fiber, "Select [System.Id] From WorkItems Where [System.TeamProject] = @project AND [System.State] <> 'Closed' order by [Microsoft.VSTS.Common.Priority] asc");
  await importByWiql(site(), { project: "Big", team: "Big Team" }, "Select [System.Id] From WorkItems Where [System.TeamProject] = @project");
  await ignore(importByWiql(site(), fiber, "Select [System.Id] From WorkItems Where [Custom.Nope] = 1"));
  await importSavedQuery(site(), fiber, "Shared Queries/Open stories");
  await importSavedQuery(site(), fiber, "342f0f44-4069-46b1-a940-3d0468979ceb");
  await importCurrentIteration(site(), fiber);
  await ignore(importCurrentIteration(site(), { project: "Scrummy", team: "Scrummy Team" }));
  await estimateFieldOf(site(), "Cmmi", "Requirement");
  await writeAzureEstimate(site(), { project: "Fiber", id: 2, card: "8" });
  await writeAzureEstimate(site(), { project: "Scrummy", id: 20, card: "½" });
  await ignore(writeAzureEstimate(site(), { project: "Support", id: 40, card: "3" }));
  await ignore(writeAzureEstimate(site(), { project: "Fiber", id: 999, card: "3" }));
  fake.throttleNext(0);
  await listAzureTeams(site(), "Fiber");
  traffic = fake.received.map((request, i) => ({ request, response: fake.sent[i]! }));
}, SCHEMA_COMPILING);
afterAll(() => fake.close());

describe("the Azure DevOps client and the fake, against Microsoft's Swagger documents", () => {
  it("ran every route the client has", () => {
    const routes = new Set(traffic.map(({ request }) => check.find(request.method, request.path)?.found.operation.operationId ?? `${request.method} ${request.path}`));
    expect([...routes].sort()).toEqual([
      "Iterations_Get Iteration Work Items",
      "Iterations_List",
      "Projects_Get",
      "Projects_List",
      "Queries_Get",
      "Teams_Get Teams",
      "Wiql_Query By Id",
      "Wiql_Query By Wiql",
      "Work Item Types Field_List",
      "Work Items_Get Work Item",
      "Work Items_Get Work Items Batch",
      "Work Items_Update",
    ]);
  });

  it("sends only documented requests: parameters, api-version 7.1, bodies of the type each operation consumes", () => {
    const problems = traffic.filter(({ response }) => response.status !== 203).flatMap(({ request }) => check.requestProblems(request));
    expect(problems).toEqual([]);
  }, SCHEMA_COMPILING);

  it("answers in the documented shapes, or an observed one", () => {
    expect(traffic.flatMap(({ response }) => check.responseProblems(response))).toEqual([]);
    expect(new Set(traffic.map(({ response }) => response.status))).toEqual(new Set([200, 203, 400, 404, 429]));
  }, SCHEMA_COMPILING);

  it("names every correction of the documents' defects", () => {
    expect(CORRECTIONS.every((why) => /NOTES 10\.\d|Microsoft's own example/.test(why))).toBe(true);
  });

  it("catches a request or an answer the documents refuse (the check can fail)", () => {
    const patch = { method: "PATCH", path: "/fabrikam/Fiber/_apis/wit/workitems/2", query: { "api-version": "7.1" }, authenticatedAs: "alice" };
    const operations = JSON.stringify([{ op: "add", path: "/fields/Microsoft.VSTS.Scheduling.StoryPoints", value: 5 }]);
    expect(check.requestProblems({ ...patch, body: operations, contentType: "application/json-patch+json" })).toEqual([]);
    expect(check.requestProblems({ ...patch, body: operations, contentType: "application/json" })).not.toEqual([]);
    expect(check.requestProblems({ ...patch, body: JSON.stringify({ op: "add" }), contentType: "application/json-patch+json" })).not.toEqual([]);
    expect(check.requestProblems({ ...patch, query: {}, body: operations, contentType: "application/json-patch+json" })).not.toEqual([]);
    const list = { method: "GET", path: "/fabrikam/_apis/projects", status: 200, contentType: "application/json", headers: {}, injected: false };
    expect(check.responseProblems({ ...list, body: JSON.stringify([{ id: "x", name: "y" }]) })).not.toEqual([]);
    expect(check.responseProblems({ ...list, body: JSON.stringify({ count: 1, value: [{ id: 5 }] }) })).not.toEqual([]);
  });
});
