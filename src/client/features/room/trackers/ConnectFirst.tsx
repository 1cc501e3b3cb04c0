import { connectTrackerFirst } from "../../../../shared/messages/trackers";
import { Alert } from "../../../components/ui/Alert";

/** Said to a manager without a connection to the tracker: where to make one. */
export function ConnectFirst({ label }: { label: string }) {
  return (
    <Alert variant="info" title={`No ${label} connection`}>
      {connectTrackerFirst(label)}
    </Alert>
  );
}
