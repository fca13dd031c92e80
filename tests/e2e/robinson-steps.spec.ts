// The Robinson Crusoé companion's remaining steps in the browser: the raging river, threats with
// supporters, an invention used once a round, discovery tokens, totems in order, decks, moving the
// camp (at the start of the night, and forced off a turned-over tile), fog, scenario 2's crosses
// and the end of the game, each recorded in the log in words; one refusal per ruling family with
// its link to the FAQ; a session exported and imported (file and text, a damaged one refused);
// the companion embedded in a frame; on a phone by touch, a refusal stays in view.
import { type Page, expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("tablee.lang")) localStorage.setItem("tablee.lang", "en");
  });
});

/** Opens a folded form by its name (each step's form is folded to keep the sheet short), unless
 * it is open already. */
async function openForm(page: Page, name: string) {
  const summary = page.locator("details.step > summary").filter({ hasText: new RegExp(`^${name}$`) });
  const open = await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
  if (!open) await summary.click();
}

/** Unfolds the party's supporters and helpers, unless they are unfolded already. */
async function openSupporters(page: Page) {
  const summary = page.locator("details.party-more > summary");
  const open = await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
  if (!open) await summary.click();
}

const heading = (page: Page) => page.locator(".round-phase");
const next = (page: Page) => page.getByRole("button", { name: "Next phase" }).click();
const log = (page: Page) => page.getByRole("region", { name: "Log" });
/** The newest entry of the log. */
const newest = (page: Page) => log(page).locator(".log-entry").first();

/** A step refused under `ruling`: its line starts with the number and links to the FAQ's entry. */
async function refused(page: Page, ruling: string, text: string | RegExp) {
  const alert = page.locator(".refusal");
  await expect(alert).toContainText(`${ruling} – `);
  await expect(alert).toContainText(text);
  const anchor = `ruling-${ruling.replace(".", "-")}`;
  await expect(alert.getByRole("link", { name: `Read ruling ${ruling}` })).toHaveAttribute(
    "href",
    new RegExp(`#/rules/robinson/${anchor}$`),
  );
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);
}

async function fill(page: Page, role: "spinbutton" | "textbox", name: string, value: string) {
  const field = page.getByRole(role, { name, exact: true });
  await field.fill(value);
  await field.blur();
}

/** A new session: the cook, the explorer, Friday and the dog; space 1 with a food and a wood source. */
async function newSession(page: Page, scenario: "1" | "2") {
  await page.goto("./#/new/robinson");
  await page.getByRole("combobox", { name: "Scenario" }).selectOption(scenario);
  for (const [who, life] of [["Cook", "13"], ["Explorer", "12"], ["Friday", "4"], ["Soldier", "12"]] as const) {
    if (scenario === "1" && who === "Soldier") continue;
    await page.getByRole("checkbox", { name: `Plays: ${who}` }).check();
    await fill(page, "spinbutton", `Life of ${who}`, life);
  }
  if (scenario === "1") await page.getByRole("checkbox", { name: "Plays: Dog" }).check();
  await page.getByRole("checkbox", { name: "Wood source" }).check();
  await fill(page, "textbox", "Spaces around the starting tile", "2 3");
  if (scenario === "1") await fill(page, "textbox", "Woodpile columns", "1 2 3 4 5");
  await page.getByRole("button", { name: "Open the camp sheet" }).click();
  await expect(heading(page)).toHaveText("Round 1 · Morale");
}

/** Explores space 2 (a wood source, a totem) with the explorer's two pawns. */
async function exploreSpace2(page: Page) {
  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Explorer" });
  await openForm(page, "Explore");
  await page.getByRole("checkbox", { name: "Wood source" }).check();
  await page.getByRole("checkbox", { name: "Totem" }).check();
  await fill(page, "textbox", "Spaces around it", "1 3");
  await page.getByRole("button", { name: "Record the exploration" }).click();
  await expect(newest(page)).toContainText("Space 2 explored");
}

