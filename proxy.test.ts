/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NextRequest } from "next/server";
import { manifestFileName } from "@/lib/inline-script-hashes.mjs";
import type * as LogModule from "@/lib/log";
import type * as ProxyModule from "@/proxy";

const cwd = process.cwd();
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "proxy-"));
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
});

/**
 * proxy.ts as a fresh server process loads it, from the folder it runs in; with what it logs
 * sent to `logged`.
 */
function freshProxy(logged: string[] = []): typeof ProxyModule.proxy {
  let proxy!: typeof ProxyModule.proxy;
  jest.isolateModules(() => {
    jest.requireActual<typeof LogModule>("@/lib/log").redirectLogs((line) => logged.push(line));
    ({ proxy } = jest.requireActual<typeof ProxyModule>("@/proxy"));
  });
  return proxy;
}

const scriptSrc = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const get = (path: string) => new NextRequest(`https://www.arcline.example${path}`);

describe("proxy.ts", () => {
  it("allows a built page exactly its own inline scripts, by the hashes beside the server", () => {
    writeFileSync(join(dir, manifestFileName), JSON.stringify({ "/about": ["'sha256-a'", "'sha256-b'"] }));
    const proxy = freshProxy();
    expect(scriptSrc(proxy(get("/about")))).toBe("'self' 'sha256-a' 'sha256-b'");
    expect(scriptSrc(proxy(get("/about?ref=mail")))).toBe("'self' 'sha256-a' 'sha256-b'");
    // Any other address (a 404, rendered for it) gets a fresh nonce, never 'unsafe-inline'.
    const first = scriptSrc(proxy(get("/no-such-page")));
    expect(first).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(scriptSrc(proxy(get("/no-such-page")))).not.toBe(first);
  });

  it("without the hashes, allows no page's inline script and says so once", () => {
    const lines: string[] = [];
    const proxy = freshProxy(lines);
    for (const path of ["/", "/about", "/pricing"])
      expect(scriptSrc(proxy(get(path)))).not.toMatch(/sha256|unsafe/);
    expect(lines.map((line) => JSON.parse(line).event)).toEqual(["csp.no_inline_script_hashes"]);
  });

  it("redirects an address with a trailing slash, with the security headers", () => {
    const answer = freshProxy()(get("/services/seo/?ref=mail"));
    expect(answer.status).toBe(308);
    expect(answer.headers.get("location")).toBe("https://www.arcline.example/services/seo?ref=mail");
    expect(scriptSrc(answer)).toBe("'self'");
    expect(answer.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });
});
