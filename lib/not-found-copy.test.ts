import { contentIn } from "@/content";
import { notFoundCopyFor } from "@/lib/not-found-copy";

const { notFound: notFoundCopy } = contentIn("en");

describe("the 404 page's words", () => {
  it("say Service not found at a service address with an unknown slug", () => {
    expect(notFoundCopyFor("/services/knitting", notFoundCopy)).toMatchObject({
      title: "Service not found",
      heading: "Service not found",
    });
  });

  it.each(["/nope", "/services", "/servicesx/seo", "/about/team"])("say Page not found at %s", (path) => {
    expect(notFoundCopyFor(path, notFoundCopy)).toMatchObject({
      title: "Page not found",
      heading: "This page doesn't exist",
    });
  });
});
