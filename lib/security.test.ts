/**
 * @jest-environment node
 *
 * The security floor: installed versions at or past the published fixes of the advisories
 * against Next.js, React, zod and sharp, and none of the surfaces those advisories were about
 * (middleware, server actions, rewrites).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { NextConfig } from "next";
import {
  DOCUMENT_PATHS,
  pagePolicy,
  securityHeaders,
  sitePolicy,
  staticAssetHeaders,
} from "@/lib/security-headers.mjs";

const root = join(__dirname, "..");

type ConfigModule = { default: (phase: string) => NextConfig };
// next.config.mjs is plain JavaScript (Next reads it untranspiled), so it has no types.
const loadConfig = () => import(join(root, "next.config.mjs")) as Promise<ConfigModule>;

function installed(name: string) {
  return (
    JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }
  ).version;
}

/** -1, 0 or 1 for release versions such as 16.4.6 (a pre-release counts as before its release). */
function compare(a: string, b: string) {
  const parse = (v: string) => {
    const [core = "", pre] = v.split("-", 2);
    return { parts: core.split(".").map(Number), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (x.pre && !y.pre) return -1;
  if (!x.pre && y.pre) return 1;
  return 0;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (
      ["node_modules", ".next", ".git", "reports", "test-results", "playwright-report", ".data"].includes(
        name,
      )
    )
      return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(m?[jt]sx?)$/.test(name) ? [path] : [];
  });
}

describe("security floor", () => {
  it.each([
    ["next", "16.4.6"],
    ["react", "19.3.1"],
    ["react-dom", "19.3.1"],
    ["zod", "4.6.7"],
    ["sharp", "0.35.5"],
  ])("%s is at or past %s", (name, floor) => {
    // sharp too: the media route makes every photo's web-sized copy with it.
    const version = installed(name);
    expect({ name, version, atOrPast: compare(version, floor) >= 0 }).toEqual({
      name,
      version,
      atOrPast: true,
    });
  });

  it("compares versions as numbers", () => {
    expect(compare("16.10.0", "16.4.6")).toBe(1);
    expect(compare("16.4.5", "16.4.6")).toBe(-1);
    expect(compare("16.4.6-canary.1", "16.4.6")).toBe(-1);
  });

  it("has no middleware, a proxy that redirects, refuses methods and sets page policies only, and no server actions", () => {
    const files = sourceFiles(root).map((path) => path.slice(root.length + 1));
    expect(files.filter((file) => /^(src\/)?(middleware|proxy)\.[mc]?[jt]sx?$/.test(file))).toEqual([
      "proxy.ts",
    ]);
    const proxy = readFileSync(join(root, "proxy.ts"), "utf8");
    // It never rewrites an address or reads cookies: it answers with a redirect or a refused
    // method, or lets the request through with a policy.
    expect(proxy).not.toMatch(/\b(cookies|rewrite)\b/);
    const directive = /^\s*["']use server["']/m;
    const self = join("lib", "security.test.ts");
    expect(
      files.filter((file) => file !== self && directive.test(readFileSync(join(root, file), "utf8"))),
    ).toEqual([]);
  });

  it("sends the security headers on every path but the hashed assets, and nosniff on those", async () => {
    const { default: nextConfig } = await loadConfig();
    const config = nextConfig("phase-production-server");
    const rules = await config.headers!();
    // No policy: each answer gets one of its own (proxy.ts), never a second one from here.
    expect(rules).toEqual([
      { source: DOCUMENT_PATHS, headers: securityHeaders() },
      { source: "/_next/static/:path*", headers: staticAssetHeaders },
    ]);
    // Which answers each rule reaches is checked on the running server (e2e/security.spec.ts).
    expect(staticAssetHeaders).toEqual([{ key: "X-Content-Type-Options", value: "nosniff" }]);
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]));
    expect(headers["content-security-policy"]).toBeUndefined();
    const csp = Object.fromEntries(
      sitePolicy()
        .split("; ")
        .map((directive) => {
          const [name = "", ...values] = directive.split(" ");
          return [name, values.join(" ")];
        }),
    );
    expect(csp).toMatchObject({
      "default-src": "'self'",
      "img-src": "'self' data:",
      "frame-ancestors": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "object-src": "'none'",
    });
    // Outside pages (proxy.ts adds each page's own), no inline script runs at all.
    expect(csp["script-src"]).toBe("'self'");
    // Fetches and fonts: this site only, by a directive of their own or by default-src.
    expect(csp["connect-src"] ?? csp["default-src"]).toBe("'self'");
    expect(csp["font-src"] ?? csp["default-src"]).toBe("'self'");
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "x-frame-options": "DENY",
    });
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
    // Deliberately absent: it cost a second renderer process at navigation (next.config.mjs).
    expect(headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(config.poweredByHeader).toBe(false);
  });

  it("allows a page exactly the inline scripts it is given, and only the dev server anything inline", () => {
    const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1];
    const [a, b] = ["'sha256-" + "A".repeat(43) + "='", "'sha256-" + "b/+9".repeat(10) + "xyz='"];
    expect(scriptSrc(pagePolicy({ scripts: [a!, b!] }))).toBe(`'self' ${a} ${b}`);
    const nonce = `'nonce-${"n".repeat(22)}=='`;
    expect(scriptSrc(pagePolicy({ scripts: [nonce] }))).toBe(`'self' ${nonce}`);
    expect(scriptSrc(pagePolicy({}))).toBe("'self'");
    expect(scriptSrc(pagePolicy({ dev: true }))).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
  });

  it.each(["abc", "'sha256-a'", "'unsafe-inline'", "'sha256-" + "A".repeat(43) + "='; script-src *", "*"])(
    "refuses %p as a page's script source, rather than send it",
    (source) => {
      expect(() => pagePolicy({ scripts: [source] })).toThrow("Not a hash or nonce");
    },
  );
});
