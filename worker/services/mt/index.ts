export { type MtEnv, mtSettings } from "./settings";
export { machineTranslate } from "./translate";
export { BudgetExhausted, machineUsage } from "./usage";
