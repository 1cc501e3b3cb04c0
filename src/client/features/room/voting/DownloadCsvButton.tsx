import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../components/toast";
import { VOTING_MESSAGES } from "../../../../shared/messages/voting";
import { api } from "../../../lib/api";
import { useAction } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { Button } from "../../../components/ui/Button";
import { saveTextFile } from "./saveFile";
import { useT } from "../../../i18n/I18nProvider";

/** Owners and admins only; the server refuses anyone else too. */
export function DownloadCsvButton({ roomId }: { roomId: string }) {
  const t = useT("voting");
  const exportCsv = useAction(api.voting.exportRoundHistoryCsv);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { filename, csv } = await exportCsv({ roomId });
      saveTextFile(filename, csv);
    } catch (error) {
      toast.error(serverMessageOr(error, VOTING_MESSAGES.historyExportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" busy={busy} onClick={download}>
      {!busy && <Download aria-hidden="true" />}
      {t("history.downloadCsv")}
    </Button>
  );
}
