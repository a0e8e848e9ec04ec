import { clientOf, normalizeAddress, RateLimiter } from "@/lib/forms/rate-limit";

describe("RateLimiter", () => {
  it("allows a burst of the limit, then one more post every 60/limit seconds", () => {
    const limiter = new RateLimiter(5);
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(limiter.take("a", t0).ok).toBe(true);
    expect(limiter.take("a", t0)).toEqual({ ok: false, retryAfterSeconds: 12 });
    expect(limiter.take("a", t0 + 6_000)).toEqual({ ok: false, retryAfterSeconds: 6 });
    expect(limiter.take("a", t0 + 12_000).ok).toBe(true);
    expect(limiter.take("a", t0 + 12_000).ok).toBe(false);
    expect(limiter.take("b", t0).ok).toBe(true);
  });

  it("forgets the least recently seen clients beyond its capacity", () => {
    const limiter = new RateLimiter(1, 2);
    limiter.take("a", 0);
    limiter.take("b", 0);
    limiter.take("c", 0);
    expect(limiter.take("a", 0).ok).toBe(true);
    expect(limiter.take("c", 0).ok).toBe(false);
  });
});

describe("clientOf", () => {
  const peerHeader = "x-peer-test";
  const request = (headers: Record<string, string>) => new Request("https://arcline.example/", { headers });

  it("uses the address the server stamped, not X-Forwarded-For, unless a proxy is trusted", () => {
    const forged = request({ [peerHeader]: "203.0.113.7", "x-forwarded-for": "192.0.2.1" });
    expect(clientOf(forged, { trustProxy: false, peerHeader })).toBe("203.0.113.7");
    expect(clientOf(forged, { trustProxy: true, peerHeader })).toBe("192.0.2.1");
    const chain = request({ [peerHeader]: "10.0.0.2", "x-forwarded-for": "192.0.2.1, 198.51.100.4 ,, " });
    expect(clientOf(chain, { trustProxy: true, peerHeader })).toBe("198.51.100.4");
    expect(clientOf(request({}), { trustProxy: true, peerHeader })).toBe("unknown");
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:0001:0002:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b:1::1.2.3.4", "64:ff9b:1:0::/64"],
    ["not an address", "not an address"],
  ])("%s -> %s", (address, key) => {
    expect(normalizeAddress(address)).toBe(key);
  });
});
