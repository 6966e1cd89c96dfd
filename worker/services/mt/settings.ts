import { MT_PROVIDERS, type MtProvider } from "../../../common/contracts/origin";
import { deepl } from "./deepl";
import { openai } from "./openai";
import type { Provider } from "./provider";

/** The variables and secrets of machine translation (wrangler.toml, .dev.vars.example). */
export interface MtEnv {
  MT_PROVIDER?: string;
  MT_MONTHLY_CHARACTERS?: string;
  MT_TIMEOUT_MS?: string;
  DEEPL_API_KEY?: string;
  DEEPL_API_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
}

/** How long one provider call may take before it counts as an outage. */
const DEFAULT_TIMEOUT_MS = 10_000;

export type MtSettings =
  | { status: "off" }
  | { status: "misconfigured"; name: MtProvider | null; message: string }
  | { status: "on"; provider: Provider; budget: number | null; timeoutMs: number };

const isProvider = (value: string): value is MtProvider => (MT_PROVIDERS as readonly string[]).includes(value);

/** The configured provider: off without `MT_PROVIDER` (nothing leaves the deployment), else it and its limits. */
export function mtSettings(env: MtEnv): MtSettings {
  const name = (env.MT_PROVIDER ?? "").trim();
  if (name === "") return { status: "off" };
  if (!isProvider(name))
    return { status: "misconfigured", name: null, message: `MT_PROVIDER must be deepl or openai, not ${name}` };
  const key = name === "deepl" ? env.DEEPL_API_KEY : env.OPENAI_API_KEY;
  if (!key) {
    const secret = name === "deepl" ? "DEEPL_API_KEY" : "OPENAI_API_KEY";
    return { status: "misconfigured", name, message: `MT_PROVIDER is ${name} but the secret ${secret} is not set` };
  }
  const provider =
    name === "deepl" ? deepl(key, env.DEEPL_API_URL) : openai(key, env.OPENAI_BASE_URL, env.OPENAI_MODEL);
  return {
    status: "on",
    provider,
    budget: budgetOf(env),
    timeoutMs: positive(env.MT_TIMEOUT_MS) ?? DEFAULT_TIMEOUT_MS,
  };
}

/** The configured provider's name, whatever state it is in (the dashboard's figure). */
export function providerName(env: MtEnv): MtProvider | null {
  const name = (env.MT_PROVIDER ?? "").trim();
  return isProvider(name) ? name : null;
}

/** `MT_MONTHLY_CHARACTERS`: null (no budget) when empty. */
export function budgetOf(env: MtEnv): number | null {
  return positive(env.MT_MONTHLY_CHARACTERS) ?? null;
}

function positive(value: string | undefined): number | undefined {
  const n = Number((value ?? "").trim());
  return value?.trim() && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
