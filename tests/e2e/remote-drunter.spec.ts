// Drunter & Drüber across devices: the host (Ann, on a desktop) and a guest (Zoé, on a phone)
// play a whole game with two computers. Neither device ever shows another seat's goal card, and
// the guest is never sent one (nor a ballot before every voter has chosen) while the game goes
// on; reloads on either side resume; forged messages are refused and change nothing.
import { type Browser, type Page } from "@playwright/test";
import { expect, status, test } from "./casbah-helpers";
import { curtain, handRegion, layByDrag, layByTaps, logItems, newDrunter, vote, voteResult } from "./drunter-helpers";
import { device, forge, invitation, join, received, recordMessages, refusals } from "./remote-helpers";

test.use({ viewport: { width: 1366, height: 900 } });

const ZOE = 1;

type Turn = { seat: number; action: string | { Vote?: { cards: string[] }; Keep?: { goal: unknown } } };
type SeenSession = {
  seat: number;
  game: {
    seed: number;
    goals: unknown[][];
    phase:
      | string
      | { Vote?: { ballots: (string[] | null)[]; revealed: boolean }; Keep?: { kept: unknown[] } };
  };
  turns: Turn[];
  finished?: unknown;
};

/** The seen sessions among the messages a guest received, in order. */
function sessions(messages: string[]): { text: string; session: SeenSession }[] {
  return messages.flatMap((text) => {
    try {
      const session = JSON.parse(text)?.body?.Seen?.session as SeenSession | undefined;
      return session ? [{ text, session }] : [];
    } catch {
      return [];
    }
  });
}

/** A goal card as the engine writes it. */
const goalJson = (g: unknown) => JSON.stringify(g);

/** The stand-in the guest is sent for a goal card it may not know (seen.rs). */
const UNKNOWN_GOAL = "EveryBuilding";

/**
 * Checks every table the phone was sent while the game went on: no seed, the other seats' goal
 * cards, their ballots before the reveal and their kept goals all stand-ins, the same whatever
 * they hide; and, when the real `goals` are known (from the end), none of theirs in any message.
 * Counts the stand-ins met, so that a test shows there were secrets to hide.
 */
function expectOthersHidden(during: { text: string; session: SeenSession }[], goals?: unknown[][]) {
  const hidden = { ballots: 0, kept: 0 };
  const sorted = (cards: unknown[]) => cards.map(goalJson).sort();
  for (const { text, session } of during) {
    expect(session.seat).toBe(ZOE);
    expect(session.game.seed).toBe(0);
    session.game.goals.forEach((cards, seat) => {
      if (seat === ZOE && goals) expect(sorted(cards)).toEqual(sorted(goals[ZOE]));
      if (seat !== ZOE) expect(cards.every((c) => c === UNKNOWN_GOAL)).toBe(true);
    });
    goals?.forEach((cards, seat) => {
      if (seat !== ZOE) for (const g of cards) if (g !== UNKNOWN_GOAL) expect(text).not.toContain(goalJson(g));
    });
    const phase = session.game.phase;
    if (typeof phase === "object" && phase.Vote && !phase.Vote.revealed) {
      phase.Vote.ballots.forEach((b, seat) => {
        if (seat !== ZOE && b !== null) {
          expect(b).toEqual([]);
          hidden.ballots++;
        }
      });
    }
    if (typeof phase === "object" && phase.Keep) {
      phase.Keep.kept.forEach((k, seat) => {
        if (seat !== ZOE && k !== null) {
          expect(k).toBe(UNKNOWN_GOAL);
          hidden.kept++;
        }
      });
    }
    for (const t of session.turns) {
      if (t.seat === ZOE || typeof t.action !== "object") continue;
      if (t.action.Vote) expect(t.action.Vote.cards).toEqual([]);
      if (t.action.Keep) expect(t.action.Keep.goal).toBe(UNKNOWN_GOAL);
    }
  }
  return hidden;
}

