// JIRA's rendered description is HTML from someone else's system: only harmless markup survives.
// No scripts, no event handlers, no styles (an overlay could pass for our own UI), no forms or
// frames; links keep only absolute http(s) and mailto targets and open in a new tab without
// handing that tab a reference back to this page.
import DOMPurify from "dompurify";

const purifier = DOMPurify();

purifier.addHook("afterSanitizeAttributes", (node) => {
  // JIRA often renders attachments without alt text: name the file, so screen readers say something.
  if (node.nodeName === "IMG") {
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

function imageAlt(src: string | null): string {
  let file = "";
  try {
    file = decodeURIComponent(new URL(src ?? "", "https://jira.invalid").pathname.split("/").pop() ?? "");
  } catch {
    // A malformed address: no file name to offer.
  }
  return file ? `Image from the ticket: ${file}` : "Image from the ticket";
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "frame", "object", "embed", "link", "meta", "base", "svg", "math"],
  FORBID_ATTR: ["style", "srcset", "formaction", "action", "id", "name"],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

export function sanitizeJiraHtml(html: string): string {
  return purifier.sanitize(html, CONFIG) as unknown as string;
}
