import { useMemo } from "react";
import { cn } from "../../../client/components/ui/cn";
import { sanitizeJiraHtml } from "./sanitizeJiraHtml";
import { useT } from "../../../client/i18n/I18nProvider";

/** A ticket's description as JIRA rendered it, sanitised; a quiet note when it has none. `site` is the JIRA site's origin, the only place its images load from. */
export function JiraDescription({ html, site, className }: { html: string | null; site: string | null; className?: string }) {
  const t = useT("trackers");
  const clean = useMemo(() => (html ? sanitizeJiraHtml(html, site) : ""), [html, site]);
  if (!clean.trim()) return <p className={cn("text-sm text-muted-foreground italic", className)}>{t("jira.noDescription")}</p>;
  return (
    <div
      className={cn(
        "jira-description max-h-72 overflow-y-auto text-sm leading-relaxed break-words",
        "[&_a]:text-link [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold",
        "[&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-2 [&_table]:text-xs [&_td]:border [&_td]:border-border [&_td]:px-1.5 [&_th]:border [&_th]:border-border [&_th]:px-1.5 [&_ul]:list-disc",
        className,
      )}
      data-testid="jira-description"
      // Sanitised above with DOMPurify (sanitizeJiraHtml.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
