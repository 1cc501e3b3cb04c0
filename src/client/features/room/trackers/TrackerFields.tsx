import { Fragment, useId } from "react";
import { Field } from "../../../components/ui/Field";
import { Label } from "../../../components/ui/Label";
import { NativeSelect } from "../../../components/ui/NativeSelect";
import type { TrackerField } from "./descriptor";
import { useT } from "../../../i18n/I18nProvider";

/** A tracker's typed fields (a repository, a milestone, a board's number), as labelled inputs in the page's language. */
export function TrackerFields({
  fields,
  values,
  onChange,
  choices = {},
}: {
  fields: readonly TrackerField[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  /** For listed fields: what the tracker offers to pick, by field name. */
  choices?: Readonly<Record<string, readonly { value: string; label: string }[]>>;
}) {
  const t = useT("trackers");
  const id = useId();
  return fields.map((field) =>
    field.type === "select" ? (
      <div key={field.name} className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-${field.name}`}>{t(field.label)}</Label>
        <NativeSelect id={`${id}-${field.name}`} value={values[field.name] ?? field.initial ?? field.options?.[0]?.[0] ?? ""} onChange={(event) => onChange(field.name, event.target.value)}>
          {field.options?.map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </NativeSelect>
      </div>
    ) : (
      <Fragment key={field.name}>
        <Field
          label={field.optional ? t("field.optional", { label: t(field.label) }) : t(field.label)}
          inputMode={field.type === "number" ? "numeric" : undefined}
          placeholder={field.placeholder}
          hint={field.hint && t(field.hint)}
          value={values[field.name] ?? field.initial ?? ""}
          onChange={(event) => onChange(field.name, event.target.value)}
          autoComplete="off"
          spellCheck={false}
          list={choices[field.name]?.length ? `${id}-${field.name}-choices` : undefined}
        />
        {choices[field.name]?.length ? (
          <datalist id={`${id}-${field.name}-choices`}>
            {choices[field.name]!.map((choice) => (
              <option key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </datalist>
        ) : null}
      </Fragment>
    ),
  );
}
