/**
 * One value per server process. Next bundles instrumentation.ts and each route handler
 * separately, each with its own copy of a module's top-level variables, so a value every
 * bundle must share (the lead store, the rate limit's counts) is kept under a global symbol.
 * Only the module that owns the value calls this, once, for its own name.
 */
export function processWide<T extends object>(name: string, create: () => T): T {
  const scope = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const key = Symbol.for(`arcline.${name}`);
  scope[key] ??= create();
  return scope[key];
}
