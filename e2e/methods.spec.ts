import { expect, test } from "./support/test";
import { request } from "node:http";

/** A request as any client may send it, TRACE included (fetch() refuses to make one). */
function send(method: string, url: string): Promise<{ status?: number; allow?: string; body: string }> {
  return new Promise((done, fail) => {
    request(url, { method }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => done({ status: response.statusCode, allow: response.headers.allow, body }));
    })
      .on("error", fail)
      .end();
  });
}

test("an HTTP method an address does not answer is a 405 naming those it does, on every host", async ({
  baseURL,
}) => {
  const cases: [method: string, path: string, status: number, allow: string | undefined][] = [
    ["TRACE", "/", 405, "GET, HEAD"],
    ["TRACE", "/api/contact/post", 405, "POST"],
    ["TRACE", "/about", 405, "GET, HEAD"],
    ["POST", "/api/health", 405, "GET, HEAD"],
    ["DELETE", "/api/health/delivery", 405, "GET, HEAD"],
    ["POST", "/api/contact/timing", 405, "GET, HEAD"],
    // A prerendered image answered any method.
    ["POST", "/og/home.png", 405, "GET, HEAD"],
    ["POST", "/icons.svg", 405, "GET, HEAD"],
    ["OPTIONS", "/api/contact/post", 204, "POST"],
    ["PUT", "/api/contact/newsletter", 405, "POST"],
    ["DELETE", "/about", 405, "GET, HEAD"],
    ["HEAD", "/og/home.png", 200, undefined],
    ["POST", "/no-such-page", 404, undefined],
  ];
  for (const [method, path, status, allow] of cases) {
    const answer = await send(method, `${baseURL}${path}`);
    expect([method, path, answer.status, answer.allow?.replace(/\s*,\s*/g, ", ")]).toEqual([
      method,
      path,
      status,
      allow,
    ]);
    expect(answer.body).not.toMatch(/TypeError|at \S+ \(/);
  }
});
