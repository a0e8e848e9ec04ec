import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/stub";

test.use({ viewport: { width: 1280, height: 900 } });

async function showToast(page: Page) {
  await page.goto("/pricing");
  const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
  const email = form.getByRole("textbox");
  await email.fill(uniqueEmail());
  // The pointer waits where toasts appear and the form is sent with Enter, so the toast is
  // hovered (its 5 s timer paused) from its first frame: however slow the machine, it cannot
  // close before the test has hold of it.
  await page.mouse.move(640, 110);
  await email.press("Enter");
  const toast = page.locator("[data-rht-toaster] [data-toast-id]");
  await expect(toast).toBeVisible();
  await toast.hover();
  return toast;
}

test("a toast sits at the top centre and can be dragged away", async ({ page }) => {
  const toast = await showToast(page);
  const box = (await toast.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(40);
  expect(box.y).toBeLessThan(160);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});

test("a short drag snaps back and the close button dismisses", async ({ page }) => {
  const toast = await showToast(page);
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toBeHidden();
});

test("a toast stays while hovered and closes about 5 s after", async ({ page }) => {
  test.setTimeout(40_000);
  const toast = await showToast(page);
  await toast.hover();
  await page.waitForTimeout(6500);
  await expect(toast).toBeVisible();
  await page.mouse.move(10, 800);
  await expect(toast).toBeHidden({ timeout: 8000 });
});

test("a toast waits while the window has no focus", async ({ page }) => {
  test.setTimeout(40_000);
  await page.goto("/pricing");
  const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
  await form.getByRole("textbox").fill(uniqueEmail());
  // The visitor switches to another window before the answer (and its toast) arrives.
  await page.evaluate(() => {
    document.hasFocus = () => false;
    window.dispatchEvent(new Event("blur"));
  });
  await form.getByRole("button", { name: "Subscribe" }).click();
  const toast = page.locator("[data-rht-toaster] [data-toast-id]");
  await expect(toast).toBeVisible();
  await page.mouse.move(10, 800);
  await page.waitForTimeout(6500);
  await expect(toast).toBeVisible();
  await page.evaluate(() => {
    document.hasFocus = () => true;
    window.dispatchEvent(new Event("focus"));
  });
  await expect(toast).toBeHidden({ timeout: 8000 });
});
