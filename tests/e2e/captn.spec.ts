// Capt'n Clever in the browser: placing and moving by drag, the neighbour's secret choice and the
// look at one's target through curtains, a scan of the shared screen for targets, a reload.
import { type Locator, type Page } from "@playwright/test";
import { Finger, centre, expect, status, test } from "./casbah-helpers";

test.use({ viewport: { width: 1280, height: 1000 } });

const PLAYERS = ["Ann", "Bob", "Cy"];
const sea = (page: Page) => page.getByRole("group", { name: "The sea: islands and lanes" });
const curtain = (page: Page) => page.getByRole("dialog");
const pieces = (page: Page) => page.getByRole("region", { name: "Your pieces" });
const legal = (page: Page) => sea(page).getByRole("button", { name: /, legal spot$/ });
const log = (page: Page) => page.getByRole("region", { name: "Game log" });

/** The shared screen shows no target: no treasure card, no marked island, no private panel. */
async function expectNoTargets(page: Page, targets: Map<string, string>) {
  const html = await page.content();
  const text = await page.locator("body").innerText();
  for (const [who, card] of targets) {
    expect(html, `${who}'s target in the HTML`).not.toContain(card);
    expect(text, `${who}'s target in the text`).not.toContain(card);
  }
  expect(html).not.toContain("Treasure card:");
  expect(html).not.toContain("your target");
  await expect(page.locator(".private, .treasure-card, .target-ring")).toHaveCount(0);
}

async function passTo(page: Page, who: string, targets: Map<string, string>) {
  await expect(curtain(page)).toContainText(`Pass the device to ${who}`);
  await expectNoTargets(page, targets);
  await curtain(page).getByRole("button", { name: `I am ${who}: show` }).click();
  await expect(curtain(page)).toHaveCount(0);
}

async function backToTable(page: Page, targets: Map<string, string>) {
  await expect(curtain(page)).toContainText("Pass the device back to the table");
  await curtain(page).getByRole("button", { name: "Show the table" }).click();
  await expect(curtain(page)).toHaveCount(0);
  await expectNoTargets(page, targets);
}

/**
 * Where to drop on a spot: an island's centre, or a point a third of the way along a lane (its
 * middle may be where another lane crosses it).
 */
async function dropPoint(spot: Locator): Promise<{ x: number; y: number }> {
  const line = spot.locator("line.water");
  if ((await line.count()) === 0) return centre(spot);
  return line.evaluate((el) => {
    const l = el as SVGLineElement;
    const p = l.getPointAtLength(l.getTotalLength() / 3);
    const m = l.getScreenCTM()!;
    return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
  });
}

/** Drags a piece handle onto the first glowing spot of the sea with the mouse. */
async function dragOntoLegal(page: Page, handle: Locator): Promise<string> {
  const from = await centre(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 14, from.y + 6, { steps: 3 });
  await expect(legal(page).first()).toBeVisible();
  const spot = legal(page).first();
  const name = (await spot.getAttribute("aria-label"))!;
  const to = await dropPoint(spot);
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  return name.replace(/, legal spot$/, "");
}

