// A local Azure DevOps organization for tests, faithful to contracts/NOTES.md section 10: Basic auth with
// the token as password, a bad token answered with 203 and an HTML sign-in page on GET and POST (401
// JSON on PATCH), api-version required, lists as {count, value}, WIQL answering ids only, work items
// fetched 200 at most per batch, a JSON Patch accepted only as application/json-patch+json and only
// for fields the work item type has, errors as {$id, innerException, message, typeName, typeKey},
// throttling as 429 with Retry-After and X-RateLimit-*. Records every request (never a token).
import { type Exchange, type RecordedRequest, type RecordedResponse, startFakeTrackerServer } from "../../../../tests/support/fakeTrackerServer";
import { type FakeAzureProject, type FakeAzureState, type FakeWorkItem, GOOD_PAT, NO_PROJECTS_PAT, ORGANIZATION, createFakeAzureState } from "./fakeAzureDevOpsData";

export type { RecordedRequest as FakeAzureRequest, RecordedResponse as FakeAzureResponse };

export interface FakeAzureDevOps {
  origin: string;
  port: number;
  /** The organization's address: https://dev.azure.com/fabrikam's twin. */
  organizationUrl: string;
  state: FakeAzureState;
  received: RecordedRequest[];
  sent: RecordedResponse[];
  throttleNext(seconds: number): void;
  failNextWith(answer: { status: number; body?: string; contentType?: string; headers?: Record<string, string> }): void;
  workItem(id: number): FakeWorkItem | undefined;
  clear(): void;
  close(): Promise<void>;
}

const ORG = `/${ORGANIZATION}`;
const PROJECTS_PAGE_CAP = 2;
const BATCH_LIMIT = 200;
const SIGN_IN_PAGE =
  '<!DOCTYPE html><html><head><title>Azure DevOps Services | Sign In</title></head><body><form id="signin" action="https://login.microsoftonline.com/"></form></body></html>';

/** Azure DevOps' error envelope (NOTES 10.7). */
export function vssError(message: string, typeKey: string) {
  return { $id: "1", innerException: null, message, typeName: `Microsoft.TeamFoundation.${typeKey}, Microsoft.TeamFoundation.WorkItemTracking.Server`, typeKey, errorCode: 0, eventId: 3000 };
}

