/** Why a request failed, in words for the alert under a form or a list. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");
