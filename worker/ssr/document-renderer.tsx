import { reactRenderer } from "@hono/react-renderer";
import type { QueryClient } from "@tanstack/react-query";
import type { Context } from "hono";
import { AppProviders } from "../../client/lib/app-providers";
import type { IconDataSource } from "../../client/lib/icon-data";
import { NonceContext } from "../../client/lib/nonce";
import type { AdminMessageBundle } from "../../common/admin-locale";
import type { AppConfig } from "../../common/contracts/app-config";

declare module "@hono/react-renderer" {
  /** What `c.render()` hands the document shell next to the router's output. */
  interface Props {
    config: AppConfig;
    queryClient: QueryClient;
    icons: IconDataSource;
    nonce: string;
    /** The admin's messages on an admin page. */
    adminMessages?: AdminMessageBundle;
  }
}

/** The props `@hono/react-renderer` gives its layout component (its type is not exported). */
type ShellProps = Parameters<NonNullable<Parameters<typeof reactRenderer>[0]>>[0];

/** The streamed document's headers; an explicit `Transfer-Encoding` is left to the runtime. */
const HTML_HEADERS = { "Content-Type": "text/html; charset=utf-8" };

export interface DocumentStreamOptions {
  /** The response's CSP nonce: React puts it on every script it writes. */
  nonce: string;
  /** Inline boot script: app config, router hydration data, dehydrated queries. */
  bootstrapScriptContent: string;
  /** The hashed client entry, loaded as a module once the document has streamed. */
  bootstrapModules: string[];
  onError?: (error: unknown) => void;
}

/**
 * Everything above the router, the same as the browser's entry renders it. The `<html>` element
 * itself stays in the route table (client/layouts/Document.tsx): the browser hydrates the
 * whole document from the route tree, and its `lang` follows client-side navigation.
 */
function DocumentShell({ children, config, queryClient, icons, nonce, adminMessages }: ShellProps) {
  return (
    <AppProviders config={config} queryClient={queryClient} icons={icons} adminMessages={adminMessages}>
      <NonceContext value={nonce}>{children}</NonceContext>
    </AppProviders>
  );
}

/**
 * Installs `c.render()` for this one response: `@hono/react-renderer` streaming the document
 * with React's edge renderer. Built per response because the nonce and the boot script are
 * renderer options, fixed when the middleware is made (docs/decisions/0038-react-renderer.md).
 */
export async function installDocumentRenderer(c: Context, options: DocumentStreamOptions): Promise<void> {
  const middleware = reactRenderer(DocumentShell, { stream: HTML_HEADERS, readableStreamOptions: options });
  await middleware(c, async () => {});
}
