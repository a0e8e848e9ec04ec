// Under `next dev` only (next.config.mjs): every content file and image is a dependency of
// content/index.ts, so any save reloads the content, whichever file it touches, without a restart.
import.meta.glob("./**/*.yaml", { eager: true });
import.meta.glob("../public/images/**/*.svg", { eager: true });
import.meta.glob("../public/images/**/*.png", { eager: true });
import.meta.glob("../public/images/**/*.jpg", { eager: true });
import.meta.glob("../public/images/**/*.jpeg", { eager: true });
import.meta.glob("../public/images/**/*.webp", { eager: true });
// And, since a change can slip past that, what the files are now (content/index.ts).
export { filesStamp } from "./dev-files";
