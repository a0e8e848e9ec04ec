/**
 * @jest-environment node
 */
import { sourceOf } from "@/lib/forms/attribution";

const site = "https://arcline.example";
const post = (referer?: string) =>
  new Request(`${site}/api/contact/post`, { method: "POST", headers: referer ? { referer } : {} });

describe("where a lead came from", () => {
  it("is the page the post was sent from, with its campaign parameters", () => {
    expect(
      sourceOf(
        post(`${site}/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&x=1`),
        site,
      ),
    ).toEqual({
      page: "/pricing",
      campaign: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-sale" },
    });
    expect(sourceOf(post(`${site}/services/seo`), site)).toEqual({ page: "/services/seo" });
    expect(sourceOf(post(`${site}/`), site)).toEqual({ page: "/" });
  });

  it("keeps no click identifiers", () => {
    const source = sourceOf(post(`${site}/contact?gclid=abc&fbclid=def&utm_term=agency`), site);
    expect(source).toEqual({ page: "/contact", campaign: { utm_term: "agency" } });
  });

  it("takes nothing from another site, a missing or a broken Referer", () => {
    expect(sourceOf(post("https://elsewhere.example/pricing?utm_source=x"), site)).toBeUndefined();
    expect(sourceOf(post("http://arcline.example/pricing"), site)).toBeUndefined();
    expect(sourceOf(post(), site)).toBeUndefined();
    expect(sourceOf(post("not a url"), site)).toBeUndefined();
  });

  it("treats the address as typed text: cut to length, without control or invisible characters", () => {
    const long = "x".repeat(500);
    const source = sourceOf(
      post(
        `${site}/${long}?utm_campaign=${long}&utm_source=%3Cb%3Esale%3C%2Fb%3E%0A%E2%80%8B&utm_medium=%20%20`,
      ),
      site,
    );
    expect(source?.page).toHaveLength(200);
    expect(source?.campaign?.utm_campaign).toHaveLength(100);
    // Kept as text (pages never render it as HTML); the line break and zero-width space are gone.
    expect(source?.campaign?.utm_source).toBe("<b>sale</b>");
    expect(source?.campaign).not.toHaveProperty("utm_medium");
    expect(sourceOf(post(`${site}/caf%C3%A9%0A`), site)).toEqual({ page: "/café" });
  });
});
