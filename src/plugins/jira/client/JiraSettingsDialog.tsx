import { Settings } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../client/components/ui/Button";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "../../../client/components/ui/Dialog";
import { EMPTY_JIRA_FORM } from "./jiraForm";
import { JiraSettingsForm } from "./JiraSettingsForm";
import type { JiraConfig } from "./roomJira";
import { useT } from "../../../client/i18n/I18nProvider";

/** Owners and admins only: the button and the dialog that links the room to a JIRA project. */
export function JiraSettingsDialog({ roomId, config }: { roomId: string; config: JiraConfig | null }) {
  const t = useT("trackers");
  const [open, setOpen] = useState(false);
  const initial = config ? { ...EMPTY_JIRA_FORM, domain: config.domain, projectKey: config.projectKey, email: config.email } : EMPTY_JIRA_FORM;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings aria-hidden="true" />
          {t("jira.settings")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader title={t("jira.settings")} description={t("jira.settingsDescription")} />
        {/* Mounted only while open: every opening starts from the saved values and an untested state. */}
        {open && <JiraSettingsForm roomId={roomId} initial={initial} hasSavedToken={config?.hasApiToken ?? false} onSaved={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
