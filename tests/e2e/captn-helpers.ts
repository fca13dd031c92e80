// Capt'n Clever's sea and pieces as a test reaches them, shared by its specs.
import type { Locator, Page } from "@playwright/test";
import { centre } from "./casbah-helpers";

export const sea = (page: Page) => page.getByRole("group", { name: "The sea: islands and lanes" });
export const pieces = (page: Page) => page.getByRole("region", { name: "Your pieces" });
export const legal = (page: Page) => sea(page).getByRole("button", { name: /, legal spot$/ });

/**
 * Where to drop on a spot: an island's centre, or a lane's berth, where its ship lies (its middle
 * may be where another lane crosses it).
 */
export async function dropPoint(spot: Locator): Promise<{ x: number; y: number }> {
  const berth = spot.locator("circle.berth");
  return centre((await berth.count()) === 0 ? spot : berth);
}

/** Taps a spot of the sea where nothing else lies over it. */
export async function tapSpot(page: Page, spot: Locator) {
  const p = await dropPoint(spot);
  await page.mouse.click(p.x, p.y);
}
