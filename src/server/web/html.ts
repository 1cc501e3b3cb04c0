// The built index.html with the route's title, description, robots, social and canonical tags,
// so crawlers and link previews that run no JavaScript see the right page.
import type { AccountLanguage } from "../../shared/languages";
import { pageMetaFor, renderHeadTags, translatedMeta } from "../../shared/meta";
import { sayMeta } from "./pageLanguage";

/** index.html marks the block of default tags the server replaces. */
export const META_START = "<!-- page-meta:start -->";
export const META_END = "<!-- page-meta:end -->";

/** The served HTML for `path`: the template with that route's head tags and `<html lang>`, in `language`. */
export function renderIndexHtml(template: string, path: string, publicUrl: string, language: AccountLanguage = "en"): string {
  const english = pageMetaFor(path);
  // English keeps meta.ts's words as they are; another language, the meta catalogue's.
  const meta = language === "en" ? english : translatedMeta(english, (id, values) => sayMeta(language, id, values));
  const tags = renderHeadTags(meta, publicUrl);
  template = template.replace(/<html(\s[^>]*)?>/i, (tag) => (/\slang="[^"]*"/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${language}"`) : tag.replace(/<html/i, `<html lang="${language}"`)));
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
