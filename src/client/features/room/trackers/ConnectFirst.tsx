import { connectTrackerFirst } from "../../../../shared/messages/trackers";
import { Alert } from "../../../components/ui/Alert";
import { useT } from "../../../i18n/I18nProvider";

/** Said to a manager without a connection to the tracker: where to make one. */
export function ConnectFirst({ label }: { label: string }) {
  const t = useT("trackers");
  return (
    <Alert variant="info" title={t("connectFirst", { tracker: label })}>
      {connectTrackerFirst(label)}
    </Alert>
  );
}
