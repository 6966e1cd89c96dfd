import { useMemo } from "react";
import { useAppConfig } from "./app-config";
import { createHttpClient, type HttpClient } from "./http";

/** The HTTP client for this page, based at the public runtime setting `apiPath`. */
export function useHttp(): HttpClient {
  const { apiPath } = useAppConfig();
  return useMemo(() => createHttpClient({ baseURL: apiPath }), [apiPath]);
}
