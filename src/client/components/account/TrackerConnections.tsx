// The account menu's tracker connections (issue 31): the person's own connections (who each token
// belongs to, what it may do, the last test), Test and Remove, and a form to connect a tracker with a
// pasted personal token (and the site's address for a self-hosted one). The token goes to the server
// once and never comes back.
import { Link2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { useLanguage, useT } from "../../i18n/I18nProvider";
import { useSayMessage } from "../../i18n/serverMessages";
import { api } from "../../lib/api";
import type { ResultOf } from "../../../shared/functionReference";
import { useAction, useMutation, useQuery } from "../../sync/react";
import { errorMessageOf } from "../auth/formErrors";
import { Alert } from "../ui/Alert";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";

type Connection = ResultOf<typeof api.connections.list>[number];

export function TrackerConnections() {
  const t = useT("account");
  const say = useSayMessage(useLanguage().language);
  const connections = useQuery(api.connections.list);
  const trackers = useQuery(api.connections.trackers);
  const test = useAction(api.connections.test);
  const remove = useMutation(api.connections.remove);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorMessageOf(caught) || GENERIC_MESSAGES.unexpected);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="account-connections" className="flex flex-col gap-2">
      <h2 id="account-connections" className="text-sm font-semibold">
        {t("connections.title")}
      </h2>
      <p className="text-xs text-muted-foreground">{t("connections.lead")}</p>
      {error && <Alert variant="error">{say(error)}</Alert>}
      {connections === undefined ? (
        <p className="text-sm text-muted-foreground">{t("connections.loading")}</p>
      ) : connections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("connections.none")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label={t("connections.list")}>
          {connections.map((connection) => (
            <ConnectionRow
              key={connection._id}
              connection={connection}
              busy={busy}
              onTest={() => run(`test:${connection._id}`, () => test({ connectionId: connection._id }))}
              onRemove={() => run(`remove:${connection._id}`, () => remove({ connectionId: connection._id }))}
            />
          ))}
        </ul>
      )}
      {trackers && trackers.length > 0 && <ConnectForm trackers={trackers} />}
    </section>
  );
}

function ConnectionRow({ connection, busy, onTest, onRemove }: { connection: Connection; busy: string | null; onTest: () => void; onRemove: () => void }) {
  const t = useT("account");
  const { language } = useLanguage();
  const name = connection.displayName !== connection.account ? `${connection.displayName} (${connection.account})` : connection.displayName;
  // The browser's own format in English (as before), the chosen language's otherwise.
  const date = new Date(connection.testedAt).toLocaleString(language === "en" ? undefined : language);
  const detail = { tracker: connection.trackerLabel, name, date };
  return (
    <li className="flex flex-col gap-2 p-3" aria-label={connection.label}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium">{connection.label}</p>
        {connection.lastError ? <Badge variant="warning">{t("connections.failed")}</Badge> : <Badge variant="success">{t("connections.connected")}</Badge>}
      </div>
      <p className="text-xs text-muted-foreground">
        {connection.site ? t("connections.detailAt", { ...detail, site: connection.site }) : t("connections.detail", detail)}
      </p>
      <p className="text-xs">{connection.lastError ?? connection.summary}</p>
      {connection.missingScopes.length > 0 && !connection.lastError && <p className="text-xs text-muted-foreground">{t("connections.missing", { scopes: connection.missingScopes.join(", ") })}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onTest} busy={busy === `test:${connection._id}`} disabled={busy !== null}>
          {t("connections.test")}
        </Button>
        <Button variant="outline" size="sm" onClick={onRemove} busy={busy === `remove:${connection._id}`} disabled={busy !== null}>
          {t("connections.remove")}
        </Button>
      </div>
    </li>
  );
}

function ConnectForm({ trackers }: { trackers: ResultOf<typeof api.connections.trackers> }) {
  const t = useT("account");
  const say = useSayMessage(useLanguage().language);
  const connect = useAction(api.connections.connect);
  const [tracker, setTracker] = useState(trackers[0]!.tracker);
  const [site, setSite] = useState("");
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ variant: "success" | "error"; text: string } | null>(null);
  const chosen = trackers.find((option) => option.tracker === tracker) ?? trackers[0]!;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const made = await connect({ tracker: chosen.tracker, token, ...(chosen.site !== "none" && site.trim() ? { site } : {}) });
      // The token is gone from the page as soon as the server has it.
      setToken("");
      setNotice({ variant: "success", text: made.summary });
    } catch (caught) {
      setNotice({ variant: "error", text: errorMessageOf(caught) || GENERIC_MESSAGES.unexpected });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-3 rounded-lg border border-border p-3" onSubmit={onSubmit} aria-label={t("connect.label")}>
      {/* Radio buttons, not a select: two or three trackers read at a glance (and no select in this lazy chunk's graph). */}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t("connect.tracker")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {trackers.map((option) => (
            <label key={option.tracker} className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="radio" name="tracker" value={option.tracker} checked={chosen.tracker === option.tracker} onChange={() => setTracker(option.tracker)} className="size-4 accent-primary" />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen.site !== "none" && (
        <Field
          label={t("connect.site")}
          type={chosen.site === "required" && chosen.tracker === "azureDevOps" ? "text" : "url"}
          inputMode="url"
          autoComplete="url"
          placeholder={chosen.sitePlaceholder ?? "https://jira.example.com"}
          value={site}
          onChange={(event) => setSite(event.target.value)}
          maxLength={2048}
          required={chosen.site === "required"}
          hint={siteHint(t, chosen)}
        />
      )}
      <Field
        label={t("connect.token")}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        maxLength={4000}
        required
        hint={tokenHint(t, chosen)}
      />
      {notice && <Alert variant={notice.variant}>{say(notice.text)}</Alert>}
      <Button type="submit" size="sm" className="self-start" busy={busy} disabled={busy || !token.trim()}>
        {!busy && <Link2 aria-hidden="true" />}
        {t("connect.submit", { tracker: chosen.label })}
      </Button>
    </form>
  );
}

type Choice = ResultOf<typeof api.connections.trackers>[number];
type Translate = ReturnType<typeof useT>;

/** Where each tracker makes a personal token, in the reader's language (ids written out: the catalogue checks find them). */
function tokenHint(t: Translate, chosen: Choice): string {
  switch (chosen.tracker) {
    case "linear":
      return t("connect.hintLinear");
    case "gitlab":
      return t("connect.hintGitlab");
    case "azureDevOps":
      return t("connect.hintAzureDevOps");
    default:
      return chosen.site === "required" ? t("connect.hintJira") : t("connect.hintGithub");
  }
}

function siteHint(t: Translate, chosen: Choice): string | undefined {
  if (chosen.site === "optional" && chosen.defaultSite) return t("connect.siteDefault", { site: chosen.defaultSite.replace(/^https:\/\//, "") });
  if (chosen.tracker === "azureDevOps") return t("connect.siteAzureDevOps");
  return undefined;
}
