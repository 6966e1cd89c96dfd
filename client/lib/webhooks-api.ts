import type {
  CreateWebhookInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookWithSecret,
} from "../../common/contracts/webhooks";
import type { HttpClient } from "./http";

export type { WebhookDelivery, WebhookEndpoint, WebhookWithSecret };

const BASE = "admin/webhooks";

/** Webhooks (docs/admin-api.md), typed over the HTTP client. Failures throw `HttpError`. */
export function webhooksApi(http: HttpClient) {
  const post = <T>(path: string, body: unknown = {}) => http.post<T>(`${BASE}${path}`, { body, throwOnError: true });
  return {
    list: (signal?: AbortSignal) => http.get<{ endpoints: WebhookEndpoint[] }>(BASE, { signal, throwOnError: true }),
    create: (input: CreateWebhookInput) => post<WebhookWithSecret>("", input),
    setEnabled: (e: WebhookEndpoint, enabled: boolean) =>
      http.patch<{ endpoint: WebhookEndpoint }>(`${BASE}/${e.id}`, {
        body: { version: e.version, enabled },
        throwOnError: true,
      }),
    rotate: (e: WebhookEndpoint) => post<WebhookWithSecret>(`/${e.id}/rotate`, { version: e.version }),
    remove: (e: WebhookEndpoint) =>
      http.delete(`${BASE}/${e.id}`, { query: { version: e.version }, body: {}, throwOnError: true }),
    deliveries: (id: number, signal?: AbortSignal) =>
      http.get<{ deliveries: WebhookDelivery[] }>(`${BASE}/${id}/deliveries`, { signal, throwOnError: true }),
    redeliver: (id: number, deliveryId: string) => post(`/${id}/deliveries/${deliveryId}/redeliver`),
    test: (id: number) => post(`/${id}/test`),
  };
}

export const webhooksKeys = {
  list: ["admin", "webhooks"] as const,
  deliveries: (id: number) => ["admin", "webhooks", id, "deliveries"] as const,
};
