import type { Bindings } from "./env";

/**
 * The worker's `scheduled` handler (wrangler.toml's `[triggers] crons`; under `wrangler dev`,
 * `curl http://127.0.0.1:8787/cdn-cgi/local/scheduled`, or `/__scheduled` with `--test-scheduled`). Each job is loaded on the first run,
 * like the admin API, and runs on its own: one that fails is logged and the others still run.
 * Jobs run in their order, one after another: what one writes (a task's "due tomorrow"
 * notification) is there for the next (the digest that emails it).
 * A job only queues work (the Workers Free plan allows 10 ms of CPU and 50 external
 * subrequests an invocation); queue consumers do the sending.
 */
export interface ScheduledJob {
  name: string;
  run(env: Bindings, controller: ScheduledController): Promise<unknown>;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    // Tells each open task's assignees the day before it is due (docs/decisions/0078-tasks.md).
    name: "tasks due tomorrow",
    run: async (env, controller) =>
      (await import("./services/tasks")).notifyDueTasks(env.DB, new Date(controller.scheduledTime)),
  },
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
  for (const job of jobs) {
    try {
      await job.run(env, controller);
    } catch (error) {
      console.error(`scheduled: ${job.name} failed:`, String(error));
    }
  }
}
