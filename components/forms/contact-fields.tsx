"use client";

import type { ReactNode } from "react";
import { FieldError, Honeypot, ResultRegion } from "@/components/forms/form-parts";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import type { FormView } from "@/lib/forms/copy";
import type { FormsCopy } from "@/content";
import {
  contactFieldNames,
  contactFields,
  defaultSubject,
  subjects,
  type ContactField,
  type ContactFieldName,
} from "@/content/contact-form.mjs";

const inputClass =
  "block min-h-12 w-full rounded-xl border border-paper-line bg-white px-4 text-base text-text placeholder:text-text-muted/80 transition-colors focus:border-accent-strong focus:ring-1 focus:ring-accent-strong focus:outline-none aria-invalid:border-accent-strong";
const labelClass = "mb-2 block text-sm font-semibold text-text";

// The route and copy come from the server (formView): the zod schemas load once a visitor starts.
export function ContactFields({ view, copy }: { view: FormView; copy: FormsCopy["contact"] }) {
  const { pending, errors, status, formProps, fieldProps, errorId } = useFormSubmission({
    view,
    toastPosition: "top-right",
    offerRestore: true,
  });

  const field = (name: ContactFieldName, control: (props: ReturnType<typeof fieldProps>) => ReactNode) => {
    const props = fieldProps(name);
    const wide = contactFields[name].input === "textarea";
    return (
      <div key={name} className={wide ? "sm:col-span-2" : undefined}>
        <label htmlFor={props.id} className={labelClass}>
          {copy[name]}
        </label>
        {control(props)}
        <FieldError id={errorId(name)} message={errors[name]} tone="light" />
      </div>
    );
  };
  const placeholder = (name: ContactFieldName) => {
    const key = `${name}Placeholder`;
    return key in copy ? String(copy[key as keyof typeof copy]) : undefined;
  };

  return (
    <form {...formProps} className="relative grid gap-6 sm:grid-cols-2">
      {contactFieldNames.map((name) => {
        const { input, max, autoComplete } = contactFields[name] as ContactField;
        if (input === "choice")
          return (
            <fieldset key={name} className="sm:col-span-2">
              <legend className={labelClass}>{copy[name]}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-3">
                {subjects.map((subject) => (
                  <label
                    key={subject}
                    className="inline-flex min-h-8 cursor-pointer items-center gap-2.5 text-[0.95rem] text-text"
                  >
                    <input
                      type="radio"
                      name={name}
                      value={subject}
                      defaultChecked={subject === defaultSubject}
                      className="size-5 accent-accent-strong"
                    />
                    {copy.subjects[subject]}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        if (input === "textarea")
          return field(name, (props) => (
            <textarea
              {...props}
              required
              rows={5}
              maxLength={max}
              placeholder={placeholder(name)}
              className={`${inputClass} py-3 leading-relaxed`}
            />
          ));
        return field(name, (props) => (
          <input
            {...props}
            required
            type={input}
            maxLength={max}
            autoComplete={autoComplete}
            placeholder={placeholder(name)}
            className={inputClass}
          />
        ));
      })}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent-strong px-8 text-sm font-semibold tracking-[0.06em] text-white transition-colors hover:bg-accent-deep disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {pending ? view.copy.sending : view.copy.submit}
        </button>
      </div>
      <Honeypot />
      <ResultRegion message={status} />
    </form>
  );
}
