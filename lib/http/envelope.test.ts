/**
 * @jest-environment node
 */
import { answer, genericErrorMessage, HttpError, withErrorEnvelope } from "@/lib/http/envelope";
import { redirectLogs } from "@/lib/log";

async function logged(run: () => Promise<Response>) {
  const lines: string[] = [];
  redirectLogs((line) => lines.push(line));
  try {
    return { response: await run(), lines };
  } finally {
    redirectLogs(undefined);
  }
}

describe("the error envelope", () => {
  it("answers an unknown error with a generic 500, and logs its code without its message or stack", async () => {
    const failing = withErrorEnvelope("test.error", async () => {
      const error = new Error("cannot write ada@example.com to /srv/app/data/leads.db");
      throw Object.assign(error, { code: "SQLITE_READONLY" });
    });
    const { response, lines } = await logged(failing);
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: genericErrorMessage });
    expect(text).not.toMatch(/ada@|\/srv|leads\.db|SQLITE|Error|at /);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { time: expect.any(String), event: "test.error", error: "SQLITE_READONLY" },
    ]);
    expect(lines.join("")).not.toMatch(/ada@|\/srv|at /);
  });

  it("answers a thrown refusal as it is: status, message, field errors and headers", async () => {
    const refusing = withErrorEnvelope("test.error", async () => {
      throw new HttpError(429, "rate_limited", "Slow down.", { headers: { "Retry-After": "7" } });
    });
    const { response, lines } = await logged(refusing);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ message: "Slow down." });
    expect(lines).toEqual([]);

    const invalid = answer(new HttpError(400, "invalid", "Check the form.", { errors: { email: "Bad." } }));
    expect(await invalid.json()).toEqual({ message: "Check the form.", errors: { email: "Bad." } });
  });

  it("lets what the handler answered through", async () => {
    const fine = withErrorEnvelope("test.error", async () => new Response("ok", { status: 201 }));
    expect((await fine()).status).toBe(201);
  });
});
