import { type Ref, useEffect, useImperativeHandle, useRef } from "react";
import { CAPTCHA_ACTION, type CaptchaPublicConfig } from "../../common/auth";

/**
 * The invisible, score-based captcha of the sign-in form: Cloudflare Turnstile or
 * reCAPTCHA v3. Its script is loaded by this component, so only on the page that shows it;
 * a script inserted by the app's own nonced script passes the CSP ('strict-dynamic').
 */

interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  execute(widgetId: string): void;
  remove(widgetId: string): void;
}

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

interface ScriptTag {
  src: string;
  async: boolean;
  nonce: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/**
 * The few browser objects this module touches. The route table is type-checked for the
 * worker too (no DOM library there), so they are described here rather than taken from it.
 */
interface BrowserGlobals {
  document: {
    createElement(tag: "script"): ScriptTag;
    querySelector(selector: string): { nonce?: string } | null;
    head: { append(node: ScriptTag): void };
  };
  turnstile?: Turnstile;
  grecaptcha?: ReCaptcha;
}

const browser = () => globalThis as unknown as BrowserGlobals;

function scriptUrl({ provider, siteKey }: CaptchaPublicConfig): string {
  return provider === "turnstile"
    ? "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"
    : `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const { document } = browser();
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      // Providers read the nonce off their own tag to load what they need under a nonce CSP.
      script.nonce = document.querySelector("script[nonce]")?.nonce ?? "";
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`captcha script failed to load: ${src}`));
      document.head.append(script);
    });
    pending.catch(() => loading.delete(src));
    loading.set(src, pending);
  }
  return pending;
}

/** A fresh Turnstile token: tokens are single-use, so each attempt renders its own widget. */
function turnstileToken(siteKey: string, container: HTMLElement): Promise<string> {
  const turnstile = browser().turnstile;
  if (!turnstile) return Promise.reject(new Error("Turnstile is not loaded"));
  let widgetId: string | undefined;
  return new Promise<string>((resolve, reject) => {
    const fail = () => reject(new Error("Turnstile challenge failed"));
    widgetId = turnstile.render(container, {
      sitekey: siteKey,
      action: CAPTCHA_ACTION,
      execution: "execute",
      appearance: "interaction-only",
      callback: resolve,
      "error-callback": fail,
      "expired-callback": fail,
      "timeout-callback": fail,
    });
    if (widgetId === undefined) fail();
    else turnstile.execute(widgetId);
  }).finally(() => {
    if (widgetId !== undefined) turnstile.remove(widgetId);
  });
}

function recaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = browser().grecaptcha;
  if (!grecaptcha) return Promise.reject(new Error("reCAPTCHA is not loaded"));
  return new Promise((resolve, reject) => {
    grecaptcha.ready(() => grecaptcha.execute(siteKey, { action: CAPTCHA_ACTION }).then(resolve, reject));
  });
}

export interface CaptchaHandle {
  /** A token for one sign-in attempt. */
  token(): Promise<string>;
}

export function Captcha({ config, ref }: { config: CaptchaPublicConfig; ref: Ref<CaptchaHandle> }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Load early so the first submission does not wait; a failure surfaces on submit.
    loadScript(scriptUrl(config)).catch(() => {});
  }, [config]);
  useImperativeHandle(
    ref,
    () => ({
      async token() {
        await loadScript(scriptUrl(config));
        if (config.provider === "recaptcha") return recaptchaToken(config.siteKey);
        if (!container.current) throw new Error("captcha container missing");
        return turnstileToken(config.siteKey, container.current);
      },
    }),
    [config],
  );
  return <div ref={container} className="captcha" />;
}
