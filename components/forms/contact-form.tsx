import { ContactFields } from "@/components/forms/contact-fields";
import { forms } from "@/content";
import { formView } from "@/lib/forms/copy";

// A server component: the form copy and route come as props; the zod schemas load only
// when a visitor starts on a form (lib/leads/kinds.ts).
export function ContactForm() {
  return <ContactFields endpoint={formView("contact")} text={forms.contact} />;
}
