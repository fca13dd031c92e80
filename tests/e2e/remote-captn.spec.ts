// Capt'n Clever across devices: a host on a desktop and a guest on a phone, each playing its seat
// on its own screen. The guest's page and every message it receives are scanned for the host's
// secrets (its target, the cards it holds to choose from, its pile below the top card, the
// decks); reloads on either side resume; forged messages change nothing; a whole game, the
// host's seat a computer, and a recorded last turn played on the phone, end on both screens with
// every pile shown.
import { type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, status, test } from "./casbah-helpers";
import { legal, pieces, sea, tapSpot } from "./captn-helpers";
import { device, forge, invitation, join, received, recordMessages, refusals } from "./remote-helpers";

const choice = (page: Page) => page.getByRole("region", { name: /^Your secret choice/ });
const log = (page: Page) => page.getByRole("region", { name: "Game log" }).getByRole("listitem");
/** A treasure card no seat but the stand-in has: the engine's FACE_DOWN island. */
const FACE_DOWN = 255;

/**
 * One action of the player at `page`: a card given in secret, a piece placed or moved (the
 * captain onto his target when he can reach it), or the end of a turn whose captain is stranded.
 */
async function act(page: Page) {
  if (await choice(page).isVisible()) {
    await choice(page).getByRole("button").first().click();
    return;
  }
  const own = pieces(page);
  await expect(own).toBeVisible();
  for (const name of ["Place your captain", "Place your ship", "Move your ship", "Move your captain"]) {
    const piece = own.getByRole("button", { name });
    if (await piece.isVisible()) {
      await piece.click();
      const onTarget = sea(page).getByRole("button", { name: /, your target.*, legal spot$/ });
      const spot = (await onTarget.count()) > 0 ? onTarget : legal(page).first();
      // A phone shows the sea above the pieces: the page scrolls back to it.
      await spot.scrollIntoViewIfNeeded();
      await tapSpot(page, spot);
      return;
    }
  }
  await own.getByRole("button", { name: "End the turn" }).click();
}

/** What the host's line and log say: it changes with every action. */
async function moment(page: Page): Promise<string> {
  return `${await status(page).textContent()} | ${await log(page).count()}`;
}

/** The guest's screen follows the host's: the same line, the same log. */
async function inStep(host: Page, guest: Page) {
  const now = await moment(host);
  await expect.poll(() => moment(guest), { timeout: 20_000 }).toBe(now);
}

/** The card text of a seat's own secret treasure, where its page shows it. */
async function ownCard(page: Page): Promise<string | undefined> {
  const card = page.getByRole("region", { name: /^Your secret treasure/ }).getByRole("heading", { name: /^Treasure card: / });
  return (await card.count()) > 0 ? ((await card.textContent()) ?? undefined) : undefined;
}

/**
 * The other seats' secrets in what the guest at `me` received: a target, a pile below its top
 * card, a card of a hand or deck (but the ones `me` holds while it chooses), a chosen card in the
 * record, the seed. Once the game is over the whole record comes, and nothing is secret.
 */
function secretsIn(messages: string[], me: number): string[] {
  const found: string[] = [];
  const hidden = (id: unknown) => id === null || id === FACE_DOWN;
  for (const text of messages) {
    const seen = (JSON.parse(text) as { body?: { Seen?: { session: any } } }).body?.Seen;
    if (!seen || seen.session.finished) continue;
    const { game, turns } = seen.session;
    const seats: number = game.targets.length;
    const choosing = game.sea.phase?.Choosing;
    // The chooser of a seat is its right-hand neighbour (`sea::chooser_of`).
    const holds = (owner: number) => choosing?.for_seat === owner && (owner + seats - 1) % seats === me;
    if (game.seed !== 0) found.push(`the seed ${game.seed}`);
    for (let o = 0; o < seats; o++) {
      if (o !== me && !hidden(game.targets[o])) found.push(`seat ${o}'s target ${game.targets[o]}`);
      if (!holds(o) && !game.hands[o].every(hidden)) found.push(`seat ${o}'s hand ${game.hands[o]}`);
      if (o !== me && !game.found[o].slice(0, -1).every(hidden)) found.push(`seat ${o}'s pile ${game.found[o]}`);
    }
    for (const turn of turns) {
      const given = turn.action?.ChooseTarget?.island;
      if (given !== undefined && given !== FACE_DOWN) found.push(`a card given: ${given}`);
    }
  }
  return found;
}

