import { PASSWORD_MIN_LENGTH } from "../../../shared/validation";
import { useT } from "../../i18n/I18nProvider";
import { Field } from "../ui/Field";

interface PasswordChoice {
  password: string;
  confirmPassword: string;
}

/** A password being chosen and its confirmation (sign-up, reset), filled by password managers as a new one. */
export function NewPasswordFields({
  values,
  errors,
  update,
  replacing = false,
}: {
  values: PasswordChoice;
  errors: Partial<Record<keyof PasswordChoice, string>>;
  update: (field: keyof PasswordChoice) => (event: { target: { value: string } }) => void;
  /** Replacing a forgotten password: the labels say "new". */
  replacing?: boolean;
}) {
  const t = useT("accountPages");
  return (
    <>
      <Field
        label={replacing ? t("password.new") : t("password.label")}
        type="password"
        name="password"
        autoComplete="new-password"
        placeholder={t("password.placeholder", { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={update("password")}
        error={errors.password}
      />
      <Field
        label={replacing ? t("password.confirmNew") : t("password.confirm")}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder={replacing ? t("password.repeatNew") : t("password.repeat")}
        value={values.confirmPassword}
        onChange={update("confirmPassword")}
        error={errors.confirmPassword}
      />
    </>
  );
}
