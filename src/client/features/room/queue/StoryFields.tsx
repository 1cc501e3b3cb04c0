import { Input } from "../../../components/ui/Input";
import { Label } from "../../../components/ui/Label";
import { Textarea } from "../../../components/ui/Textarea";
import { useT } from "../../../i18n/I18nProvider";

/** A queued story as its form holds it: the texts typed, checked by the shared rule on submit. */
export interface StoryDraft {
  title: string;
  description: string;
  link: string;
}

interface Props {
  /** The form's id prefix: the fields are `${id}-title` and so on, the error `${id}-error`. */
  id: string;
  draft: StoryDraft;
  onChange: (draft: StoryDraft) => void;
  hasError: boolean;
  autoFocus?: boolean;
}

/** Title, description and link of a queued story: adding one and editing one ask the same. */
export function StoryFields({ id, draft, onChange, hasError, autoFocus }: Props) {
  const t = useT("queue");
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>{t("fields.title")}</Label>
        <Input
          id={`${id}-title`}
          value={draft.title}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
          invalid={hasError}
          aria-describedby={hasError ? `${id}-error` : undefined}
          autoFocus={autoFocus}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>{t("fields.description")}</Label>
        <Textarea id={`${id}-description`} rows={2} value={draft.description} onChange={(e) => onChange({ ...draft, description: e.target.value })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-link`}>{t("fields.link")}</Label>
        <Input id={`${id}-link`} type="url" inputMode="url" value={draft.link} onChange={(e) => onChange({ ...draft, link: e.target.value })} placeholder="https://" />
      </div>
    </>
  );
}
