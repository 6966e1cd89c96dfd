import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  parseHash,
  SCRYPT_LIMITS,
  SCRYPT_PARAMS,
  scryptMemoryBytes,
  verifyPassword,
} from "../../worker/services/identity/password";

/** Set by vitest.config.ts, which hashed the password in Node with the same module. */
const { TEST_NODE_HASH } = env as unknown as { TEST_NODE_HASH: { password: string; hash: string } };

describe("password hashing", () => {
  it("uses scrypt parameters inside Cloudflare's production limits (N·r·p ≤ 2^20, memory ≤ 64 MiB)", () => {
    const { ln, r, p } = SCRYPT_PARAMS;
    expect(2 ** ln * r * p).toBeLessThanOrEqual(2 ** 20);
    expect(SCRYPT_LIMITS.maxCost).toBe(2 ** 20);
    expect(scryptMemoryBytes(SCRYPT_PARAMS)).toBeLessThanOrEqual(64 * 1024 * 1024);
    // Not weaker than Node's and RFC 7914's interactive default (N = 2^14, r = 8).
    expect(ln).toBeGreaterThanOrEqual(14);
    expect(r).toBeGreaterThanOrEqual(8);
  });

  it("stores a self-describing PHC string with a random salt", async () => {
    const a = await hashPassword("same password");
    const b = await hashPassword("same password");
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("same password");
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Tr0ub4dor&3");
    expect(await verifyPassword("Tr0ub4dor&3", hash)).toBe(true);
    expect(await verifyPassword("Tr0ub4dor&4", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("treats canonically equivalent Unicode passwords alike (NFKC)", async () => {
    const hash = await hashPassword("caf\u00e9");
    expect(await verifyPassword("cafe\u0301", hash)).toBe(true);
  });

  it("verifies a hash made by Node (the admin:create script) inside workerd", async () => {
    expect(TEST_NODE_HASH.hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(await verifyPassword(TEST_NODE_HASH.password, TEST_NODE_HASH.hash)).toBe(true);
    expect(await verifyPassword("something else", TEST_NODE_HASH.hash)).toBe(false);
  });

  it("refuses malformed hashes and parameters beyond the limits without computing them", async () => {
    const salt = "AAAAAAAAAAAAAAAAAAAAAA";
    const key = "A".repeat(43);
    for (const stored of [
      "",
      "plaintext",
      `$argon2id$v=19$m=65536,t=3,p=4$${salt}$${key}`,
      `$scrypt$ln=21,r=8,p=1$${salt}$${key}`, // N·r·p = 2^24
      `$scrypt$ln=15,r=8,p=16$${salt}$${key}`, // N·r·p = 2^22
      `$scrypt$ln=15,r=8,p=1$${salt}`,
    ]) {
      expect(parseHash(stored), stored).toBeNull();
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("asks for a rehash when a stored hash has other parameters than the current ones", async () => {
    expect(needsRehash(await hashPassword("pw"))).toBe(false);
    expect(needsRehash(await hashPassword("pw", { ln: 14, r: 8, p: 1 }))).toBe(true);
    expect(needsRehash("not a hash")).toBe(true);
  });

  it("keeps the dummy hash (verified for unknown emails) on the current parameters, so both cost the same", () => {
    expect(parseHash(DUMMY_HASH)?.params).toEqual(SCRYPT_PARAMS);
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });
});
