// One value per server process: Next bundles instrumentation.ts and each route handler apart, each
// with its own copy of a module's variables. Only the value's owner calls this, for its own name.
export function processWide<T extends object>(name: string, create: () => T): T {
  const scope = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const key = Symbol.for(`arcline.${name}`);
  scope[key] ??= create();
  return scope[key];
}
