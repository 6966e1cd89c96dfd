import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  buildManifest,
  isNewerBuildAvailable,
  newerBuildStore,
  resetBuildCheck,
  startBuildCheck,
} from "../../client/lib/build-check";
import { APP_VERSION_PATH } from "../../common/app-paths";
import { BUILD_CHECK_INTERVAL_MS, MANIFEST_PREFETCH_DELAY_MS } from "../../common/constants";

function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = "visible";
  return target;
}

describe("the new-build check", () => {
  let latestId = "build-1";
  const requested: string[] = [];
  const fetchImpl = (async (url: string) => {
    requested.push(url);
    return Response.json({ id: latestId, timestamp: 1 });
  }) as unknown as typeof fetch;

  beforeEach(() => {
    vi.useFakeTimers();
    requested.length = 0;
    latestId = "build-1";
    resetBuildCheck();
  });
  afterEach(() => vi.useRealTimers());

  it("prefetches this build's manifest 1 s after start", async () => {
    const stop = startBuildCheck({ currentId: "build-1", fetch: fetchImpl, document: fakeDocument(), now: Date.now });
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS - 1);
    expect(requested).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested).toEqual(["/_app/builds/build-1.json"]);
    expect(buildManifest()).toEqual({ id: "build-1", timestamp: 1 });
    stop();
  });

  it("checks the latest build every hour and announces a newer one", async () => {
    const listener = vi.fn();
    const unsubscribe = newerBuildStore.subscribe(listener);
    const stop = startBuildCheck({ currentId: "build-1", fetch: fetchImpl, document: fakeDocument(), now: Date.now });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(requested.filter((u) => u === APP_VERSION_PATH)).toHaveLength(1);
    expect(isNewerBuildAvailable()).toBe(false);

    latestId = "build-2";
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(isNewerBuildAvailable()).toBe(true);
    expect(newerBuildStore.getSnapshot()).toEqual({ id: "build-2", timestamp: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    unsubscribe();
  });

  it("checks when the tab becomes visible an hour or more after the last check, not sooner", async () => {
    const doc = fakeDocument();
    const stop = startBuildCheck({ currentId: "build-1", fetch: fetchImpl, document: doc, now: Date.now });
    const versionChecks = () => requested.filter((u) => u === APP_VERSION_PATH).length;

    vi.setSystemTime(Date.now() + BUILD_CHECK_INTERVAL_MS - 1);
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(versionChecks()).toBe(0);

    vi.setSystemTime(Date.now() + 1);
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(versionChecks()).toBe(0);

    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(versionChecks()).toBe(1);
    stop();
  });
});
