"use client";

import { ActionButton, ButtonGroup } from "@keystar/ui/button";
import { FileTrigger } from "@keystar/ui/drag-and-drop";
import { FieldDescription, FieldLabel, FieldMessage } from "@keystar/ui/field";
import { Box, Flex } from "@keystar/ui/layout";
import type { fields } from "@keystatic/core";
import { useCallback, useId, useState } from "react";
import type { ImageFolder } from "@/content/fields";
import { imageKinds, judgeImage } from "@/content/image-judge";

/** What the site serves; the picker offers only these. */
const accepted = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"];
/** The name the repository keeps each kind under, whatever the picked file's name ended with. */
const extensions: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};

/**
 * The picked file as the repository will keep it, or what is wrong with it. Judged here, in the
 * browser, so it holds in GitHub mode, where no server of ours sees a save. A photo is decoded and
 * drawn again: upright, and without the location and camera data its file carried.
 */
async function prepare(
  file: File,
  folder: ImageFolder,
): Promise<{ data: Uint8Array; type: string } | string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const judged = judgeImage(`/images/${folder}/${file.name}`, bytes);
  if (typeof judged === "string") return judged;
  if (file.type === "image/svg+xml") return { data: bytes, type: file.type };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes], { type: file.type }));
  } catch {
    return "is damaged: its pixels do not open as an image";
  }
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
    // A browser that cannot write this kind (WebP in some) writes a PNG, kept under that name.
    const blob = await canvas.convertToBlob({ type: file.type, quality: 0.92 });
    return { data: new Uint8Array(await blob.arrayBuffer()), type: blob.type };
  } catch {
    return `is ${bitmap.width} x ${bitmap.height} pixels, more than this browser can prepare: use a smaller photo`;
  } finally {
    bitmap.close();
  }
}

// Keystatic's own input asks for any image (`image/*`, with no option), judges nothing and names the
// file by the field ("src.jpg"): this one refuses a file as it is picked, by the team's own name.
export function ImageInput({
  label,
  description,
  folder,
  ...props
}: Parameters<ReturnType<typeof fields.image>["Input"]>[0] & {
  label: string;
  description?: string;
  folder: ImageFolder;
}) {
  const { value, onChange } = props;
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string>();
  const [checking, setChecking] = useState<string>();
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
    if (!file) return;
    if (!accepted.includes(file.type))
      return setRefused(`${file.name} is not a ${imageKinds} image; the site shows only those.`);
    setRefused(undefined);
    setChecking(`Checking ${file.name}…`);
    const prepared = await prepare(file, folder).finally(() => setChecking(undefined));
    if (typeof prepared === "string") return setRefused(`${file.name} ${prepared}.`);
    onChange({ data: prepared.data, extension: extensions[prepared.type]!, filename: file.name });
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
      <div role="status">{checking && <FieldDescription>{checking}</FieldDescription>}</div>
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
