// Exit codes a pipeline can use (README "Pipelines"): 0 all good, 1 problems found (invalid or
// conflicting entries, differences, translations with errors), 2 a usage mistake, 3 a failure
// (the deployment unreachable, the token refused, a server error).
export const EXIT = { ok: 0, problems: 1, usage: 2, failure: 3 };

export class UsageError extends Error {
  code = EXIT.usage;
}

export class Failure extends Error {
  code = EXIT.failure;
}
