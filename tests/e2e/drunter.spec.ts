// Drunter & Drüber in the browser: pass-and-play secrecy through curtains, laying tiles by drag,
// refused drops with their reason, a toilet vote resumed after a reload, mixed tables.
import { type Page } from "@playwright/test";
import { Finger, LIFT, centre, expect, status, test } from "./casbah-helpers";
import {
  board,
  cancelDrag,
  curtain,
  dragStart,
  dropOn,
  hand,
  layByDrag,
  logItems,
  message,
  newDrunter,
  pathCells,
  readCells,
  isLegal,
  isToilet,
  confirmLay,
  confirmVote,
  voteResult,
  handRegion,
  vote,
} from "./drunter-helpers";

test.use({ viewport: { width: 1280, height: 1000 } });

/**
 * The shared screen holds no secret: no goal card of anybody (by its title, which only a goal
 * card shows), no private panel, in the HTML (attributes included) and in the text.
 */
async function expectNoSecrets(page: Page, goals: Map<string, string>) {
  const html = await page.content();
  const text = await page.locator("body").innerText();
  for (const [who, goal] of goals) {
    expect(html, `${who}'s goal in the page's HTML`).not.toContain(goal);
    expect(text, `${who}'s goal in the page's text`).not.toContain(goal);
  }
  expect(html).not.toContain("Goal card:");
  await expect(page.locator(".goal-card, .private")).toHaveCount(0);
}

/** Goes through a curtain naming `who`. */
async function passTo(page: Page, who: string, goals: Map<string, string>) {
  await expect(curtain(page)).toContainText(`Pass the device to ${who}`);
  await expectNoSecrets(page, goals);
  await curtain(page).getByRole("button", { name: `I am ${who}: show` }).click();
  await expect(curtain(page)).toHaveCount(0);
}

async function backToTable(page: Page, goals: Map<string, string>) {
  await expect(curtain(page)).toContainText("Pass the device back to the table");
  await expectNoSecrets(page, goals);
  await curtain(page).getByRole("button", { name: "Show the table" }).click();
  await expect(curtain(page)).toHaveCount(0);
  await expectNoSecrets(page, goals);
}

const PLAYERS = ["Ann", "Bob", "Cy"];

