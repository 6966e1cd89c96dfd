import type { Bindings } from "./env";

/**
 * The worker's `scheduled` handler (wrangler.toml's `[triggers] crons`; under `wrangler dev`,
 * `curl http://127.0.0.1:8787/cdn-cgi/local/scheduled`, or `/__scheduled` with `--test-scheduled`). Each job is loaded on the first run,
 * like the admin API, and runs on its own: one that fails is logged and the others still run.
 * A job only queues work (the Workers Free plan allows 10 ms of CPU and 50 external
 * subrequests an invocation); queue consumers do the sending.
 */
export interface ScheduledJob {
  name: string;
  run(env: Bindings, controller: ScheduledController): Promise<unknown>;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    // Each account's daily digest, and immediate emails left behind (docs/email.md).
    name: "email digests",
    run: async (env, controller) =>
      (await import("./services/email")).queueDailyEmails(env, new Date(controller.scheduledTime)),
  },
];

export async function runScheduledJobs(
  controller: ScheduledController,
  env: Bindings,
  jobs: readonly ScheduledJob[] = SCHEDULED_JOBS,
): Promise<void> {
  const results = await Promise.allSettled(jobs.map((job) => job.run(env, controller)));
  results.forEach((result, i) => {
    if (result.status === "rejected") console.error(`scheduled: ${jobs[i]?.name} failed:`, String(result.reason));
  });
}
