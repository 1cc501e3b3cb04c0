// A page's title and meta tags in the visitor's language: meta.ts's English, or the meta
// catalogue's words. Loaded with meta.ts on the first move (PageMeta), never in a first download.
import type { I18n } from "@lingui/core";
import { headTagsFor, metaCatalogueIds, pageMetaFor, translatedMeta, type PageMeta } from "../../shared/meta";

/** The page's meta, its title and description translated when `i18n` holds the meta catalogue. */
export function translatedMetaFor(pathname: string, i18n: I18n | null): PageMeta {
  const english = pageMetaFor(pathname);
  return i18n && metaCatalogueIds(english) ? translatedMeta(english, (id, values) => i18n._(id, values)) : english;
}

/** Writes the page's title, meta tags and canonical link into the document's head. */
export function writePageMeta(pathname: string, i18n: I18n | null, publicUrl: string): void {
  const meta = translatedMetaFor(pathname, i18n);
  document.title = meta.title;
  for (const tag of headTagsFor(meta, publicUrl)) {
    if (tag.tag === "link") {
      upsert(`link[rel="canonical"]`, "link", { rel: "canonical" }).setAttribute("href", tag.href);
    } else {
      upsert(`meta[${tag.key}="${tag.name}"]`, "meta", { [tag.key]: tag.name }).setAttribute("content", tag.content);
    }
  }
}

function upsert(selector: string, tagName: string, attributes: Record<string, string>): Element {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = document.createElement(tagName);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.appendChild(element);
  }
  return element;
}
