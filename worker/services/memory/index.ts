export { exportMemory } from "./memory-export";
export { importMemory } from "./memory-import";