/** The cards the guest at `me` was shown while it chose for its neighbour: what the scan above reads is there. */
function cardsHeld(messages: string[], me: number): number {
  return messages
    .map((text) => (JSON.parse(text) as { body?: { Seen?: { session: any } } }).body?.Seen?.session.game)
    .filter((game) => game?.sea.phase?.Choosing && (game.sea.phase.Choosing.for_seat + game.targets.length - 1) % game.targets.length === me)
    .map((game) => game.hands[game.sea.phase.Choosing.for_seat].filter((c: number) => c !== FACE_DOWN).length)
    .reduce((a, b) => Math.max(a, b), 0);
}

/** Neither screen shows the other's secret: one treasure card, its own; a choice only to the chooser. */
async function expectOwnSecretsOnly(host: Page, guest: Page) {
  const [hostCard, guestCard] = [await ownCard(host), await ownCard(guest)];
  for (const [page, other] of [
    [host, guestCard],
    [guest, hostCard],
  ] as const) {
    const html = await page.content();
    expect(html.match(/Treasure card: /g)?.length ?? 0).toBeLessThanOrEqual(1);
    if (other && other !== (await ownCard(page))) expect(html).not.toContain(other);
    await expect(page.locator(".target-ring")).toHaveCount((await ownCard(page)) ? 1 : 0);
    // No stand-in card is named as an island.
    await expect(sea(page).getByRole("button", { name: /^\?/ })).toHaveCount(0);
  }
  const chooser = /^(\S+) chooses/.exec((await status(host).textContent()) ?? "")?.[1];
  await expect(choice(host)).toHaveCount(chooser === "Ann" ? 1 : 0);
  await expect(choice(guest)).toHaveCount(chooser === "Zoé" ? 1 : 0);
}

/**
 * Ann's table of two, its second seat on another device (`guest` until someone sits there),
 * started from the setup: the invitation's link. Ann is the host's human, or `ann` its computer.
 */
