"use client";

import { NumberField } from "@keystar/ui/number-field";
import { useState } from "react";

/** Keystatic's whole-number input, with the number formatted as the model asks (content/editor.tsx). */
export function NumberInput({
  label,
  description,
  formatOptions,
  problem,
  value,
  onChange,
  autoFocus,
  forceValidation,
}: {
  label: string;
  description?: string;
  formatOptions: Intl.NumberFormatOptions;
  /** What Keystatic's own check says of the value, shown once the field was left or Save pressed. */
  problem?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  autoFocus?: boolean;
  forceValidation?: boolean;
}) {
  const [left, setLeft] = useState(false);
  return (
    <NumberField
      label={label}
      description={description}
      isRequired
      autoFocus={autoFocus}
      formatOptions={formatOptions}
      errorMessage={forceValidation || left ? problem : undefined}
      onBlur={() => setLeft(true)}
      value={value ?? undefined}
      onChange={(number) => onChange(Number.isNaN(number) ? null : number)}
    />
  );
}
