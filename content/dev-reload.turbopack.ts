// Under `next dev` only (next.config.mjs aliases content/dev-reload.ts to this file): every
// content file becomes a dependency of content/index.ts, so the request after a save in the
// editor, or by hand, reads the new content instead of waiting for a restart.
import.meta.glob("./**/*.yaml", { eager: true });
export {};
