import { createContext } from "react";

/**
 * The response's CSP nonce, for the elements the document renders itself (the modulepreload
 * links). Set by the worker only: the browser never learns it (and needs not: those elements
 * are the server's).
 */
export const NonceContext = createContext<string | undefined>(undefined);
