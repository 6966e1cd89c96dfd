export { deliverBatch } from "./deliver";
export { type DeliveryMessage, getDelivery, listDeliveries, recordEvents, redeliver, sendTest } from "./deliveries";
export {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  type WebhookActor,
} from "./endpoints";
export { collectWebhookEvents, emitWebhook, keyList, keyPath } from "./events";
export { importApplied, importUndone } from "./payloads";
