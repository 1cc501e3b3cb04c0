// The fake Azure DevOps organization: projects on each system process (and one inherited process
// whose type has no estimate field), their teams and current iterations, work item types with their
// fields, saved queries, and work items (a big project crosses the 200-item batch).

export const ORGANIZATION = "fabrikam";
export const GOOD_PAT = "goodpatforalice0000000000000000000000000000000000000";
export const BAD_PAT = "revokedpatforcarol000000000000000000000000000000000000";
/** A working token whose account is in no project of the organization: it sees nothing to import. */
export const NO_PROJECTS_PAT = "noprojectspatforeve00000000000000000000000000000000000";

export const STORY_POINTS = "Microsoft.VSTS.Scheduling.StoryPoints";
export const EFFORT = "Microsoft.VSTS.Scheduling.Effort";
export const SIZE = "Microsoft.VSTS.Scheduling.Size";

export interface FakeWorkItem {
  id: number;
  rev: number;
  project: string;
  type: string;
  title: string;
  state: string;
  priority: number | null;
  description: string;
  iterationPath: string;
  tags: string[];
  /** The parent in the iteration's hierarchy (a task's story), if any. */
  parent: number | null;
  fields: Record<string, number>;
}

export interface FakeAzureProject {
  id: string;
  name: string;
  process: string;
  team: { id: string; name: string; currentIteration: { id: string; name: string; path: string } | null };
  /** Work item type name -> its fields' reference names. */
  types: Record<string, string[]>;
}

export interface FakeAzureState {
  projects: FakeAzureProject[];
  workItems: FakeWorkItem[];
  queries: { id: string; project: string; path: string; wiql: string; isFolder: boolean }[];
}

const COMMON = ["System.Id", "System.Title", "System.State", "System.WorkItemType", "System.Description", "System.IterationPath", "System.Tags", "Microsoft.VSTS.Common.Priority"];

function item(id: number, project: string, type: string, title: string, extra: Partial<FakeWorkItem> = {}): FakeWorkItem {
  return { id, rev: 3, project, type, title, state: "New", priority: 2, description: `<div><b>${title}</b>: it works</div>`, iterationPath: `${project}\\Sprint 8`, tags: [], parent: null, fields: {}, ...extra };
}

export function createFakeAzureState(): FakeAzureState {
  const big = Array.from({ length: 205 }, (_, i) => item(1000 + i, "Big", "User Story", `Story ${i + 1}`, { priority: (i % 4) + 1 }));
  return {
    projects: [
      {
        id: "6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c",
        name: "Fiber",
        process: "Agile",
        team: { id: "564e8204-a90b-4432-883b-d4363c6125ca", name: "Fiber Team", currentIteration: { id: "a589a806-bf11-4d4f-a031-c19813331553", name: "Sprint 8", path: "Fiber\\Sprint 8" } },
        types: { "User Story": [...COMMON, STORY_POINTS], Bug: [...COMMON, STORY_POINTS], Task: [...COMMON, "Microsoft.VSTS.Scheduling.RemainingWork"] },
      },
      {
        id: "8b4b0c41-5a3c-4f5d-9e3d-0e0f7c6e1a01",
        name: "Scrummy",
        process: "Scrum",
        team: { id: "0f2a6f7e-1b8d-4c0e-9d1f-2a3b4c5d6e7f", name: "Scrummy Team", currentIteration: null },
        types: { "Product Backlog Item": [...COMMON, EFFORT], Bug: [...COMMON, EFFORT] },
      },
      {
        id: "2d7e9c10-77aa-4b1e-8e55-6c4f3a2b1d00",
        name: "Cmmi",
        process: "CMMI",
        team: { id: "3e8f0a21-88bb-4c2f-9f66-7d5a4b3c2e11", name: "Cmmi Team", currentIteration: null },
        types: { Requirement: [...COMMON, SIZE] },
      },
      {
        id: "4f9a1b32-99cc-4d30-a077-8e6b5c4d3f22",
        name: "Support",
        process: "Support Process",
        team: { id: "5a0b2c43-aadd-4e41-b188-9f7c6d5e4a33", name: "Support Team", currentIteration: null },
        types: { Incident: [...COMMON] },
      },
      {
        id: "6b1c3d54-bbee-4f52-c299-a08d7e6f5b44",
        name: "Big",
        process: "Agile",
        team: { id: "7c2d4e65-ccff-4063-d3aa-b19e8f7a6c55", name: "Big Team", currentIteration: null },
        types: { "User Story": [...COMMON, STORY_POINTS] },
      },
    ],
    workItems: [
      item(1, "Fiber", "User Story", "Sign in with SSO", { priority: 1, fields: { [STORY_POINTS]: 5 }, tags: ["backend"] }),
      item(2, "Fiber", "User Story", "Room history", { tags: ["backend", "ui"] }),
      item(3, "Fiber", "Bug", "Deck editor crashes", { priority: 3, tags: ["ui"] }),
      item(4, "Fiber", "Task", "Write the migration", { parent: 1 }),
      item(5, "Fiber", "User Story", "Old story", { state: "Closed", iterationPath: "Fiber\\Sprint 7" }),
      item(6, "Fiber", "User Story", "Export to CSV", { priority: null, iterationPath: "Fiber\\Sprint 9" }),
      item(20, "Scrummy", "Product Backlog Item", "Scrum story", { fields: { [EFFORT]: 3 } }),
      item(30, "Cmmi", "Requirement", "CMMI requirement", { fields: { [SIZE]: 8 } }),
      item(40, "Support", "Incident", "Printer on fire"),
      ...big,
    ],
    queries: [
      { id: "342f0f44-4069-46b1-a940-3d0468979ceb", project: "Fiber", path: "Shared Queries/Open stories", wiql: "Select [System.Id] From WorkItems Where [System.TeamProject] = @project AND [System.WorkItemType] = 'User Story' AND [System.State] <> 'Closed'", isFolder: false },
      { id: "8a8c8212-15ca-41ed-97aa-1d6fbfbcd581", project: "Fiber", path: "Shared Queries", wiql: "", isFolder: true },
    ],
  };
}
