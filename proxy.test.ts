/**
 * @jest-environment node
 */
import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { leadKinds } from "@/lib/leads/kinds.mjs";
import { prerenderedPaths } from "@/lib/prerendered-paths";
import { languageOfPath, pathOutOf } from "@/lib/routes";
import { config, proxy } from "@/proxy";

const policyOf = (response: Response) => response.headers.get("content-security-policy");
const scriptSrc = (response: Response) => /script-src ([^;]*)/.exec(policyOf(response) ?? "")?.[1];
const get = (path: string) => new NextRequest(`https://www.arcline.example${path}`);
const nonce = /^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/;

describe("proxy.ts", () => {
  it("leaves the prerendered pages to be served as files, with the policy they were built with", () => {
    expect(prerenderedPaths).toEqual(
      expect.arrayContaining(["/", "/about", "/services/seo", "/form/received"]),
    );
    const sees = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    // Next's prerendered error page is one too.
    for (const path of [...prerenderedPaths, "/_global-error"]) {
      expect({ path, seen: sees(`${path}?utm_source=mail`) }).toEqual({ path, seen: false });
      // Any other address beside it may be the 404 page, which needs a nonce.
      for (const near of [`${path}x`, `${path.replace(/\/$/, "")}/x`, `/x${path}`])
        expect({ near, seen: sees(near) }).toEqual({ near, seen: true });
    }
  });

  it("knows every page of app/ as prerendered, so none is sent a second policy", () => {
    // app/(site)/about/page.tsx -> /about; services/[slug] stands for each service.
    const routeOf = (file: string) => `/${file.split(sep).slice(0, -1).join("/")}`;
    const pagesIn = (folder: string) =>
      readdirSync(join(__dirname, "app", folder), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith("page.tsx"))
        .map(routeOf)
        .sort();
    const known = prerenderedPaths
      .map((path) => pathOutOf(languageOfPath(path), path))
      .map((path) => path.replace(/^\/services\/.+/, "/services/[slug]"));
    expect([...new Set(known)].sort()).toEqual(pagesIn("(site)"));
    // Each page has its route in the other languages too (app/[lang]/).
    expect(pagesIn("[lang]")).toEqual(pagesIn("(site)"));
  });

  it.each([
    "/no-such-page",
    "/x.php",
    "/services/no-such-service",
    "/api/nope",
    "/_next/x",
    "/images/logo.svg",
  ])(
    "gives %s, rendered or sent per request, a fresh nonce in its policy and in the request Next renders",
    (path) => {
      const first = proxy(get(path));
      expect(scriptSrc(first)).toMatch(nonce);
      // Next reads the nonce from the request's policy and puts it on the scripts it renders.
      expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policyOf(first));
      expect(scriptSrc(proxy(get(path)))).not.toBe(scriptSrc(first));
    },
  );

  it("sees every address that may be answered with a page, but the build's hashed files", () => {
    const sees = (url: string, headers = {}) => unstable_doesMiddlewareMatch({ config, url, headers });
    for (const url of [
      "/x.php",
      "/services/no-such-service",
      "/form/x",
      "/images/logo.svg",
      "/api/nope",
      "/og/x",
      "/_next/x",
      "/keystatic",
    ])
      expect({ url, seen: sees(url) }).toEqual({ url, seen: true });
    expect(sees("/_next/static/chunks/x.js")).toBe(false);
    // The forms answer for themselves, with the site's policy (lib/forms/handler.ts).
    for (const { route } of Object.values(leadKinds)) {
      expect({ route, seen: sees(route) }).toEqual({ route, seen: false });
      expect({ route, seen: sees(`${route}x`) }).toEqual({ route, seen: true });
      expect({ route, seen: sees(`${route}/x`) }).toEqual({ route, seen: true });
    }
    expect(sees("/api/contact/timing")).toBe(true);
    // The router's payload fetches are no documents.
    expect(sees("/no-such-page", { rsc: "1" })).toBe(false);
  });

  it("sends a request for an uploaded photo's original to its web-sized copy, which carries no camera data", () => {
    const answer = proxy(get("/images/projects/acme/photo.JPG?v=2"));
    expect(answer.status).toBe(308);
    expect(answer.headers.get("location")).toBe(
      "https://www.arcline.example/media/projects/acme/photo.JPG?v=2",
    );
    // A drawing is served as it is.
    expect(proxy(get("/images/brands/firstRow/0/image/src.svg")).status).toBe(200);
  });

  it("redirects an address with a trailing slash, with the security headers", () => {
    const answer = proxy(get("/services/seo/?ref=mail"));
    expect(answer.status).toBe(308);
    expect(answer.headers.get("location")).toBe("https://www.arcline.example/services/seo?ref=mail");
    expect(scriptSrc(answer)).toBe("'self'");
    expect(answer.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });
});
