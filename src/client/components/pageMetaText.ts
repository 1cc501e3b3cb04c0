// A page's title and meta tags in the visitor's language: meta.ts's English, or the meta
// catalogue's words. Loaded with meta.ts on the first move (PageMeta), never in a first download.
import type { I18n } from "@lingui/core";
import { headTagsFor, pageMetaFor, type PageMeta } from "../../shared/meta";

/** Each page's title and description in the meta catalogue (the English ones are meta.ts's). */
const META_IDS: Record<string, { title: string; description: string }> = {
  home: { title: "home.title", description: "home.description" },
  signin: { title: "signIn.title", description: "signIn.description" },
  signup: { title: "signUp.title", description: "signUp.description" },
  "/forgot-password": { title: "forgotPassword.title", description: "forgotPassword.description" },
  "/reset-password": { title: "resetPassword.title", description: "resetPassword.description" },
  "/verify-email": { title: "verifyEmail.title", description: "verifyEmail.description" },
  room: { title: "room.title", description: "room.description" },
  legal: { title: "legal.title", description: "legal.description" },
  terms: { title: "terms.title", description: "terms.description" },
  notFound: { title: "notFound.title", description: "notFound.description" },
};

/** The page's meta, its title and description translated when `i18n` holds the meta catalogue. */
export function translatedMetaFor(pathname: string, i18n: I18n | null): PageMeta {
  const english = pageMetaFor(pathname);
  const ids = META_IDS[english.kind === "account" ? english.path : english.kind];
  if (!i18n || !ids) return english;
  const code = english.kind === "room" ? english.path.slice("/room/".length) : "";
  return { ...english, title: i18n._(ids.title, { code }), description: i18n._(ids.description, { code }) };
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
