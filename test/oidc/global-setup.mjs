/**
 * vitest globalSetup (Node): the SSO tests' OpenID provider, started once per run on 127.0.0.1
 * and named to the tests through `inject("oidcIssuer")` (test/worker/sso-helpers.ts).
 */
import { startProvider } from "./provider.mjs";

export default async function setup(project) {
  const provider = await startProvider({ redirectUris: ["http://localhost:8787/api/admin/sso/callback"] });
  project.provide("oidcIssuer", provider.issuer);
  return provider.close;
}
