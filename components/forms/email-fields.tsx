"use client";

import { FieldError, Honeypot, ResultRegion } from "@/components/forms/form-parts";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { cn } from "@/lib/cn";
import type { FormView } from "@/lib/forms/copy";

// The route and copy come from the server (formView): the zod schemas stay out of the first script.
export function EmailFields({
  view,
  label = view.copy.label,
  placeholder = view.copy.placeholder,
  submitLabel = view.copy.submit,
  variant = "pill",
  onAccent = false,
  className,
}: {
  view: FormView;
  /** The accessible name of the form where it differs from the form copy's, e.g. "Sign up for updates". */
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  variant?: "pill" | "compact";
  /** Sits on the red accent band: the button turns dark and errors white. */
  onAccent?: boolean;
  className?: string;
}) {
  const { pending, errors, status, formProps, fieldProps, errorId } = useFormSubmission({ view });
  const field = fieldProps("email");

  return (
    <form {...formProps} aria-label={label} className={cn("relative", className)}>
      <label htmlFor={field.id} className="sr-only">
        {view.copy.fieldLabel}
      </label>
      <div className={variant === "pill" ? "email-pill" : "email-stack"}>
        <input
          {...field}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={placeholder}
          className={cn("email-input", variant === "compact" && "email-input-boxed")}
        />
        <button
          type="submit"
          disabled={pending}
          className={onAccent ? "email-submit-on-accent" : "email-submit"}
        >
          {pending ? view.copy.sending : submitLabel}
        </button>
      </div>
      <FieldError id={errorId("email")} message={errors.email} tone={onAccent ? "accent" : "dark"} />
      <Honeypot />
      <ResultRegion message={status} />
    </form>
  );
}
