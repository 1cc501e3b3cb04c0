// A tracker story's description as HTML (Jira Data Center's rendered one, or GitHub's Markdown
// rendered at import), sanitised again here with DOMPurify: no scripts, handlers, styles, forms,
// frames or images (a picture would tell its host who reads the story); links only http(s) and
// mailto, opened in a new tab. Loaded apart, only when a full description is opened.
import DOMPurify from "dompurify";
import { useMemo } from "react";

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "frame", "object", "embed", "link", "meta", "base", "svg", "math", "img", "picture", "video", "audio", "source"],
  FORBID_ATTR: ["style", "srcset", "formaction", "action", "id", "name"],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

export function sanitizeTicketHtml(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    if (!/^(https?:|mailto:)/i.test(node.getAttribute("href") ?? "")) return node.removeAttribute("href");
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer nofollow");
  });
  return purifier.sanitize(html, CONFIG) as unknown as string;
}

export default function TicketDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeTicketHtml(html), [html]);
  return (
    <div
      className="max-h-72 overflow-y-auto text-xs leading-relaxed break-words text-muted-foreground [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc"
      data-testid="queue-item-description"
      // Sanitised above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
