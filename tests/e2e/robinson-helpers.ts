// Shared steps of the companion's browser tests.
import type { Page } from "@playwright/test";

/** The companion's new session form (on its guide's page) filled with the least a group opens a
 * sheet with, the cook and scenario 1's woodpile, then sent: the sheet opens on its own page. */
export async function openCampSheet(page: Page) {
  await page.getByRole("checkbox", { name: "Plays: Cook" }).check();
  for (const [field, value] of [
    [page.getByRole("spinbutton", { name: "Life of Cook", exact: true }), "13"],
    [page.getByRole("textbox", { name: "Woodpile columns" }), "1 2 3 4 5"],
  ] as const) {
    await field.fill(value);
    await field.blur();
  }
  await page.getByRole("button", { name: "Open the camp sheet" }).click();
}
