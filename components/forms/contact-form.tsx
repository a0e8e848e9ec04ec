import { ContactFields } from "@/components/forms/contact-fields";
import { forms } from "@/content";
import { formView } from "@/lib/forms/copy";

// A server component: the endpoint table holds the zod schemas, which the browser loads only
// when a visitor starts on a form, so the fields get the rest of the table as props.
export function ContactForm() {
  return <ContactFields endpoint={formView("contact")} text={forms.contact} />;
}