/** The English name a goal card shows under ("Goal card: Town hall"), from the end panel. */
async function goalTitle(host: Page, name: string): Promise<string> {
  const row = host.getByRole("region", { name: "Final scores" }).getByRole("listitem").filter({
    has: host.getByRole("heading", { name: new RegExp(`^${name}( — wins)?$`) }),
  });
  return (await row.getByRole("heading", { name: /^Goal card: / }).textContent()) ?? "";
}

/** What waits for somebody now on either device, once something does. */
async function next(host: Page, phone: Page) {
  const todo = async () => {
    // The last vote's result too waits for Continue on each device, before the end.
    if (await voteResult(host).isVisible()) return "host result";
    if (await voteResult(phone).isVisible()) return "phone result";
    if ((await status(host).textContent()) === "Game over") return "over";
    if (await ballot(host, "Ann").isVisible()) return "host vote";
    if (await ballot(phone, "Zoé").isVisible()) return "phone vote";
    if (await joker(host).isVisible()) return "host joker";
    if (await joker(phone).isVisible()) return "phone joker";
    if (await keep(host, "Ann").isVisible()) return "host keep";
    if (await keep(phone, "Zoé").isVisible()) return "phone keep";
    if (await handRegion(host).isVisible()) return "host lay";
    if (await handRegion(phone).isVisible()) return "phone lay";
    return "none";
  };
  let now = "none";
  await expect.poll(async () => (now = await todo()), { timeout: 30_000 }).not.toBe("none");
  return now;
}

const ballot = (page: Page, who: string) => page.getByRole("region", { name: `Your secret vote — ${who}` });
const joker = (page: Page) => page.getByRole("button", { name: "Joker: yes" });
const keep = (page: Page, who: string) => page.getByRole("region", { name: `Keep one goal card — ${who}` });
const myGoals = (page: Page) =>
  page.getByRole("region", { name: "Your secret goal" }).getByRole("heading", { level: 3 });

/**
 * Ann's table on the host with Bob's seat on another device and two computers; Zoé opens Bob's
 * invitation on a phone (every message it receives recorded) and sits there under her name.
 */
async function seatZoe(host: Page, browser: Browser, baseURL: string, variant: boolean) {
  await newDrunter(host, {
    players: 4,
    names: ["Ann", "Bob", "Cy", "Dee"],
    kinds: ["human", "remote", "quick", "quick"],
    variant,
  });
  await expect(host.getByText("Bob — not connected")).toBeVisible();
  const link = await invitation(host, "Bob");
  const [, table, token] = /#\/join\/drunter\/([^/]+)\/1\/(\d+)$/.exec(link)!;
  const phone = await device(browser, baseURL, true);
  await recordMessages(phone);
  await join(phone, link, "Zoé");
  await expect(host.getByText("Zoé — connected")).toBeVisible();
  await expect(host.getByRole("region", { name: "Invite Zoé" })).toHaveCount(0);
  // One person per device: no curtain, each one's goal in sight.
  await expect(host.getByRole("dialog")).toHaveCount(0);
  await expect(phone.getByRole("dialog")).toHaveCount(0);
  return { phone, table, token };
}

