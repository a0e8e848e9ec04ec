// Under `next dev` only (next.config.mjs aliases content/dev-reload.ts to this file): every
// content file and image becomes a dependency of content/index.ts, so the request after a save
// in the editor, or by hand, reads the new content instead of waiting for a restart, and a
// broken save is fixed by the next one, whichever file it touches.
import.meta.glob("./**/*.yaml", { eager: true });
import.meta.glob("../public/images/**/*.svg", { eager: true });
import.meta.glob("../public/images/**/*.png", { eager: true });
import.meta.glob("../public/images/**/*.jpg", { eager: true });
import.meta.glob("../public/images/**/*.jpeg", { eager: true });
import.meta.glob("../public/images/**/*.webp", { eager: true });
// And, since a change can slip past that, what the files are now (content/index.ts).
export { filesStamp } from "./dev-files";
