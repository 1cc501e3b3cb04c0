// Its own file so the browser's first download has it without the table of page titles (meta.ts).

/** Drops the query, the fragment and trailing slashes: `/signin/?x=1` is `/signin`. */
export function normalizePath(rawPath: string): string {
  let path = rawPath.split(/[?#]/, 1)[0] ?? "/";
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}
