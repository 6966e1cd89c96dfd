/**
 * A valibot contract as JSON Schema 2020-12 (what OpenAPI 3.1 uses), by `@valibot/to-json-schema`:
 * a request's params, query and body in input mode (before any transform), an answer in output
 * mode. What the contracts add for the description only (`v.metadata`: a key name's length and
 * pattern, a date-time's format, an integer parameter's bounds; common/contracts/fields.ts) is
 * carried over; checks in code (`v.check`, `v.rawCheck`) have no JSON Schema and are left out.
 */
import { type ConversionConfig, toJsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";

export type Json = Record<string, unknown>;
type Mode = "input" | "output";

type Piped = { type?: string; kind?: string; pipe?: readonly Piped[]; options?: readonly GenericSchema[] };
const flatPipe = (schema: Piped): Piped[] =>
  schema.pipe?.flatMap((item) => (item.pipe ? flatPipe(item) : [item])) ?? [schema];

/**
 * A JSON body (`jsonObject`, common/contracts/fields.ts) is a `custom` "is an object" check piped
 * into the object schema, which the converter would stop before: it is described by that object.
 */
function bare(schema: GenericSchema): GenericSchema {
  const pipe = flatPipe(schema as Piped);
  const object = pipe[0]?.type === "custom" ? pipe.find((item) => item.type === "object") : undefined;
  return (object as GenericSchema | undefined) ?? schema;
}

const config = (mode: Mode): ConversionConfig => ({
  target: "draft-2020-12",
  typeMode: mode,
  errorMode: "ignore",
  // A union's options may be JSON bodies themselves (`{ ids }` or `{ all: true }`): each is described bare.
  overrideSchema: ({ valibotSchema }) => {
    const { type, options } = valibotSchema as Piped;
    return type === "union" && options ? { anyOf: options.map((option) => schemaOf(option, mode)) } : undefined;
  },
  // An integer parameter is carried as digits: OpenAPI says integer with its bounds, and the digits' pattern goes.
  overrideAction: ({ valibotAction, jsonSchema }) => {
    const { type, metadata } = valibotAction as { type: string; metadata?: Json };
    if (type !== "metadata" || metadata?.type !== "integer") return undefined;
    const { pattern: _, ...rest } = jsonSchema as Json;
    return rest;
  },
});

export function schemaOf(schema: GenericSchema, mode: Mode = "input"): Json {
  const { $schema: _, ...rest } = toJsonSchema(bare(schema), config(mode)) as Json;
  return rest;
}
