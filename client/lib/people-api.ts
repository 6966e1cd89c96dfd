import type { Role } from "../../common/auth";
import type { AccountLink, CreatedPerson, LocalesChoice, Person, PersonSession } from "../../common/contracts/people";
import type { HttpClient } from "./http";

export type { AccountLink, CreatedPerson, Person, PersonSession };

/** People and one's own account (docs/admin-api.md), typed over the HTTP client. Failures throw `HttpError`. */
export function peopleApi(http: HttpClient) {
  const person = (id: number) => `admin/people/${id}`;
  return {
    list: (signal?: AbortSignal) => http.get<{ people: Person[] }>("admin/people", { signal, throwOnError: true }),
    create: (input: { email: string; role: Role; locales: LocalesChoice | null; mode: "password" | "invite" }) =>
      http.post<CreatedPerson>("admin/people", { body: input, throwOnError: true }),
    detail: (id: number, signal?: AbortSignal) =>
      http.get<{ person: Person; sessions: PersonSession[] }>(person(id), { signal, throwOnError: true }),
    update: (
      id: number,
      change: { updatedAt: number; role?: Role; locales?: LocalesChoice | null; disabled?: boolean },
    ) => http.patch<{ person: Person }>(person(id), { body: change, throwOnError: true }),
    reset: (id: number) =>
      http.post<{ link: AccountLink; kind: "invite" | "reset" }>(`${person(id)}/reset`, {
        body: {},
        throwOnError: true,
      }),
    endSession: (id: number, sessionId: string) =>
      http.delete(`${person(id)}/sessions/${sessionId}`, { body: {}, throwOnError: true }),
    removeTwoFactor: (id: number) => http.delete(`${person(id)}/totp`, { body: {}, throwOnError: true }),
    endAllSessions: (id: number) =>
      http.delete<{ ended: number }>(`${person(id)}/sessions`, { body: {}, throwOnError: true }),

    ownSessions: (signal?: AbortSignal) =>
      http.get<{ sessions: PersonSession[] }>("admin/account/sessions", { signal, throwOnError: true }),
    endOtherSessions: () => http.delete<{ ended: number }>("admin/account/sessions", { body: {}, throwOnError: true }),
    endOwnSession: (sessionId: string) =>
      http.delete<{ signedOut: boolean }>(`admin/account/sessions/${sessionId}`, { body: {}, throwOnError: true }),
    changePassword: (current: string, password: string) =>
      http.post("admin/account/password", { body: { current, password }, throwOnError: true }),
  };
}

export const peopleKeys = {
  all: ["admin", "people"] as const,
  list: ["admin", "people", "list"] as const,
  detail: (id: number) => ["admin", "people", "detail", id] as const,
  ownSessions: ["admin", "account", "sessions"] as const,
};
