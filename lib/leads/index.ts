// The lead path's one door: the forms, the route handlers and instrumentation.ts use only what
// this file names (and the browser-safe kinds.mjs and words.ts); the staff tool has its own,
// staff.mjs. The linter keeps it so (eslint.config.mjs).
export { deliveryHealth, drainLeads } from "@/lib/leads/delivery-loop";
export { checkLead, type LeadKind } from "@/lib/leads/kinds.mjs";
export { shutdown, startLeads } from "@/lib/leads/lifecycle";
export {
  closeStore,
  receiving,
  sharedPool,
  ShuttingDown,
  storeHealth,
  StoreNotConfigured,
} from "@/lib/leads/process";
export { issueTimingValue, submitLead } from "@/lib/leads/submit";
export { campaignKeys } from "@/lib/leads/rows.mjs";
export type { LeadSource } from "@/lib/leads/types";
