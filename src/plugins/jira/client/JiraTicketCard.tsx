import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import type { JiraTicket } from "../shared/jira";
import { api } from "../../../client/lib/api";
import { useQuery } from "../../../client/sync/react";
import { Badge } from "../../../client/components/ui/Badge";
import { JiraDescription } from "./JiraDescription";
import { PriorityDot, pointsLabel, priorityLabel } from "./PriorityDot";
import { useT } from "../../../client/i18n/I18nProvider";

interface Props {
  ticket: JiraTicket;
  /** The site name, for a link to the ticket in JIRA. */
  domain: string | null;
  /** Apply story points, for owners and admins after a reveal. */
  children?: ReactNode;
}

/** The ticket everyone is estimating: key, summary, priority, points and the description. */
export function JiraTicketCard({ ticket, domain, children }: Props) {
  // The server's JIRA address for the site (JIRA_BASE_URL), not an assumed atlassian.net.
  const t = useT("trackers");
  const site = useQuery(api.jira.siteAddress, domain ? { domain } : "skip");
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 px-4 py-4" aria-label={t("jira.ticket", { key: ticket.key })} data-testid="jira-ticket-card">
      <div className="flex flex-wrap items-center gap-2">
        {site ? (
          <a
            href={`${site}/browse/${encodeURIComponent(ticket.key)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-mono text-sm font-semibold text-link hover:underline"
          >
            {ticket.key}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t("jira.opensInTab")}</span>
          </a>
        ) : (
          <span className="font-mono text-sm font-semibold">{ticket.key}</span>
        )}
        <Badge variant="outline" className="gap-1.5">
          <PriorityDot priority={ticket.priority} />
          {priorityLabel(t, ticket.priority)}
        </Badge>
        <Badge variant={ticket.storyPoints === null ? "muted" : "default"} data-testid="jira-ticket-points">
          {pointsLabel(t, ticket.storyPoints)}
        </Badge>
      </div>
      <h3 className="text-base leading-snug font-semibold break-words" data-testid="jira-ticket-summary">
        {ticket.summary}
      </h3>
      <JiraDescription html={ticket.description} site={site ?? null} className="rounded-lg border border-border bg-surface px-3 py-2" />
      {children}
    </article>
  );
}
