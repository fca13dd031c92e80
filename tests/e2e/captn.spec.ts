// Capt'n Clever in the browser: placing and moving by drag (from the side or from the sea itself),
// taps, the keyboard, the neighbour's secret choice (a card or the island on the sea) and each turn
// played in private behind one curtain, a scan of the shared screen for targets, a reload; the
// two-player last turn and its shared win.
import { type Locator, type Page } from "@playwright/test";
import { dropPoint, legal, pieces, sea, tapSpot } from "./captn-helpers";
import { openLastTurnGame } from "./captn-last-turn";
import {
  Finger,
  LIFT,
  centre,
  expect,
  expectInView,
  fingerTap,
  layoutOf,
  recordClicks,
  seatPeople,
  status,
  test,
} from "./casbah-helpers";

test.use({ viewport: { width: 1280, height: 1000 } });
const PHONE_HEIGHT = 844;

const PLAYERS = ["Ann", "Bob", "Cy"];
const curtain = (page: Page) => page.getByRole("dialog");
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
  await seatPeople(page, PLAYERS);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);

  // Setting up is public: each places a captain and a ship, by drag.
  const targets = new Map<string, string>();
  const placed: string[] = [];
  for (const who of PLAYERS) {
    await expect(status(page)).toHaveText(`${who} places a captain and a ship`);
    const island = await dragOntoLegal(page, pieces(page).getByRole("button", { name: "Place your captain" }));
    await expect(sea(page).getByRole("button", { name: `${island}, ${who}'s captain` })).toBeVisible();
    placed.push(`${who} puts their captain on ${island}.`);
    const lane = await dragOntoLegal(page, pieces(page).getByRole("button", { name: "Place your ship" }));
    placed.push(`${who} puts their ship on ${lane}.`);
  }

  // Each right-hand neighbour chooses a first treasure in secret: Cy for Ann, Ann for Bob, Bob for Cy.
  // The cards show their island's picture; Cy gives Ann's by tapping the island on the sea.
  const chooserOf: Record<string, string> = { Ann: "Cy", Bob: "Ann", Cy: "Bob" };
  const given = new Map<string, string>();
  for (const who of PLAYERS) {
    const chooser = chooserOf[who];
    await passTo(page, chooser, targets);
    const panel = page.getByRole("region", { name: `Your secret choice — ${chooser}` });
    await expect(panel).toContainText(`Choose ${who}'s next treasure`);
    await expect(panel.locator(".treasure-card svg.card-glyph")).toHaveCount(9);
    const pick = panel.getByRole("button").nth(PLAYERS.indexOf(who) + 2);
    const island = (await pick.getAttribute("aria-label"))!.replace(/^Give /, "");
    given.set(who, island);
    if (who === "Ann") {
      // The islands whose cards the chooser holds glow (all nine at the start).
      await expect(legal(page)).toHaveCount(9);
      await tapSpot(page, sea(page).getByRole("button", { name: new RegExp(`^${island}(,|$)`) }));
    } else {
      await pick.click();
    }
  }

  // Ann's turn is her private moment, behind one curtain: her card is in sight while she plays,
  // the one Cy gave, and it is marked on the sea.
  for (const who of PLAYERS) targets.set(who, `Treasure card: ${given.get(who)}`);
  await passTo(page, "Ann", targets);
  const own = page.getByRole("region", { name: "Your secret treasure — Ann" });
  await expect(own).toContainText(`Treasure card: ${given.get("Ann")}`);
  await expect(sea(page).getByRole("button", { name: /, your target(,|$)/ })).toHaveCount(1);
  await expect(status(page)).toHaveText("Ann to play");
  for (const line of placed) await expect(log(page)).toContainText(line);

  // She moves her ship and her captain by drag (the captain if he can reach an empty island). A
  // ship that leaves her captain nowhere to go ends her moves: her turn then waits for her.
  const moved = await dragOntoLegal(page, pieces(page).getByRole("button", { name: "Move your ship" }));
  await expect(sea(page).getByRole("button", { name: `${moved}, Ann's ship` })).toBeVisible();
  await expect(log(page)).toContainText(`Ann moves their ship to ${moved}.`);
  let sailed: string | undefined;
  const captain = pieces(page).getByRole("button", { name: "Move your captain" });
  if (await captain.isVisible()) {
    sailed = `Ann's captain sails to ${await dragOntoLegal(page, captain)}`;
  }
  // Her moves done, the turn waits for "End the turn" (the rulebook's "then end the turn"),
  // with her card still in sight and her moves hers to take back.
  await expect(curtain(page)).toHaveCount(0);
  await expect(status(page)).toHaveText("Ann has moved: end the turn, or undo a move");
  await expect(own).toContainText(`Treasure card: ${given.get("Ann")}`);
  await expect(page.getByRole("button", { name: "Undo Ann's move" })).toBeEnabled();
  await page.getByRole("button", { name: "End the turn" }).click();
  // A treasure found sends the device to Cy for the next card.
  await expect(curtain(page)).toBeVisible();
  if (await curtain(page).isVisible()) {
    const heading = (await curtain(page).getByRole("heading", { level: 2 }).textContent()) ?? "";
    if (heading === "Pass the device to Cy") {
      await passTo(page, "Cy", targets);
      await page.getByRole("region", { name: "Your secret choice — Cy" }).getByRole("button").first().click();
    }
  }

  // Bob's turn starts behind his own curtain; a reload there comes back to the same place.
  await expect(curtain(page)).toContainText("Pass the device to Bob");
  // The curtain recalls what Bob missed since his last move, in the log's words.
  await expect(curtain(page).getByRole("region", { name: "Since your last turn" })).toContainText(
    `Ann moves their ship to ${moved}.`,
  );
  await page.reload();
  await passTo(page, "Bob", targets);
  await expect(page.getByRole("region", { name: "Your secret treasure — Bob" })).toContainText(
    `Treasure card: ${given.get("Bob")}`,
  );
  await expect(status(page)).toHaveText("Bob to play");
  await expect(log(page)).toContainText(`Ann moves their ship to ${moved}.`);
  if (sailed) await expect(log(page)).toContainText(sailed);
  await expect(sea(page).getByRole("button", { name: `${moved}, Ann's ship` })).toBeVisible();
  // An illegal spot says why, and nothing moves: a captain never stops where another stands,
  // a ship never lies where another lies.
  const before = await log(page).getByRole("listitem").count();
  const captainHandle = pieces(page).getByRole("button", { name: "Move your captain" });
  let handle: Locator;
  if (await captainHandle.isVisible()) {
    handle = captainHandle;
    await handle.click();
    await tapSpot(page, sea(page).getByRole("button", { name: /, Ann's captain/ }));
    await expect(page.locator("p.message")).toContainText("already holds Ann's captain");
  } else {
    handle = pieces(page).getByRole("button", { name: "Move your ship" });
    await handle.click();
    await tapSpot(page, sea(page).getByRole("button", { name: `${moved}, Ann's ship` }));
    await expect(page.locator("p.message")).toContainText("Ann's ship lies there already.");
  }
  await expect(log(page).getByRole("listitem")).toHaveCount(before);
  // The piece stays in hand for another try; Escape puts it back.
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(handle).toHaveAttribute("aria-pressed", "false");

  // Bob ends his turn: the device goes on behind a curtain, and no target is left on the screen.
  await finishTurn(page);
  await expect(curtain(page)).toBeVisible();
  await expectNoTargets(page, targets);
});

/** Plays the rest of a turn: the captain to a glowing island if he must move, then the end. */
async function finishTurn(page: Page) {
  const captain = pieces(page).getByRole("button", { name: "Move your captain" });
  if (await captain.isVisible()) {
    await captain.click();
    await tapSpot(page, legal(page).first());
  }
  // Moved or not, the turn passes only by this button.
  await page.getByRole("button", { name: "End the turn" }).click();
}

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
    await tapSpot(page, legal(page).first());
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
      await tapSpot(page, legal(page).first());
    }
    await page.getByRole("button", { name: "End the turn" }).click();
    await expect(status(page)).not.toHaveText(/^Ann /);
  }
  await expect(log(page).getByRole("listitem").filter({ hasText: /^(Quick|Strong)('s captain sails| moves| puts)/ }).first()).toBeVisible();
  await expect(log(page)).toContainText("draws their next treasure card");
});

/** Starts a game of Ann against two quick computers: her pieces to place. */
async function placing(page: Page) {
  await page.goto("./#/new/captn-clever");
  await page.getByLabel("Number of players").selectOption("3");
  const input = page.getByLabel("Name of player 1", { exact: true });
  await input.fill("Ann");
  await input.press("Tab");
  await page.getByLabel("Who plays player 2", { exact: true }).selectOption("quick");
  await page.getByLabel("Who plays player 3", { exact: true }).selectOption("quick");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(pieces(page)).toBeVisible({ timeout: 20_000 });
}

/** Starts a game of Ann against two quick computers and places her pieces by taps. */
async function againstComputers(page: Page) {
  // The same game every run: the page's randomness (the game's seed, who starts) comes from a
  // fixed sequence, so where the computers' ships lie, which the steps below walk around, never
  // changes from one run to the next.
  await page.addInitScript(() => {
    let state = 0x2545f491;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array) {
        const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
        for (let i = 0; i < bytes.length; i++) {
          state = (Math.imul(state, 1103515245) + 12345) >>> 0;
          bytes[i] = state >>> 24;
        }
      }
      return array;
    };
  });
  await placing(page);
  for (const piece of ["Place your captain", "Place your ship"]) {
    await pieces(page).getByRole("button", { name: piece }).click();
    await tapSpot(page, legal(page).first());
  }
  // Alone among computers, Ann chooses her neighbour's card without a curtain.
  const choice = page.getByRole("region", { name: /^Your secret choice/ });
  await expect(choice).toBeVisible({ timeout: 20_000 });
  await choice.getByRole("button").first().click();
  await expect(status(page)).toHaveText("Ann to play", { timeout: 20_000 });
}

