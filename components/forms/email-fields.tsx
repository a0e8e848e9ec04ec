"use client";

import { FieldError, Honeypot, ResultRegion } from "@/components/forms/form-parts";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { cn } from "@/lib/cn";
import type { FormView } from "@/lib/forms/copy";

// The route and copy come from the server (formView): the zod schemas stay out of the first script.
export function EmailFields({
  endpoint,
  label = endpoint.copy.label,
  placeholder = endpoint.copy.placeholder,
  submitLabel = endpoint.copy.submit,
  variant = "pill",
  onAccent = false,
  className,
}: {
  endpoint: FormView;
  /** The accessible name of the form where it differs from the endpoint's, e.g. "Sign up for updates". */
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  variant?: "pill" | "compact";
  /** Sits on the red accent band: the button turns dark and errors white. */
  onAccent?: boolean;
  className?: string;
}) {
  const { pending, errors, status, formProps, fieldProps, errorId } = useFormSubmission({ endpoint });
  const field = fieldProps("email");

  return (
    <form {...formProps} aria-label={label} className={cn("relative", className)}>
      <label htmlFor={field.id} className="sr-only">
        {endpoint.copy.fieldLabel}
      </label>
      <div
        className={cn(
          "flex gap-2",
          variant === "pill"
            ? "rounded-full border border-line-strong bg-ink/70 p-1.5 focus-within:border-accent focus-within:ring-1 focus-within:ring-accent"
            : "flex-col sm:flex-row",
        )}
      >
        <input
          {...field}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={placeholder}
          className={cn(
            "min-h-12 w-full min-w-0 bg-transparent px-4 text-base text-white placeholder:text-fg-muted focus:outline-none",
            variant === "compact" &&
              "rounded-full border border-line-strong bg-ink focus:border-accent focus:ring-1 focus:ring-accent",
          )}
        />
        <button
          type="submit"
          disabled={pending}
          className={cn(
            "inline-flex min-h-12 shrink-0 items-center justify-center rounded-full px-6 text-sm font-semibold tracking-[0.08em] text-white transition-colors disabled:cursor-wait disabled:opacity-70",
            onAccent ? "bg-ink hover:bg-ink-raised" : "bg-accent-strong hover:bg-accent-deep",
          )}
        >
          {pending ? endpoint.copy.sending : submitLabel}
        </button>
      </div>
      <FieldError id={errorId("email")} message={errors.email} tone={onAccent ? "accent" : "dark"} />
      <Honeypot />
      <ResultRegion message={status} />
    </form>
  );
}
