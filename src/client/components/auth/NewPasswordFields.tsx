import { PASSWORD_MIN_LENGTH } from "../../../shared/validation";
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
  const what = replacing ? "new password" : "password";
  return (
    <>
      <Field
        label={replacing ? "New password" : "Password"}
        type="password"
        name="password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={values.password}
        onChange={update("password")}
        error={errors.password}
      />
      <Field
        label={`Confirm ${what}`}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder={`Repeat your ${what}`}
        value={values.confirmPassword}
        onChange={update("confirmPassword")}
        error={errors.confirmPassword}
      />
    </>
  );
}
