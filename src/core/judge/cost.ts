/** CPU time spent (user, sys, task-clock): a cost, read beside the result it bought, never a result alone. */
const COST = /(?:^|[^a-z])(?:user|sys|syst|system)(?:[^a-z]|$)|user_time|system_time|task-clock|cpu[ _-]time/i;
export const isCost = (metric: string) => COST.test(metric) && !/elapsed|elsp|wall|\breal\b/i.test(metric);
