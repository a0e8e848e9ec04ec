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
        <label htmlFor={props.id} className="contact-label">
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
              <legend className="contact-label">{copy[name]}</legend>
              <div className="contact-subjects">
                {subjects.map((subject) => (
                  <label key={subject} className="contact-subject">
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
              className="contact-input py-3 leading-relaxed"
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
            className="contact-input"
          />
        ));
      })}
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className="contact-submit">
          {pending ? view.copy.sending : view.copy.submit}
        </button>
      </div>
      <Honeypot />
      <ResultRegion message={status} />
    </form>
  );
}