test("Drunter across devices: the host and a guest on a phone play a whole game with two computers, secrets stay on their seats", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const { phone, table, token } = await seatZoe(host, browser, baseURL!, false);

  await expect(myGoals(host)).toHaveText(/^Goal card: /);
  await expect(myGoals(phone)).toHaveText(/^Goal card: /);
  const annsGoal = (await myGoals(host).textContent()) ?? "";
  const zoesGoal = (await myGoals(phone).textContent()) ?? "";
  expect(annsGoal).not.toBe(zoesGoal);

  // Pages as they stood, scanned for the others' goals once the end has told them.
  const shots: { who: "host" | "phone"; html: string }[] = [];
  const shoot = async () => {
    shots.push({ who: "host", html: await host.content() });
    shots.push({ who: "phone", html: await phone.content() });
  };
  await shoot();

  const refused = refusals(host);
  const done = { forged: false, guestReload: false, hostReload: false, tookBack: false, votes: 0 };
  for (let step = 0; step < 400; step++) {
    const now = await next(host, phone);
    if (now === "over") break;
    switch (now) {
      case "host result":
        await voteResult(host).getByRole("button", { name: "Continue" }).click();
        break;
      case "phone result":
        await voteResult(phone).getByRole("button", { name: "Continue" }).click();
        break;
      case "host vote":
        // Ann's first ballot holds cards, so that its stand-in can be told from it.
        await vote(host, "Ann", done.votes === 0 ? ["JAAA"] : ["???"]);
        done.votes++;
        break;
      case "phone vote": {
        // The ballots cast before Zoé's stay hidden on her phone until she has chosen.
        const townVote = phone.getByRole("region", { name: "Toilet vote" });
        await expect(townVote.locator(".reveal")).toHaveCount(0);
        await expect(logItems(phone).first()).not.toContainText("Cards revealed");
        await shoot();
        const takeBack = ballot(phone, "Zoé").getByRole("button", { name: "Take my tile back" });
        if (!done.tookBack && (await takeBack.isVisible())) {
          // Zoé takes back the tile she put to the vote: the host undoes it for her, and its
          // Redo does not play it again for her.
          done.tookBack = true;
          await takeBack.click();
          await expect(status(host)).toHaveText("Zoé to lay a tile");
          await expect(status(phone)).toHaveText("Zoé to lay a tile");
          await expect(host.getByRole("button", { name: "Redo" })).toBeDisabled();
          break;
        }
        await vote(phone, "Zoé", ["???"]);
        break;
      }
      case "host joker":
      case "phone joker":
        await joker(now === "host joker" ? host : phone).click();
        break;
      case "host lay":
        await layByDrag(host, done.votes < 2);
        break;
      case "phone lay": {
        const text = (await status(host).textContent()) ?? "";
        await expect(status(phone)).toHaveText(text);
        if (!done.forged) {
          // A forged message (a move for the host's seat, an illegal action of Zoé's own seat,
          // an undo she may not, another table, junk) is refused with its reason; nothing changes.
          done.forged = true;
          const turn = sessions(await received(phone)).at(-1)!.session.turns.length;
          const lines = await logItems(host).count();
          await forge(phone, [
            "\u0000junk{",
            JSON.stringify({ version: 1, table: "another", body: "Follow" }),
            JSON.stringify({ version: 1, table, body: { Act: { seat: 0, token: 1, turn, action: "Pass" } } }),
            JSON.stringify({
              version: 1,
              table,
              body: { Act: { seat: ZOE, token: Number(token), turn, action: { Vote: { cards: [] } } } },
            }),
            JSON.stringify({ version: 1, table, body: { Undo: { seat: ZOE, token: Number(token), turn } } }),
          ]);
          await expect.poll(() => refused.length).toBe(5);
          expect(refused.join("\n")).toMatch(
            /not a message[\s\S]*another[\s\S]*seat 0 is not played on another device[\s\S]*an illegal action[\s\S]*seat 1 may not undo/,
          );
          await expect(status(host)).toHaveText(text);
          await expect(logItems(host)).toHaveCount(lines);
          await expect(handRegion(phone)).toBeVisible();
          await shoot();
        } else if (!done.guestReload) {
          // The guest reloads on its turn: it sits again at once and finds its hand.
          done.guestReload = true;
          await phone.reload();
          await expect(phone.getByText("You play Zoé here.")).toBeVisible({ timeout: 20_000 });
          await expect(status(phone)).toHaveText(text);
          await expect(myGoals(phone)).toHaveText(zoesGoal);
          await expect(host.getByText("Zoé — connected")).toBeVisible();
          break;
        }
        await layByTaps(phone, !done.tookBack || done.votes < 2);
        if (done.guestReload && !done.hostReload) {
          // The host reloads: the table resumes from its save and Zoé sits again.
          done.hostReload = true;
          const url = host.url();
          await host.reload();
          await expect(host.getByText("Zoé — connected")).toBeVisible({ timeout: 20_000 });
          expect(host.url()).toBe(url);
          await expect(myGoals(host)).toHaveText(annsGoal);
          await shoot();
        }
        break;
      }
    }
    if (step % 6 === 0) await shoot();
  }
  await expect(status(host)).toHaveText("Game over");
  await expect(status(phone)).toHaveText("Game over");
  expect(done).toMatchObject({ forged: true, guestReload: true, hostReload: true, tookBack: true });
  expect(done.votes).toBeGreaterThan(0);

  // The end tells everything, the same on both devices.
  const final = host.getByRole("region", { name: "Final scores" });
  await expect(phone.getByRole("region", { name: "Final scores" })).toHaveText((await final.textContent()) ?? "");
  const titles = new Map<string, string>();
  for (const name of ["Ann", "Zoé", "Cy", "Dee"]) titles.set(name, await goalTitle(host, name));
  expect(titles.get("Ann")).toBe(annsGoal);
  expect(titles.get("Zoé")).toBe(zoesGoal);

  // No page showed another seat's goal before the end, nor a stand-in as if it were a card.
  for (const { who, html } of shots.filter((s) => !s.html.includes("The goal cards are revealed"))) {
    const own = who === "host" ? "Ann" : "Zoé";
    for (const [name, title] of titles) {
      if (name !== own) expect(html, `${name}'s goal on the ${who}'s screen`).not.toContain(title);
    }
    expect(html).not.toContain("Goal card: Every building");
  }

  // Nor was the phone ever sent one, nor a ballot before the reveal, nor the seed.
  const seen = sessions(await received(phone));
  const over = seen.filter(({ session }) => session.finished);
  const during = seen.filter(({ session }) => !session.finished);
  expect(during.length).toBeGreaterThan(10);
  expect(over.length).toBeGreaterThan(0);
  const hidden = expectOthersHidden(during, over.at(-1)!.session.game.goals);
  expect(hidden.ballots, "a ballot cast before Zoé's, sent as a stand-in").toBeGreaterThan(0);
  expect((await received(phone)).join("\n")).not.toContain(token);
});

