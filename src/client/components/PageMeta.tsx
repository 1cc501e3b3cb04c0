import { useEffect, useRef } from "react";
import { useLocation } from "../router";

/**
 * The public URL the server put in the served canonical link (PUBLIC_URL); the page's origin
 * when the HTML came from the dev server.
 */
function publicUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    // fall through
  }
  return window.location.origin;
}

const PUBLIC_URL = typeof document === "undefined" ? "" : publicUrl();

/**
 * Keeps <title> and the route's meta tags current as the visitor moves around. The server wrote
 * the first page's tags into the HTML, so the table of them (meta.ts) loads on the first move.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const served = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === served.current) return;
    served.current = null;
    let current = true;
    void import("../../shared/meta").then(({ headTagsFor, pageMetaFor }) => {
      if (!current) return;
      const meta = pageMetaFor(pathname);
      document.title = meta.title;
      for (const tag of headTagsFor(meta, PUBLIC_URL)) {
        if (tag.tag === "link") {
          upsert(`link[rel="canonical"]`, "link", { rel: "canonical" }).setAttribute("href", tag.href);
        } else {
          upsert(`meta[${tag.key}="${tag.name}"]`, "meta", { [tag.key]: tag.name }).setAttribute("content", tag.content);
        }
      }
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
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