test("three humans: pieces dragged, targets chosen and seen through curtains, never on the shared screen; reload resumes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("./#/new/captn-clever");
  await page.getByLabel("Number of players").selectOption("3");
  for (const [i, name] of PLAYERS.entries()) {
    const input = page.getByLabel(`Name of player ${i + 1}`, { exact: true });
    await input.fill(name);
    await input.press("Tab");
    await page.getByLabel(`Who plays player ${i + 1}`, { exact: true }).selectOption("human");
  }
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);

  // Setting up is public: each places a captain and a ship, by drag.
  const targets = new Map<string, string>();
  const placed: string[] = [];
  for (const who of PLAYERS) {
    await expect(status(page)).toHaveText(`${who} places a captain and a ship`);
    const island = await dragOntoLegal(page, pieces(page).getByRole("button", { name: "Place your captain" }));
    await expect(sea(page).getByRole("button", { name: `${island}, ${who}'s captain` })).toBeVisible();
    placed.push(`${who} puts his captain on ${island}.`);
    const lane = await dragOntoLegal(page, pieces(page).getByRole("button", { name: "Place your ship" }));
    placed.push(`${who} puts his ship on ${lane}.`);
  }

  // Each right-hand neighbour chooses a first treasure in secret: Cy for Ann, Ann for Bob, Bob for Cy.
  const chooserOf: Record<string, string> = { Ann: "Cy", Bob: "Ann", Cy: "Bob" };
  const given = new Map<string, string>();
  for (const who of PLAYERS) {
    const chooser = chooserOf[who];
    await passTo(page, chooser, targets);
    const panel = page.getByRole("region", { name: `Your secret choice — ${chooser}` });
    await expect(panel).toContainText(`Choose ${who}'s next treasure`);
    const pick = panel.getByRole("button").nth(PLAYERS.indexOf(who) + 2);
    given.set(who, ((await pick.textContent()) ?? "").replace(/^Give /, ""));
    await pick.click();
  }

  // Ann's turn: she looks at her card behind a curtain; it is the one Cy gave.
  await passTo(page, "Ann", targets);
  const own = page.getByRole("region", { name: "Your secret treasure — Ann" });
  await expect(own).toContainText(`Treasure card: ${given.get("Ann")}`);
  await expect(sea(page).getByRole("button", { name: /, your target(,|$)/ })).toHaveCount(1);
  for (const who of PLAYERS) targets.set(who, `Treasure card: ${given.get(who)}`);
  await own.getByRole("button", { name: "Done: hide my card" }).click();
  await backToTable(page, targets);
  await expect(status(page)).toHaveText("Ann to play");
  for (const line of placed) await expect(log(page)).toContainText(line);

  // She moves her ship and her captain by drag (the captain if he can reach an empty island).
  const moved = await dragOntoLegal(page, pieces(page).getByRole("button", { name: "Move your ship" }));
  await expect(sea(page).getByRole("button", { name: `${moved}, Ann's ship` })).toBeVisible();
  await expect(log(page)).toContainText(`Ann moves his ship to ${moved}.`);
  const captain = pieces(page).getByRole("button", { name: "Move your captain" });
  let sailed: string | undefined;
  if (await captain.isVisible()) {
    sailed = `Ann's captain sails to ${await dragOntoLegal(page, captain)}`;
  } else {
    await page.getByRole("button", { name: "End the turn" }).click();
  }
  // A treasure found sends the device to Cy for the next card; otherwise the turn may end.
  const end = page.getByRole("button", { name: "End the turn" });
  if (await end.isVisible()) await end.click();
  if (await curtain(page).isVisible()) {
    const heading = (await curtain(page).getByRole("heading").textContent()) ?? "";
    if (heading === "Pass the device to Cy") {
      await passTo(page, "Cy", targets);
      await page.getByRole("region", { name: "Your secret choice — Cy" }).getByRole("button").first().click();
    }
  }

  // Bob's turn starts behind his own curtain; a reload there comes back to the same place.
  await expect(curtain(page)).toContainText("Pass the device to Bob");
  await page.reload();
  await passTo(page, "Bob", targets);
  await expect(page.getByRole("region", { name: "Your secret treasure — Bob" })).toContainText(
    `Treasure card: ${given.get("Bob")}`,
  );
  await page.getByRole("button", { name: "Done: hide my card" }).click();
  await backToTable(page, targets);
  await expect(status(page)).toHaveText("Bob to play");
  if (sailed) await expect(log(page)).toContainText(sailed);
  await expect(sea(page).getByRole("button", { name: `${moved}, Ann's ship` })).toBeVisible();
  // An illegal spot says why, and nothing moves: a captain never stops where another stands,
  // a ship never lies where another lies.
  const before = await log(page).getByRole("listitem").count();
  const captainHandle = pieces(page).getByRole("button", { name: "Move your captain" });
  if (await captainHandle.isVisible()) {
    await captainHandle.click();
    await sea(page).getByRole("button", { name: /, Ann's captain/ }).click();
    await expect(page.locator("p.message")).toContainText("already holds Ann's captain");
  } else {
    await pieces(page).getByRole("button", { name: "Move your ship" }).click();
    await sea(page).getByRole("button", { name: `${moved}, Ann's ship` }).click();
    await expect(page.locator("p.message")).toContainText("Ann's ship lies there already.");
  }
  await expect(log(page).getByRole("listitem")).toHaveCount(before);
  await expectNoTargets(page, targets);
});

