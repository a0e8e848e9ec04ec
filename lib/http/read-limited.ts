// The body as UTF-8 text, at most `maxBytes` whatever Content-Length says (a chunked body has none):
// undefined when there is more, the rest cancelled unread. A broken stream throws.
export async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