export async function startFakeAzureDevOps(): Promise<FakeAzureDevOps> {
  let state = createFakeAzureState();
  let origin = "";
  const api = () => `${origin}${ORG}`;

  const findProject = (name: string) => state.projects.find((p) => p.name.toLowerCase() === decodeURIComponent(name).toLowerCase() || p.id === decodeURIComponent(name));
  const teamOf = (project: FakeAzureProject, team: string) => {
    const decoded = decodeURIComponent(team).toLowerCase();
    return project.team.name.toLowerCase() === decoded || project.team.id === decoded ? project.team : undefined;
  };
  const itemUrl = (id: number) => `${api()}/_apis/wit/workItems/${id}`;
  const orgFields = () => new Set(state.projects.flatMap((p) => Object.values(p.types).flat()));

  function fieldsOf(item: FakeWorkItem): Record<string, unknown> {
    return {
      "System.Id": item.id,
      "System.TeamProject": item.project,
      "System.WorkItemType": item.type,
      "System.Title": item.title,
      "System.State": item.state,
      "System.IterationPath": item.iterationPath,
      "System.Description": item.description,
      ...(item.tags.length ? { "System.Tags": item.tags.join("; ") } : {}),
      ...(item.priority === null ? {} : { "Microsoft.VSTS.Common.Priority": item.priority }),
      ...item.fields,
    };
  }

  function workItemJson(item: FakeWorkItem, only: string[] | null) {
    const all = fieldsOf(item);
    const fields = only ? Object.fromEntries(Object.entries(all).filter(([name]) => only.includes(name))) : all;
    return { id: item.id, rev: item.rev, fields, url: itemUrl(item.id) };
  }

  /** The WIQL this fake understands (NOTES 10.3): clauses joined by AND, ORDER BY priority or id. */
  function runWiql(wiql: string, project: FakeAzureProject, team: FakeAzureProject["team"]): FakeWorkItem[] | string {
    const match = /^\s*select\s+.+?\s+from\s+workitems(?:\s+where\s+(.+?))?(?:\s+order\s+by\s+(.+))?\s*$/is.exec(wiql);
    if (!match) return "TF51006: The query statement is missing a FROM clause.";
    let items = [...state.workItems];
    for (const clause of (match[1] ?? "").split(/\s+and\s+/i).filter((c) => c.trim())) {
      const c = clause.trim();
      let m: RegExpExecArray | null;
      if (/^\[System\.TeamProject\]\s*=\s*@project$/i.test(c)) items = items.filter((i) => i.project === project.name);
      else if (/^\[System\.IterationPath\]\s*=\s*@CurrentIteration$/i.test(c)) items = items.filter((i) => team.currentIteration !== null && i.iterationPath === team.currentIteration.path);
      else if ((m = /^\[System\.(WorkItemType|State|IterationPath)\]\s*(=|<>)\s*'([^']*)'$/i.exec(c))) {
        const key = m[1]!.toLowerCase() as "workitemtype" | "state" | "iterationpath";
        const value = (i: FakeWorkItem) => (key === "workitemtype" ? i.type : key === "state" ? i.state : i.iterationPath);
        items = items.filter((i) => (value(i).toLowerCase() === m![3]!.toLowerCase()) === (m![2] === "="));
      } else if ((m = /^\[System\.Tags\]\s+contains\s+'([^']*)'$/i.exec(c))) items = items.filter((i) => i.tags.includes(m![1]!));
      else return `TF51005: The query references a field that does not exist, or an operator this fake does not know: ${c}`;
    }
    if (/priority/i.test(match[2] ?? "")) items.sort((a, b) => (a.priority ?? 99) - (b.priority ?? 99) || a.id - b.id);
    else items.sort((a, b) => a.id - b.id);
    return items;
  }

  function queryResult(items: FakeWorkItem[]) {
    return {
      queryType: "flat",
      queryResultType: "workItem",
      asOf: new Date().toISOString(),
      columns: [{ referenceName: "System.Id", name: "ID", url: `${api()}/_apis/wit/fields/System.Id` }],
      sortColumns: [],
      workItems: items.map((i) => ({ id: i.id, url: itemUrl(i.id) })),
    };
  }

  function projectJson(project: FakeAzureProject, capabilities: boolean) {
    return {
      id: project.id,
      name: project.name,
      description: `${project.name} project`,
      url: `${api()}/_apis/projects/${project.id}`,
      state: "wellFormed",
      revision: 411,
      visibility: "private",
      lastUpdateTime: "2026-11-01T10:00:00.000Z",
      ...(capabilities ? { capabilities: { processTemplate: { templateName: project.process, templateTypeId: "adcc42ab-9882-485e-a3ed-7678f01f66bc" }, versioncontrol: { sourceControlType: "Git" } } } : {}),
      defaultTeam: { id: project.team.id, name: project.team.name, url: `${api()}/_apis/projects/${project.id}/teams/${project.team.id}` },
    };
  }

  function updateWorkItem(exchange: Exchange, item: FakeWorkItem, project: FakeAzureProject): void {
    if (!/^application\/json-patch\+json/i.test(exchange.req.headers["content-type"] ?? "")) {
      return exchange.send(
        415,
        vssError(`The request indicated a Content-Type of "${exchange.req.headers["content-type"] ?? ""}" for method type "PATCH" which is not supported. Valid content types for this method are: application/json-patch+json.`, "VssRequestContentTypeNotSupportedException"),
      );
    }
    const operations = JSON.parse(exchange.body || "null") as { op: string; path: string; value?: unknown }[] | null;
    if (!Array.isArray(operations)) return exchange.send(400, vssError("You must pass a valid patch document in the body of the request.", "VssPropertyValidationException"));
    const typeFields = project.types[item.type] ?? [];
    const changes: Record<string, number> = {};
    for (const operation of operations) {
      if (operation.op === "test" && operation.path === "/rev") {
        if (operation.value !== item.rev) return exchange.send(412, vssError("TF26071: This work item has been changed by someone else since you opened it. You will need to refresh it and discard your changes.", "WorkItemRevisionMismatchException"));
        continue;
      }
      const field = /^\/fields\/(.+)$/.exec(operation.path)?.[1];
      if ((operation.op !== "add" && operation.op !== "replace") || !field) return exchange.send(400, vssError(`The operation ${operation.op} ${operation.path} is not supported here.`, "VssPropertyValidationException"));
      if (!typeFields.includes(field)) return exchange.send(400, vssError(`TF51535: Cannot find field ${field}.`, "WorkItemFieldInvalidException"));
      if (typeof operation.value !== "number") return exchange.send(400, vssError(`The field '${field}' contains the value '${String(operation.value)}' that is not a number.`, "WorkItemFieldInvalidException"));
      changes[field] = operation.value;
    }
    Object.assign(item.fields, changes);
    item.rev++;
    exchange.send(200, workItemJson(item, null));
  }

  function handle(exchange: Exchange, user: string | null): void {
    const { method, url } = exchange;
    if (!exchange.path.startsWith(`${ORG}/`)) return exchange.send(404, "<html><body>The resource cannot be found.</body></html>", { "content-type": "text/html" });
    if (!user) {
      // The real service signs the browser in (NOTES 10.1): 203 with its page, but 401 JSON for PATCH.
      if (method === "PATCH") return exchange.send(401, vssError("TF400813: The user '' is not authorized to access this resource.", "UnauthorizedRequestException"));
      return exchange.send(203, SIGN_IN_PAGE, { "content-type": "text/html; charset=utf-8" });
    }
    if (url.searchParams.get("api-version") !== "7.1") {
      return exchange.send(
        400,
        vssError(`No api-version was supplied for the "${method}" request. The version must be supplied either as part of the Accept header (e.g. "application/json; api-version=1.0") or as a query parameter (e.g. "?api-version=1.0").`, "VssVersionNotSpecifiedException"),
      );
    }
    const parts = exchange.path.slice(ORG.length + 1).split("/");
    const q = (name: string) => url.searchParams.get(name);

    if (parts[0] === "_apis" && parts[1] === "projects") {
      if (parts.length === 2 && method === "GET") {
        const start = Number(q("continuationToken") ?? 0);
        const size = Math.min(Number(q("$top") ?? 100), PROJECTS_PAGE_CAP);
        // Eve's account is in the organization but in none of its projects.
        const visible = user === "eve" ? [] : state.projects;
        const page = visible.slice(start, start + size);
        const more = start + size < visible.length;
        return exchange.send(200, { count: page.length, value: page.map((p) => projectJson(p, false)) }, more ? { "x-ms-continuationtoken": String(start + size) } : {});
      }
      const project = findProject(parts[2] ?? "");
      if (!project) return exchange.send(404, vssError(`TF200016: The following project does not exist: ${decodeURIComponent(parts[2] ?? "")}. Verify that the name of the project is correct and that the project exists on the specified Azure DevOps Server.`, "ProjectDoesNotExistWithNameException"));
      if (parts.length === 3 && method === "GET") return exchange.send(200, projectJson(project, q("includeCapabilities") === "true"));
      if (parts.length === 4 && parts[3] === "teams" && method === "GET") {
        const team = project.team;
        return exchange.send(200, { count: 1, value: [{ id: team.id, name: team.name, url: `${api()}/_apis/projects/${project.id}/teams/${team.id}`, description: "The default project team.", identityUrl: `${origin}/_apis/Identities/${team.id}`, projectName: project.name, projectId: project.id }] });
      }
    }

    const project = findProject(parts[0] ?? "");
    if (!project) return exchange.send(404, vssError(`TF200016: The following project does not exist: ${decodeURIComponent(parts[0] ?? "")}.`, "ProjectDoesNotExistWithNameException"));
    const rest = parts.slice(1);

    // Routes with the team in the path: /{project}/{team}/_apis/...
    if (rest[1] === "_apis") {
      const team = teamOf(project, rest[0]!);
      if (!team) return exchange.send(404, vssError(`The team with id or name ${decodeURIComponent(rest[0]!)} does not exist.`, "TeamNotFoundException"));
      const route = rest.slice(2).join("/");
      if (route === "wit/wiql" && method === "POST") {
        const { query } = JSON.parse(exchange.body || "{}") as { query?: string };
        const items = runWiql(String(query ?? ""), project, team);
        return typeof items === "string" ? exchange.send(400, vssError(items, "WorkItemTrackingQueryException")) : exchange.send(200, queryResult(items));
      }
      const saved = /^wit\/wiql\/([0-9a-f-]{36})$/.exec(route);
      if (saved && method === "GET") {
        const found = state.queries.find((s) => s.id === saved[1] && !s.isFolder);
        if (!found) return exchange.send(404, vssError(`TF401243: The query ${saved[1]} does not exist, or you do not have permission to read it.`, "QueryItemNotFoundException"));
        const items = runWiql(found.wiql, project, team);
        return typeof items === "string" ? exchange.send(400, vssError(items, "WorkItemTrackingQueryException")) : exchange.send(200, queryResult(items));
      }
      if (route === "work/teamsettings/iterations" && method === "GET") {
        const current = q("$timeframe") === "current" && team.currentIteration ? [team.currentIteration] : [];
        return exchange.send(200, {
          count: current.length,
          value: current.map((it) => ({ id: it.id, name: it.name, path: it.path, attributes: { startDate: "2026-11-16T00:00:00Z", finishDate: "2026-11-27T00:00:00Z", timeFrame: "current" }, url: `${api()}/${project.id}/${team.id}/_apis/work/teamsettings/iterations/${it.id}` })),
        });
      }
      const iteration = /^work\/teamsettings\/iterations\/([0-9a-f-]{36})\/workitems$/.exec(route);
      if (iteration && method === "GET") {
        if (team.currentIteration?.id !== iteration[1]) return exchange.send(404, vssError(`VS402369: The iteration ${iteration[1]} does not exist.`, "IterationNotFoundException"));
        const items = state.workItems.filter((i) => i.project === project.name && i.iterationPath === team.currentIteration!.path);
        const self = `${api()}/${project.id}/${team.id}/_apis/work/teamsettings/iterations/${iteration[1]}/workitems`;
        return exchange.send(200, {
          workItemRelations: items.map((i) =>
            i.parent === null ? { rel: null, source: null, target: { id: i.id, url: itemUrl(i.id) } } : { rel: "System.LinkTypes.Hierarchy-Forward", source: { id: i.parent, url: itemUrl(i.parent) }, target: { id: i.id, url: itemUrl(i.id) } },
          ),
          url: self,
          _links: { self: { href: self } },
        });
      }
    }

    const route = rest.join("/");
    const query = /^_apis\/wit\/queries\/(.+)$/.exec(route);
    if (query && method === "GET") {
      const wanted = query[1]!.split("/").map(decodeURIComponent).join("/");
      const found = state.queries.find((s) => s.project === project.name && (s.id === wanted || s.path.toLowerCase() === wanted.toLowerCase()));
      if (!found) return exchange.send(404, vssError(`TF401243: The query ${wanted} does not exist, or you do not have permission to read it.`, "QueryItemNotFoundException"));
      return exchange.send(200, {
        id: found.id,
        name: found.path.split("/").pop(),
        path: found.path,
        isFolder: found.isFolder,
        hasChildren: found.isFolder,
        isPublic: true,
        ...(found.isFolder ? {} : { queryType: "flat" }),
        ...(q("$expand") === "wiql" && !found.isFolder ? { wiql: found.wiql } : {}),
        url: `${api()}/${project.id}/_apis/wit/queries/${found.id}`,
      });
    }
    if (route === "_apis/wit/workitemsbatch" && method === "POST") {
      const request = JSON.parse(exchange.body || "{}") as { ids?: number[]; fields?: string[]; errorPolicy?: string };
      const ids = request.ids ?? [];
      if (ids.length > BATCH_LIMIT) return exchange.send(400, vssError(`VS402337: The number of work items requested exceeds the limit of ${BATCH_LIMIT}.`, "WorkItemTrackingInvalidArgumentException"));
      const unknown = (request.fields ?? []).find((f) => !orgFields().has(f));
      if (unknown) return exchange.send(400, vssError(`TF51535: Cannot find field ${unknown}.`, "WorkItemFieldInvalidException"));
      const items = ids.map((id) => state.workItems.find((i) => i.id === id) ?? null);
      const missing = ids.find((_, n) => items[n] === null);
      if (missing !== undefined && request.errorPolicy !== "omit") return exchange.send(404, vssError(`TF401232: Work item ${missing} does not exist, or you do not have permissions to read it.`, "WorkItemUnauthorizedAccessException"));
      return exchange.send(200, { count: items.length, value: items.map((i) => (i ? workItemJson(i, request.fields ?? null) : null)) });
    }
    const typeFields = /^_apis\/wit\/workitemtypes\/([^/]+)\/fields$/.exec(route);
    if (typeFields && method === "GET") {
      const type = decodeURIComponent(typeFields[1]!);
      const fields = project.types[type];
      if (!fields) return exchange.send(404, vssError(`VS402323: Work item type ${type} does not exist in project ${project.name}.`, "WorkItemTypeNotFoundException"));
      return exchange.send(200, {
        count: fields.length,
        value: fields.map((referenceName) => ({ alwaysRequired: false, defaultValue: null, referenceName, name: referenceName.split(".").pop()!.replace(/([a-z])([A-Z])/g, "$1 $2"), url: `${api()}/_apis/wit/fields/${referenceName}` })),
      });
    }
    const workItem = /^_apis\/wit\/workitems\/(\d+)$/.exec(route);
    if (workItem) {
      const item = state.workItems.find((i) => i.id === Number(workItem[1]) && i.project === project.name);
      if (!item) return exchange.send(404, vssError(`TF401232: Work item ${workItem[1]} does not exist, or you do not have permissions to read it.`, "WorkItemUnauthorizedAccessException"));
      if (method === "GET") return exchange.send(200, workItemJson(item, q("fields")?.split(",") ?? null));
      if (method === "PATCH") return updateWorkItem(exchange, item, project);
    }
    exchange.send(404, vssError(`The controller for path '${exchange.path}' was not found or does not implement IController.`, "HttpException"));
  }

  const server = await startFakeTrackerServer({
    authenticate: (req) => {
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const password = basic ? Buffer.from(basic, "base64").toString("utf8").split(":").slice(1).join(":") : "";
      return password === GOOD_PAT ? "alice" : password === NO_PROJECTS_PAT ? "eve" : null;
    },
    handle,
  });
  origin = server.origin;

  return {
    origin,
    port: server.port,
    organizationUrl: `${origin}${ORG}`,
    get state() {
      return state;
    },
    received: server.received,
    sent: server.sent,
    throttleNext: (seconds) =>
      server.inject({
        status: 429,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify(vssError("TF400733: The request has been canceled: Request was blocked due to exceeding usage of resource 'ATCPU' in namespace 'User'.", "RequestBlockedException")),
        headers: {
          "retry-after": String(seconds),
          "x-ratelimit-resource": "ATCPU",
          "x-ratelimit-delay": "0.5",
          "x-ratelimit-limit": "200",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + seconds),
        },
      }),
    failNextWith: (answer) => server.inject(answer),
    workItem: (id) => state.workItems.find((i) => i.id === id),
    clear: () => {
      state = createFakeAzureState();
      server.clearRecords();
    },
    close: () => server.close(),
  };
}
