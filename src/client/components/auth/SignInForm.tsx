import { useState, type FormEvent } from "react";
import { mapSignInError } from "../../../shared/messages";
import { signInSchema, type SignInForm as SignInValues } from "../../../shared/validation";
import { useAuthActions } from "../../auth/AuthProvider";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { errorMessageOf, fieldErrors } from "./formErrors";

type Fields = keyof SignInValues;

/** Email and password; the server's refusal shows as the spec's sentence above the form. */
export function SignInForm({ error, onError }: { error: string | null; onError: (message: string | null) => void }) {
  const { signIn } = useAuthActions();
  const [values, setValues] = useState<SignInValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const validate = (next: SignInValues) => {
    const result = signInSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors<Fields>(result.error));
    return result;
  };

  const update = (field: Fields) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) validate(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (!result.success) return;
    setBusy(true);
    onError(null);
    try {
      await signIn("password", { flow: "signIn", ...result.data });
    } catch (caught) {
      onError(mapSignInError(errorMessageOf(caught)));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && <Alert variant="error">{error}</Alert>}
      <Field label="Email" type="email" name="email" autoComplete="email" inputMode="email" placeholder="you@company.com" value={values.email} onChange={update("email")} error={errors.email} />
      <Field label="Password" type="password" name="password" autoComplete="current-password" placeholder="Your password" value={values.password} onChange={update("password")} error={errors.password} />
      <Button type="submit" size="lg" className="mt-2 w-full" busy={busy}>
        Sign In
      </Button>
    </form>
  );
}
