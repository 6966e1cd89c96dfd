import type { CreateTask, Task, TaskAccount, TasksQuery } from "../../common/contracts/tasks";
import type { LocaleCode } from "../../common/locales";
import type { HttpClient } from "./http";

export type { Task, TaskAccount };

const BASE = "admin/tasks";

/** Tasks (docs/admin-api.md, decision 0078), typed over the HTTP client. Failures throw `HttpError`. */
export function tasksApi(http: HttpClient) {
  return {
    list: (query: Partial<TasksQuery>, signal?: AbortSignal) =>
      http.get<{ tasks: Task[] }>(BASE, { query, signal, throwOnError: true }),
    get: (id: number, signal?: AbortSignal) => http.get<Task>(`${BASE}/${id}`, { signal, throwOnError: true }),
    create: (input: Omit<CreateTask, "due" | "description"> & { due?: string | null; description?: string }) =>
      http.post<Task>(BASE, { body: input, throwOnError: true }),
    assignable: (locale: LocaleCode, signal?: AbortSignal) =>
      http.get<{ accounts: TaskAccount[] }>(`${BASE}/assignable`, { query: { locale }, signal, throwOnError: true }),
    close: (task: Task) =>
      http.post<Task>(`${BASE}/${task.id}/close`, { body: { version: task.version }, throwOnError: true }),
    reopen: (task: Task) =>
      http.post<Task>(`${BASE}/${task.id}/reopen`, { body: { version: task.version }, throwOnError: true }),
  };
}

export const tasksKeys = {
  all: ["admin", "tasks"] as const,
  list: (query: Partial<TasksQuery>) => ["admin", "tasks", "list", query] as const,
  one: (id: number) => ["admin", "tasks", id] as const,
  assignable: (locale: LocaleCode) => ["admin", "tasks", "assignable", locale] as const,
};
