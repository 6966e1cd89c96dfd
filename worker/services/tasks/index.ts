export { closeTask, reopenTask, updateTask } from "./change";
export { createTask, requireTaskManager } from "./create";
export { notifyDueTasks } from "./due";
export { assignableAccounts, listTasks, taskFor } from "./read";
