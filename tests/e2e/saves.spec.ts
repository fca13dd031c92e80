// Nothing lost on bad input: a full storage is reported and play goes on in memory; a save goes
// out to a file and comes back; a broken file is refused without touching the saves there are.
import { test, expect, newCasbah, handRegion, board } from "./casbah-helpers";
import { newDrunter } from "./drunter-helpers";
import { openCampSheet } from "./robinson-helpers";

/** From now on every write is refused, as a full localStorage does. */
async function fillStorage(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
}

async function placeEntrance(page: import("@playwright/test").Page) {
  await handRegion(page).getByRole("button", { name: /^Entrance 1/ }).click();
  await board(page).getByRole("button", { name: /, legal spot$/ }).first().click();
  await expect(board(page).getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);
}

test("a full storage is reported and the game goes on in memory", async ({ page }) => {
  await newCasbah(page, { players: 1, size: "6x6" });
  await fillStorage(page);
  await placeEntrance(page);
  await expect(page.getByRole("alert")).toContainText("The browser refused the save (storage full?): the game goes on in memory.");
  // Play goes on.
  // A four-door room fits north of the entrance.
  await handRegion(page).getByRole("button", { name: /^(\d+ × )?Room 15 / }).first().click();
  await expect(board(page).getByRole("button", { name: /, legal spot( once turned)?$/ }).first()).toBeVisible();
});

test("a full storage refuses a new game: its form says why and stays, for a game and for the companion", async ({ page }) => {
  const refused = "The browser refused to store the new game (storage full?).";
  // The old address forwards to the game's page: the storage is filled once there.
  await page.goto("./#/new/casbah");
  await expect(page).toHaveURL(/casbah\.html#\/new\/casbah$/);
  await fillStorage(page);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("alert")).toHaveText(refused);
  await expect(page).toHaveURL(/casbah\.html#\/new\/casbah$/);

  await page.goto("./#/new/robinson");
  await expect(page).toHaveURL(/robinson-guide\.html#\/new\/robinson$/);
  await fillStorage(page);
  await openCampSheet(page);
  await expect(page.getByRole("alert")).toHaveText(refused);
  await expect(page).toHaveURL(/robinson-guide\.html#\/new\/robinson$/);
  // What the group entered is still there to send again.
  await expect(page.getByRole("checkbox", { name: "Plays: Cook" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Woodpile columns" })).toHaveValue("1 2 3 4 5");
});

test("export a game to a file and import it back; a broken file is refused and nothing is overwritten", async ({ page }, info) => {
  await newCasbah(page, { players: 1, width: 4, height: 3 });
  await placeEntrance(page);
  await page.goto("./#/");
  const saves = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Resume/ }) });
  await expect(saves).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /^Export Casbah/ }).click();
  const file = info.outputPath("exported.json");
  await (await download).saveAs(file);

  const input = page.getByLabel("Import a saved game from a file");
  await input.setInputFiles(file);
  await expect(page.getByRole("status").filter({ hasText: "Game imported." })).toBeVisible();
  await expect(saves).toHaveCount(2);
  // The copy opens on the same position.
  await page.getByRole("link", { name: "Open it" }).click();
  await expect(board(page).getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);

  await page.goto("./#/");
  await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{"format":1,"id":"x"') });
  await expect(page.getByRole("alert")).toContainText("This save is cut short: its end is missing. Nothing was imported.");
  await input.setInputFiles({ name: "other.json", mimeType: "application/json", buffer: Buffer.from('{"todos":[]}') });
  await expect(page.getByRole("alert")).toContainText("This is not a Tablée save.");
  await expect(saves).toHaveCount(2);
});

test("a damaged save is kept aside with its reason, never deleted", async ({ page }) => {
  await page.goto("./#/");
  await page.evaluate(() => localStorage.setItem("tablee.save.broken", '{"format": 7, "id": "broken"}'));
  await page.reload();
  await expect(page.getByText(/Save kept aside « broken » — This save comes from a newer version of Tablée \(format 7\)/)).toBeVisible();
  await page.goto("./#/play/broken");
  await expect(page.getByRole("alert")).toContainText("newer version of Tablée (format 7)");
  expect(await page.evaluate(() => localStorage.getItem("tablee.save.broken"))).toBe('{"format": 7, "id": "broken"}');
});

test("the shelf lists each save with its game, players, options, progress and last move, newest first; deleting asks first", async ({
  page,
}) => {
  await newCasbah(page, { players: 2, size: "6x6", names: ["Ann", "Bob"], kinds: ["human", "human"] });
  await page.getByRole("region", { name: "Tiles to take" }).getByRole("button").first().click();
  await expect(page.getByRole("status").first()).toContainText("Bob picks a tile");
  await newDrunter(page, { players: 2, names: ["Cy", "Dee"], kinds: ["human", "human"], variant: true });
  await page.goto("./#/");

  const saves = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Resume/ }) });
  await expect(saves).toHaveCount(2);
  // The newest first.
  await expect(saves.first()).toHaveAccessibleName("Drunter & Drüber — Cy, Dee");
  const casbah = page.getByRole("listitem", { name: "Casbah — Ann, Bob" });
  await expect(casbah).toContainText("6×6");
  await expect(casbah.getByRole("list", { name: "Players" })).toContainText("Ann0 points");
  await expect(casbah).toContainText("1 move played · Bob to play");
  await expect(casbah).toContainText(/Last move: \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  const drunter = page.getByRole("listitem", { name: "Drunter & Drüber — Cy, Dee" });
  await expect(drunter).toContainText("Variant");
  await expect(drunter).toContainText("0 moves played");
  // Drunter's scores come from secret goals: none shown before the end.
  await expect(drunter).not.toContainText("points");

  // Deleting asks first; keeping it changes nothing.
  await page.getByRole("button", { name: "Delete Casbah — Ann, Bob" }).click();
  await expect(casbah).toContainText("Delete this game for good?");
  await casbah.getByRole("button", { name: "Keep Casbah — Ann, Bob" }).click();
  await expect(casbah).not.toContainText("Delete this game for good?");
  await expect(saves).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Casbah — Ann, Bob" }).click();
  await casbah.getByRole("button", { name: "Yes, delete Casbah — Ann, Bob" }).click();
  await expect(saves).toHaveCount(1);
  await expect(casbah).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("tablee.save.")).length)).toBe(1);
});
