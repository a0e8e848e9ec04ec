"use client";

import { ActionButton, ButtonGroup } from "@keystar/ui/button";
import { FileTrigger } from "@keystar/ui/drag-and-drop";
import { FieldDescription, FieldLabel, FieldMessage } from "@keystar/ui/field";
import { Box, Flex } from "@keystar/ui/layout";
import type { fields } from "@keystatic/core";
import { useCallback, useId, useState } from "react";

/** What the site serves (content/images.ts judges the bytes at save); the picker offers only these. */
const accepted = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"];

// Keystatic's own input asks for any image (`image/*`, with no option), so a GIF or a HEIC got as
// far as the save. A file picked past the filter ("All files") is refused here, by name.
export function ImageInput({
  label,
  description,
  ...props
}: Parameters<ReturnType<typeof fields.image>["Input"]>[0] & { label: string; description?: string }) {
  const { value, onChange } = props;
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string>();
  // The address made for the picked bytes lives as long as the preview.
  const preview = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !value) return;
      const type = value.extension === "svg" ? "image/svg+xml" : undefined;
      const url = URL.createObjectURL(new Blob([value.data as BlobPart], { type }));
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [value],
  );
  const labelId = useId();
  const descriptionId = useId();

  async function take(files: FileList | null) {
    const file = files?.[0];
    const extension = file?.name.match(/\.([^.]+)$/)?.[1];
    if (!file) return;
    if (!accepted.includes(file.type) || !extension)
      return setRefused(`${file.name} is not a PNG, JPEG, WebP or SVG image; the site shows only those.`);
    setRefused(undefined);
    onChange({ data: new Uint8Array(await file.arrayBuffer()), extension, filename: file.name });
  }

  return (
    <Flex
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      direction="column"
      gap="medium"
    >
      <FieldLabel id={labelId} elementType="span" isRequired>
        {label}
      </FieldLabel>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      <ButtonGroup>
        <FileTrigger acceptedFileTypes={accepted} onSelect={take}>
          <ActionButton>Choose file</ActionButton>
        </FileTrigger>
        {value && (
          <ActionButton
            prominence="low"
            onPress={() => {
              onChange(null);
              setTouched(true);
            }}
          >
            Remove
          </ActionButton>
        )}
      </ButtonGroup>
      {/* Said aloud as it appears: the file dialog has just closed and focus is on the button. */}
      <div role="alert">{refused && <FieldMessage>{refused}</FieldMessage>}</div>
      {!refused && (props.forceValidation || touched) && !value && (
        <FieldMessage>{label} is required</FieldMessage>
      )}
      {value && (
        <Box
          alignSelf="start"
          backgroundColor="canvas"
          borderRadius="regular"
          border="neutral"
          padding="regular"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the editor's preview of bytes not yet saved */}
          <img ref={preview} alt="" style={{ display: "block", maxHeight: 224, maxWidth: "100%" }} />
        </Box>
      )}
    </Flex>
  );
}
