import { EmailFields, type EmailFieldsProps } from "@/components/forms/email-fields";
import { formView } from "@/lib/forms/copy";

type Props = Omit<EmailFieldsProps, "endpoint"> & { kind: "newsletter" | "contact-back" };

/**
 * An email-only form (hero sign-up, call-to-action band, newsletter box). A server component,
 * like ContactForm, so the zod schemas stay out of the page's first script.
 */
export function EmailForm({ kind, ...props }: Props) {
  return <EmailFields endpoint={formView(kind)} {...props} />;
}
