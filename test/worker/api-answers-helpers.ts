import * as v from "valibot";
import { expect } from "vitest";
import { findApiRoute } from "../../worker/http/api-route-table";
import { adminCall } from "./people-helpers";

type Schema = v.GenericSchema & {
  type: string;
  entries?: v.ObjectEntries;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
  options?: v.GenericSchema[];
  key?: v.GenericSchema;
  value?: v.GenericSchema;
};

/**
 * The contract with every object strict, however deep: an answer holding a field its contract
 * does not describe fails too, so the description says all of each answer (a loose object, such
 * as WebAuthn's options, stays loose).
 */
export function strict(schema: v.GenericSchema): v.GenericSchema {
  const s = schema as Schema;
  switch (s.type) {
    case "object":
      return v.strictObject(Object.fromEntries(Object.entries(s.entries ?? {}).map(([k, e]) => [k, strict(e)])));
    case "array":
      return v.array(strict(s.item as v.GenericSchema));
    case "nullable":
      return v.nullable(strict(s.wrapped as v.GenericSchema));
    case "optional":
      return v.optional(strict(s.wrapped as v.GenericSchema));
    case "union":
      return v.union((s.options ?? []).map(strict));
    case "record":
      return v.record(s.key as v.GenericSchema<string, string>, strict(s.value as v.GenericSchema));
    default:
      return schema;
  }
}

/**
 * Calls the admin API as `cookie` and holds the answer to its route's row: the status it names,
 * no body for a 204, else a JSON body its contract (made strict) parses. Answers the body.
 */
export async function answerOf<T = Record<string, unknown>>(
  cookie: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const route = findApiRoute(method, `/api/admin${path.split("?")[0]}`);
  const answer = route?.response;
  if (!route || !answer) throw new Error(`${method} ${path}: no route names an answer`);
  const res = await adminCall(cookie, method, path, body);
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(answer.status);
  if (answer.status === 204) {
    expect(text).toBe("");
    return undefined as T;
  }
  const json = JSON.parse(text) as T;
  const issues = v.safeParse(strict(answer.schema as v.GenericSchema), json).issues;
  expect(
    issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
    `${method} ${path}`,
  ).toBeUndefined();
  return json;
}
