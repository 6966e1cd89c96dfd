/** One year, as HSTS preload lists expect. */
const HSTS = "max-age=31536000; includeSubDomains";
/** Powerful features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/**
 * The headers every response carries, whoever answers it: transport, sniffing, referrer,
 * opener, framing and feature policies. The worker sets them (worker/middleware/security-headers.ts);
 * the hashed build files, which the asset server answers without the worker (wrangler.toml
 * `run_worker_first`), get the same set from `client/public/_headers`
 * (test/security/headers.unit.test.ts keeps the two equal).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": HSTS,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": PERMISSIONS_POLICY,
};