test("one human against two computers: no curtain, the target stays in sight, the computers place and sail", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("./#/new/captn-clever");
  await page.getByLabel("Number of players").selectOption("3");
  await page.getByLabel("Rules").selectOption("variant");
  const names = ["Ann", "Quick", "Strong"];
  for (const [i, name] of names.entries()) {
    const input = page.getByLabel(`Name of player ${i + 1}`, { exact: true });
    await input.fill(name);
    await input.press("Tab");
  }
  await page.getByLabel("Who plays player 2", { exact: true }).selectOption("quick");
  await page.getByLabel("Who plays player 3", { exact: true }).selectOption("strong");
  await page.getByRole("button", { name: "Start" }).click();
  // Placing by taps: the piece, then a glowing spot.
  for (const piece of ["Place your captain", "Place your ship"]) {
    await pieces(page).getByRole("button", { name: piece }).click();
    await legal(page).first().click();
  }
  for (let turn = 0; turn < 4; turn++) {
    await expect(status(page)).toHaveText("Ann to play", { timeout: 20_000 });
    await expect(curtain(page)).toHaveCount(0);
    // In the variant Ann draws her own cards; alone with computers she keeps hers in sight.
    await expect(page.getByRole("region", { name: "Your secret treasure" })).toContainText("Treasure card: ");
    await expect(sea(page).getByRole("button", { name: /, your target(,|$)/ })).toHaveCount(1);
    const captain = pieces(page).getByRole("button", { name: "Move your captain" });
    if (await captain.isVisible()) {
      await captain.click();
      await legal(page).first().click();
    }
    const end = page.getByRole("button", { name: "End the turn" });
    if (await end.isVisible()) await end.click();
    await expect(status(page)).not.toHaveText("Ann to play");
  }
  await expect(log(page).getByRole("listitem").filter({ hasText: /^(Quick|Strong)('s captain sails| moves| puts)/ }).first()).toBeVisible();
  await expect(log(page)).toContainText("draws his next treasure card");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the captain and the ship are dragged onto the sea with a finger", async ({ page }) => {
    await page.goto("./#/new/captn-clever");
    await page.getByLabel("Who plays player 2", { exact: true }).selectOption("quick");
    await page.getByLabel("Who plays player 3", { exact: true }).selectOption("quick");
    await page.getByRole("button", { name: "Start" }).click();
    const finger = await Finger.of(page);
    for (const [handle, placed] of [
      ["Place your captain", "Player 1's captain"],
      ["Place your ship", "Player 1's ship"],
    ]) {
      const piece = pieces(page).getByRole("button", { name: handle });
      const from = await centre(piece);
      await finger.down(from);
      await finger.move({ x: from.x + 12, y: from.y - 10 }, 3);
      // The sea and the piece both fit the phone's screen: the finger reaches a glowing spot.
      const spots = legal(page);
      await expect(spots.first()).toBeVisible();
      const target = spots.nth(Math.floor((await spots.count()) / 2));
      const name = ((await target.getAttribute("aria-label")) ?? "").replace(/, legal spot$/, "");
      const to = await dropPoint(target);
      expect(to.y).toBeLessThan(844);
      await finger.move(to, 8);
      await finger.up();
      await expect(log(page)).toContainText(`Player 1 puts his ${placed.endsWith("captain") ? "captain" : "ship"} on ${name}.`);
    }
  });
});
