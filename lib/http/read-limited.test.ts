/**
 * @jest-environment node
 */
import { readLimited } from "@/lib/http/read-limited";

const encoder = new TextEncoder();

describe("readLimited", () => {
  it("reads a body up to the limit as text, across chunks that split a character", async () => {
    const bytes = encoder.encode("héllo");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 2));
        controller.enqueue(bytes.slice(2));
        controller.close();
      },
    });
    expect(await readLimited(body, bytes.byteLength)).toBe("héllo");
    expect(await readLimited(null, 10)).toBe("");
  });

  it("gives up on an endless body once past the limit, and cancels it", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(encoder.encode("x".repeat(1024)));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await readLimited(endless, 16 * 1024)).toBeUndefined();
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(20);
  });

  it("throws when the stream breaks", async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    await expect(readLimited(broken, 1024)).rejects.toThrow("connection reset");
  });
});
