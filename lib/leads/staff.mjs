// @ts-check
// The staff tool's door (scripts/leads.mjs, and the benchmark): the store as it stands, and the
// old journal's import. The site's own door is index.ts.
export { NoStore, storeLocation } from "./connect.mjs";
export { campaignKeys, LeadStore, leadStates } from "./store.mjs";
export { importJournal, JournalRefused, journalFileName } from "./journal.mjs";
