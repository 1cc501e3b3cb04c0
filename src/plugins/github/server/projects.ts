// Projects (v2) through GraphQL: import a project's issues (cursor paging, an iteration filter) and
// write an estimate to a number field (NOTES 7.4). A number field is a ProjectV2Field whose dataType is NUMBER.
import { DEFAULT_ESTIMATE_FIELD_NAMES, type TrackerStory, issueKey, priorityFromName } from "../shared/github";
import { GitHubError } from "./errors";
import { type GitHubSite, githubGraphql } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export const PROJECT_ITEMS_PAGE_SIZE = 100;
const MAX_ITEM_PAGES = 50;

export interface ProjectRef {
  /** The organisation or user that owns the project. */
  owner: string;
  ownerType: "organization" | "user";
  number: number;
}

export interface ProjectImport extends ProjectRef {
  /** Only items in this iteration (its id or its title). */
  iteration?: string;
  /** The number field the estimate is read from; "Estimate" / "Story Points" when absent. */
  estimateFieldId?: string;
  perPage?: number;
}

interface FieldNode {
  __typename: string;
  id?: string;
  name?: string;
  dataType?: string;
}

interface FieldValueNode {
  __typename: string;
  number?: number | null;
  name?: string | null;
  iterationId?: string;
  title?: string;
  field?: { id?: string; name?: string };
}

interface ItemNode {
  id: string;
  type: string;
  isArchived: boolean;
  content: { __typename: string; number?: number; title?: string; body?: string; url?: string; repository?: { nameWithOwner: string } } | null;
  fieldValues: { nodes: (FieldValueNode | null)[] | null };
}

interface ProjectNode {
  id: string;
  title: string;
  url: string;
  fields: { nodes: (FieldNode | null)[] | null };
  items: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: (ItemNode | null)[] | null };
}

const FIELDS_SELECTION = `fields(first: 50) {
        nodes {
          __typename
          ... on ProjectV2Field { id name dataType }
          ... on ProjectV2SingleSelectField { id name dataType }
          ... on ProjectV2IterationField { id name dataType }
        }
      }`;

const FIELD_OF_VALUE = "field { __typename ... on ProjectV2FieldCommon { id name } }";

/** The owner field is chosen from two constants, never from user text. */
function projectItemsQuery(ownerType: ProjectRef["ownerType"]): string {
  return `query ProjectItems($login: String!, $number: Int!, $first: Int!, $after: String) {
  owner: ${ownerType === "user" ? "user" : "organization"}(login: $login) {
    projectV2(number: $number) {
      id
      title
      url
      ${FIELDS_SELECTION}
      items(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          type
          isArchived
          content {
            __typename
            ... on Issue { number title body url repository { nameWithOwner } }
          }
          fieldValues(first: 50) {
            nodes {
              __typename
              ... on ProjectV2ItemFieldNumberValue { number ${FIELD_OF_VALUE} }
              ... on ProjectV2ItemFieldSingleSelectValue { name optionId ${FIELD_OF_VALUE} }
              ... on ProjectV2ItemFieldIterationValue { iterationId title ${FIELD_OF_VALUE} }
            }
          }
        }
      }
    }
  }
}`;
}

function projectFieldsQuery(ownerType: ProjectRef["ownerType"]): string {
  return `query ProjectFields($login: String!, $number: Int!) {
  owner: ${ownerType === "user" ? "user" : "organization"}(login: $login) {
    projectV2(number: $number) {
      id
      title
      ${FIELDS_SELECTION}
    }
  }
}`;
}

export const ISSUE_PROJECT_ITEMS_QUERY = `query IssueProjectItems($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    issue(number: $number) {
      id
      projectItems(first: 50) { nodes { id project { id } } }
    }
  }
}`;

export const ADD_ITEM_MUTATION = `mutation AddIssueToProject($projectId: ID!, $contentId: ID!) {
  addProjectV2ItemById(input: { projectId: $projectId, contentId: $contentId }) { item { id } }
}`;

