// A tracker site's address as a person types it (self-hosted Jira, GitLab, Azure DevOps Server): one
// reading for every tracker's rules, which then drop their own API part from the path.

/** The typed address as a URL when it is an http(s) address without a user name or password, else null. */
export function parseTrackerAddress(input: string, maxLength: number): URL | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > maxLength) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
  return url;
}

/** origin + path, with `apiPart` (and anything after it) and trailing slashes dropped from the path. */
export function siteBaseUrl(url: URL, apiPart: RegExp): string {
  return `${url.origin}${url.pathname.replace(apiPart, "").replace(/\/+$/, "")}`;
}
