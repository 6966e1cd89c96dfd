import { describe, expect, it } from "vitest";
import { ICONS, iconSubset } from "../../worker/ssr/icons";
import { get, problemOf } from "../worker/helpers";

/**
 * Finding 12 (issue 13): the icon endpoint looked names up on a plain object, so a name of
 * `Object.prototype` (`__proto__`, `constructor`, `toString`…) was "found". Only the set's own
 * icons are icons; every other name is reported missing.
 */

const PROTOTYPE_NAMES = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];
const BASE = `/api/icons/${ICONS.version}/lucide.json`;

describe("icon names that are prototype members (finding 12)", () => {
  it("are missing from every set, and leave the subset's prototype alone", () => {
    expect(iconSubset("lucide", PROTOTYPE_NAMES)).toEqual({ set: null, missing: PROTOTYPE_NAMES });

    const { set, missing } = iconSubset("lucide", ["sun", ...PROTOTYPE_NAMES]);
    expect(missing).toEqual(PROTOTYPE_NAMES);
    expect(Object.keys(set?.icons ?? {})).toEqual(["sun"]);
    expect(JSON.parse(JSON.stringify(set)).icons).toEqual({
      sun: expect.objectContaining({ body: expect.any(String) }),
    });
  });

  it("answer a 404 problem naming them, never an empty 200", async () => {
    const body = await problemOf(await get(`${BASE}?icons=constructor`), 404);
    expect(body).toMatchObject({ prefix: "lucide", not_found: ["constructor"] });
  });

  it("are listed as not found next to the icons that exist", async () => {
    const res = await get(`${BASE}?icons=sun,constructor`);
    expect(res.status).toBe(200);
    const set = (await res.json()) as { icons: Record<string, unknown>; not_found?: string[] };
    expect(Object.keys(set.icons)).toEqual(["sun"]);
    expect(set.not_found).toEqual(["constructor"]);
  });

  it("with an underscore are refused by the contract", async () => {
    const body = await problemOf(await get(`${BASE}?icons=__proto__`), 400);
    expect(body.errors?.map((e) => e.path)).toEqual(["icons.0"]);
  });
});