export const SET_NUMBER_MUTATION = `mutation SetEstimate($projectId: ID!, $itemId: ID!, $fieldId: ID!, $value: Float!) {
  updateProjectV2ItemFieldValue(input: { projectId: $projectId, itemId: $itemId, fieldId: $fieldId, value: { number: $value } }) {
    projectV2Item { id }
  }
}`;

/** Every GraphQL document this client sends (the contract test validates each against GitHub's schema). */
export const GITHUB_GRAPHQL_DOCUMENTS: readonly string[] = Object.freeze([
  projectItemsQuery("organization"),
  projectItemsQuery("user"),
  projectFieldsQuery("organization"),
  projectFieldsQuery("user"),
  ISSUE_PROJECT_ITEMS_QUERY,
  ADD_ITEM_MUTATION,
  SET_NUMBER_MUTATION,
]);

function notFound(ref: ProjectRef): string {
  return sayRefusal("github.noProject", { number: ref.number, owner: ref.owner });
}

/** A project as the refusals name it: its number and its owner. */
export interface ProjectPlace {
  number: number;
  owner: string;
}

export interface NumberField {
  id: string;
  name: string;
}

/** The number fields of a project (for the manager to pick one). */
function numberFields(fields: ProjectNode["fields"]): NumberField[] {
  return (fields.nodes ?? [])
    .filter((f): f is FieldNode & { id: string; name: string } => !!f && f.__typename === "ProjectV2Field" && f.dataType === "NUMBER" && !!f.id && !!f.name)
    .map(({ id, name }) => ({ id, name }));
}

/** The picked number field, or the one named "Estimate" / "Story Points". */
export function pickEstimateField(fields: readonly NumberField[], fieldId: string | undefined, where: ProjectPlace): NumberField {
  if (fieldId) {
    const picked = fields.find((f) => f.id === fieldId);
    if (!picked) throw new GitHubError("invalid", sayRefusal("github.pickedFieldGone", { number: where.number, owner: where.owner }));
    return picked;
  }
  for (const name of DEFAULT_ESTIMATE_FIELD_NAMES) {
    const found = fields.find((f) => f.name.trim().toLowerCase() === name);
    if (found) return found;
  }
  throw new GitHubError("invalid", sayRefusal("github.noDefaultField", { number: where.number, owner: where.owner }));
}

function fieldValue(item: ItemNode, matches: (field: { id?: string; name?: string }) => boolean, typename: string): FieldValueNode | undefined {
  return (item.fieldValues.nodes ?? []).find((v): v is FieldValueNode => !!v && v.__typename === typename && !!v.field && matches(v.field));
}

export async function listProjectNumberFields(site: GitHubSite, ref: ProjectRef): Promise<NumberField[]> {
  const data = await githubGraphql<{ owner: { projectV2: ProjectNode | null } | null }>(site, projectFieldsQuery(ref.ownerType), { login: ref.owner, number: ref.number }, { notFound: notFound(ref) });
  const project = data.owner?.projectV2;
  if (!project) throw new GitHubError("not_found", notFound(ref));
  return numberFields(project.fields);
}

