// The specs import Playwright through here, so a shared fixture has one place to go.
export { test, expect } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";