test("three humans through curtains: goals stay secret, tiles laid by drag, a vote survives a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDrunter(page, { players: 3, names: PLAYERS, kinds: ["human", "human", "human"] });

  // Everybody looks at his goal card in turn, each behind a curtain. A reload after Ann's look
  // comes back to Bob's curtain, not to Ann's again.
  const goals = new Map<string, string>();
  for (const who of PLAYERS) {
    if (who === "Bob") {
      await expect(curtain(page)).toContainText("Pass the device to Bob");
      await page.reload();
    }
    await passTo(page, who, goals);
    const panel = page.getByRole("region", { name: `Your secret goal — ${who}` });
    const card = (await panel.getByRole("heading", { level: 3 }).textContent()) ?? "";
    expect(card).toMatch(/^Goal card: (Town hall|School|Fire station|Tavern|Museum|Church tower)$/);
    goals.set(who, card);
    await panel.getByRole("button", { name: "Done: hide my card" }).click();
  }
  expect(new Set(goals.values()).size).toBe(3);
  await backToTable(page, goals);
  await expect(status(page)).toHaveText("Ann to lay a tile");

  // A tile dropped away from every work gang is refused with its reason; nothing changes.
  const startCorners = await pathCells(page);
  await dragStart(page, hand(page).first());
  const far = (await readCells(page)).find((c) => c.ref === "H5")!;
  expect(isLegal(far)).toBe(false);
  await dropOn(page, far.name);
  await expect(message(page)).toContainText("goes on in a straight line from a");
  await expect(message(page)).toContainText("work gang, and none reaches this cell.");
  expect(await pathCells(page)).toBe(startCorners);
  await expect(logItems(page)).toHaveCount(0);

  // Tiles are laid by drag, turn after turn, until one would cover a toilet.
  let voteCalled = false;
  for (let turn = 0; turn < 15 && !voteCalled; turn++) {
    const builder = PLAYERS[turn % 3];
    await expect(status(page)).toHaveText(`${builder} to lay a tile`);
    await expectNoSecrets(page, goals);
    voteCalled = (await layByDrag(page, true)) === "vote";
  }
  expect(voteCalled, "a tile onto a toilet within 15 turns").toBe(true);
  // The builder votes first: the curtain names him.
  const heading = (await curtain(page).getByRole("heading", { level: 2 }).textContent()) ?? "";
  const builder = PLAYERS.find((p) => heading === `Pass the device to ${p}`)!;
  expect(builder).toBeDefined();
  const order = [0, 1, 2].map((k) => PLAYERS[(PLAYERS.indexOf(builder) + k) % 3]);

  await passTo(page, order[0], goals);
  await vote(page, order[0], ["JAA"]);

  // The device goes to the next voter; a reload there comes back to the same voter, nothing shown.
  await expect(curtain(page)).toContainText(`Pass the device to ${order[1]}`);
  await page.reload();
  await passTo(page, order[1], goals);
  await expect(page.locator(".reveal")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Game log" })).not.toContainText("Cards revealed");
  await expect(page.getByRole("region", { name: "Toilet vote" })).toContainText(`${order[0]} — has chosen`);
  await expect(page.getByRole("region", { name: "Toilet vote" })).toContainText(`${order[1]} — is choosing…`);
  await vote(page, order[1], ["NE"]);
  await passTo(page, order[2], goals);
  await vote(page, order[2], ["???"]);

  // One reveal for all: 2 yes against 1 no, the toilet goes; it stays until Continue.
  await backToTable(page, goals);
  await expect(logItems(page).filter({ hasText: `${builder} would cover the toilet at ` }).filter({ hasText: "the town votes." })).toHaveCount(1);
  await expect(logItems(page).filter({ hasText: "3 players have chosen in secret." })).toHaveCount(1);
  await expect(logItems(page).filter({ hasText: "has chosen" })).toHaveCount(0);
  const ballotOf = (p: string) => (p === order[0] ? "JAA (2 yes)" : p === order[1] ? "NE (1 no)" : "??? (abstain)");
  await expect(page.getByRole("region", { name: "Game log" })).toContainText(
    `Cards revealed — ${PLAYERS.map((p) => `${p}: ${ballotOf(p)}`).join("; ")}.`,
  );
  await expect(logItems(page).filter({ hasText: "Yes 2, no 1: the toilet goes." })).toHaveCount(1);
  await expect(voteResult(page)).toContainText(`Yes 2 – no 1: the toilet goes, ${builder}'s tile is laid.`);
  for (const p of PLAYERS) {
    await expect(voteResult(page).getByRole("listitem").filter({ hasText: p }).getByRole("img", { name: ballotOf(p) })).toBeVisible();
  }
  await expect(status(page)).toHaveText("The town has voted: see the result, then Continue");
  await voteResult(page).getByRole("button", { name: "Continue" }).click();
  await expect(voteResult(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Last vote" })).toContainText("Yes 2 – no 1");
  // Played cards are gone for good; the next builder's turn is public again.
  await expect(page.locator(".seat").filter({ hasText: order[0] })).not.toContainText(/\bJAA\b/);
  await expect(page.locator(".seat").filter({ hasText: order[0] })).toContainText(/\bJAAA\b/);
  await expect(status(page)).toHaveText(`${PLAYERS[(PLAYERS.indexOf(builder) + 1) % 3]} to lay a tile`);
  await expectNoSecrets(page, goals);
  await expect(board(page)).toBeVisible();
});

test("one human against two computers: no curtain, the goal stays in sight, the computers lay and vote", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDrunter(page, { players: 3, names: ["Ann", "Quick", "Strong"], kinds: ["human", "quick", "strong"] });
  await expect(curtain(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Your secret goal" })).toContainText(/Goal card: /);
  const annsBallot = page.getByRole("region", { name: "Your secret vote — Ann" });
  for (let turn = 0; turn < 6; turn++) {
    // A computer's tile may call a vote first: Ann votes in her own panel, no curtain needed; every
    // vote ends with its result, which waits for Continue.
    await expect(
      status(page).filter({ hasText: "Ann to lay a tile" }).or(annsBallot).or(voteResult(page)),
    ).toBeVisible({ timeout: 20_000 });
    if (await voteResult(page).isVisible()) {
      await voteResult(page).getByRole("button", { name: "Continue" }).click();
      turn--;
      continue;
    }
    if (await annsBallot.isVisible()) {
      await vote(page, "Ann", ["???"]);
      turn--;
      continue;
    }
    const laidBefore = await logItems(page).filter({ hasText: / lays a / }).count();
    const done = await layByDrag(page, turn % 2 === 0);
    if (done === "vote") {
      await vote(page, "Ann", ["???"]);
      await expect(logItems(page).filter({ hasText: /^Yes \d+, no \d+: / }).first()).toBeVisible({ timeout: 20_000 });
      await expect(voteResult(page)).toBeVisible();
      await voteResult(page).getByRole("button", { name: "Continue" }).click();
    } else if (done === "laid") {
      await expect(logItems(page).filter({ hasText: / lays a / })).toHaveCount(laidBefore + 1);
    }
    await expect(curtain(page)).toHaveCount(0);
  }
  // The computers played their turns in between.
  await expect(logItems(page).filter({ hasText: /^(Quick|Strong) (lays|cannot)/ }).first()).toBeVisible();
});

/** Drags a hand tile onto a glowing toilet cell if one of the builder's tiles can go there. */
async function dropOnToilet(page: Page): Promise<boolean> {
  const count = await hand(page).count();
  for (let i = 0; i < count; i++) {
    const from = await dragStart(page, hand(page).nth(i));
    const onToilet = (await readCells(page)).filter(isLegal).find(isToilet);
    if (onToilet) {
      await dropOn(page, onToilet.name);
      return true;
    }
    await cancelDrag(page, from);
  }
  return false;
}

test("a tile over a toilet asks first and can be taken back; a mixed ballot is refused; the result stays until Continue", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const P = ["Ann", "Bob"];
  await newDrunter(page, { players: 2, names: P, kinds: ["human", "human"] });
  const goals = new Map<string, string>();
  for (const who of P) {
    await passTo(page, who, goals);
    await page.getByRole("region", { name: `Your secret goal — ${who}` }).getByRole("button", { name: "Done: hide my card" }).click();
  }
  await backToTable(page, goals);
  let builder = "";
  for (let turn = 0; turn < 20 && !builder; turn++) {
    const who = P[turn % 2];
    await expect(status(page)).toHaveText(`${who} to lay a tile`);
    if (await dropOnToilet(page)) builder = who;
    else await layByDrag(page, false);
  }
  expect(builder, "a tile onto a toilet within 20 turns").not.toBe("");
  const other = P.find((p) => p !== builder)!;
  const calls = logItems(page).filter({ hasText: "the town votes." });

  // Asked first; put back, nothing happened.
  await expect(confirmLay(page)).toContainText("This starts a vote: the tile would cover the toilet at");
  await expect(curtain(page)).toHaveCount(0);
  await confirmLay(page).getByRole("button", { name: "Put the tile back" }).click();
  await expect(confirmLay(page)).toHaveCount(0);
  await expect(calls).toHaveCount(0);
  await expect(status(page)).toHaveText(`${builder} to lay a tile`);

  // Laid and put to the vote, then taken back by the builder before any ballot.
  expect(await dropOnToilet(page)).toBe(true);
  await confirmVote(page);
  await passTo(page, builder, goals);
  await expect(calls).toHaveCount(1);
  const ballot = page.getByRole("region", { name: `Your secret vote — ${builder}` });
  await ballot.getByRole("button", { name: "Take my tile back" }).click();
  await backToTable(page, goals);
  await expect(calls).toHaveCount(0);
  await expect(status(page)).toHaveText(`${builder} to lay a tile`);

  // Again, and this time the town votes. Yes and no together are refused, with the reason.
  expect(await dropOnToilet(page)).toBe(true);
  await confirmVote(page);
  await passTo(page, builder, goals);
  await ballot.getByRole("button", { name: /^JA \(/ }).click();
  await ballot.getByRole("button", { name: /^NE \(/ }).click();
  await expect(ballot.locator(".refusal")).toHaveText(
    "A ballot is yes cards or no cards, not both: drop JA or NE. (The joker may join either.)",
  );
  await expect(ballot.getByRole("button", { name: "Vote in secret" })).toBeDisabled();
  await ballot.getByRole("button", { name: /^NE \(/ }).click();
  await expect(ballot.locator(".refusal")).toHaveText("");
  await ballot.getByRole("button", { name: "Vote in secret" }).click();
  await passTo(page, other, goals);
  await vote(page, other, ["NEE"]);

  // The result for all, until somebody presses Continue; nobody can build meanwhile.
  await backToTable(page, goals);
  await expect(voteResult(page)).toContainText(`Yes 1 – no 2: the toilet stays, the tile goes back to ${builder}.`);
  await expect(voteResult(page).getByRole("img", { name: "JA (1 yes)" })).toBeVisible();
  await expect(voteResult(page).getByRole("img", { name: "NEE (2 no)" })).toBeVisible();
  await expect(handRegion(page)).toHaveCount(0);
  await voteResult(page).getByRole("button", { name: "Continue" }).click();
  await expect(voteResult(page)).toHaveCount(0);
  await expect(status(page)).toHaveText(`${other} to lay a tile`);
});

test("a vote with a joker shows its result too, and the computer waits for Continue", async ({ page }) => {
  test.setTimeout(150_000);
  await newDrunter(page, { players: 2, names: ["Ann", "Quick"], kinds: ["human", "quick"] });
  const annsBallot = page.getByRole("region", { name: "Your secret vote — Ann" });
  const annsJoker = page.getByRole("button", { name: "Joker: no" });
  let called = false;
  for (let turn = 0; turn < 30 && !called; turn++) {
    await expect(
      status(page).filter({ hasText: "Ann to lay a tile" }).or(annsBallot).or(voteResult(page)),
    ).toBeVisible({ timeout: 20_000 });
    if (await voteResult(page).isVisible()) {
      await voteResult(page).getByRole("button", { name: "Continue" }).click();
    } else if (await annsBallot.isVisible()) {
      await vote(page, "Ann", ["???"]);
    } else if (await dropOnToilet(page)) {
      called = true;
    } else {
      await layByDrag(page, false);
    }
  }
  expect(called, "Ann lays onto a toilet within 30 turns").toBe(true);
  await confirmVote(page);
  await vote(page, "Ann", ["JEEIINN"]);
  // Revealed: Ann turns her joker once she has seen every card.
  await annsJoker.click();
  await expect(voteResult(page)).toBeVisible();
  await expect(voteResult(page).getByRole("listitem").filter({ hasText: "Ann" })).toContainText("joker: no");
  await expect(voteResult(page).getByRole("img", { name: "JEEIINN (2, yes or no)" })).toBeVisible();
  await expect(voteResult(page)).toContainText(/Yes \d+ – no \d+: the toilet (goes|stays)/);
  // The computer does not play while the result is on screen.
  const lines = await logItems(page).count();
  await page.waitForTimeout(1500);
  await expect(logItems(page)).toHaveCount(lines);
  await expect(voteResult(page)).toBeVisible();
  await voteResult(page).getByRole("button", { name: "Continue" }).click();
  await expect(voteResult(page)).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tile is dragged from the hand onto the town with a finger", async ({ page }) => {
    await newDrunter(page, { players: 2, kinds: ["human", "quick"] });
    const finger = await Finger.of(page);
    const tile = hand(page).first();
    const from = await centre(tile);
    await finger.down(from);
    // Up towards the town: a sideways move would scroll the hand instead.
    await finger.move({ x: from.x + 4, y: from.y - 16 }, 3);
    // The town and the hand both fit the phone's screen: the finger reaches a glowing cell.
    const spots = (await readCells(page)).filter(isLegal);
    expect(spots.length).toBeGreaterThan(0);
    const target = spots[spots.length - 1];
    const to = await centre(board(page).getByRole("button", { name: target.name, exact: true }));
    expect(to.y + LIFT).toBeLessThan(844);
    await finger.carry(to);
    await finger.up();
    await expect(
      logItems(page).filter({ hasText: /^Camille( lays a | would cover the toilet at .* the town votes\.$)/ }),
    ).toHaveCount(1);
    await expect(message(page)).toHaveText("");
  });
});
