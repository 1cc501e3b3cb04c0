// JIRA's rendered description is HTML from someone else's system: only harmless markup survives.
// No scripts, no event handlers, no styles (an overlay could pass for our own UI), no forms or
// frames; links keep only absolute http(s) and mailto targets and open in a new tab without
// handing that tab a reference back to this page. Images load only from the JIRA site itself
// (anywhere else, a picture in a ticket would tell a stranger who looks at it and when).
import DOMPurify from "dompurify";

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "frame", "object", "embed", "link", "meta", "base", "svg", "math"],
  FORBID_ATTR: ["style", "srcset", "formaction", "action", "id", "name"],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** `site` is the JIRA site's origin (https://acme.atlassian.net); without one, no image is kept. */
export function sanitizeJiraHtml(html: string, site: string | null = null): string {
  // One purifier per call: its hooks close over this description's site.
  const purifier = DOMPurify();
  purifier.addHook("uponSanitizeAttribute", (node, data) => {
    if (node.nodeName !== "IMG" || data.attrName !== "src") return;
    const source = siteImage(data.attrValue, site);
    if (source) data.attrValue = source;
    else data.keepAttr = false;
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "IMG") {
      if (!node.hasAttribute("src")) return node.remove();
      // JIRA often renders attachments without alt text: name the file, so screen readers say something.
      if (!node.hasAttribute("alt")) node.setAttribute("alt", imageAlt(node.getAttribute("src")));
      return;
    }
    if (node.nodeName !== "A") return;
    const href = node.getAttribute("href") ?? "";
    if (!/^(https?:|mailto:)/i.test(href)) {
      node.removeAttribute("href");
      return;
    }
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer nofollow");
  });
  return purifier.sanitize(html, CONFIG) as unknown as string;
}

/** JIRA renders attachments with paths on its own site: resolved there, and kept only if they stay there. */
function siteImage(source: string, site: string | null): string | null {
  if (!site) return null;
  try {
    const url = new URL(source.trim(), site);
    return url.origin === new URL(site).origin && url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function imageAlt(src: string | null): string {
  let file = "";
  try {
    file = decodeURIComponent(new URL(src ?? "").pathname.split("/").pop() ?? "");
  } catch {
    // A malformed address: no file name to offer.
  }
  return file ? `Image from the ticket: ${file}` : "Image from the ticket";
}