test("scenario 1: the river, a threat with a supporter, an item, tokens, totems, decks, the night's move, the forced move, fog, the end — each in the log, each ruling's refusal linked", async ({ page }) => {
  await newSession(page, "1");

  // 10.1: the raging river halves the production; the group chooses what is lost.
  await page.getByRole("button", { name: "Record the raging river" }).click();
  await expect(newest(page)).toContainText("The raging river halves this round's production (ruling 10.1)");
  // A line the FAQ decided links to its ruling.
  await expect(newest(page).getByRole("link")).toHaveAttribute("href", /#\/rules\/robinson\/ruling-10-1$/);
  await next(page);
  await expect(heading(page)).toHaveText("Round 1 · Production");
  await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  await refused(page, "10.1", "the river takes 1 of the 2 produced");
  await fill(page, "spinbutton", "Wood lost to the river", "1");
  await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  await expect(newest(page)).toContainText("Production: 1 wood and 1 food, the river takes 1 wood (ruling 10.1)");
  await next(page);
  await expect(heading(page)).toHaveText("Round 1 · Action");

  // The explorer explores with one pawn and the dog's (two pawns: a sure success).
  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Explorer" });
  await fill(page, "spinbutton", "Leader's pawns", "1");
  await openSupporters(page);
  await page.getByRole("checkbox", { name: "Dog supports" }).check();
  await openForm(page, "Explore");
  await page.getByRole("checkbox", { name: "Totem" }).check();
  await fill(page, "textbox", "Spaces around it", "1 3");
  await page.getByRole("button", { name: "Record the exploration" }).click();
  await expect(newest(page)).toContainText("The explorer leads “explore” with 2 pawns");
  await page.getByRole("checkbox", { name: "Dog supports" }).uncheck();

  // 4.1: a supporter's reroll does not count; the leader's own one does. 1.1: a threat once.
  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Cook" });
  await fill(page, "spinbutton", "Support pawns: Explorer", "1");
  await page.getByRole("checkbox", { name: "With dice" }).check();
  await page.getByRole("combobox", { name: "Reroll by" }).selectOption({ label: "Explorer" });
  await openForm(page, "An event's threat");
  await fill(page, "textbox", "Event card's name", "Storm");
  await fill(page, "spinbutton", "Wood the card gives", "1");
  await page.getByRole("button", { name: "Record the threat" }).click();
  await refused(page, "4.1", "reroll");
  await page.getByRole("combobox", { name: "Reroll by" }).selectOption({ label: "no reroll" });
  await page.getByRole("button", { name: "Record the threat" }).click();
  await expect(newest(page)).toContainText("The threat of “Storm” is dealt with");
  await expect(newest(page)).toContainText("1 wood waits in the future resources");
  // The form is empty again once its step stands: the same threat is declared once more.
  await fill(page, "textbox", "Event card's name", "Storm");
  await page.getByRole("button", { name: "Record the threat" }).click();
  await refused(page, "1.1", "the threat of “Storm” was already dealt with this round");

  // Friday builds an invention used once a round: it waits until the actions end (1.1).
  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Friday" });
  // Friday has one pawn: no count to choose.
  await expect(page.getByRole("spinbutton", { name: "Leader's pawns" })).toHaveCount(0);
  await fill(page, "spinbutton", "Support pawns: Explorer", "0");
  await openForm(page, "Build");
  await page.getByRole("combobox", { name: "What is built" }).selectOption({ label: "An invention or item" });
  await fill(page, "textbox", "Name on its card", "Fire pit");
  await page.getByRole("checkbox", { name: "Its effect works once a round" }).check();
  await page.getByRole("button", { name: "Record the build" }).click();
  await expect(newest(page)).toContainText("“Fire pit” is built");
  await openForm(page, "Items and inventions");
  await page.getByRole("button", { name: "Use Fire pit" }).click();
  await refused(page, "1.1", "Fire pit");

  // A discovery token drawn during the actions waits too (1.1).
  await openForm(page, "Discovery tokens");
  await page.getByRole("button", { name: "Record the token drawn" }).click();
  await expect(newest(page)).toContainText("Discovery token 1 drawn: a helper pawn");
  await page.getByRole("button", { name: "Use token 1" }).click();
  await refused(page, "1.1", "discovery token 1");

  // 7.1: totems in order.
  await openForm(page, "The island");
  await fill(page, "spinbutton", "Totem on space", "2");
  await fill(page, "spinbutton", "Effect applied (0: the next)", "2");
  await page.getByRole("button", { name: "Record the totem" }).click();
  await refused(page, "7.1", "effect 1");
  await fill(page, "spinbutton", "Effect applied (0: the next)", "0");
  await page.getByRole("button", { name: "Record the totem" }).click();
  await expect(newest(page)).toContainText("Totem of space 2 revealed: effect 1 (ruling 7.1)");

  // 9.2: an empty deck stays empty; only the Carpenter's ability reshuffles the invention deck,
  // and this party has no Carpenter.
  await openForm(page, "Decks");
  await page.getByRole("combobox", { name: "Deck", exact: true }).selectOption({ label: "Hunting deck" });
  await page.getByRole("button", { name: "Record the deck ran out" }).click();
  await expect(newest(page)).toContainText("The hunting deck is empty");
  await page.getByRole("button", { name: "Reshuffle its discard" }).click();
  await refused(page, "9.2", "hunting");
  await page.getByRole("combobox", { name: "Deck", exact: true }).selectOption({ label: "Invention deck" });
  await page.getByRole("button", { name: "Record the deck ran out" }).click();
  await expect(newest(page)).toContainText("The invention deck is empty");
  await page.getByRole("button", { name: "Record a card drawn" }).click();
  await refused(page, "9.2", "only the Carpenter's ability reshuffles the invention deck");

  // The actions end: the item, the token and the wood arrive.
  await next(page);
  await expect(heading(page)).toHaveText("Round 1 · Weather");
  await expect(newest(page)).toContainText("Now available:");
  await expect(newest(page)).toContainText("“Fire pit”");
  await next(page);
  await expect(heading(page)).toHaveText("Round 1 · Night");

  // 5.1: the fire pit works once a round.
  await openForm(page, "Items and inventions");
  await page.getByRole("button", { name: "Use Fire pit" }).click();
  await expect(newest(page)).toContainText("“Fire pit” used this round");
  await page.getByRole("button", { name: "Use Fire pit" }).click();
  await refused(page, "5.1", "Fire pit");

  // 2.2: the camp moves first thing in the night, not after the meal.
  await fill(page, "spinbutton", "Food eaten", "1");
  await page.getByRole("checkbox", { name: "Goes hungry: Explorer" }).check();
  await page.getByRole("button", { name: "Record the meal" }).click();
  await expect(newest(page)).toContainText("the explorer goes hungry");
  await openForm(page, "Move the camp");
  await page.locator("form[aria-label='Move the camp']").getByRole("spinbutton").fill("2");
  await page.locator("form[aria-label='Move the camp']").getByRole("spinbutton").blur();
  await page.getByRole("button", { name: "Record the move" }).click();
  await refused(page, "2.2", "the camp moves first thing in the night");

  // 2.5: the camp's tile turned over: the camp must leave before anything else.
  await openForm(page, "The island");
  await fill(page, "spinbutton", "Tile on space", "1");
  await page.getByRole("button", { name: "Turn it over" }).click();
  await expect(newest(page)).toContainText("Space 1 is turned over: the camp must move to a neighbouring tile (ruling 2.5)");
  const forced = page.getByRole("form", { name: "The camp must move" });
  await expect(forced).toBeVisible();
  await page.getByRole("button", { name: "Record the sleep" }).click();
  await refused(page, "2.5", "tile 1 was turned over");
  await forced.getByRole("spinbutton").fill("2");
  await forced.getByRole("spinbutton").blur();
  await page.getByRole("button", { name: "Record the forced move" }).click();
  await expect(newest(page)).toContainText("The camp moves from space 1 to 2");
  await expect(forced).toHaveCount(0);

  // Fog on a tile, shown in the island's table.
  await openForm(page, "The island");
  await fill(page, "spinbutton", "Tile on space", "2");
  await page.getByRole("button", { name: "Record the fog" }).click();
  await expect(newest(page)).toContainText("Fog on space 2");
  await expect(page.getByRole("table", { name: "Island tiles" })).toContainText("fog");

  // The end, confirmed first.
  await openForm(page, "The end of the game");
  const stop = page.getByRole("button", { name: "Record the game ended" });
  await expect(stop).toBeDisabled();
  await page.getByRole("checkbox", { name: "We are sure: the game ends" }).check();
  await stop.click();
  await expect(page.getByRole("status").filter({ hasText: "The game is over." })).toBeVisible();
  await expect(newest(page)).toContainText("The group ended the game");

  // The log reads in French too, newest first.
  await page.getByRole("button", { name: /Passer en français/ }).click();
  await expect(page.getByRole("region", { name: "Journal" }).locator(".log-entry").first()).toContainText(
    "Le groupe a mis fin à la partie",
  );
});

test("scenario 2: a cross needs an exploration's pawns, one more in the fog (11.2); the camp's tile turned over with no tile around it loses the game (2.5)", async ({ page }) => {
  await newSession(page, "2");
  await next(page);
  await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  await next(page);
  await expect(heading(page)).toHaveText("Round 1 · Action");
  await exploreSpace2(page);
  await openForm(page, "The island");
  await fill(page, "spinbutton", "Tile on space", "2");
  await page.getByRole("button", { name: "Record the fog" }).click();
  await expect(newest(page)).toContainText("Fog on space 2");

  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Cook" });
  await openForm(page, "A cross");
  await fill(page, "spinbutton", "Cross on space", "3");
  await page.getByRole("button", { name: "Record the cross" }).click();
  await refused(page, "11.2", "explored tile");
  await fill(page, "spinbutton", "Cross on space", "2");
  await page.getByRole("button", { name: "Record the cross" }).click();
  await refused(page, "11.2", "pawns");
  await openSupporters(page);
  await fill(page, "spinbutton", "Support pawns: Soldier", "1");
  await page.getByRole("button", { name: "Record the cross" }).click();
  await expect(newest(page)).toContainText("A cross on space 2 (1 cross in all)");

  // 2.5: the camp's tile turned over with no accessible tile around it loses the game.
  await openForm(page, "The island");
  await fill(page, "spinbutton", "Tile on space", "2");
  await page.getByRole("button", { name: "Turn it over" }).click();
  await expect(newest(page)).toContainText("Space 2 is turned over");
  await fill(page, "spinbutton", "Tile on space", "1");
  await page.getByRole("button", { name: "Turn it over" }).click();
  await expect(newest(page)).toContainText(
    "Space 1 was turned over with no tile around it for the camp: the game is lost (ruling 2.5)",
  );
  await expect(page.getByRole("status").filter({ hasText: "The game is over." })).toBeVisible();
});

test("a session exported to a file and as text is imported on the shelf; a damaged text is refused, a tampered one kept aside by the companion's page, nothing overwritten", async ({ page }) => {
  await newSession(page, "1");
  await next(page);
  await expect(heading(page)).toHaveText("Round 1 · Production");
  const sessionUrl = page.url();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to a file" }).click();
  const file = await (await download).path();
  expect(file).toBeTruthy();

  await page.getByRole("button", { name: "Export as text" }).click();
  const text = await page.getByRole("textbox", { name: "The session as text" }).inputValue();
  expect(JSON.parse(text).game).toBe("Robinson");

  await page.goto("./#/");
  const saves = page.locator("ul.saves > li");
  await expect(saves).toHaveCount(1);
  await page.locator("details.import-text > summary").click();
  const area = page.getByRole("textbox", { name: "The saved game's text" });

  // A damaged text: refused with its reason, nothing stored.
  await area.fill(text.slice(0, text.length - 40));
  await page.getByRole("button", { name: "Import this text" }).click();
  await expect(page.locator(".import [role=alert]")).toContainText("Nothing was imported.");
  await expect(saves).toHaveCount(1);
  // A record the engine refuses (a morale step of 9): the home page carries no engine, so it
  // checks the envelope and keeps the text; the companion's page replays it when it is opened,
  // refuses it with its reason, and keeps it aside (issue 11: one page per game).
  const tampered = JSON.parse(text);
  tampered.id = "tampered";
  tampered.record.turns.push({ seat: 0, action: { Adjust: { track: "Morale", delta: 9 } } });
  await area.fill(JSON.stringify(tampered));
  await page.getByRole("button", { name: "Import this text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Game imported." })).toBeVisible();
  await expect(saves).toHaveCount(2);
  await page.getByRole("link", { name: "Open it" }).click();
  // The session opens read-only up to the step before the illegal one, which is named in words.
  const readOnly = page.getByRole("alert", { name: "Read-only session" });
  await expect(readOnly).toContainText(
    `Step ${tampered.record.turns.length} (adjust a track) cannot be recorded again:`,
  );
  await expect(readOnly).toContainText("Nothing was deleted.");
  await expect(page.getByRole("button", { name: "Next phase" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  const keptDownload = page.waitForEvent("download");
  await readOnly.getByRole("button", { name: "Export the save" }).click();
  expect((await keptDownload).suggestedFilename()).toBe("tablee-tampered.json");
  // Never written over: the illegal step is still in the save.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("tablee.save.tampered") ?? "{}"));
  expect(kept.record.turns.length).toBe(tampered.record.turns.length);
  await page.goto("./#/");
  await expect(page.getByRole("listitem", { name: /^Save kept aside « tampered » / })).toBeVisible();
  await page.locator("details.import-text > summary").click();

  // The good text: another session beside the first, which is untouched.
  await area.fill(text);
  await page.getByRole("button", { name: "Import this text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Game imported." })).toBeVisible();
  await expect(saves).toHaveCount(3);
  // The file too: one more session.
  await page.locator(".import input[type=file]").setInputFiles(file!);
  await expect(saves).toHaveCount(4);
  await page.getByRole("link", { name: "Open it" }).click();
  await expect(heading(page)).toHaveText("Round 1 · Production");

  await page.goto(sessionUrl);
  await expect(heading(page)).toHaveText("Round 1 · Production");
});

test("the companion embeds as a fresh scenario 1 sheet; its ruling links open the app's FAQ in a new tab; a reload resumes", async ({ page }) => {
  await page.goto("./embed.html?game=robinson&characters=cook:13,explorer:12,dog&lang=en");
  await expect(heading(page)).toHaveText("Round 1 · Morale");
  await next(page);
  await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  await next(page);
  await expect(heading(page)).toHaveText("Round 1 · Action");
  // The characters asked for: the cook leads by default, the dog only supports.
  await expect(page.getByRole("combobox", { name: "Leader" }).locator("option")).toHaveText(["Cook", "Explorer"]);
  await openSupporters(page);
  // One pawn: the dog goes along or not.
  await expect(page.getByRole("checkbox", { name: "Dog supports" })).toBeVisible();
  await openForm(page, "Build");
  await page.getByRole("combobox", { name: "What is built" }).selectOption({ label: "Roof" });
  await page.getByRole("button", { name: "Record the build" }).click();
  const link = page.locator(".refusal").getByRole("link", { name: "Read ruling 2.1" });
  await expect(link).toHaveAttribute("href", "robinson-guide.html?lang=en#/rules/robinson/ruling-2-1");
  await expect(link).toHaveAttribute("target", "_blank");
  const popup = page.waitForEvent("popup");
  await link.click();
  const faq = await popup;
  await expect(faq.locator("li#ruling-2-1")).toHaveClass(/target/);
  await faq.close();

  await page.reload();
  await expect(heading(page)).toHaveText("Round 1 · Action");
  await expect(log(page).locator(".log-entry")).toHaveCount(3);

  await page.goto("./embed.html?game=robinson&characters=cook,pirate&lang=fr");
  await expect(page.getByRole("alert")).toContainText("characters doit nommer");
});

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a threat and a token recorded by taps far down the sheet; the refusal stays in view with its link", async ({ page }) => {
    await newSession(page, "1");
    await page.getByRole("button", { name: "Next phase" }).tap();
    await page.getByRole("button", { name: "Record the camp tile's production" }).tap();
    await page.getByRole("button", { name: "Next phase" }).tap();
    await expect(heading(page)).toHaveText("Round 1 · Action");

    await page.locator("details.step > summary").filter({ hasText: /^An event's threat$/ }).tap();
    await fill(page, "textbox", "Event card's name", "Storm");
    await page.getByRole("button", { name: "Record the threat" }).tap();
    await expect(newest(page)).toContainText("The threat of “Storm” is dealt with");
    await fill(page, "textbox", "Event card's name", "Storm");
    await page.getByRole("button", { name: "Record the threat" }).tap();
    // The refusal shows where the finger is, not at the top of the page.
    const alert = page.locator(".refusal");
    await expect(alert).toContainText("1.1 – the threat of “Storm” was already dealt with this round");
    await expect(alert).toBeInViewport();
    await expect(alert.getByRole("link", { name: "Read ruling 1.1" })).toBeInViewport();
    await alert.getByRole("button", { name: "Dismiss" }).tap();
    await expect(alert).toHaveCount(0);

    // A token drawn by tap waits with the future resources: using it names 1.1 again, in view.
    await page.locator("details.step > summary").filter({ hasText: /^Discovery tokens$/ }).tap();
    await page.getByRole("button", { name: "Record the token drawn" }).tap();
    await expect(newest(page)).toContainText("Discovery token 1 drawn: a helper pawn");
    await page.getByRole("button", { name: "Use token 1" }).tap();
    await expect(alert).toContainText("1.1 – ");
    await expect(alert).toBeInViewport();
  });
});
