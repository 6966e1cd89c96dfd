import { ADMIN_SOURCE_LOCALE } from "../../../common/admin-locale";
import type { PretranslateRequest, PretranslateResult } from "../../../common/contracts/suggestions";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { loadGlossaries } from "../glossary";
import { type MtEnv, machineTranslate, mtSettings } from "../mt";
import type { TranslationBindings } from "../translations";
import {
  keyLimits,
  limitOf,
  listFilter,
  publishAfterWrite,
  reviewedOnlyLocales,
  translationProblems,
} from "../translations";
import { type BulkRow, writeBulk } from "./bulk-write";
import { bestIdentical } from "./identical";
import { type SourceEntry, sourceIndex } from "./source-index";

/**
 * Pre-translation (POST `/pretranslate`, docs/decisions/0062-suggestions.md): fills the empty
 * translations of one locale, among the keys the list's filters select, from identical sources
 * of the memory (100 % only), then, when asked and configured, by machine (at most
 * MAX_MACHINE_PER_RUN a run: a request's subrequests are few). Every filled translation needs
 * review and records its origin; the run is one undoable change, audited once.
 */
export const MAX_MACHINE_PER_RUN = 100;

export interface Pretranslator {
  email: string;
  id: number;
  canEdit: (locale: LocaleCode) => boolean;
}

interface Plan {
  considered: number;
  memory: BulkRow[];
  machine: { keyId: number; entry: SourceEntry; description: string }[];
  skipped: PretranslateResult["skipped"];
}

async function plan(env: TranslationBindings & MtEnv, request: PretranslateRequest, sourceLocale: LocaleCode) {
  const { filter, params } = listFilter(request.filter, [request.locale]);
  const [{ results: keys }, index] = await Promise.all([
    env.DB.prepare(
      `SELECT k.id, k.description, (SELECT version FROM i18n_values WHERE key_id = k.id AND locale = ?1) AS version
       FROM i18n_keys k ${filter} ORDER BY k.position, k.id`,
    )
      .bind(...params)
      .all<{ id: number; description: string; version: number | null }>(),
    sourceIndex(env.DB, sourceLocale),
  ]);
  const result: Plan = {
    considered: keys.length,
    memory: [],
    machine: [],
    skipped: { translated: 0, noSource: 0, noMatch: 0, machineLimit: 0, machineFailed: 0 },
  };
  const empty = keys.filter((k) => k.version === null);
  result.skipped.translated = keys.length - empty.length;
  const withSource = empty.filter((k) => index.byKey.has(k.id));
  result.skipped.noSource = empty.length - withSource.length;
  const found = request.from.includes("memory")
    ? await bestIdentical(
        env.DB,
        index,
        withSource.map((k) => k.id),
        request.locale,
      )
    : new Map();
  const machine = request.from.includes("machine");
  const [glossary, limits] = await Promise.all([loadGlossaries(env.DB), keyLimits(env.DB)]);
  for (const key of withSource) {
    const entry = index.byKey.get(key.id) as SourceEntry;
    const match = found.get(key.id);
    if (match) {
      const problems = JSON.stringify(
        translationProblems(match.text, request.locale, sourceLocale, entry.text, limitOf(limits, key.id), glossary),
      );
      result.memory.push({
        keyId: key.id,
        text: match.text,
        baseVersion: 0,
        problems,
        origin: "pretranslate",
        originKey: match.key,
        originProvider: null,
      });
    } else if (machine && result.machine.length < MAX_MACHINE_PER_RUN)
      result.machine.push({ keyId: key.id, entry, description: key.description });
    else if (machine) result.skipped.machineLimit++;
    else result.skipped.noMatch++;
  }
  return result;
}

