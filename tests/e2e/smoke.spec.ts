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

test("every built game has its setup and rules pages, in English and in French", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const games = [
    ["casbah", "Casbah", "New game of Casbah", "Nouvelle partie de Casbah"],
    ["drunter", "Drunter & Drüber", "New game of Drunter & Drüber", "Nouvelle partie de Drunter & Drüber"],
    ["captn-clever", "Capt'n Clever", "New game of Capt'n Clever", "Nouvelle partie de Capt'n Clever"],
  ];
  for (const [slug, title, en, fr] of games) {
    await page.goto(`./#/new/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
    await page.goto(`./#/rules/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} — the rules`);
  }
  await page.getByRole("button", { name: "Passer en français" }).click();
  for (const [slug, title, , fr] of games) {
    await page.goto(`./#/new/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr);
    await page.goto(`./#/rules/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} — les règles`);
  }
  expect(errors).toEqual([]);
});