async function newTable(host: Page, guest: string, ann: "human" | "strong" = "human"): Promise<string> {
  await host.goto("./#/new/captn-clever");
  await host.getByLabel("Number of players").selectOption("2");
  for (const [i, name] of ["Ann", guest].entries()) {
    const input = host.getByLabel(`Name of player ${i + 1}`, { exact: true });
    await input.fill(name);
    await input.press("Tab");
  }
  await host.getByLabel("Who plays player 1", { exact: true }).selectOption(ann);
  await host.getByLabel("Who plays player 2", { exact: true }).selectOption("remote");
  await host.getByRole("button", { name: "Start" }).click();
  await expect(host).toHaveURL(/#\/play\/[^/]+$/);
  return invitation(host, guest);
}

test("Capt'n Clever across two devices: the guest plays its seat on a phone and sees no secret of the host's; reloads resume; forged messages are refused", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await host.setViewportSize({ width: 1366, height: 900 });
  const link = await newTable(host, "Sacha");
  expect(link).toMatch(/#\/join\/captn-clever\/[^/]+\/1\/\d+$/);
  const [, table, token] = /#\/join\/captn-clever\/([^/]+)\/1\/(\d+)$/.exec(link)!;

  const phone = await device(browser, baseURL!, true);
  await recordMessages(phone);
  await join(phone, link, "Zoé");
  await expect(host.getByText("Zoé — connected")).toBeVisible();
  await inStep(host, phone);
  const messages: string[] = [];

  const checked = { hostUndo: false, guestUndo: false, guestReload: false, hostReload: false, forged: false };
  for (let step = 0; step < 40; step++) {
    const line = (await status(host).textContent()) ?? "";
    const mover = /^Ann /.test(line) ? host : phone;
    await expectOwnSecretsOnly(host, phone);
    // In Zoé's first turn: forged messages, then her page reloads.
    if (mover === phone && line === "Zoé to play" && !checked.forged) {
      checked.forged = true;
      const refused = refusals(host);
      const before = await moment(host);
      const last = (await received(phone)).filter((m) => m.includes('"Seen"')).pop()!;
      const turn = (JSON.parse(last) as { body: { Seen: { session: { turns: unknown[] } } } }).body.Seen.session.turns.length;
      await forge(phone, [
        "\u0000junk{",
        JSON.stringify({ version: 1, table, body: { Act: { seat: 0, token: 1, turn, action: "EndTurn" } } }),
        JSON.stringify({ version: 1, table, body: { Act: { seat: 1, token: Number(token) + 1, turn, action: "EndTurn" } } }),
        JSON.stringify({ version: 1, table, body: { Act: { seat: 1, token: Number(token), turn, action: { MoveCaptain: { island: FACE_DOWN } } } } }),
      ]);
      await expect.poll(() => refused.length).toBe(4);
      expect(refused.join("\n")).toMatch(/not a message[\s\S]*seat 0 is not played on another device[\s\S]*token[\s\S]*/);
      expect(await moment(host)).toBe(before);
      await inStep(host, phone);
    } else if (mover === phone && checked.forged && !checked.guestReload) {
      checked.guestReload = true;
      messages.push(...(await received(phone)));
      await phone.reload();
      await expect(phone.getByText("You play Zoé here.")).toBeVisible({ timeout: 20_000 });
      await inStep(host, phone);
    }
    const before = await moment(host);
    const turnsBefore = line;
    await act(mover);
    await expect.poll(() => moment(host), { timeout: 20_000 }).not.toBe(before);
    await inStep(host, phone);
    const after = (await status(host).textContent()) ?? "";
    // A turn that ends by itself before a seat on another device passes at once: no pause that
    // the other screen would not know of; its player may still take it back until the next acts.
    if (/ to play$/.test(turnsBefore) && after !== turnsBefore && / to play$/.test(after)) {
      const [undoer, other] = mover === host ? [host, phone] : [phone, host];
      await expect(mover.locator(".controls.end-turn")).toHaveCount(0);
      const done = mover === host ? "hostUndo" : "guestUndo";
      if (!checked[done]) {
        checked[done] = true;
        const undo = undoer.getByRole("button", { name: "Undo", exact: true });
        await expect(undo).toBeEnabled();
        await expect(other.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
        await undo.click();
        await expect(status(host)).toHaveText(turnsBefore);
        await inStep(host, phone);
        // Played again, the move passes the turn as before.
        await act(mover);
        await expect(status(host)).not.toHaveText(turnsBefore, { timeout: 20_000 });
        await inStep(host, phone);
      }
    }
    // After Zoé's turn came back to Ann, the host reloads: the table resumes, the guest with it.
    if (checked.guestReload && !checked.hostReload && /^Ann to play$/.test(after)) {
      checked.hostReload = true;
      const url = host.url();
      await host.reload();
      await expect(host.getByText("Zoé — connected")).toBeVisible({ timeout: 20_000 });
      expect(host.url()).toBe(url);
      await inStep(host, phone);
    }
  }
  expect(checked).toEqual({ hostUndo: true, guestUndo: true, guestReload: true, hostReload: true, forged: true });
  messages.push(...(await received(phone)));
  expect(messages.join("\n")).toContain('"Seen"');
  expect(secretsIn(messages, 1)).toEqual([]);
  expect(cardsHeld(messages, 1)).toBeGreaterThan(0);
  expect(messages.join("\n")).not.toContain(token);
});

test("Capt'n Clever across two devices: the last turn played on the phone ends the game on both screens, every pile shown", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The recorded 2-player game of tests/data/captn-last-turn.json (easy variant): Ann has just
  // laid her ninth treasure; Bob, on another device, holds eight and his ninth is a hop away.
  // A new table of Ann and Bob takes that record in its save, and opens again.
  await newTable(host, "Bob");
  const id = /#\/play\/([^/]+)$/.exec(host.url())![1];
  const record = JSON.parse(readFileSync("tests/data/captn-last-turn.json", "utf8"));
  await host.evaluate(
    ([key, record]) => localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), record })),
    [`tablee.save.${id}`, record],
  );
  await host.reload();
  await expect(status(host)).toHaveText("Ann has found their nine treasures: last turn for Bob");
  const link = await invitation(host, "Bob");
  const token = /\/(\d+)$/.exec(link)![1];

  const phone = await device(browser, baseURL!, true);
  await recordMessages(phone);
  await join(phone, link, "Bob");
  await inStep(host, phone);
  // No curtain on either screen: Ann alone at the host's device, Bob alone at his.
  await expect(host.getByRole("dialog")).toHaveCount(0);
  await expect(phone.getByRole("dialog")).toHaveCount(0);
  await expect(status(phone)).toHaveText("Ann has found their nine treasures: last turn for Bob");
  await expect(phone.getByRole("region", { name: /^Your secret treasure/ })).toContainText("Treasure card: Crown Island");
  await expectOwnSecretsOnlyOf(host, phone);
  await pieces(phone).getByRole("button", { name: "Move your captain" }).click();
  const crown = sea(phone).getByRole("button", { name: /^Crown Island, your target.*, legal spot$/ });
  await crown.scrollIntoViewIfNeeded();
  await tapSpot(phone, crown);

  for (const page of [host, phone]) {
    const result = page.getByRole("region", { name: "Result" });
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Ann and Bob share the win!", { timeout: 20_000 });
    await expect(result).toContainText("Bob — shares the win");
  }
  // The end shows every pile whole, on the phone as on the host.
  const piles = (page: Page) => page.getByRole("region", { name: "Treasures found" });
  await expect(piles(phone)).toHaveText((await piles(host).textContent()) ?? "");
  const messages = await received(phone);
  expect(messages.some((m) => m.includes('"finished"'))).toBe(true);
  expect(secretsIn(messages, 1)).toEqual([]);
  expect(messages.join("\n")).not.toContain(token);
});