test("the variant across devices: each keeps one of two goal cards on its own device; the others' cards and kept goals never reach the phone", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { phone } = await seatZoe(host, browser, baseURL!, true);
  await expect(myGoals(host)).toHaveCount(2);
  await expect(myGoals(phone)).toHaveCount(2);
  const annsGoals = await myGoals(host).allTextContents();
  const zoesGoals = await myGoals(phone).allTextContents();
  const shots: { who: "host" | "phone"; html: string }[] = [];
  const shoot = async () => {
    shots.push({ who: "host", html: await host.content() });
    shots.push({ who: "phone", html: await phone.content() });
  };
  const kept = { Ann: "", Zoé: "" };
  // Until the first path is finished, everybody keeps a card, and the builder lays again.
  for (let step = 0; step < 200; step++) {
    const now = await next(host, phone);
    // The first path may be finished only by the last tiles: the game ends once all have kept.
    if (now === "over") break;
    if (now === "host keep" || now === "phone keep") {
      const [page, who] = now === "host keep" ? ([host, "Ann"] as const) : ([phone, "Zoé"] as const);
      await shoot();
      const button = keep(page, who).getByRole("button", { name: /^Keep / }).first();
      kept[who] = ((await button.textContent()) ?? "").replace(/^Keep /, "Goal card: ");
      await button.click();
      await expect(keep(page, who)).toHaveCount(0);
      continue;
    }
    if (kept.Ann && kept.Zoé && /to lay a tile$/.test((await status(host).textContent()) ?? "")) break;
    if (now === "host lay") await layByDrag(host, false);
    else if (now === "phone lay") await layByTaps(phone, false);
    if (step % 4 === 0) await shoot();
  }
  expect(kept.Ann && kept.Zoé, "both kept a card").toBeTruthy();
  await shoot();
  // Each device shows its kept card first (the end, each one's kept card), and never the other's
  // cards before the end.
  if ((await status(host).textContent()) === "Game over") {
    expect(await goalTitle(host, "Ann")).toBe(kept.Ann);
    expect(await goalTitle(host, "Zoé")).toBe(kept.Zoé);
  } else {
    await expect(myGoals(host).first()).toHaveText(kept.Ann);
    await expect(myGoals(phone).first()).toHaveText(kept.Zoé);
  }
  for (const { who, html } of shots.filter((s) => !s.html.includes("The goal cards are revealed"))) {
    // The variant's deck holds each building twice: a card of one's own may be the other's too.
    const [own, other] = who === "host" ? [annsGoals, zoesGoals] : [zoesGoals, annsGoals];
    for (const title of other.filter((t) => !own.includes(t))) expect(html, `on the ${who}'s screen`).not.toContain(title);
  }
  const hidden = expectOthersHidden(sessions(await received(phone)).filter(({ session }) => !session.finished));
  expect(hidden.kept, "a card kept before Zoé's, sent as a stand-in").toBeGreaterThan(0);
});

