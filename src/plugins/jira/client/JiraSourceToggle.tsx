import { useState } from "react";
import { toast } from "../../../client/components/toast";
import { JIRA_MESSAGES } from "../../../shared/messages/jira";
import { getSessionId } from "../../../client/session/sessionId";
import { api } from "../../../client/lib/api";
import { useMutation } from "../../../client/sync/react";
import { StorySourceSwitch } from "../../../client/components/StorySourceSwitch";
import { toastFailure } from "../../../client/lib/failureToast";

interface Props {
  roomId: string;
  useJira: boolean;
  configured: boolean;
}

/** Manual / JIRA for owners and admins: usable once JIRA is configured, or to switch it off (spec 5). */
export function JiraSourceToggle({ roomId, useJira, configured }: Props) {
  const toggle = useMutation(api.jira.toggleJiraIntegration);
  const [busy, setBusy] = useState(false);
  const onChange = async (enabled: boolean) => {
    setBusy(true);
    try {
      await toggle({ roomId, sessionId: getSessionId(), enabled });
      toast.success(enabled ? JIRA_MESSAGES.enabled : JIRA_MESSAGES.disabled);
    } catch (caught) {
      toastFailure(JIRA_MESSAGES.toggleFailed, caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <StorySourceSwitch
      label="JIRA"
      on={useJira}
      disabled={busy || !(configured || useJira)}
      disabledReason={configured || useJira ? undefined : JIRA_MESSAGES.notConfigured}
      onChange={(enabled) => void onChange(enabled)}
    />
  );
}
