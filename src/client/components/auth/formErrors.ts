import type * as z from "zod/mini";

/** The first message for each field of a failed parse: { email: "Please enter your email" }. */
export function fieldErrors<T extends string>(error: z.core.$ZodError): Partial<Record<T, string>> {
  const errors: Partial<Record<T, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as T] = issue.message;
  }
  return errors;
}

/** The server's sentence from a failed call (FunctionCallError.errorMessage), else the error's message. */
export function errorMessageOf(error: unknown): string {
  if (error && typeof error === "object" && "errorMessage" in error && typeof error.errorMessage === "string") return error.errorMessage;
  return error instanceof Error ? error.message : "";
}