test("a host where nobody plays shows no goal card while its guest plays against its computer", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await newDrunter(host, { players: 2, names: ["Bob", "Cy"], kinds: ["remote", "quick"] });
  const link = await invitation(host, "Bob");
  const phone = await device(browser, baseURL!, true);
  await join(phone, link, "Zoé");
  await expect(host.getByText("Zoé — connected")).toBeVisible();
  await expect(myGoals(phone)).toHaveCount(1);
  // Nobody sits at the host's device: no goal card of anybody, nor a button to look at one.
  const noGoal = async () => {
    await expect(host.getByRole("region", { name: "Secret goal cards" })).toHaveCount(0);
    await expect(host.locator(".goal-card")).toHaveCount(0);
    await expect(host.getByRole("dialog")).toHaveCount(0);
  };
  await noGoal();
  for (let laid = 0; laid < 4; ) {
    const now = await next(host, phone);
    expect(now).toMatch(/^phone /);
    if (now === "phone lay") {
      await layByTaps(phone, laid === 0);
      laid++;
      await noGoal();
    } else if (now === "phone vote") await vote(phone, "Zoé", ["???"]);
    else if (now === "phone result") await voteResult(phone).getByRole("button", { name: "Continue" }).click();
    else if (now === "phone joker") await joker(phone).click();
  }
  await expect(myGoals(phone)).toHaveCount(1);
});

