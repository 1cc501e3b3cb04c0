import { CheckCircle2 } from "lucide-react";
import type { JiraTicketSummary } from "../shared/jira";
import { jiraConnectionSuccess } from "../../../shared/messages/jira";
import { PriorityDot, priorityLabel } from "./PriorityDot";
import { useT } from "../../../client/i18n/I18nProvider";

export const SAMPLE_TICKET_COUNT = 3;

/** After a successful test: how many tickets JIRA listed, and the first three as samples (spec 9). */
export function ConnectionTestResult({ tickets }: { tickets: readonly JiraTicketSummary[] }) {
  const t = useT("trackers");
  const samples = tickets.slice(0, SAMPLE_TICKET_COUNT);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-success/30 bg-success-subtle p-3 text-sm" data-testid="jira-connection-result">
      <p className="flex items-center gap-2 font-medium text-success">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
        {jiraConnectionSuccess(tickets.length)}
      </p>
      {samples.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t("jira.samples")}>
          {samples.map((ticket) => (
            <li key={ticket.key} className="flex min-w-0 items-center gap-2 text-foreground">
              <PriorityDot priority={ticket.priority} />
              <span className="sr-only">{priorityLabel(t, ticket.priority)}</span>
              <span className="shrink-0 font-mono text-xs font-semibold">{ticket.key}</span>
              <span className="truncate text-muted-foreground">{ticket.summary}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
