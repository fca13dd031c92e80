import { test, expect } from "@playwright/test";

test("home page loads and shows its heading", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));

  // "./" (not "/") keeps any E2E_PREFIX sub-path of the baseURL.
  await page.goto("./");
  await expect(page).toHaveTitle(/Tablée/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