export async function importProjectIssues(site: GitHubSite, options: ProjectImport): Promise<TrackerStory[]> {
  const stories: TrackerStory[] = [];
  let after: string | null = null;
  let estimateField: NumberField | null | undefined;
  for (let page = 0; page < MAX_ITEM_PAGES; page++) {
    const data: { owner: { projectV2: ProjectNode | null } | null } = await githubGraphql(
      site,
      projectItemsQuery(options.ownerType),
      { login: options.owner, number: options.number, first: options.perPage ?? PROJECT_ITEMS_PAGE_SIZE, after },
      { notFound: notFound(options) },
    );
    const project = data.owner?.projectV2;
    if (!project) throw new GitHubError("not_found", notFound(options));
    if (estimateField === undefined) {
      const fields = numberFields(project.fields);
      // Without a field the stories are imported without estimates; only a picked, missing field is an error.
      estimateField = options.estimateFieldId ? pickEstimateField(fields, options.estimateFieldId, options) : (fields.find((f) => DEFAULT_ESTIMATE_FIELD_NAMES.includes(f.name.trim().toLowerCase())) ?? null);
    }
    for (const item of project.items.nodes ?? []) {
      // Pull requests, draft issues and archived items are not stories.
      if (!item || item.type !== "ISSUE" || item.isArchived || item.content?.__typename !== "Issue") continue;
      if (options.iteration !== undefined) {
        const iteration = (item.fieldValues.nodes ?? []).find((v) => v?.__typename === "ProjectV2ItemFieldIterationValue");
        if (!iteration || (iteration.iterationId !== options.iteration && iteration.title !== options.iteration)) continue;
      }
      const content = item.content;
      const priority = fieldValue(item, (f) => f.name?.trim().toLowerCase() === "priority", "ProjectV2ItemFieldSingleSelectValue");
      const estimate = estimateField ? fieldValue(item, (f) => f.id === estimateField!.id, "ProjectV2ItemFieldNumberValue") : undefined;
      stories.push({
        key: issueKey(content.repository?.nameWithOwner ?? "", content.number ?? 0),
        title: content.title ?? "",
        priority: priority?.name ? priorityFromName(priority.name) : null,
        estimate: typeof estimate?.number === "number" ? estimate.number : null,
        description: content.body ?? "",
        url: content.url ?? "",
      });
    }
    if (!project.items.pageInfo.hasNextPage || !project.items.pageInfo.endCursor) break;
    after = project.items.pageInfo.endCursor;
  }
  return stories;
}

export interface ProjectWrite extends ProjectRef {
  issue: { owner: string; repo: string; number: number };
  value: number;
  /** The number field the manager picked; "Estimate" / "Story Points" when absent. */
  fieldId?: string;
}

/** Writes the estimate to the project's number field, adding the issue to the project first when it is not an item. */
export async function writeProjectEstimate(site: GitHubSite, write: ProjectWrite): Promise<{ itemId: string; fieldId: string; added: boolean }> {
  if (!Number.isFinite(write.value)) throw new GitHubError("invalid", sayRefusal("github.projectFieldNotNumber"));
  const fieldsData = await githubGraphql<{ owner: { projectV2: ProjectNode | null } | null }>(site, projectFieldsQuery(write.ownerType), { login: write.owner, number: write.number }, { notFound: notFound(write) });
  const project = fieldsData.owner?.projectV2;
  if (!project) throw new GitHubError("not_found", notFound(write));
  const field = pickEstimateField(numberFields(project.fields), write.fieldId, write);

  const key = issueKey(`${write.issue.owner}/${write.issue.repo}`, write.issue.number);
  const missingIssue = sayRefusal("github.noIssue", { key });
  const issueData = await githubGraphql<{ repository: { issue: { id: string; projectItems: { nodes: ({ id: string; project: { id: string } } | null)[] | null } } | null } | null }>(
    site,
    ISSUE_PROJECT_ITEMS_QUERY,
    { owner: write.issue.owner, repo: write.issue.repo, number: write.issue.number },
    { notFound: missingIssue },
  );
  const issue = issueData.repository?.issue;
  if (!issue) throw new GitHubError("not_found", missingIssue);
  let itemId = (issue.projectItems.nodes ?? []).find((node) => node?.project.id === project.id)?.id;
  const added = !itemId;
  if (!itemId) {
    const addData = await githubGraphql<{ addProjectV2ItemById: { item: { id: string } | null } | null }>(site, ADD_ITEM_MUTATION, { projectId: project.id, contentId: issue.id }, { notFound: notFound(write) });
    itemId = addData.addProjectV2ItemById?.item?.id;
    if (!itemId) throw new GitHubError("bad_response", sayRefusal("github.notAdded", { key, number: write.number, owner: write.owner }));
  }
  await githubGraphql(site, SET_NUMBER_MUTATION, { projectId: project.id, itemId, fieldId: field.id, value: write.value }, { notFound: notFound(write) });
  return { itemId, fieldId: field.id, added };
}
