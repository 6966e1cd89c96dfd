/**
 * The route table's rows (./api-route-table.ts) for what a team shares besides translations:
 * notifications, the glossary, webhooks and tasks.
 */
import * as replies from "../../common/contracts/answers";
import * as glossary from "../../common/contracts/glossary";
import * as inbox from "../../common/contracts/notifications";
import * as tasks from "../../common/contracts/tasks";
import * as hooks from "../../common/contracts/webhooks";
import { type ApiRoute, answers, download, NO_CONTENT, route } from "./api-routes";

const read = "translations:read";
const write = "translations:write";

/** One's notifications (docs/decisions/0076-inbox.md). */
export function notificationRoutes(): ApiRoute[] {
  const N = "/api/admin/notifications";
  const unread = answers("UnreadCount", replies.unreadCount);
  return [
    route("GET", N, read, "Your notifications, newest first", {
      ...{ query: inbox.notificationsQuery, response: answers("NotificationList", replies.notificationList) },
    }),
    route("POST", `${N}/read`, write, "Mark your notifications read", { body: inbox.markBody, response: unread }),
    route("POST", `${N}/unread`, write, "Mark your notifications unread", { body: inbox.markBody, response: unread }),
    route("GET", `${N}/mentionable`, read, "Who @ may name in a comment about a locale", {
      ...{ query: inbox.mentionableQuery, response: answers("MentionableList", replies.mentionableList) },
    }),
  ];
}

/** The glossary (docs/decisions/0080-inflected-glossary.md). */
export function glossaryRoutes(): ApiRoute[] {
  const G = "/api/admin/glossary";
  const params = glossary.termParams;
  const written = (status: 200 | 201 = 200) => answers("TermWritten", glossary.termWritten, status);
  return [
    route("GET", G, "glossary", "The glossary", { response: answers("TermList", glossary.termList) }),
    route("GET", `${G}/export`, "glossary", "Export the glossary", {
      ...{ query: glossary.exportQuery, response: download(["text/csv", "application/x-tbx+xml"]) },
    }),
    route("POST", `${G}/import`, "glossary", "Import glossary terms", {
      ...{
        body: glossary.importGlossaryBody,
        response: answers("GlossaryImportResult", glossary.glossaryImportResult),
      },
    }),
    route("POST", G, "glossary", "Add a term", { body: glossary.createTermBody, response: written(201) }),
    route("GET", `${G}/{id}`, "glossary", "A term", { params, response: answers("TermOne", glossary.termOne) }),
    route("PATCH", `${G}/{id}`, "glossary", "Change a term", {
      ...{ params, body: glossary.updateTermBody, response: written() },
    }),
    route("DELETE", `${G}/{id}`, "glossary", "Delete a term", {
      ...{ params, query: glossary.deleteTermQuery, response: NO_CONTENT },
    }),
  ];
}

/** Webhooks (docs/decisions/0071-webhooks.md): a delivery sent again or a ping is accepted (202), then sent. */
export function webhookRoutes(): ApiRoute[] {
  const W = "/api/admin/webhooks";
  const params = hooks.webhookParams;
  const withSecret = (status: 200 | 201 = 200) => answers("WebhookWithSecret", hooks.webhookWithSecret, status);
  const endpoint = answers("WebhookOne", hooks.webhookOne);
  const delivery = (status: 200 | 202 = 200) => answers("DeliveryOne", hooks.deliveryOne, status);
  return [
    route("GET", W, "webhooks", "Webhook endpoints", { response: answers("WebhookList", hooks.webhookList) }),
    route("POST", W, "webhooks", "Register an endpoint (its secret is shown once)", {
      ...{ body: hooks.createWebhookBody, response: withSecret(201) },
    }),
    route("GET", `${W}/{id}`, "webhooks", "An endpoint", { params, response: endpoint }),
    route("PATCH", `${W}/{id}`, "webhooks", "Change an endpoint", {
      ...{ params, body: hooks.updateWebhookBody, response: endpoint },
    }),
    route("DELETE", `${W}/{id}`, "webhooks", "Delete an endpoint", {
      ...{ params, query: hooks.deleteWebhookQuery, response: NO_CONTENT },
    }),
    route("POST", `${W}/{id}/rotate`, "webhooks", "A new secret (shown once)", {
      ...{ params, body: hooks.rotateWebhookBody, response: withSecret() },
    }),
    route("GET", `${W}/{id}/deliveries`, "webhooks", "An endpoint's delivery log", {
      ...{ params, response: answers("DeliveryList", hooks.deliveryList) },
    }),
    route("GET", `${W}/{id}/deliveries/{deliveryId}`, "webhooks", "One delivery", {
      ...{ params: hooks.deliveryParams, response: delivery() },
    }),
    route("POST", `${W}/{id}/deliveries/{deliveryId}/redeliver`, "webhooks", "Send a delivery again", {
      ...{ params: hooks.deliveryParams, response: delivery(202) },
    }),
    route("POST", `${W}/{id}/test`, "webhooks", "Send a ping", { params, response: delivery(202) }),
  ];
}

/** Tasks (docs/decisions/0078-tasks.md). */
export function taskRoutes(): ApiRoute[] {
  const K = "/api/admin/tasks";
  const params = tasks.taskParams;
  const task = (status: 200 | 201 = 200) => answers("Task", tasks.task, status);
  return [
    route("GET", K, read, "Tasks with their progress", {
      ...{ query: tasks.tasksQuery, response: answers("TaskList", tasks.taskList) },
    }),
    route("POST", K, write, "Create a task from the list's filter", {
      body: tasks.createTaskBody,
      response: task(201),
    }),
    route("GET", `${K}/assignable`, read, "Who may be assigned a task in a locale", {
      ...{ query: tasks.assignableQuery, response: answers("AssignableList", tasks.assignableList) },
    }),
    route("GET", `${K}/{id}`, read, "A task and its progress", { params, response: task() }),
    route("PATCH", `${K}/{id}`, write, "Change a task's due date, description or assignees", {
      ...{ params, body: tasks.updateTaskBody, response: task() },
    }),
    route("POST", `${K}/{id}/close`, write, "Close a task", { params, body: tasks.taskStateBody, response: task() }),
    route("POST", `${K}/{id}/reopen`, write, "Reopen a task", { params, body: tasks.taskStateBody, response: task() }),
  ];
}
