/**
 * Which URLs a webhook endpoint may have (docs/decisions/0071-webhooks.md). A Worker cannot
 * resolve a name before it fetches, so the rule is about the URL as written: the WHATWG parser
 * normalises it first (`http://0x7f.1/` and `http://2130706433/` both become `127.0.0.1`),
 * then the scheme, credentials, port, and the host (name or address) are checked. Pure: the
 * worker checks with it, and the admin page says the same thing before sending.
 */

/** Where the deployment runs: `allowHttpLocalhost` only under `wrangler dev` (WEBHOOKS_ALLOW_HTTP_LOCALHOST). */
export interface EndpointUrlPolicy {
  allowHttpLocalhost: boolean;
}

export const MAX_ENDPOINT_URL_LENGTH = 2048;

/** The loopback names and addresses a local run may deliver to, over http. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Names that never reach the public Internet (RFC 6761, RFC 6762, RFC 8375, cloud metadata names). */
const PRIVATE_SUFFIXES = [".localhost", ".local", ".internal", ".localdomain", ".home.arpa", ".lan", ".intranet"];

/** Ports below 1024 other than 443 belong to other protocols (SMTP, SSH…): a receiver listens on 443 or a high port. */
const LOWEST_HIGH_PORT = 1024;

/** IPv4 ranges that are not public unicast (RFC 6890): [first octets as a number, prefix length, what it is]. */
const IPV4_BLOCKED: [string, number, string][] = [
  ["0.0.0.0", 8, "a 'this network' address"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a carrier-grade NAT address"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address (cloud metadata lives there)"],
  ["172.16.0.0", 12, "a private address"],
  ["192.0.0.0", 24, "a protocol-assignment address"],
  ["192.0.2.0", 24, "a documentation address"],
  ["192.168.0.0", 16, "a private address"],
  ["198.18.0.0", 15, "a benchmarking address"],
  ["198.51.100.0", 24, "a documentation address"],
  ["203.0.113.0", 24, "a documentation address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved address"],
];

const ipv4Number = (address: string) => address.split(".").reduce((n, part) => n * 256 + Number(part), 0);

/** What a dotted IPv4 address is, when it is not public, else null. */
function ipv4Problem(address: string): string | null {
  const n = ipv4Number(address);
  for (const [base, bits, what] of IPV4_BLOCKED) {
    const size = 2 ** (32 - bits);
    if (Math.floor(n / size) === Math.floor(ipv4Number(base) / size)) return what;
  }
  return null;
}

/** An IPv6 address (as the URL parser prints it, without brackets) as its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => Number.parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/** What an IPv6 address is, when it is not public unicast, else null. */
function ipv6Problem(address: string): string | null {
  const g = ipv6Groups(address);
  const [a = 0, b = 0] = g;
  const zeroPrefix = g.slice(0, 5).every((x) => x === 0);
  if (g.every((x) => x === 0)) return "the unspecified address";
  if (zeroPrefix && g[5] === 0 && g[6] === 0 && g[7] === 1) return "a loopback address";
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address: judge that one.
  const nat64 = a === 0x64 && b === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if ((zeroPrefix && g[5] === 0xffff) || nat64) {
    const [hi = 0, lo = 0] = g.slice(6);
    return ipv4Problem(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if ((a & 0xfe00) === 0xfc00) return "a unique-local address";
  if ((a & 0xffc0) === 0xfe80) return "a link-local address";
  if ((a & 0xff00) === 0xff00) return "a multicast address";
  if (a === 0x2001 && b === 0x0db8) return "a documentation address";
  return null;
}

/** The problem with a host that is not a public name or address, else null. */
function hostProblem(hostname: string): string | null {
  if (hostname.startsWith("[")) {
    const what = ipv6Problem(hostname.slice(1, -1));
    return what && `must not be ${what}`;
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname)) {
    const what = ipv4Problem(hostname);
    return what && `must not be ${what}`;
  }
  const name = hostname.replace(/\.$/, "");
  if (name === "localhost" || PRIVATE_SUFFIXES.some((suffix) => name.endsWith(suffix))) {
    return "must be a public host name, not a local or internal one";
  }
  if (!name.includes(".")) return "must be a fully qualified public host name";
  return null;
}

/**
 * Why `input` cannot be a webhook endpoint's URL (a phrase for the `url` field), or null when
 * it can. No redirect is ever followed from it (the delivery fetches with `redirect: "manual"`).
 */
export function endpointUrlProblem(input: string, policy: EndpointUrlPolicy): string | null {
  if (input.length > MAX_ENDPOINT_URL_LENGTH) return `must be at most ${MAX_ENDPOINT_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return "must be an absolute URL (https://…)";
  }
  if (url.username || url.password) return "must not contain a user name or password";
  const local = policy.allowHttpLocalhost && LOOPBACK_HOSTS.has(url.hostname);
  if (local) return url.protocol === "http:" || url.protocol === "https:" ? null : "must use https";
  if (url.protocol !== "https:") {
    return policy.allowHttpLocalhost
      ? "must use https (http only to localhost in local development)"
      : "must use https";
  }
  if (url.port && Number(url.port) < LOWEST_HIGH_PORT) return `must use port 443 or a port from ${LOWEST_HIGH_PORT}`;
  return hostProblem(url.hostname);
}

/** The URL as it is stored and fetched: the parser's normal form (lower-case host, dotted IPv4). */
export function normaliseEndpointUrl(input: string): string {
  return new URL(input.trim()).href;
}
