// The site's one entry point to the lead path (besides the browser-safe kinds.mjs and problem-messages.ts); the staff
// tool's is staff.mjs. eslint.config.mjs keeps it so.
export { deliveryHealth, drainLeads } from "@/lib/leads/delivery-loop";
export { checkLead, type LeadKind } from "@/lib/leads/kinds.mjs";
export { shutdown, startLeads } from "@/lib/leads/lifecycle";
export {
  closeStore,
  receiving,
  sharedLimiter,
  ShuttingDown,
  storeHealth,
  StoreNotConfigured,
} from "@/lib/leads/process-state";
export { issueTimingValue, keepAnswer, spamAnswer, submitLead } from "@/lib/leads/submit";
export { campaignKeys } from "@/lib/leads/store.mjs";
export type { LeadSource, SharedLimiterOptions } from "@/lib/leads/types";
