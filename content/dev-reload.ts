// Empty everywhere but under `next dev`, where next.config.mjs resolves this module to
// dev-reload.turbopack.ts instead: a build neither watches the files nor reads their times.
export const filesStamp: ((root: string) => string) | undefined = undefined;
