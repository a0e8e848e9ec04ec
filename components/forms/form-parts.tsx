import { honeypotField } from "@/lib/forms/fields";
import { cn } from "@/lib/cn";

/** A field people never see; bots that fill every input mark themselves as spam. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="offscreen">
      <label>
        Leave this field empty
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

const errorTone = { dark: "text-accent", light: "text-accent-strong", accent: "text-white" };
type Tone = keyof typeof errorTone;

export function FieldError({ id, message, tone }: { id: string; message?: string; tone: Tone }) {
  if (!message) return null;
  return (
    <p id={id} className={cn("mt-2 text-sm font-medium", errorTone[tone])}>
      {message}
    </p>
  );
}

// The one live region for a submission's outcome: there from the start, so its change is announced.
export function ResultRegion({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
