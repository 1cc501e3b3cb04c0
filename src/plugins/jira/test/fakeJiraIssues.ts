// IssueBean as JIRA Cloud v3 serves it: `fields` holds only what was asked for (description as ADF),
// `renderedFields` the HTML when expand=renderedFields, `names`/`schema` when expanded.
import { FAKE_PRIORITIES, type FakeField, type FakeIssue, type FakeSite } from "./fakeJiraData";
import { statusCategoryOf } from "./fakeJiraJql";

export const ISSUE_EXPAND = "renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations";

export function adf(text: string) {
  return { type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function renderedDescription(issue: FakeIssue): string | null {
  if (issue.descriptionHtml !== undefined) return issue.descriptionHtml;
  return issue.descriptionText === null ? null : `<p>${escapeHtml(issue.descriptionText)}</p>`;
}

const CATEGORY = {
  new: { id: 2, key: "new", colorName: "blue-gray", name: "To Do" },
  indeterminate: { id: 4, key: "indeterminate", colorName: "yellow", name: "In Progress" },
  done: { id: 3, key: "done", colorName: "green", name: "Done" },
};

function fieldValue(site: FakeSite, siteUrl: string, issue: FakeIssue, field: FakeField): unknown {
  switch (field.id) {
    case "summary":
      return issue.summary;
    case "description":
      return issue.descriptionText === null ? null : adf(issue.descriptionText);
    case "priority": {
      if (issue.priority === null) return null;
      const id = String(FAKE_PRIORITIES.indexOf(issue.priority as (typeof FAKE_PRIORITIES)[number]) + 1);
      return { self: `${siteUrl}/rest/api/3/priority/${id}`, iconUrl: `${siteUrl}/images/icons/priorities/${id}.svg`, name: issue.priority, id };
    }
    case "status": {
      const category = CATEGORY[statusCategoryOf(issue)];
      return {
        self: `${siteUrl}/rest/api/3/status/${category.id}`,
        description: "",
        iconUrl: `${siteUrl}/images/icons/statuses/generic.png`,
        name: issue.status,
        id: String(category.id),
        statusCategory: { self: `${siteUrl}/rest/api/3/statuscategory/${category.id}`, ...category },
      };
    }
    case "project": {
      const project = site.projects.find((p) => p.key === issue.projectKey)!;
      return { self: `${siteUrl}/rest/api/3/project/${project.id}`, id: project.id, key: project.key, name: project.name, projectTypeKey: "software", simplified: project.simplified };
    }
    case site.storyPointsFieldId:
      return issue.storyPoints;
    default:
      return null;
  }
}

/** Which of the site's fields a `fields` list selects: names, `*all`, `*navigable`, `-name`. */
export function selectFields(site: FakeSite, requested: string[]): FakeField[] {
  const wanted = new Set<string>();
  for (const name of requested) {
    if (name === "*all" || name === "*navigable") site.fields.forEach((f) => wanted.add(f.id));
    else if (!name.startsWith("-")) wanted.add(name);
  }
  for (const name of requested) if (name.startsWith("-")) wanted.delete(name.slice(1));
  return site.fields.filter((f) => wanted.has(f.id) || wanted.has(f.key));
}

export function issueBean(site: FakeSite, siteUrl: string, issue: FakeIssue, fields: FakeField[], expand: Set<string>, withNamesAndSchema: boolean) {
  const bean: Record<string, unknown> = {
    expand: ISSUE_EXPAND,
    id: issue.id,
    self: `${siteUrl}/rest/api/3/issue/${issue.id}`,
    key: issue.key,
    fields: Object.fromEntries(fields.map((f) => [f.id, fieldValue(site, siteUrl, issue, f)])),
  };
  if (expand.has("renderedFields")) {
    bean.renderedFields = Object.fromEntries(fields.map((f) => [f.id, f.id === "description" ? renderedDescription(issue) : null]));
  }
  if (withNamesAndSchema) Object.assign(bean, namesAndSchema(fields, expand));
  return bean;
}

export function namesAndSchema(fields: FakeField[], expand: Set<string>) {
  return {
    ...(expand.has("names") ? { names: Object.fromEntries(fields.map((f) => [f.id, f.name])) } : {}),
    ...(expand.has("schema") ? { schema: Object.fromEntries(fields.map((f) => [f.id, f.schema])) } : {}),
  };
}
