import { ClipboardCopy, Download, Printer } from "lucide-react";
import { useId, useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { QUEUE_MESSAGES } from "../../../../shared/messages/queue";
import { formatDuration } from "../../../../shared/duration";
import { NO_NUMBER } from "../../../../shared/results";
import { summaryTable, type SessionSummary, type SummaryTable } from "../../../../shared/sessionSummary";
import { formatElapsed } from "../../../i18n/format";
import { useLanguage, useT, type Values } from "../../../i18n/I18nProvider";
import type { Language } from "../../../i18n/languages";
import { api } from "../../../lib/api";
import { useAction, useQuery } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { agreementLabel, saveTextFile } from "../voting";
import { totalsLine } from "./totalsLine";

type T = (id: string, values?: Values) => string;

/** The summary's table in the person's language; English is the shared table the exports write, cell for cell. */
function localTable(t: T, votingT: T, language: Language, summary: SessionSummary): SummaryTable {
  const table = summaryTable(summary);
  if (language === "en") return table;
  const columns = ["#", t("summary.column.story"), t("summary.column.ticket"), t("summary.column.status"), t("summary.column.agreed"), t("summary.column.rounds"), t("summary.column.agreement"), t("summary.column.time")];
  const status = { pending: t("summary.status.pending"), estimated: t("summary.status.estimated"), skipped: t("summary.status.skipped") };
  const rows = table.rows.map((row, index) => {
    const story = summary.stories[index]!;
    return row.map((cell, column) => {
      if (column === 3) return status[story.status];
      if (column === 6) return story.agreement ? `${agreementLabel(votingT, story.agreement.level)} (${votingT("agreement.percent", { percent: Math.round(story.agreement.value * 100) })})` : NO_NUMBER;
      if (column === 7) return story.rounds > 0 ? formatElapsed(language, story.timeSpentMs, formatDuration) : NO_NUMBER;
      return cell;
    });
  });
  const totalRow = table.totalRow.map((cell, column) => (column === 1 ? t("summary.total") : column === 7 ? formatElapsed(language, summary.totalTimeMs, formatDuration) : cell));
  return { columns, rows, totalRow };
}

/**
 * The session summary (issue 14), live for every member; owners and admins export it as CSV or
 * Markdown (to the clipboard). Print shows this card alone (styles.css, [data-print-summary]).
 */
export function SessionSummaryPanel({ roomId, isManager }: { roomId: string; isManager: boolean }) {
  const t = useT("queue");
  const votingT = useT("voting");
  const { language } = useLanguage();
  const summary = useQuery(api.queue.getSessionSummary, { roomId });
  const id = useId();
  if (!summary || summary.stories.length === 0) return null;
  const table = localTable(t, votingT, language, summary);
  return (
    <Card offscreenLazy className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby={`${id}-title`} data-testid="session-summary" data-print-summary>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} tabIndex={-1} data-summary-heading className="rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {t("summary.title")}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          {isManager && <SummaryExports roomId={roomId} />}
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t("summary.print")}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="summary-totals">
        {totalsLine(t, language, summary)}
      </p>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="group" aria-label={t("summary.table")}>
        <table className="w-full text-left text-sm" data-testid="summary-table">
          <thead>
            <tr className="border-b border-border text-xs text-muted-foreground">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]} className="border-b border-border last:border-0">
                {row.map((cell, index) => (
                  // The story and its agreement wrap, so the time spent stays in view on a desktop.
                  <td key={index} className={index === 1 ? "min-w-40 px-2 py-2 break-words" : index === 6 ? "min-w-28 px-2 py-2" : "px-2 py-2 whitespace-nowrap tabular-nums"}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border font-semibold">
              {table.totalRow.map((cell, index) => (
                <td key={index} className="px-2 py-2 whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}

export function SummaryExports({ roomId }: { roomId: string }) {
  const t = useT("queue");
  const exportSummary = useAction(api.queue.exportSessionSummary);
  const [busy, setBusy] = useState<"csv" | "markdown" | null>(null);
  const run = async (kind: "csv" | "markdown") => {
    setBusy(kind);
    try {
      const { filename, csv, markdown } = await exportSummary({ roomId });
      if (kind === "csv") saveTextFile(filename, csv);
      else {
        await navigator.clipboard.writeText(markdown);
        toast.success(QUEUE_MESSAGES.summaryCopied);
      }
    } catch (error) {
      toast.error(serverMessageOr(error, GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" busy={busy === "csv"} onClick={() => void run("csv")}>
        {busy !== "csv" && <Download aria-hidden="true" />}
        {t("summary.csv")}
      </Button>
      <Button variant="outline" size="sm" busy={busy === "markdown"} onClick={() => void run("markdown")}>
        {busy !== "markdown" && <ClipboardCopy aria-hidden="true" />}
        {t("summary.markdown")}
      </Button>
    </>
  );
}
