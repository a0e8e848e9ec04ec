import { clientOf, FormRateLimit, keysOf, parseAddress } from "@/lib/forms/rate-limit";

describe("FormRateLimit (memory)", () => {
  it("allows the limit per client in a minute, then says how long to wait", async () => {
    const limit = new FormRateLimit(3);
    for (let i = 0; i < 3; i++) expect(await limit.take({ client: "203.0.113.7" })).toEqual({ ok: true });
    const refused = await limit.take({ client: "203.0.113.7" });
    expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await limit.take({ client: "198.51.100.4" })).toEqual({ ok: true });
  });

  it("also counts a network: its ceiling holds however many clients it splits into", async () => {
    const limit = new FormRateLimit(1);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit.take({ client: `2001:db8:1:${i}::/64`, network: "2001:db8:1::/48" }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
  });
});

describe("clientOf", () => {
  const peerHeader = "x-peer-test";
  const request = (headers: Record<string, string>) => new Request("https://arcline.example/", { headers });

  it("uses the address the server stamped, not X-Forwarded-For, unless a proxy is trusted", () => {
    const forged = request({ [peerHeader]: "203.0.113.7", "x-forwarded-for": "192.0.2.1" });
    expect(clientOf(forged, { trustProxy: false, peerHeader })).toEqual({ client: "203.0.113.7" });
    expect(clientOf(forged, { trustProxy: true, peerHeader })).toEqual({ client: "192.0.2.1" });
    const chain = request({ [peerHeader]: "10.0.0.2", "x-forwarded-for": "192.0.2.1, 198.51.100.4:5060" });
    expect(clientOf(chain, { trustProxy: true, peerHeader })).toEqual({ client: "198.51.100.4" });
  });

  it("refuses a forwarded address it cannot read, instead of keying on garbage", () => {
    expect(clientOf(request({}), { trustProxy: false, peerHeader })).toEqual({ client: "unknown" });
    const junk = request({ [peerHeader]: "10.0.0.2", "x-forwarded-for": "192.0.2.1, unknown" });
    expect(clientOf(junk, { trustProxy: true, peerHeader })).toBeUndefined();
    const empty = request({ [peerHeader]: "10.0.0.2", "x-forwarded-for": "192.0.2.1,, 198.51.100.4" });
    expect(clientOf(empty, { trustProxy: true, peerHeader })).toBeUndefined();
    // A proxy that hides an earlier hop as "unknown" is not garbage; the trusted last hop must be an address.
    const hidden = request({ [peerHeader]: "10.0.0.2", "x-forwarded-for": "unknown, 198.51.100.4" });
    expect(clientOf(hidden, { trustProxy: true, peerHeader })).toEqual({ client: "198.51.100.4" });
    const lastUnknown = request({ [peerHeader]: "10.0.0.2", "x-forwarded-for": "198.51.100.4, unknown" });
    expect(clientOf(lastUnknown, { trustProxy: true, peerHeader })).toBeUndefined();
  });
});

describe("parseAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7:8080 ", "203.0.113.7"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["2001:db8::1", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::ffff:203.0.113.7", "::ffff:203.0.113.7"],
    ["1.2.3", undefined],
    ["01.2.3.4", undefined],
    ["203.0.113.7:99999", undefined],
    ["unknown", undefined],
    ["", undefined],
    ["2001:db8::1:443", "2001:db8::1:443"],
  ])("%j -> %j", (value, address) => {
    expect(parseAddress(value)).toBe(address);
  });
});

describe("keysOf", () => {
  it.each([
    ["203.0.113.7", { client: "203.0.113.7" }],
    ["::ffff:203.0.113.7", { client: "203.0.113.7" }],
    ["2001:db8:0001:0002:aaaa::1", { client: "2001:db8:1:2::/64", network: "2001:db8:1::/48" }],
    ["2001:DB8:1:2:3:4:5:6", { client: "2001:db8:1:2::/64", network: "2001:db8:1::/48" }],
    ["2001:db8::1", { client: "2001:db8:0:0::/64", network: "2001:db8:0::/48" }],
    ["64:ff9b:1::1.2.3.4", { client: "64:ff9b:1:0::/64", network: "64:ff9b:1::/48" }],
  ])("%s -> %j", (address, keys) => {
    expect(keysOf(address)).toEqual(keys);
  });
});
