import type { Role } from "../../../common/auth";
import { AppError } from "../../lib/errors";
import { auditStatement } from "./audit";
import type { Actor } from "./people";

/**
 * Who may sign in through single sign-on, and whether passwords still may (migrations/0037, one
 * row; docs/decisions/0089-single-sign-on.md). Changed by admins on the People screen.
 */
export interface SsoSettings {
  /** Lower-case email domains whose verified addresses may sign in; empty: any. */
  allowedDomains: string[];
  /** The role of an account the first SSO sign-in creates. Never admin. */
  defaultRole: Extract<Role, "translator" | "reviewer">;
  /** SSO signs in existing accounts only. */
  onlyExisting: boolean;
  /** An ID token whose `amr` says the provider did MFA counts as the second factor the policy requires. */
  trustProviderMfa: boolean;
  /** False: password sign-in is off for everyone but the break-glass admin. */
  passwordSignIn: boolean;
  /** The admin who keeps password sign-in while it is off (the one who turned it off). */
  breakGlass: { id: number; email: string } | null;
}

interface SettingsRow {
  allowed_domains: string;
  default_role: string;
  only_existing: number;
  trust_provider_mfa: number;
  password_sign_in: number;
  break_glass_user_id: number | null;
  break_glass_email: string | null;
}

function domainsOf(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === "string") : [];
  } catch {
    return [];
  }
}

export async function ssoSettings(db: D1Database): Promise<SsoSettings> {
  const row = await db
    .prepare(
      `SELECT s.*, u.email AS break_glass_email FROM sso_settings s LEFT JOIN users u ON u.id = s.break_glass_user_id
       WHERE s.id = 1`,
    )
    .first<SettingsRow>();
  return {
    allowedDomains: row ? domainsOf(row.allowed_domains) : [],
    defaultRole: row?.default_role === "reviewer" ? "reviewer" : "translator",
    onlyExisting: row ? row.only_existing === 1 : true,
    trustProviderMfa: row?.trust_provider_mfa === 1,
    passwordSignIn: row ? row.password_sign_in === 1 : true,
    breakGlass:
      row?.break_glass_user_id && row.break_glass_email
        ? { id: row.break_glass_user_id, email: row.break_glass_email }
        : null,
  };
}

/** A domain as an email's part after `@`: lower-case letters, digits, hyphens and dots. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export type SsoSettingsInput = Omit<SsoSettings, "breakGlass">;

/**
 * Changes the settings. Turning password sign-in off makes the admin who does it the break-glass
 * account (they keep their password sign-in), so at least one admin can always sign in without
 * the provider; turning it on again forgets the break-glass account.
 */
export async function updateSsoSettings(
  db: D1Database,
  input: SsoSettingsInput,
  actor: Actor,
  now = Date.now(),
): Promise<SsoSettings> {
  const domains = [...new Set(input.allowedDomains.map((d) => d.trim().toLowerCase().replace(/^@/, "")))].filter(
    Boolean,
  );
  const wrong = domains.find((d) => !DOMAIN.test(d));
  if (wrong) {
    throw new AppError(400, `“${wrong}” is not an email domain`, {
      code: "invalid_domain",
      errors: [{ path: "allowedDomains", message: "is not an email domain" }],
    });
  }
  const current = await ssoSettings(db);
  const breakGlass = input.passwordSignIn ? null : (current.breakGlass?.id ?? actor.id);
  const detail = [
    `domains ${domains.join(",") || "any"}`,
    `role ${input.defaultRole}`,
    input.onlyExisting ? "existing only" : "creates accounts",
    input.trustProviderMfa ? "trusts provider mfa" : "own second factor",
    input.passwordSignIn ? "passwords on" : `passwords off but #${breakGlass}`,
  ].join("; ");
  await db.batch([
    db
      .prepare(
        `UPDATE sso_settings SET allowed_domains = ?1, default_role = ?2, only_existing = ?3, trust_provider_mfa = ?4,
           password_sign_in = ?5, break_glass_user_id = ?6, updated_at = ?7, updated_by = ?8 WHERE id = 1`,
      )
      .bind(
        JSON.stringify(domains),
        input.defaultRole === "reviewer" ? "reviewer" : "translator",
        input.onlyExisting ? 1 : 0,
        input.trustProviderMfa ? 1 : 0,
        input.passwordSignIn ? 1 : 0,
        breakGlass,
        now,
        actor.id,
      ),
    auditStatement(
      db,
      { event: "sso.settings", detail, actorId: actor.id, actorEmail: actor.email, ip: actor.ip },
      now,
    ),
  ]);
  return ssoSettings(db);
}
