import { describe, expect, it } from "vitest";
import { EFFORT_FIELD, SIZE_FIELD, STORY_POINTS_FIELD, azureDevOpsOrganizationUrl, azureEstimateForCard, estimateFieldFor, priorityFromAzure, workItemUrl } from "./azureDevOps";

describe("Azure DevOps' rules", () => {
  it("reads an organization's or a collection's address", () => {
    expect(azureDevOpsOrganizationUrl("https://dev.azure.com/fabrikam/")).toBe("https://dev.azure.com/fabrikam");
    expect(azureDevOpsOrganizationUrl("https://dev.azure.com/fabrikam/_apis/projects")).toBe("https://dev.azure.com/fabrikam");
    expect(azureDevOpsOrganizationUrl("https://ado.corp.example/tfs/DefaultCollection")).toBe("https://ado.corp.example/tfs/DefaultCollection");
    expect(azureDevOpsOrganizationUrl("https://dev.azure.com")).toBeNull();
    expect(azureDevOpsOrganizationUrl("https://dev.azure.com/fabrikam/Fiber")).toBeNull();
    expect(azureDevOpsOrganizationUrl("https://user:pat@dev.azure.com/fabrikam")).toBeNull();
    expect(azureDevOpsOrganizationUrl("dev.azure.com/fabrikam")).toBeNull();
  });

  it("links a work item and ranks its priority", () => {
    expect(workItemUrl("https://dev.azure.com/fabrikam", "Fiber Team", 12)).toBe("https://dev.azure.com/fabrikam/Fiber%20Team/_workitems/edit/12");
    expect([1, 2, 3, 4, 5, null, "1"].map(priorityFromAzure)).toEqual([1, 2, 3, 4, null, null, null]);
  });

  it("finds the estimate field among the type's fields, the process's own first", () => {
    const all = ["System.Title", STORY_POINTS_FIELD, EFFORT_FIELD, SIZE_FIELD];
    expect(estimateFieldFor("Agile", all)).toBe(STORY_POINTS_FIELD);
    expect(estimateFieldFor("Scrum", all)).toBe(EFFORT_FIELD);
    expect(estimateFieldFor("CMMI", all)).toBe(SIZE_FIELD);
    expect(estimateFieldFor("Basic", ["System.Title", EFFORT_FIELD])).toBe(EFFORT_FIELD);
    // An inherited process: the one field its type has.
    expect(estimateFieldFor("Fabrikam Agile", ["System.Title", STORY_POINTS_FIELD])).toBe(STORY_POINTS_FIELD);
    // Never guessed: no field, or several and no process to choose.
    expect(estimateFieldFor("Agile", ["System.Title", "System.State"])).toBeNull();
    expect(estimateFieldFor("Agile", ["System.Title", EFFORT_FIELD])).toBe(EFFORT_FIELD);
    expect(estimateFieldFor("Custom", ["System.Title", EFFORT_FIELD, SIZE_FIELD])).toBeNull();
  });

  it("writes numeric cards, the half card as 0.5, and says why letters cannot be", () => {
    expect(azureEstimateForCard("5")).toEqual({ ok: true, value: 5 });
    expect(azureEstimateForCard("½")).toEqual({ ok: true, value: 0.5 });
    expect(azureEstimateForCard("XL")).toEqual({ ok: false, reason: "XL is not a number, and Azure DevOps estimates are numbers. Map the room's cards to numbers to write them." });
  });
});
