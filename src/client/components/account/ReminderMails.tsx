import { Switch } from "../ui/Switch";
import { api } from "../../lib/api";
import { toast } from "../toast";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { useMutation, useQuery } from "../../sync/react";

/** Whether async estimation's reminder mails reach this person (issue 33); off, nobody mails them. */
export function ReminderMails() {
  const setting = useQuery(api.async.getReminderMails);
  const setReminderMails = useMutation(api.async.setReminderMails);
  if (!setting) return null;
  const change = (enabled: boolean) => setReminderMails({ enabled }).catch(() => toast.error(GENERIC_MESSAGES.unexpected));
  return (
    <section aria-labelledby="account-reminders" className="flex flex-col gap-2">
      <h2 id="account-reminders" className="text-sm font-semibold">
        Reminders
      </h2>
      <div className="flex items-center justify-between gap-3">
        {/* A plain label: the Label primitive would join the sign-in page's chunks here (its budget is tight). */}
        <label htmlFor="account-reminder-mails" className="text-sm">
          Mail me when stories still wait for my estimate before an async deadline
        </label>
        <Switch id="account-reminder-mails" checked={setting.enabled} onCheckedChange={change} />
      </div>
      {!setting.mailConfigured && <p className="text-xs text-muted-foreground">This server has no mail set up, so no reminder is mailed for now.</p>}
    </section>
  );
}
