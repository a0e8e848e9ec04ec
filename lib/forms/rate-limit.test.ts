import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  clientOf,
  connectionHeader,
  FormRateLimit,
  keysOf,
  parseAddress,
  recordConnectionAddresses,
} from "@/lib/forms/rate-limit";

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

describe("recordConnectionAddresses", () => {
  it("gives each request its connection's address, overwriting one a client sent under that name", async () => {
    recordConnectionAddresses();
    const server = createServer((request, response) =>
      response.end(String(request.headers[connectionHeader])),
    );
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [connectionHeader]: "203.0.113.7", "x-forwarded-for": "203.0.113.7" },
      });
      expect(await answer.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });
});

describe("clientOf", () => {
  it("takes the connection's address with no proxy in front, whatever X-Forwarded-For says", () => {
    const spoofed = request({
      "x-forwarded-for": "203.0.113.7",
      "x-arcline-connection": "::ffff:192.0.2.10",
    });
    expect(clientOf(spoofed, { trustProxy: 0 })).toEqual({ client: "192.0.2.10" });
    // Behind a trusted proxy the connection is the proxy's: the header it appended names the client.
    expect(clientOf(spoofed, { trustProxy: 1 })).toEqual({ client: "203.0.113.7" });
    expect(clientOf(request({ "x-arcline-connection": "" }), { trustProxy: 0 })).toBeUndefined();
  });

  const request = (headers: Record<string, string>) => new Request("https://arcline.example/", { headers });

  it("takes the address Next.js or the trusted proxies wrote at the end of X-Forwarded-For", () => {
    // No proxy: Next.js writes the socket's address when the client sent no header.
    expect(clientOf(request({ "x-forwarded-for": "203.0.113.7" }), { trustProxy: 0 })).toEqual({
      client: "203.0.113.7",
    });
    // One proxy appended what it saw; whatever the client wrote before it is ignored.
    const chain = request({ "x-forwarded-for": "192.0.2.1, 198.51.100.4:5060" });
    expect(clientOf(chain, { trustProxy: 1 })).toEqual({ client: "198.51.100.4" });
    // Two proxies (a CDN, then a load balancer): the CDN's entry names the client.
    const two = request({ "x-forwarded-for": "192.0.2.1, 198.51.100.4, 10.0.0.2" });
    expect(clientOf(two, { trustProxy: 2 })).toEqual({ client: "198.51.100.4" });
    expect(clientOf(request({ "x-forwarded-for": "2001:db8:1:2:3::9" }), { trustProxy: 1 })).toEqual({
      client: "2001:db8:1:2::/64",
      network: "2001:db8:1::/48",
    });
  });

  it("refuses a forwarded address it cannot read, instead of keying on garbage", () => {
    expect(clientOf(request({}), { trustProxy: 0 })).toEqual({ client: "unknown" });
    expect(clientOf(request({ "x-forwarded-for": "192.0.2.1, unknown" }), { trustProxy: 1 })).toBeUndefined();
    expect(
      clientOf(request({ "x-forwarded-for": "192.0.2.1,, 198.51.100.4" }), { trustProxy: 1 }),
    ).toBeUndefined();
    expect(clientOf(request({ "x-forwarded-for": "nonsense" }), { trustProxy: 0 })).toBeUndefined();
    // A proxy that hides an earlier hop as "unknown" is not garbage; the trusted hops must be addresses.
    expect(clientOf(request({ "x-forwarded-for": "unknown, 198.51.100.4" }), { trustProxy: 1 })).toEqual({
      client: "198.51.100.4",
    });
    expect(
      clientOf(request({ "x-forwarded-for": "unknown, 198.51.100.4, 10.0.0.2" }), { trustProxy: 3 }),
    ).toBeUndefined();
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

describe("the memory a client key costs", () => {
  it("is its count and timer only: the request it came with is not kept for the minute", async () => {
    // The test's own handle on the garbage collector (jest does not start Node with --expose-gc).
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const limit = new FormRateLimit(5);
    // Next runs each request in AsyncLocalStorage stores holding the request and its state.
    const requestContext = new AsyncLocalStorage<object>();
    let request: WeakRef<object> | undefined;
    await (async () => {
      const state = { body: new Uint8Array(1_000_000) };
      request = new WeakRef(state);
      expect(await requestContext.run(state, () => limit.take({ client: "192.0.2.1" }))).toEqual({
        ok: true,
      });
    })();
    for (let i = 0; i < 3; i++) {
      await new Promise((done) => setImmediate(done));
      gc();
    }
    expect(request?.deref()).toBeUndefined();
  });
});
