"use client";

import type { ComponentProps, ReactNode } from "react";
import { FieldError, Honeypot, ResultRegion } from "@/components/forms/form-parts";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import type { FormView } from "@/lib/forms/copy";
import type { FormsCopy } from "@/content";
import { defaultSubject, subjects } from "@/content/subjects.mjs";

const inputClass =
  "block min-h-12 w-full rounded-xl border border-paper-line bg-white px-4 text-base text-text placeholder:text-text-muted/80 transition-colors focus:border-accent-strong focus:ring-1 focus:ring-accent-strong focus:outline-none aria-invalid:border-accent-strong";
const labelClass = "mb-2 block text-sm font-semibold text-text";

// The route and copy come from the server (formView): the zod schemas load once a visitor starts.
export function ContactFields({ endpoint, text: copy }: { endpoint: FormView; text: FormsCopy["contact"] }) {
  const { pending, errors, status, formProps, fieldProps, errorId } = useFormSubmission({
    endpoint,
    toastPosition: "top-right",
    offerRestore: true,
  });

  const field = (
    name: string,
    label: string,
    control: (props: ReturnType<typeof fieldProps>) => ReactNode,
    className?: string,
  ) => {
    const props = fieldProps(name);
    return (
      <div className={className}>
        <label htmlFor={props.id} className={labelClass}>
          {label}
        </label>
        {control(props)}
        <FieldError id={errorId(name)} message={errors[name]} tone="light" />
      </div>
    );
  };
  const input = (name: string, label: string, attributes: ComponentProps<"input">) =>
    field(name, label, (props) => <input {...props} required {...attributes} className={inputClass} />);

  return (
    <form {...formProps} className="relative grid gap-6 sm:grid-cols-2">
      {input("firstName", copy.firstName, { type: "text", maxLength: 100, autoComplete: "given-name" })}
      {input("lastName", copy.lastName, { type: "text", maxLength: 100, autoComplete: "family-name" })}
      {input("email", copy.email, { type: "email", maxLength: 254, autoComplete: "email" })}
      {input("phoneNumber", copy.phone, {
        type: "tel",
        maxLength: 32,
        autoComplete: "tel",
        placeholder: copy.phonePlaceholder,
      })}
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
      {field(
        "message",
        copy.message,
        (props) => (
          <textarea
            {...props}
            required
            rows={5}
            maxLength={5000}
            placeholder={copy.messagePlaceholder}
            className={`${inputClass} py-3 leading-relaxed`}
          />
        ),
        "sm:col-span-2",
      )}
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
      <ResultRegion message={status} />
    </form>
  );
}
