// Nothing lost on bad input: a full storage is reported and play goes on in memory; a save goes
// out to a file and comes back; a broken file is refused without touching the saves there are.
import { readFileSync } from "node:fs";
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
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "The browser refused the save (storage full?): the game goes on in memory. To make room, export and delete old games on the home page.",
  );
  await expect(alert.getByRole("link", { name: "Open the home page" })).toHaveAttribute("href", /index\.html|\/#\/$|^\.?\/?$/);
  // Play goes on.
  // A four-door room fits north of the entrance.
  await handRegion(page).getByRole("button", { name: /^(\d+ × )?Room 15 / }).first().click();
  await expect(board(page).getByRole("button", { name: /, legal spot( once turned)?$/ }).first()).toBeVisible();
});

test("a full storage refuses a new game: its form says why and stays, for a game and for the companion", async ({ page }) => {
  const refused = "The browser refused to store the new game (storage full?). To make room, export and delete old games on the home page.";
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
  await expect(page.getByRole("listitem", { name: "Save kept aside « broken »" })).toContainText(
    "This save comes from a newer version of Tablée (format 7)",
  );
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

/** A Casbah save of this version with one field added by hand: its envelope refuses it. */
const tampered = JSON.stringify({
  format: 2,
  id: "tampered",
  game: "Casbah",
  updated: Date.UTC(2026, 2, 14, 9, 30),
  players: [],
  over: false,
  record: {},
  redo: null,
  cheat: true,
});

test("a save kept aside is listed by its game and date, its parser text only behind Details, exported and deleted after confirming", async ({
  page,
}, info) => {
  await page.goto("./#/");
  await page.evaluate((text) => localStorage.setItem("tablee.save.tampered", text), tampered);
  await page.reload();
  const row = page.getByRole("listitem", { name: "Save kept aside « tampered » of Casbah" });
  await expect(row.getByRole("strong")).toHaveText("Casbah");
  await expect(row).toContainText("Last move: 14 Mar 2026");
  await expect(row).toContainText("This save was altered: some of its fields are missing or are not what Tablée writes.");
  await expect(row).toContainText("Nothing was deleted: export it to keep a copy, or delete it.");
  // The parser's words only behind the toggle.
  const details = row.getByText("unknown field `cheat`", { exact: false });
  await expect(details).toBeHidden();
  await row.getByText("Details", { exact: true }).click();
  await expect(details).toBeVisible();
  await expect(row.getByRole("link", { name: /^Resume/ })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: "Export Save kept aside « tampered » of Casbah" }).click();
  const file = info.outputPath("kept.json");
  await (await download).saveAs(file);
  expect(readFileSync(file, "utf8")).toBe(tampered);

  await row.getByRole("button", { name: "Delete Save kept aside « tampered » of Casbah" }).click();
  await expect(row).toContainText("Delete this game for good?");
  await row.getByRole("button", { name: "Keep Save kept aside « tampered » of Casbah" }).click();
  expect(await page.evaluate(() => localStorage.getItem("tablee.save.tampered"))).toBe(tampered);
  await row.getByRole("button", { name: "Delete Save kept aside « tampered » of Casbah" }).click();
  await row.getByRole("button", { name: "Yes, delete Save kept aside « tampered » of Casbah" }).click();
  await expect(row).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("tablee.save.tampered"))).toBeNull();
});

test("an imported file the parser refuses is explained in words, in French too, with the parser's text behind Details", async ({ page }) => {
  await page.goto("./#/");
  // The reader's switch, as a player would (a language written to storage before the app has
  // started may be overwritten by its first run).
  await page.getByRole("button", { name: "FR — Passer en français" }).click();
  const input = page.getByLabel("Importer une partie depuis un fichier");
  await input.setInputFiles({ name: "tampered.json", mimeType: "application/json", buffer: Buffer.from(tampered) });
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "Cette sauvegarde a été modifiée : certains de ses champs manquent ou ne sont pas ceux qu'écrit Tablée. Rien n'a été importé.",
  );
  await expect(alert.getByText(/unknown field/)).toBeHidden();
  await alert.getByText("Détails", { exact: true }).click();
  await expect(alert.getByText(/unknown field `cheat`/)).toBeVisible();
});

test("a page's bad seed is reported in the reader's language; a good one deals the same game again", async ({ page }) => {
  await page.goto("./casbah.html?seed=-1#/new/casbah");
  const address = page.getByRole("alert", { name: "The address" });
  await expect(address).toContainText('seed must be a whole number from 0 to 18446744073709551615, not "-1"');
  await page.goto("./casbah.html?seed=-1&lang=fr#/new/casbah");
  await expect(page.getByRole("alert", { name: "L'adresse" })).toContainText(
    "seed doit être un nombre entier de 0 à 18446744073709551615, pas « -1 »",
  );
  await page.evaluate(() => localStorage.setItem("tablee.lang", "en"));

  const hands: string[] = [];
  for (let i = 0; i < 2; i++) {
    await page.goto("./casbah.html?seed=42#/new/casbah");
    await expect(page.getByRole("alert", { name: "The address" })).toHaveCount(0);
    await page.getByLabel("Number of players").selectOption("1");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page).toHaveURL(/#\/play\/[^/]+$/);
    hands.push(await handRegion(page).innerText());
  }
  expect(hands[0]).toBe(hands[1]);
});