test("two players at the host's device pass it behind curtains while a third plays on a phone; each takes back only their own move", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await newDrunter(host, { players: 3, names: ["Ann", "Ben", "Cy"], kinds: ["human", "human", "remote"] });
  // The first curtain already shows the invitation and who is connected: the host invites while
  // the device passes hands.
  await expect(curtain(host)).toContainText("Pass the device to Ann");
  await expect(curtain(host).getByRole("region", { name: "Invite Cy" })).toBeVisible();
  const link = await invitation(host, "Cy");
  const phone = await device(browser, baseURL!, true);
  await join(phone, link, "Zoé");
  await expect(curtain(host).getByText("Zoé — connected")).toBeVisible();
  // Zoé sees her card at once, alone at her phone; Ann and Ben look at theirs behind curtains.
  await expect(myGoals(phone)).toHaveCount(1);
  await expect(curtain(phone)).toHaveCount(0);
  const goals: string[] = [(await myGoals(phone).textContent()) ?? ""];
  for (const who of ["Ann", "Ben"]) {
    await expect(curtain(host)).toContainText(`Pass the device to ${who}`);
    await expect(host.getByText(/^Goal card: /)).toHaveCount(0);
    await curtain(host).getByRole("button", { name: `I am ${who}: show` }).click();
    const panel = host.getByRole("region", { name: `Your secret goal — ${who}` });
    goals.push((await panel.getByRole("heading", { level: 3 }).textContent()) ?? "");
    await panel.getByRole("button", { name: "Done: hide my card" }).click();
  }
  await expect(curtain(host)).toContainText("Pass the device back to the table");
  await curtain(host).getByRole("button", { name: "Show the table" }).click();
  expect(new Set(goals).size).toBe(3);
  /** Neither screen shows a goal card but the phone's own. */
  const secretsKept = async () => {
    await expect(host.getByText(/^Goal card: /)).toHaveCount(0);
    const html = await phone.content();
    for (const goal of goals.slice(1)) expect(html).not.toContain(goal);
  };

  // Tiles go on until one would cover a toilet and the town votes: the host's device passes
  // behind curtains to its two voters, while Zoé votes on her phone with no curtain. On the way,
  // each takes back only their own lay, before the next seat acts: Ben while Zoé is to lay, Zoé
  // while Ann is; Ann not once Ben has the device (as at a table of one device).
  const undo = (page: Page) => page.getByRole("button", { name: "Undo", exact: true });
  const done = { annPassed: false, benTookBack: false, zoeTookBack: false, voted: 0, results: 0 };
  // The host's line, or "" under a curtain (it shows none).
  const hostLine = () => host.evaluate(() => document.querySelector("p.status")?.textContent ?? "");
  const checked = () => done.annPassed && done.benTookBack && done.zoeTookBack && done.results > 0;
  for (let step = 0; step < 200 && !checked(); step++) {
    const line = await hostLine();
    await secretsKept();
    const builder = /^(Ann|Ben|Zoé) to lay a tile$/.exec(line)?.[1];
    if (builder) {
      const [device, other] = builder === "Zoé" ? [phone, host] : [host, phone];
      const next = { Ann: "Ben", Ben: "Zoé", Zoé: "Ann" }[builder];
      await expect(status(device)).toHaveText(line);
      // Lays off the toilets until the take-backs are seen, so that the turn passes on at once.
      const laid = await layByTaps(device, checked());
      if (laid === "laid" && builder === "Ann" && !done.annPassed) {
        await expect(status(phone)).toHaveText(`${next} to lay a tile`);
        await expect(undo(host)).toBeDisabled();
        await expect(undo(phone)).toBeDisabled();
        done.annPassed = true;
      } else if (laid === "laid" && builder !== "Ann" && !done[builder === "Ben" ? "benTookBack" : "zoeTookBack"]) {
        await expect(status(other)).toHaveText(`${next} to lay a tile`);
        await expect(undo(other)).toBeDisabled();
        await undo(device).click();
        await expect(status(host)).toHaveText(line);
        await expect(status(phone)).toHaveText(line);
        done[builder === "Ben" ? "benTookBack" : "zoeTookBack"] = true;
      }
    } else if (await voteResult(host).isVisible()) {
      // The result, the same on both screens; each device goes on by itself.
      await expect(voteResult(phone)).toHaveText((await voteResult(host).textContent()) ?? "");
      await expect(curtain(phone)).toHaveCount(0);
      await voteResult(host).getByRole("button", { name: "Continue" }).click();
      await voteResult(phone).getByRole("button", { name: "Continue" }).click();
      done.results++;
    } else if (await ballot(phone, "Zoé").isVisible()) {
      await expect(curtain(phone)).toHaveCount(0);
      await vote(phone, "Zoé", ["???"]);
      done.voted++;
    } else if (await curtain(host).isVisible()) {
      const who = /Pass the device to (Ann|Ben)/.exec((await curtain(host).textContent()) ?? "")?.[1];
      if (who) {
        await expect(host.getByText(/^Goal card: /)).toHaveCount(0);
        await curtain(host).getByRole("button", { name: `I am ${who}: show` }).click();
        await vote(host, who, ["???"]);
        done.voted++;
      } else {
        await curtain(host).getByRole("button", { name: "Show the table" }).click();
      }
    } else if (await joker(phone).isVisible()) {
      await joker(phone).click();
    } else if (await joker(host).isVisible()) {
      await joker(host).click();
    } else {
      await expect.poll(async () => (await hostLine()) !== line || (await curtain(host).isVisible()), { timeout: 20_000 }).toBe(true);
    }
  }
  expect(checked(), JSON.stringify(done)).toBe(true);
  expect(done.results, "a vote's result").toBeGreaterThan(0);
  expect(done.voted % 3, "every vote had its three voters").toBe(0);
  await secretsKept();
});
