// The built index.html with the route's title, description, robots, social and canonical tags,
// so crawlers and link previews that run no JavaScript see the right page.
import { pageMetaFor, renderHeadTags } from "../../shared/meta";

/** index.html marks the block of default tags the server replaces. */
export const META_START = "<!-- page-meta:start -->";
export const META_END = "<!-- page-meta:end -->";

/** The served HTML for `path`: the template with that route's head tags. */
export function renderIndexHtml(template: string, path: string, publicUrl: string): string {
  const tags = renderHeadTags(pageMetaFor(path), publicUrl);
  const start = template.indexOf(META_START);
  const end = template.indexOf(META_END, start);
  if (start >= 0 && end > start) {
    return template.slice(0, start + META_START.length) + `\n    ${tags}\n    ` + template.slice(end);
  }
  // A template without markers: drop its own title and add ours before </head>.
  const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>\s*/i, "");
  const headEnd = withoutTitle.search(/<\/head>/i);
  if (headEnd < 0) throw new Error("index.html has no </head>");
  return `${withoutTitle.slice(0, headEnd)}  ${tags}\n  ${withoutTitle.slice(headEnd)}`;
}
