import { useId } from "react";
import { Input } from "../../../client/components/ui/Input";
import { Label } from "../../../client/components/ui/Label";
import { useT } from "../../../client/i18n/I18nProvider";

/** The site name with '.atlassian.net' beside it: people type only the part that differs (spec 5). */
export function DomainField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT("trackers");
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("jira.domain")}</Label>
      <div className="flex items-stretch">
        <Input
          id={id}
          name="domain"
          placeholder={t("jira.domainPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          maxLength={300}
          className="rounded-r-none"
          aria-describedby={`${id}-suffix`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <span id={`${id}-suffix`} className="inline-flex items-center rounded-r-lg border border-l-0 border-input bg-muted px-3 text-sm text-muted-foreground">
          .atlassian.net
        </span>
      </div>
    </div>
  );
}