export async function pretranslate(
  env: TranslationBindings & MtEnv,
  request: PretranslateRequest,
  account: Pretranslator,
  siteSource: LocaleCode,
): Promise<PretranslateResult> {
  // One run fills the site's keys or the admin's, whose source is English (docs/decisions/0088).
  const scope = request.filter.scope ?? "site";
  request = { ...request, filter: { ...request.filter, scope } };
  const sourceLocale = scope === "admin" ? ADMIN_SOURCE_LOCALE : siteSource;
  const { locale } = request;
  if (locale === sourceLocale)
    throw new AppError(400, `${locale} is the source locale: it is translated from, not into`);
  if (!account.canEdit(locale)) throw new AppError(403, `You may not edit ${locale}`);
  const mt = mtSettings(env);
  if (request.from.includes("machine") && mt.status !== "on")
    throw new AppError(400, mt.status === "off" ? "No machine-translation provider is configured" : mt.message);
  const [planned, reviewedOnly] = await Promise.all([plan(env, request, sourceLocale), reviewedOnlyLocales(env.DB)]);
  const goesLive = !reviewedOnly.has(locale);
  const counts = { memory: planned.memory.length, machine: planned.machine.length };
  const base = { locale, considered: planned.considered, skipped: planned.skipped, goesLive };
  if (request.dryRun)
    return { ...base, dryRun: true, fill: counts, message: notice(counts, locale, goesLive, true), id: null };

  const rows = [...planned.memory];
  let failure: AppError | null = null;
  if (planned.machine.length > 0 && mt.status === "on") {
    try {
      rows.push(...(await machineRows(env, mt, planned, sourceLocale, locale)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failure = error;
    }
  }
  const { id, written } = await writeBulk(
    env.DB,
    { kind: "pretranslate", locale, actor: account.email, actorId: account.id },
    rows,
  );
  const publish =
    written > 0 ? await publishAfterWrite(env.DB, env.CACHE, { sourceLocale: siteSource, changeId: id }) : undefined;
  if (failure) {
    // How far it got: the memory's part is written (and undoable) when the machine stopped.
    failure.details.applied = { id, written };
    throw failure;
  }
  const fill = {
    memory: rows.filter((r) => r.originKey !== null).length,
    machine: rows.filter((r) => r.originProvider !== null).length,
  };
  return {
    ...base,
    dryRun: false,
    fill,
    message: notice(fill, locale, goesLive, false),
    id,
    ...(publish ? { publish } : {}),
  };
}

/** The machine's translations of the planned keys; one that failed its checks is counted, not written. */
async function machineRows(
  env: TranslationBindings & MtEnv,
  mt: Extract<ReturnType<typeof mtSettings>, { status: "on" }>,
  planned: Plan,
  sourceLocale: LocaleCode,
  locale: LocaleCode,
): Promise<BulkRow[]> {
  const inputs = planned.machine.map((m) => ({ sourceText: m.entry.text, description: m.description }));
  const [outcomes, glossary, limits] = await Promise.all([
    machineTranslate(env, mt, inputs, sourceLocale, locale),
    loadGlossaries(env.DB),
    keyLimits(env.DB),
  ]);
  const rows: BulkRow[] = [];
  planned.machine.forEach((m, i) => {
    const outcome = outcomes[i];
    if (!outcome || "error" in outcome) {
      planned.skipped.machineFailed++;
      return;
    }
    const problems = JSON.stringify(
      translationProblems(outcome.text, locale, sourceLocale, m.entry.text, limitOf(limits, m.keyId), glossary),
    );
    const origin = { origin: "pretranslate" as const, originKey: null, originProvider: mt.provider.name };
    rows.push({ keyId: m.keyId, text: outcome.text, baseVersion: 0, problems, ...origin });
  });
  return rows;
}

function notice(fill: { memory: number; machine: number }, locale: LocaleCode, goesLive: boolean, dryRun: boolean) {
  const n = fill.memory + fill.machine;
  const verb = dryRun ? "would fill" : "filled";
  const then = goesLive
    ? `${locale} serves saved texts at once: they ${dryRun ? "would go" : "went"} live, each marked as needing review`
    : `${locale} publishes only reviewed texts: visitors see them once approved`;
  return `${verb} ${n} translation(s) (${fill.memory} from memory, ${fill.machine} by machine); ${then}.`;
}
