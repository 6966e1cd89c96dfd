import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CreatedPerson, Person, PersonSession } from "../../common/contracts/people";
import { createAccount, signIn } from "./auth-helpers";
import { get, problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID()}@example.test`;

async function personOf(cookie: string, id: number): Promise<{ person: Person; sessions: PersonSession[] }> {
  const res = await adminCall(cookie, "GET", `/people/${id}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe("people: permissions", () => {
  it.each(["translator", "reviewer"] as const)(
    "refuses a %s every /people call with 403, and nothing changes",
    async (role) => {
      const other = await createAccount({ role: "translator", locales: ["de"] });
      const cookie = await signIn(await createAccount({ role, locales: ["de"] }));
      const before = await env.DB.prepare("SELECT * FROM users WHERE id = ?1").bind(other.id).first();
      const countUsers = async () =>
        (await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())?.n;
      const users = await countUsers();
      const calls: [string, string, unknown?][] = [
        ["GET", "/people"],
        ["POST", "/people", { email: uniqueEmail("x"), role: "translator", mode: "invite" }],
        ["GET", `/people/${other.id}`],
        ["PATCH", `/people/${other.id}`, { updatedAt: other.updated_at, role: "admin" }],
        ["POST", `/people/${other.id}/reset`],
        ["DELETE", `/people/${other.id}/sessions`],
      ];
      for (const [method, path, body] of calls) {
        await problemOf(await adminCall(cookie, method, path, body), 403);
      }
      expect(await env.DB.prepare("SELECT * FROM users WHERE id = ?1").bind(other.id).first()).toEqual(before);
      expect(await countUsers()).toBe(users);
      const links = await env.DB.prepare("SELECT COUNT(*) AS n FROM account_links WHERE user_id = ?1")
        .bind(other.id)
        .first<{ n: number }>();
      expect(links?.n).toBe(0);
    },
  );

  it("answers 401 without a session", async () => {
    await problemOf(await adminCall(null, "GET", "/people"), 401);
  });

  it("the audit page is for admins only", async () => {
    const translator = await signIn(await createAccount({ role: "translator" }));
    await problemOf(await get("/api/admin/audit", { Cookie: translator }), 403);
  });
});

