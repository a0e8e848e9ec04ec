"use client";

import { FieldError, Honeypot, ResultRegion } from "@/components/forms/form-parts";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import type { FormView } from "@/lib/forms/copy";
import type { FormsCopy } from "@/content";
import { defaultSubject, subjects } from "@/content/subjects.mjs";

const inputClass =
  "block min-h-12 w-full rounded-xl border border-paper-line bg-white px-4 text-base text-text placeholder:text-text-muted/80 transition-colors focus:border-accent-strong focus:ring-1 focus:ring-accent-strong focus:outline-none aria-invalid:border-accent-strong";
const labelClass = "mb-2 block text-sm font-semibold text-text";

/** The contact form's fields; the route and copy come from the endpoint table (contact-form.tsx). */
export function ContactFields({ endpoint, text: copy }: { endpoint: FormView; text: FormsCopy["contact"] }) {
  const { pending, errors, result, onSubmit, prepare, noteTyping, fieldProps, errorId } = useFormSubmission({
    endpoint,
    toastPosition: "top-right",
    offerRestore: true,
  });

  const text = (name: "firstName" | "lastName", label: string, autoComplete: string) => {
    const field = fieldProps(name);
    return (
      <div>
        <label htmlFor={field.id} className={labelClass}>
          {label}
        </label>
        <input
          {...field}
          type="text"
          required
          maxLength={100}
          autoComplete={autoComplete}
          className={inputClass}
        />
        <FieldError id={errorId(name)} message={errors[name]} tone="light" />
      </div>
    );
  };
  const email = fieldProps("email");
  const phone = fieldProps("phoneNumber");
  const message = fieldProps("message");

  return (
    <form
      method="post"
      action={endpoint.route}
      aria-label={endpoint.copy.label}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerEnter={prepare}
      onInput={noteTyping}
      className="relative grid gap-6 sm:grid-cols-2"
    >
      {text("firstName", copy.firstName, "given-name")}
      {text("lastName", copy.lastName, "family-name")}
      <div>
        <label htmlFor={email.id} className={labelClass}>
          {copy.email}
        </label>
        <input {...email} type="email" required maxLength={254} autoComplete="email" className={inputClass} />
        <FieldError id={errorId("email")} message={errors.email} tone="light" />
      </div>
      <div>
        <label htmlFor={phone.id} className={labelClass}>
          {copy.phone}
        </label>
        <input
          {...phone}
          type="tel"
          required
          maxLength={32}
          autoComplete="tel"
          placeholder={copy.phonePlaceholder}
          className={inputClass}
        />
        <FieldError id={errorId("phoneNumber")} message={errors.phoneNumber} tone="light" />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>{copy.subject}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {subjects.map((subject) => (
            <label
              key={subject}
              className="inline-flex min-h-8 cursor-pointer items-center gap-2.5 text-[0.95rem] text-text"
            >
              <input
                type="radio"
                name="subject"
                value={subject}
                defaultChecked={subject === defaultSubject}
                className="size-5 accent-accent-strong"
              />
              {copy.subjects[subject]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <label htmlFor={message.id} className={labelClass}>
          {copy.message}
        </label>
        <textarea
          {...message}
          required
          rows={5}
          maxLength={5000}
          placeholder={copy.messagePlaceholder}
          className={`${inputClass} py-3 leading-relaxed`}
        />
        <FieldError id={errorId("message")} message={errors.message} tone="light" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent-strong px-8 text-sm font-semibold tracking-[0.06em] text-white transition-colors hover:bg-accent-deep disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {pending ? endpoint.copy.sending : endpoint.copy.submit}
        </button>
      </div>
      <Honeypot />
      <ResultRegion result={result} />
    </form>
  );
}
