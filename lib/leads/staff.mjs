// @ts-check
// The staff tool's entry point (scripts/leads.mjs, the benchmark): the store and the old journal's import.
export { NoStore, storeLocation } from "./location.mjs";
export { campaignKeys, LeadStore, leadStates } from "./store.mjs";
export { importJournal, JournalRefused, journalFileName } from "./journal.mjs";
export { corpusExamples, describeFigures, measure, trainFilter } from "./spam-text.mjs";
