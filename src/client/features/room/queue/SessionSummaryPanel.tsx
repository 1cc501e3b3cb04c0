import { ClipboardCopy, Download, Printer } from "lucide-react";
import { useId, useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { QUEUE_MESSAGES } from "../../../../shared/messages/queue";
import { summaryTable, summaryTotalsLine } from "../../../../shared/sessionSummary";
import { api } from "../../../lib/api";
import { useAction, useQuery } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { saveTextFile } from "../voting";

/**
 * The session summary (issue 14), live for every member; owners and admins export it as CSV or
 * Markdown (to the clipboard). Print shows this card alone (styles.css, [data-print-summary]).
 */
export function SessionSummaryPanel({ roomId, isManager }: { roomId: string; isManager: boolean }) {
  const summary = useQuery(api.queue.getSessionSummary, { roomId });
  const id = useId();
  if (!summary || summary.stories.length === 0) return null;
  const table = summaryTable(summary);
  return (
    <Card offscreenLazy className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby={`${id}-title`} data-testid="session-summary" data-print-summary>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} tabIndex={-1} data-summary-heading className="rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          Session summary
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          {isManager && <SummaryExports roomId={roomId} />}
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="summary-totals">
        {summaryTotalsLine(summary)}
      </p>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="group" aria-label="Summary table">
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
                  // The story, its agreement and its rounds in detail wrap, so the time spent stays in view on a desktop.
                  <td key={index} className={cellClass(index)}>
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

function cellClass(column: number): string {
  if (column === 1) return "min-w-40 px-2 py-2 break-words";
  if (column === 6) return "min-w-28 px-2 py-2";
  // Async rounds in detail (issue 33): every vote with its reason.
  if (column === 9) return "min-w-64 px-2 py-2 break-words";
  return "px-2 py-2 whitespace-nowrap tabular-nums";
}

export function SummaryExports({ roomId }: { roomId: string }) {
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
        Download CSV
      </Button>
      <Button variant="outline" size="sm" busy={busy === "markdown"} onClick={() => void run("markdown")}>
        {busy !== "markdown" && <ClipboardCopy aria-hidden="true" />}
        Copy Markdown
      </Button>
    </>
  );
}
