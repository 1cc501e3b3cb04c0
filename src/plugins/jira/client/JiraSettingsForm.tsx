import { type FormEvent, useState } from "react";
import { toast } from "../../../client/components/toast";
import type { JiraTicketSummary } from "../shared/jira";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { JIRA_MESSAGES, jiraConnectionFailed, jiraConnectionSuccess } from "../../../shared/messages/jira";
import { getSessionId } from "../../../client/session/sessionId";
import { api } from "../../../client/lib/api";
import { useAction, useMutation } from "../../../client/sync/react";
import { Button } from "../../../client/components/ui/Button";
import { DialogFooter } from "../../../client/components/ui/Dialog";
import { Field } from "../../../client/components/ui/Field";
import { ConnectionTestResult } from "./ConnectionTestResult";
import { useT } from "../../../client/i18n/I18nProvider";
import { DomainField } from "./DomainField";
import { type JiraFormValues, domainFromInput, hasBlankField, testedKey } from "./jiraForm";
import { toastFailure } from "../../../client/lib/failureToast";

interface Props {
  roomId: string;
  initial: JiraFormValues;
  /** A token is saved already: a blank token field keeps it (same site only, the server checks). */
  hasSavedToken: boolean;
  onSaved: () => void;
}

/**
 * The four fields, Test Connection, and Save. Save is enabled only after a successful connection
 * test (spec 5) and stays enabled while the fields are edited, so it can say what is missing: a
 * blank field ('Please fill in all fields'), or a successful test of exactly these values. A
 * saved token need not be typed again.
 */
export function JiraSettingsForm({ roomId, initial, hasSavedToken, onSaved }: Props) {
  const t = useT("trackers");
  const testConnection = useAction(api.jira.testJiraConnection);
  const configureJira = useMutation(api.jira.configureJira);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState<"test" | "save" | null>(null);
  const [passed, setPassed] = useState<{ key: string; tickets: JiraTicketSummary[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const testedOk = passed !== null && passed.key === testedKey(values);
  /** A test has succeeded since the dialog opened: Save is enabled from then on. */
  const [everPassed, setEverPassed] = useState(false);
  const blank = hasBlankField(hasSavedToken ? { ...values, apiToken: "saved" } : values);

  const set = (field: keyof JiraFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
  };

  const onTest = async () => {
    if (blank) return void toast.error(JIRA_MESSAGES.fillAllFieldsBeforeTesting);
    setBusy("test");
    try {
      const result = await testConnection({ config: values, roomId });
      if (result.success) {
        setPassed({ key: testedKey(values), tickets: result.tickets });
        setEverPassed(true);
        toast.success(jiraConnectionSuccess(result.tickets.length));
      } else {
        setPassed(null);
        setFailure(jiraConnectionFailed(result.error ?? GENERIC_MESSAGES.unexpected));
        toast.error(jiraConnectionFailed(result.error ?? GENERIC_MESSAGES.unexpected));
      }
    } catch {
      setPassed(null);
      toast.error(JIRA_MESSAGES.testFailed);
    } finally {
      setBusy(null);
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (blank) return void toast.error(JIRA_MESSAGES.fillAllFields);
    if (!testedOk) return void toast.error(JIRA_MESSAGES.testBeforeSaving);
    setBusy("save");
    try {
      await configureJira({ roomId, sessionId: getSessionId(), config: values });
      toast.success(JIRA_MESSAGES.configSaved);
      onSaved();
    } catch (caught) {
      toastFailure(JIRA_MESSAGES.configSaveFailed, caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={onSave} noValidate className="flex flex-col gap-4" aria-label={t("jira.settingsForm")}>
      <DomainField value={values.domain} onChange={(v) => set("domain")(domainFromInput(v))} />
      <Field label={t("jira.projectKey")} name="projectKey" placeholder="POKER" autoComplete="off" spellCheck={false} maxLength={10} value={values.projectKey} onChange={(e) => set("projectKey")(e.target.value.toUpperCase())} />
      <Field label={t("jira.email")} name="email" type="email" placeholder={t("jira.emailPlaceholder")} autoComplete="email" maxLength={254} value={values.email} onChange={(e) => set("email")(e.target.value)} />
      <Field
        label={t("jira.apiToken")}
        name="apiToken"
        type="password"
        autoComplete="off"
        maxLength={1024}
        value={values.apiToken}
        onChange={(e) => set("apiToken")(e.target.value)}
        hint={
          hasSavedToken
            ? t("jira.tokenSaved")
            : t("jira.tokenHint")
        }
      />
      {testedOk && <ConnectionTestResult tickets={passed.tickets} />}
      {failure && !testedOk && (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-subtle p-3 text-sm text-destructive-text">
          {failure}
        </p>
      )}
      {!everPassed && (
        <p id="jira-save-hint" className="text-sm text-muted-foreground">
          {t("jira.saveHint")}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onTest} busy={busy === "test"} disabled={busy !== null}>
          {t("jira.test")}
        </Button>
        <Button type="submit" busy={busy === "save"} disabled={busy !== null || !everPassed} aria-describedby={everPassed ? undefined : "jira-save-hint"}>
          {t("jira.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
