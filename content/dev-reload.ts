// Empty everywhere but under `next dev`, where next.config.mjs resolves this module to
// dev-reload.turbopack.ts instead.
export {};
