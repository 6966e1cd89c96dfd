import { describe, expect, it } from "vitest";
import { endpointUrlProblem, normaliseEndpointUrl } from "../../common/webhooks/endpoint-url";

const production = { allowHttpLocalhost: false };
const local = { allowHttpLocalhost: true };

describe("webhook endpoint URLs in production", () => {
  it.each([
    "https://hooks.example.com/polyglot",
    "https://hooks.example.com:8443/in",
    "https://93.184.216.34/hook",
    "https://[2606:4700::6810:85e5]/hook",
  ])("accepts %s", (url) => {
    expect(endpointUrlProblem(url, production)).toBeNull();
  });

  it.each([
    ["http://hooks.example.com/", "must use https"],
    ["ftp://hooks.example.com/", "must use https"],
    ["hooks.example.com/path", "must be an absolute URL (https://…)"],
    ["https://user:pass@hooks.example.com/", "must not contain a user name or password"],
    ["https://token@hooks.example.com/", "must not contain a user name or password"],
    ["https://hooks.example.com:22/", "must use port 443 or a port from 1024"],
    ["https://hooks.example.com:80/", "must use port 443 or a port from 1024"],
    ["http://localhost:3000/", "must use https"],
    ["https://localhost/", "must be a public host name, not a local or internal one"],
    ["https://app.localhost/", "must be a public host name, not a local or internal one"],
    ["https://printer.local/", "must be a public host name, not a local or internal one"],
    ["https://metadata.google.internal/", "must be a public host name, not a local or internal one"],
    ["https://localhost./", "must be a public host name, not a local or internal one"],
    ["https://intranet/", "must be a fully qualified public host name"],
  ])("refuses %s", (url, problem) => {
    expect(endpointUrlProblem(url, production)).toBe(problem);
  });

  it.each([
    ["https://10.1.2.3/", "a private address"],
    ["https://172.20.0.1/", "a private address"],
    ["https://192.168.1.10/", "a private address"],
    ["https://127.0.0.1/", "a loopback address"],
    ["https://127.8.9.10/", "a loopback address"],
    ["https://169.254.169.254/latest/meta-data", "a link-local address (cloud metadata lives there)"],
    ["https://100.64.0.1/", "a carrier-grade NAT address"],
    ["https://0.0.0.0/", "a 'this network' address"],
    ["https://224.0.0.1/", "a multicast address"],
    // The forms a URL parser turns into 127.0.0.1 and 169.254.169.254: decimal, hex, octal, short.
    ["https://2130706433/", "a loopback address"],
    ["https://0x7f000001/", "a loopback address"],
    ["https://0177.0.0.1/", "a loopback address"],
    ["https://0x7f.1/", "a loopback address"],
    ["https://127.1/", "a loopback address"],
    ["https://2852039166/", "a link-local address (cloud metadata lives there)"],
    ["https://0xa9.0xfe.0xa9.0xfe/", "a link-local address (cloud metadata lives there)"],
    ["https://[::1]/", "a loopback address"],
    ["https://[::]/", "the unspecified address"],
    ["https://[fd00:ec2::254]/", "a unique-local address"],
    ["https://[fc00::1]/", "a unique-local address"],
    ["https://[fe80::1]/", "a link-local address"],
    ["https://[ff02::1]/", "a multicast address"],
    ["https://[::ffff:127.0.0.1]/", "a loopback address"],
    ["https://[::ffff:a9fe:a9fe]/", "a link-local address (cloud metadata lives there)"],
    ["https://[64:ff9b::10.0.0.1]/", "a private address"],
  ])("refuses %s as %s", (url, what) => {
    expect(endpointUrlProblem(url, production)).toBe(`must not be ${what}`);
  });

  it("refuses a URL over 2048 characters", () => {
    expect(endpointUrlProblem(`https://hooks.example.com/${"a".repeat(2048)}`, production)).toBe(
      "must be at most 2048 characters",
    );
  });
});

describe("webhook endpoint URLs in local development", () => {
  it.each(["http://localhost:3000/hook", "http://127.0.0.1:9000/", "http://[::1]:8080/", "https://localhost/"])(
    "accepts %s",
    (url) => {
      expect(endpointUrlProblem(url, local)).toBeNull();
    },
  );

  it.each([
    ["http://hooks.example.com/", "must use https (http only to localhost in local development)"],
    ["http://10.0.0.5/", "must use https (http only to localhost in local development)"],
    ["http://user:pw@localhost:3000/", "must not contain a user name or password"],
    ["https://192.168.0.2/", "must not be a private address"],
  ])("still refuses %s", (url, problem) => {
    expect(endpointUrlProblem(url, local)).toBe(problem);
  });
});

it("stores the parser's normal form", () => {
  expect(normaliseEndpointUrl(" HTTPS://Hooks.Example.COM:443/a/../b ")).toBe("https://hooks.example.com/b");
});
