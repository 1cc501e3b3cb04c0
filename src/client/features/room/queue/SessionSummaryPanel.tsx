import { ClipboardCopy, Download, Printer } from "lucide-react";
import { Fragment, useId, useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { QUEUE_MESSAGES } from "../../../../shared/messages/queue";
import { ROUNDS_IN_DETAIL_COLUMN, summaryTable } from "../../../../shared/sessionSummary";
import { useLanguage, useT } from "../../../i18n/I18nProvider";
import { api } from "../../../lib/api";
import { useAction, useQuery } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { saveTextFile } from "../voting";
import { localRoundsInDetail, localTable } from "./localSummary";
import { totalsLine } from "./totalsLine";

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
  // The rounds in detail (the exports' last column) show as a line under each story, not a column.
  const english = summaryTable(summary).columns;
  const detail = english.indexOf(ROUNDS_IN_DETAIL_COLUMN);
  const shown = <C,>(cells: readonly C[]) => cells.filter((_, column) => column !== detail);
  const visibleColumns = shown(english);
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
              {shown(table.columns).map((column) => (
                <th key={column} scope="col" className="px-1 py-2 font-medium break-keep hyphens-auto">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => {
              const rounds = detail >= 0 ? localRoundsInDetail(t, language, summary.stories[index]!) : [];
              return (
                <Fragment key={row[0]}>
                  <tr className={rounds.length > 0 ? "" : "border-b border-border last:border-0"}>
                    {shown(row).map((cell, column) => (
                      <td key={column} className={cellClass(visibleColumns[column]!)}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                  {/* Async estimation (issue 33): each round's votes under its story, the async ones (with reasons) first. */}
                  {rounds.length > 0 && (
                    <tr className="border-b border-border" data-testid="summary-rounds">
                      <td />
                      {/* On a phone the table scrolls sideways: the rounds stay in the screen's width, held at its left. */}
                      <td colSpan={visibleColumns.length - 1} className="px-2 pb-2">
                        <ul className="sticky left-2 flex max-w-[calc(100vw-9rem)] flex-col gap-0.5 text-xs text-muted-foreground" aria-label={t("summary.detail.label", { story: row[1]! })}>
                          {rounds.map((round, i) => (
                            <li key={i} className="break-words">
                              {round}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t border-border font-semibold">
              {shown(table.totalRow).map((cell, index) => (
                <td key={index} className={cellClass(visibleColumns[index]!)}>
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

/**
 * The words wrap (a long German story title anywhere, hyphenated where the browser can; a status
 * or "2 async, 1 live" at their spaces only, so Japanese "見積もり済み" is never stacked a character
 * a line) and the numbers do not, so the async columns stay in view beside the room's side column.
 * The padding and the story's least width are as narrow as reads well: German's unbreakable
 * "asynchron" (twice) and "Einigkeit" otherwise pushed "Dauer" out of a 1366 px screen.
 */
function cellClass(column: string): string {
  if (column === "Story") return "min-w-32 px-1 py-2 wrap-anywhere hyphens-auto";
  if (column === "Agreement") return "min-w-24 px-1 py-2";
  if (column === "Status" || column === "Agreed in" || column === "Rounds") return "px-1 py-2 break-keep hyphens-auto";
  return "px-1 py-2 whitespace-nowrap tabular-nums";
}

export function SummaryExports({ roomId }: { roomId: string }) {
  const t = useT("queue");
  const exportSummary = useAction(api.queue.exportSessionSummary);
  // The exports' headers in the page's language (the server writes them).
  const { language } = useLanguage();
  const [busy, setBusy] = useState<"csv" | "markdown" | null>(null);
  const run = async (kind: "csv" | "markdown") => {
    setBusy(kind);
    try {
      const { filename, csv, markdown } = await exportSummary({ roomId, language });
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