const shipOnSea = (page: Page) => sea(page).getByRole("button", { name: "Your ship: move it" });

test("pieces are picked up on the sea itself: an illegal tap explained, Escape, the arrows and Enter; captains are big enough", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await againstComputers(page);

  // The captains are drawn at least 24 px wide on a desktop.
  for (const box of await sea(page).locator(".piece.captain circle").evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect().width),
  )) {
    expect(box).toBeGreaterThanOrEqual(24);
  }
  const captainBox = await sea(page).locator(".piece.captain circle").first().boundingBox();
  expect(captainBox!.width).toBeGreaterThanOrEqual(24);

  // A tap on her ship picks it up; a tap on a lane where a computer's ship lies is refused with
  // its reason, and the ship stays in hand; Escape puts it back.
  await shipOnSea(page).click();
  await expect(shipOnSea(page)).toHaveAttribute("aria-pressed", "true");
  await expect(legal(page).first()).toBeVisible();
  const before = await log(page).getByRole("listitem").count();
  const taken = sea(page).getByRole("button", { name: /, (Sacha|Lou)'s ship/ }).first();
  // Pointing at it with the mouse already says why, before any tap.
  const over = await dropPoint(taken);
  await page.mouse.move(over.x, over.y, { steps: 4 });
  await expect(page.locator("p.message")).toContainText(/(Sacha|Lou)'s ship lies there already\./);
  await page.mouse.move(over.x + 400, over.y + 400);
  await tapSpot(page, taken);
  await expect(page.locator("p.message")).toContainText(/(Sacha|Lou)'s ship lies there already\./);
  await expect(shipOnSea(page)).toHaveAttribute("aria-pressed", "true");
  await expect(log(page).getByRole("listitem")).toHaveCount(before);
  await page.keyboard.press("Escape");
  await expect(shipOnSea(page)).toHaveAttribute("aria-pressed", "false");
  await expect(legal(page)).toHaveCount(0);

  // The keyboard: Enter on the ship picks it up and focuses the sea; the arrows move a cursor
  // between lanes (named for screen readers), Enter puts the ship where the cursor is.
  await shipOnSea(page).focus();
  await page.keyboard.press("Enter");
  await expect(sea(page)).toBeFocused();
  const cursor = async () => {
    const id = await sea(page).getAttribute("aria-activedescendant");
    return { id, name: id ? await page.locator(`#${id}`).getAttribute("aria-label") : null };
  };
  const start = await cursor();
  expect(start.name).toMatch(/, legal spot$/);
  // Most lanes are free: a short walk of the arrows lands on another legal one.
  let at = start;
  for (const key of ["ArrowRight", "ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft", "ArrowDown", "ArrowLeft", "ArrowUp", "ArrowDown", "ArrowDown"]) {
    await page.keyboard.press(key);
    at = await cursor();
    if (at.id !== start.id && /, legal spot$/.test(at.name ?? "")) break;
  }
  expect(at.id).not.toBe(start.id);
  expect(at.name).toMatch(/, legal spot$/);
  const lane = at.name!.replace(/, legal spot$/, "");
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText(`Ann moves their ship to ${lane}.`);
  await expect(sea(page).getByRole("button", { name: `${lane}, Ann's ship` })).toBeVisible();
});

test("a ship is dragged from where it lies on the sea with the mouse", async ({ page }) => {
  test.setTimeout(90_000);
  await againstComputers(page);
  const moved = await dragOntoLegal(page, shipOnSea(page));
  await expect(log(page)).toContainText(`Ann moves their ship to ${moved}.`);
  await expect(sea(page).getByRole("button", { name: `${moved}, Ann's ship` })).toBeVisible();
});

test("two players: the first one's ninth treasure gives the second a last turn, and his own ninth shares the win", async ({
  page,
}) => {
  // A 2-player easy-variant game (played by the engine's quick players) stopped where the first
  // seat has just laid his ninth treasure.
  await openLastTurnGame(page, "last-turn");
  await expect(curtain(page)).toContainText("Pass the device to Bob");
  await expect(curtain(page)).toContainText(
    "to play your last turn, with your secret treasure card in sight: Ann has found their nine treasures",
  );
  await curtain(page).getByRole("button", { name: "I am Bob: show" }).click();
  await expect(status(page)).toHaveText("Ann has found their nine treasures: last turn for Bob");
  await expect(log(page)).toContainText("Ann has found their nine treasures. Bob plays a last turn");
  await pieces(page).getByRole("button", { name: "Move your captain" }).click();
  await tapSpot(page, sea(page).getByRole("button", { name: /^Crown Island, your target.*, legal spot$/ }));
  // His private moment is over: the device goes back to the table, where the end is shown.
  await curtain(page).getByRole("button", { name: "Show the table" }).click();
  const result = page.getByRole("region", { name: "Result" });
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Ann and Bob share the win!");
  await expect(status(page)).toHaveText("Ann and Bob share the win!");
  await expect(result).toContainText("Bob — shares the win");
  await expect(log(page)).toContainText("Ann and Bob have each found their nine treasures and share the win!");
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
      ["Place your captain", "Camille's captain"],
      ["Place your ship", "Camille's ship"],
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
      expect(to.y + LIFT).toBeLessThan(844);
      await finger.carry(to);
      await finger.up();
      await expect(log(page)).toContainText(`Camille puts their ${placed.endsWith("captain") ? "captain" : "ship"} on ${name}.`);
    }
  });

  /** Ann against computers, her ship picked up where it lies on the sea by a finger, held. */
  async function liftShip(page: Page): Promise<Finger> {
    await againstComputers(page);
    const finger = await Finger.of(page);
    const ship = shipOnSea(page);
    await ship.scrollIntoViewIfNeeded();
    const from = await centre(ship);
    await finger.down(from);
    await finger.move({ x: from.x + 12, y: from.y + 10 }, 3);
    return finger;
  }

  test("the ship is dragged from where it lies on the sea with a finger", async ({ page }) => {
    test.setTimeout(90_000);
    const finger = await liftShip(page);
    const spots = legal(page);
    await expect(spots.first()).toBeVisible();
    const target = spots.nth(Math.floor((await spots.count()) / 2));
    const name = ((await target.getAttribute("aria-label")) ?? "").replace(/, legal spot$/, "");
    await finger.carry(await dropPoint(target));
    await finger.up();
    await expect(log(page)).toContainText(`Ann moves their ship to ${name}.`);
    await expect(sea(page).getByRole("button", { name: `${name}, Ann's ship` })).toBeVisible();
  });

  test("on the whole sea a finger has 44 px targets: its own ship and captain, and a lane tapped off its line", async ({ page }) => {
    test.setTimeout(90_000);
    await againstComputers(page);
    const own = [shipOnSea(page), sea(page).getByRole("button", { name: "Your captain: move him" })];
    for (const piece of own) {
      const box = (await piece.boundingBox())!;
      expect(Math.min(box.width, box.height), "a movable piece's grip").toBeGreaterThanOrEqual(44);
    }
    const finger = await Finger.of(page);
    await fingerTap(finger, shipOnSea(page));
    await expect(legal(page).first()).toBeVisible();
    // A point 18 px off a glowing lane's line, in open water, nearer to it than to any other lane.
    const off = await page.evaluate(() => {
      const svg = document.querySelector("svg.sea") as SVGSVGElement;
      const ctm = svg.getScreenCTM()!;
      const screen = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(ctm);
      const lanes = [...svg.querySelectorAll("g.lane")].map((g) => {
        const line = g.querySelector("line.hit") as SVGLineElement;
        const a = screen(line.x1.baseVal.value, line.y1.baseVal.value);
        const b = screen(line.x2.baseVal.value, line.y2.baseVal.value);
        return { legal: g.classList.contains("legal"), label: g.getAttribute("aria-label") ?? "", a, b };
      });
      const distance = (p: { x: number; y: number }, l: (typeof lanes)[number]) => {
        const [dx, dy] = [l.b.x - l.a.x, l.b.y - l.a.y];
        const t = Math.max(0, Math.min(1, ((p.x - l.a.x) * dx + (p.y - l.a.y) * dy) / (dx * dx + dy * dy)));
        return Math.hypot(p.x - (l.a.x + t * dx), p.y - (l.a.y + t * dy));
      };
      for (const lane of lanes.filter((l) => l.legal)) {
        const [dx, dy] = [lane.b.x - lane.a.x, lane.b.y - lane.a.y];
        const len = Math.hypot(dx, dy);
        for (const t of [0.35, 0.5, 0.65]) {
          for (const side of [1, -1]) {
            const p = { x: lane.a.x + t * dx - (side * 18 * dy) / len, y: lane.a.y + t * dy + (side * 18 * dx) / len };
            const under = document.elementFromPoint(p.x, p.y);
            const nearest = lanes.every((l) => l === lane || distance(p, l) > distance(p, lane) + 4);
            if (nearest && under?.matches("line.hit")) return { ...p, label: lane.label };
          }
        }
      }
      return null;
    });
    expect(off, "a glowing lane with open water beside it").not.toBeNull();
    await finger.down(off!);
    await finger.up();
    const name = off!.label.replace(/, legal spot$/, "");
    await expect(log(page)).toContainText(`Ann moves their ship to ${name}.`);
  });

  test("in French, at the page's top, a tap on 'Placez votre bateau' takes the ship and no other button; a tap on 'Reposer' puts it back", async ({
    page,
  }) => {
    await placing(page);
    await page.getByRole("button", { name: "Passer en français" }).click();
    const ship = page.getByRole("region", { name: "Vos pièces" }).getByRole("button", { name: "Placez votre bateau" });
    await expect(ship).toBeVisible();
    // Both pieces whole on the screen, their French words not cut at its right edge.
    for (const piece of await page.getByRole("region", { name: "Vos pièces" }).getByRole("button").all()) {
      const box = (await piece.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.evaluate(() => scrollTo(0, 0));
    const finger = await Finger.of(page);
    const clicks = await recordClicks(page);
    await fingerTap(finger, ship);
    await expect(ship).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /, emplacement permis$/ }).first()).toBeVisible();
    // The page moved nothing under the finger, and the browser's click reached no button.
    expect(await clicks()).toEqual([]);
    await expect(ship).toHaveAttribute("aria-pressed", "true");
    const putBack = page.getByRole("button", { name: "Reposer", exact: true });
    await putBack.scrollIntoViewIfNeeded();
    await fingerTap(finger, putBack);
    await expect(ship).toHaveAttribute("aria-pressed", "false");
    expect(await clicks()).toEqual(["Reposer"]);
    await expect(putBack).toBeHidden();
  });

  test("nothing moves under a finger as a piece is picked up, and a drag to the screen's edges scrolls nothing", async ({
    page,
  }) => {
    await placing(page);
    const parts = [".how-to-play", "svg.sea", "section.hand", ".pieces .draggable", ".main-col > .controls .button"];
    const captain = pieces(page).getByRole("button", { name: "Place your captain" });
    const from = await centre(captain);
    const before = await layoutOf(page, parts);
    const finger = await Finger.of(page);
    await finger.down(from);
    expect(await layoutOf(page, parts)).toEqual(before);
    await finger.move({ x: from.x, y: from.y - 20 }, 2);
    await expect(captain).toHaveAttribute("aria-pressed", "true");
    await expect(legal(page).first()).toBeVisible();
    expect(await layoutOf(page, parts)).toEqual(before);
    // Held against the bottom, then the top of the screen: the page stays where it is.
    await finger.move({ x: from.x, y: PHONE_HEIGHT - 2 }, 6);
    await finger.move({ x: 30, y: 2 }, 10);
    expect((await layoutOf(page, ["body"])).scroll).toBe(before.scroll);
    await finger.move(from, 6);
    await finger.up();
    await expect(captain).toHaveAttribute("aria-pressed", "false");
  });

  test("a refused drop says why in view of the board", async ({ page }) => {
    test.setTimeout(90_000);
    const finger = await liftShip(page);
    const taken = sea(page).getByRole("button", { name: /, (Sacha|Lou)'s ship/ }).first();
    await finger.carry(await dropPoint(taken));
    const message = page.locator("p.message");
    // Said while the ship is over it, and still after the drop.
    await expect(message).toContainText(/(Sacha|Lou)'s ship lies there already\./);
    await finger.up();
    await expect(message).toContainText(/(Sacha|Lou)'s ship lies there already\./);
    await expect(shipOnSea(page)).toHaveAttribute("aria-pressed", "true");
    await expectInView(page, message);
  });
});