/** Before the end, the phone shows Bob's card only, and Ann's pile as its count and top card. */
async function expectOwnSecretsOnlyOf(host: Page, guest: Page) {
  const html = await guest.content();
  expect(html.match(/Treasure card: /g)?.length).toBe(1);
  await expect(guest.locator(".target-ring")).toHaveCount(1);
  await expect(sea(guest).getByRole("button", { name: /^\?/ })).toHaveCount(0);
  const annHost = host.locator("li.seat").filter({ hasText: "Ann" });
  await expect(guest.locator("li.seat").filter({ hasText: "Ann" })).toHaveText((await annHost.textContent()) ?? "");
}

test("Capt'n Clever across two devices: a whole game from the placing to the end, a strong computer at the host's device and the guest on a phone", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const link = await newTable(host, "Sacha", "strong");
  const token = /\/(\d+)$/.exec(link)![1];
  const phone = await device(browser, baseURL!, true);
  await recordMessages(phone);
  await join(phone, link, "Zoé");
  await expect(status(phone)).toHaveText(/^(Ann|Zoé) places a captain and a ship$/);

  const result = (page: Page) => page.getByRole("region", { name: "Result" });
  let guestActions = 0;
  for (let step = 0; (await result(host).count()) === 0; step++) {
    expect(step, "the game ends").toBeLessThan(600);
    // The phone is where the host is: the line it shows is the table's now.
    await inStep(host, phone);
    // At every step the phone shows one treasure card, Zoé's own, and its ring, never Ann's.
    const shown = await phone.evaluate(() => ({
      cards: document.body.innerHTML.match(/Treasure card: /g)?.length ?? 0,
      rings: document.querySelectorAll(".target-ring").length,
      own: document.querySelectorAll('[aria-label^="Your secret treasure"]').length,
    }));
    expect(shown.cards).toBeLessThanOrEqual(1);
    expect(shown.rings).toBe(shown.own);
    const before = await moment(host);
    const line = (await status(phone).textContent()) ?? "";
    // Zoé plays on her phone when the line names her; Ann, the host's computer, by herself.
    if (/^Zoé /.test(line) || / for Zoé$/.test(line)) {
      await act(phone);
      guestActions++;
    }
    await expect
      .poll(async () => (await result(host).count()) > 0 || (await moment(host)) !== before, { timeout: 30_000 })
      .toBe(true);
  }
  // The same end on both screens, every pile shown.
  const headline = (await result(host).getByRole("heading", { level: 2 }).textContent()) ?? "";
  expect(headline).toMatch(/Ann|Zoé/);
  await expect(result(phone).getByRole("heading", { level: 2 })).toHaveText(headline, { timeout: 20_000 });
  const piles = (page: Page) => page.getByRole("region", { name: "Treasures found" });
  await expect(piles(phone)).toHaveText((await piles(host).textContent()) ?? "");
  await expect(piles(host)).toContainText(/9/);
  expect(guestActions).toBeGreaterThan(10);
  const messages = await received(phone);
  expect(messages.some((m) => m.includes('"finished"'))).toBe(true);
  expect(secretsIn(messages, 1)).toEqual([]);
  expect(cardsHeld(messages, 1)).toBeGreaterThan(0);
  expect(messages.join("\n")).not.toContain(token);
});