describe("people: an admin manages accounts", () => {
  it("creates a person with a password shown once, which signs in; the audit log names the admin", async () => {
    const admin = await createAccount();
    const cookie = await signIn(admin);
    const email = uniqueEmail("new");
    const res = await adminCall(cookie, "POST", "/people", {
      email,
      role: "translator",
      locales: ["de", "hu"],
      mode: "password",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const created = (await res.json()) as CreatedPerson;
    expect(created.person).toMatchObject({
      email,
      role: "translator",
      locales: ["de", "hu"],
      disabled: false,
      invited: false,
    });
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const login = await adminCall(null, "POST", "/login", { email, password: created.password });
    expect(login.status).toBe(200);
    const stored = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?1")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(stored?.password_hash).toMatch(/^\$scrypt\$/);
    const audit = await env.DB.prepare("SELECT * FROM audit_log WHERE event = 'person.create' AND email = ?1")
      .bind(email)
      .first();
    expect(audit).toMatchObject({ actor_id: admin.id, actor_email: admin.email, user_id: created.person.id });
  });

  it("refuses an email already taken (409) and invalid input (400), creating nothing", async () => {
    const cookie = await signIn(await createAccount());
    const existing = await createAccount({ role: "translator" });
    await problemOf(
      await adminCall(cookie, "POST", "/people", { email: existing.email, role: "admin", mode: "password" }),
      409,
    );
    await problemOf(
      await adminCall(cookie, "POST", "/people", { email: "not-an-email", role: "admin", mode: "password" }),
      400,
    );
    await problemOf(
      await adminCall(cookie, "POST", "/people", { email: uniqueEmail("r"), role: "owner", mode: "password" }),
      400,
    );
    await problemOf(
      await adminCall(cookie, "POST", "/people", {
        email: uniqueEmail("r"),
        role: "translator",
        locales: ["xx"],
        mode: "password",
      }),
      400,
    );
    const email = uniqueEmail("admin-locales");
    await problemOf(
      await adminCall(cookie, "POST", "/people", { email, role: "admin", locales: ["de"], mode: "invite" }),
      400,
    );
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first()).toBeNull();
  });

  it("changes role and locales with the version seen; a stale version is a 409 and changes nothing", async () => {
    const admin = await createAccount();
    const cookie = await signIn(admin);
    const person = await createAccount({ role: "translator", locales: ["de"] });
    const res = await adminCall(cookie, "PATCH", `/people/${person.id}`, {
      updatedAt: person.updated_at,
      role: "reviewer",
      locales: ["de", "sk"],
    });
    expect(res.status).toBe(200);
    const { person: changed } = (await res.json()) as { person: Person };
    expect(changed).toMatchObject({ role: "reviewer", locales: ["de", "sk"] });
    expect(changed.updatedAt).toBeGreaterThan(person.updated_at);
    const stale = await problemOf(
      await adminCall(cookie, "PATCH", `/people/${person.id}`, { updatedAt: person.updated_at, role: "admin" }),
      409,
    );
    expect(stale.code).toBe("conflict");
    expect((await personOf(cookie, person.id)).person.role).toBe("reviewer");
    const audit = await env.DB.prepare("SELECT detail FROM audit_log WHERE event = 'person.update' AND user_id = ?1")
      .bind(person.id)
      .first<{ detail: string }>();
    expect(audit?.detail).toContain("role:translator->reviewer");
  });

  it("disabling a person ends their sessions at once: their cookie is refused on the next request", async () => {
    const cookie = await signIn(await createAccount());
    const person = await createAccount({ role: "translator", locales: ["de"] });
    const theirs = await signIn(person);
    expect((await adminCall(theirs, "GET", "/account/sessions")).status).toBe(200);
    const { sessions } = await personOf(cookie, person.id);
    expect(sessions).toHaveLength(1);
    const res = await adminCall(cookie, "PATCH", `/people/${person.id}`, {
      updatedAt: person.updated_at,
      disabled: true,
    });
    expect(res.status).toBe(200);
    await problemOf(await adminCall(theirs, "GET", "/account/sessions"), 401);
    const revoked = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?1 AND revoked_at IS NULL")
      .bind(person.id)
      .first<{ n: number }>();
    expect(revoked?.n).toBe(0);
    expect(
      (await adminCall(null, "POST", "/login", { email: person.email, password: "correct horse battery staple" }))
        .status,
    ).toBe(401);
  });

  it("lists a person's sessions and ends one or all", async () => {
    const cookie = await signIn(await createAccount());
    const person = await createAccount({ role: "reviewer", locales: ["hu"] });
    const first = await signIn(person);
    const second = await signIn(person);
    const { sessions } = await personOf(cookie, person.id);
    expect(sessions).toHaveLength(2);
    const [newest] = sessions;
    expect((await adminCall(cookie, "DELETE", `/people/${person.id}/sessions/${newest?.id}`)).status).toBe(204);
    await problemOf(await adminCall(second, "GET", "/account/sessions"), 401);
    expect((await adminCall(first, "GET", "/account/sessions")).status).toBe(200);
    // Someone else's session id under this person is no session of theirs.
    const other = await signIn(await createAccount({ role: "translator" }));
    const otherId = (
      (await (await adminCall(other, "GET", "/account/sessions")).json()) as { sessions: PersonSession[] }
    ).sessions[0]?.id;
    await problemOf(await adminCall(cookie, "DELETE", `/people/${person.id}/sessions/${otherId}`), 404);
    expect((await adminCall(other, "GET", "/account/sessions")).status).toBe(200);
    const all = await adminCall(cookie, "DELETE", `/people/${person.id}/sessions`);
    expect(await all.json()).toEqual({ ended: 1 });
    await problemOf(await adminCall(first, "GET", "/account/sessions"), 401);
  });

  it("the audit log pages newest first", async () => {
    const cookie = await signIn(await createAccount());
    const first = (await (await get("/api/admin/audit?limit=2", { Cookie: cookie })).json()) as {
      events: { id: number }[];
      next: number | null;
    };
    const [newest, older] = first.events.map((e) => e.id) as [number, number];
    expect(first.events).toHaveLength(2);
    expect(newest).toBeGreaterThan(older);
    expect(first.next).toBe(older);
    const second = (await (await get(`/api/admin/audit?limit=2&before=${first.next}`, { Cookie: cookie })).json()) as {
      events: { id: number }[];
    };
    expect(second.events[0]?.id).toBeLessThan(older);
  });
});

describe("people: the last admin", () => {
  it("cannot be demoted or disabled (409), and nothing changes", async () => {
    const admin = await createAccount();
    const cookie = await signIn(admin);
    // Every other admin of this test file's database is disabled first.
    await env.DB.prepare("UPDATE users SET disabled = 1 WHERE role = 'admin' AND id != ?1").bind(admin.id).run();
    try {
      const demote = await problemOf(
        await adminCall(cookie, "PATCH", `/people/${admin.id}`, { updatedAt: admin.updated_at, role: "translator" }),
        409,
      );
      expect(demote.code).toBe("last_admin");
      await problemOf(
        await adminCall(cookie, "PATCH", `/people/${admin.id}`, { updatedAt: admin.updated_at, disabled: true }),
        409,
      );
      const row = await env.DB.prepare("SELECT role, disabled, updated_at FROM users WHERE id = ?1")
        .bind(admin.id)
        .first();
      expect(row).toEqual({ role: "admin", disabled: 0, updated_at: admin.updated_at });
      // With a second admin, the first may step down.
      const second = await createAccount();
      const res = await adminCall(cookie, "PATCH", `/people/${admin.id}`, {
        updatedAt: admin.updated_at,
        role: "reviewer",
      });
      expect(res.status).toBe(200);
      expect(second.role).toBe("admin");
    } finally {
      await env.DB.prepare("UPDATE users SET disabled = 0 WHERE role = 'admin'").run();
    }
  });
});

describe("people: a reviewer's or translator's locales are chosen, never implied", () => {
  const countUsers = async (email: string) =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?1").bind(email).first<{ n: number }>())?.n;

  it.each([
    ["translator", undefined],
    ["translator", null],
    ["reviewer", []],
  ] as const)(
    "refuses to invite a %s with locales %j (400 naming the field), creating nothing",
    async (role, locales) => {
      const cookie = await signIn(await createAccount());
      const email = uniqueEmail("no-locales");
      const body = { email, role, mode: "invite", ...(locales === undefined ? {} : { locales }) };
      const problem = await problemOf(await adminCall(cookie, "POST", "/people", body), 400);
      expect(problem.errors).toEqual([
        { path: "locales", message: expect.stringMatching(/at least one locale, or be "all"/) },
      ]);
      expect(problem.detail).toMatch(/^locales must name at least one locale/);
      expect(await countUsers(email)).toBe(0);
    },
  );

  it('stores "all" as every locale (as before: NULL), and a list as that list', async () => {
    const cookie = await signIn(await createAccount());
    const everyEmail = uniqueEmail("every");
    const every = await adminCall(cookie, "POST", "/people", {
      email: everyEmail,
      role: "translator",
      locales: "all",
      mode: "invite",
    });
    expect(every.status).toBe(201);
    expect(((await every.json()) as CreatedPerson).person.locales).toBeNull();
    const row = await env.DB.prepare("SELECT locales FROM users WHERE email = ?1").bind(everyEmail).first();
    expect(row).toEqual({ locales: null });
    await problemOf(
      await adminCall(cookie, "POST", "/people", {
        email: uniqueEmail("x"),
        role: "translator",
        locales: "some",
        mode: "invite",
      }),
      400,
    );
  });

  it("refuses an edit that leaves a translator without locales, or makes an admin a reviewer with none ticked", async () => {
    const cookie = await signIn(await createAccount());
    const translator = await createAccount({ role: "translator", locales: ["de"] });
    const admin = await createAccount({ role: "admin" });
    const before = await env.DB.prepare("SELECT * FROM users WHERE id IN (?1, ?2) ORDER BY id")
      .bind(translator.id, admin.id)
      .all();
    const emptied = await adminCall(cookie, "PATCH", `/people/${translator.id}`, {
      updatedAt: translator.updated_at,
      locales: [],
    });
    expect((await problemOf(emptied, 400)).errors).toEqual([{ path: "locales", message: expect.any(String) }]);
    const demoted = await adminCall(cookie, "PATCH", `/people/${admin.id}`, {
      updatedAt: admin.updated_at,
      role: "reviewer",
      locales: null,
    });
    expect((await problemOf(demoted, 400)).errors).toEqual([{ path: "locales", message: expect.any(String) }]);
    const after = await env.DB.prepare("SELECT * FROM users WHERE id IN (?1, ?2) ORDER BY id")
      .bind(translator.id, admin.id)
      .all();
    expect(after.results).toEqual(before.results);
    // Other changes keep the locales as they are.
    const disabled = await adminCall(cookie, "PATCH", `/people/${translator.id}`, {
      updatedAt: translator.updated_at,
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as { person: Person }).person.locales).toEqual(["de"]);
  });
});
