/**
 * A short readable name for the device behind a User-Agent ("Firefox on Windows", "Safari on
 * iPhone"), for the session list (docs/decisions/0084-factor-changes-and-sessions.md). A hint, not
 * a proof: the header is the client's to write. Order matters: Edge and Opera say "Chrome" too,
 * Chrome says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\//, "Opera"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|Chrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/^curl\//, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

/** The browser and the system a User-Agent names, each when known: the admin words them in its language. */
export function deviceParts(userAgent: string | null | undefined): { browser?: string; system?: string } {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return {};
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}

/** The device in English, as the API answers it (`device` of a session). */
export function deviceName(userAgent: string | null | undefined): string {
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "An unknown device";
}
