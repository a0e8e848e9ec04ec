import { defaultSubject } from "@/content/contact-form.mjs";
import { formCopy } from "@/lib/forms/copy";
import { contactSchema, emailSignupRules, emailSignupSchema, fieldProblems } from "@/lib/leads/schemas.mjs";
import { problemMessages } from "@/lib/leads/problem-messages";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "+1 (307) 555-0142",
  subject: "Brand Identity",
  message: "We need a new identity for our analytics product.",
};

function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error("expected the input to be rejected");
  return problemMessages(fieldProblems(result.error), formCopy("contact").problems);
}

describe("contactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const parsed = contactSchema.parse({ ...valid, firstName: "  Ada ", message: "\n Hello \n" });
    expect(parsed.firstName).toBe("Ada");
    expect(parsed.message).toBe("Hello");
  });

  it("defaults the subject to General Inquiry and drops unknown fields", () => {
    const parsed = contactSchema.parse({ ...valid, subject: undefined, referrer: "ads", admin: true });
    expect(parsed.subject).toBe(defaultSubject);
    expect(Object.keys(parsed).sort()).toEqual(
      ["email", "firstName", "lastName", "message", "phoneNumber", "subject"].sort(),
    );
  });

  it.each([
    ["firstName", "", "First Name is required"],
    ["firstName", "   ", "First Name is required"],
    ["firstName", "\u200b", "First Name is required"],
    ["lastName", "\u200d\u2060\ufeff", "Last Name is required"],
    ["message", " \u200b \n", "Message is required"],
    ["lastName", "x".repeat(101), "Last Name must be at most 100 characters"],
    ["email", "not-an-email", "Enter a valid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Email must be at most 254 characters"],
    ["phoneNumber", "1234", "Phone Number must be at least 5 characters"],
    ["phoneNumber", "555-CALL-NOW", "Phone number may contain only digits, spaces and + - ( ) ."],
    ["phoneNumber", "1".repeat(33), "Phone Number must be at most 32 characters"],
    ["message", "", "Message is required"],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters"],
    ["subject", "Hiring", "Choose one of the listed subjects"],
  ])("rejects %s = %j with a message naming it", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it("keeps line breaks in the message but refuses them in single-line fields", () => {
    expect(contactSchema.safeParse({ ...valid, message: "Line one\nLine two\r\n\tindented" }).success).toBe(
      true,
    );
    expect(errorsOf({ ...valid, lastName: "Smith\r\nBcc: x@y.z" }).lastName).toMatch(/not allowed/);
  });

  it("refuses control characters and bidi overrides", () => {
    expect(errorsOf({ ...valid, firstName: "Ada\u0000" }).firstName).toMatch(/not allowed/);
    expect(errorsOf({ ...valid, firstName: "evil\u202Etxt.exe" }).firstName).toMatch(/not allowed/);
    expect(errorsOf({ ...valid, message: "hi\u2066there" }).message).toMatch(/not allowed/);
  });

  it("refuses values that are not strings", () => {
    expect(errorsOf({ ...valid, firstName: 42 }).firstName).toBe("First Name is required");
    expect(errorsOf({ ...valid, message: ["a"] }).message).toBe("Message is required");
  });
});

describe("emailSignupSchema", () => {
  it("accepts an email and trims it", () => {
    expect(emailSignupSchema.parse({ email: "  lead@example.com " })).toEqual({ email: "lead@example.com" });
  });

  it.each(["", "   ", "lead", "lead@", "@example.com", "a b@example.com"])("rejects %j", (email) => {
    expect(emailSignupSchema.safeParse({ email }).success).toBe(false);
  });

  // An email form's page carries only the messages of the rules it can break.
  it.each([
    [undefined, "Email address is required"],
    [42, "Email address is required"],
    ["  ", "Email address is required"],
    [`${"a".repeat(250)}@example.com`, "Email address must be at most 254 characters"],
    ["lead@", "Enter a valid email address"],
    ["lead\u0000@example.com", "Enter a valid email address"],
  ])("answers %j with its own message", (email, message) => {
    const result = emailSignupSchema.safeParse({ email });
    if (result.success) throw new Error("expected the input to be rejected");
    const problems = fieldProblems(result.error);
    expect(emailSignupRules).toContain(problems.email?.rule);
    expect(problemMessages(problems, formCopy("newsletter").problems)).toEqual({ email: message });
  });
});
