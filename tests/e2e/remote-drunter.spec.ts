// Drunter & Drüber across devices: the host (Ann, on a desktop) and a guest (Zoé, on a phone)
// play a whole game with two computers. Neither device ever shows another seat's goal card, and
// the guest is never sent one (nor a ballot before every voter has chosen) while the game goes
// on; reloads on either side resume; forged messages are refused and change nothing.
import { type Page } from "@playwright/test";
import { expect, status, test } from "./casbah-helpers";
import { handRegion, layByDrag, layByTaps, logItems, newDrunter, vote, voteResult } from "./drunter-helpers";
import { device, forge, invitation, join, received, recordMessages, refusals } from "./remote-helpers";

test.use({ viewport: { width: 1366, height: 900 } });

const ZOE = 1;

type Turn = { seat: number; action: Record<string, { cards?: string[] }> | string };
type SeenSession = {
  seat: number;
  game: {
    seed: number;
    goals: unknown[][];
    phase: string | { Vote?: { ballots: (string[] | null)[]; revealed: boolean } };
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

/** The English name a goal card shows under ("Goal card: Town hall"), from the end panel. */
async function goalTitle(host: Page, name: string): Promise<string> {
  const row = host.getByRole("region", { name: "Final scores" }).getByRole("listitem").filter({
    has: host.getByRole("heading", { name: new RegExp(`^${name}( — wins)?$`) }),
  });
  return (await row.getByRole("heading", { name: /^Goal card: / }).textContent()) ?? "";
}

test("Drunter across devices: the host and a guest on a phone play a whole game with two computers, secrets stay on their seats", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await newDrunter(host, {
    players: 4,
    names: ["Ann", "Bob", "Cy", "Dee"],
    kinds: ["human", "remote", "quick", "quick"],
  });
  await expect(host.getByText("Bob — not connected")).toBeVisible();
  const link = await invitation(host, "Bob");
  const [, table, token] = /#\/join\/drunter\/([^/]+)\/1\/(\d+)$/.exec(link)!;

  const phone = await device(browser, baseURL!, true);
  await recordMessages(phone);
  await join(phone, link, "Zoé");
  await expect(host.getByText("Zoé — connected")).toBeVisible();
  await expect(host.getByRole("region", { name: "Invite Zoé" })).toHaveCount(0);

  // Each sees its own goal in sight, no curtain: one person per device.
  const myGoal = (page: Page) =>
    page.getByRole("region", { name: "Your secret goal" }).getByRole("heading", { level: 3 });
  await expect(myGoal(host)).toHaveText(/^Goal card: /);
  await expect(myGoal(phone)).toHaveText(/^Goal card: /);
  const annsGoal = (await myGoal(host).textContent()) ?? "";
  const zoesGoal = (await myGoal(phone).textContent()) ?? "";
  expect(annsGoal).not.toBe(zoesGoal);
  await expect(host.getByRole("dialog")).toHaveCount(0);
  await expect(phone.getByRole("dialog")).toHaveCount(0);

  // Pages as they stood, scanned for the others' goals once the end has told them.
  const shots: { who: "host" | "phone"; html: string }[] = [];
  const shoot = async () => {
    shots.push({ who: "host", html: await host.content() });
    shots.push({ who: "phone", html: await phone.content() });
  };
  await shoot();

  const refused = refusals(host);
  const hostBallot = host.getByRole("region", { name: "Your secret vote — Ann" });
  const phoneBallot = phone.getByRole("region", { name: "Your secret vote — Zoé" });
  const joker = (page: Page) => page.getByRole("button", { name: "Joker: yes" });
  /** What waits for somebody now, looked at on both devices. */
  const todo = async () => {
    if ((await status(host).textContent()) === "Game over") return "over";
    if (await voteResult(host).isVisible()) return "host result";
    if (await voteResult(phone).isVisible()) return "phone result";
    if (await hostBallot.isVisible()) return "host vote";
    if (await phoneBallot.isVisible()) return "phone vote";
    if (await joker(host).isVisible()) return "host joker";
    if (await joker(phone).isVisible()) return "phone joker";
    if (await handRegion(host).isVisible()) return "host lay";
    if (await handRegion(phone).isVisible()) return "phone lay";
    return "none";
  };

  const done = { forged: false, guestReload: false, hostReload: false, votes: 0 };
  for (let step = 0; step < 400; step++) {
    let now = "none";
    await expect.poll(async () => (now = await todo()), { timeout: 30_000 }).not.toBe("none");
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
        await vote(phone, "Zoé", ["???"]);
        break;
      }
      case "host joker":
        await joker(host).click();
        break;
      case "phone joker":
        await joker(phone).click();
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
          await expect(myGoal(phone)).toHaveText(zoesGoal);
          await expect(host.getByText("Zoé — connected")).toBeVisible();
          break;
        }
        await layByTaps(phone, done.votes < 2);
        if (done.guestReload && !done.hostReload) {
          // The host reloads: the table resumes from its save and Zoé sits again.
          done.hostReload = true;
          const url = host.url();
          await host.reload();
          await expect(host.getByText("Zoé — connected")).toBeVisible({ timeout: 20_000 });
          expect(host.url()).toBe(url);
          await expect(myGoal(host)).toHaveText(annsGoal);
          await shoot();
        }
        break;
      }
    }
    if (step % 6 === 0) await shoot();
  }
  await expect(status(host)).toHaveText("Game over");
  await expect(status(phone)).toHaveText("Game over");
  expect(done).toMatchObject({ forged: true, guestReload: true, hostReload: true });
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
  const goals = over.at(-1)!.session.game.goals;
  let hiddenBallots = 0;
  for (const { text, session } of during) {
    expect(session.seat).toBe(ZOE);
    expect(session.game.seed).toBe(0);
    session.game.goals.forEach((cards, seat) => {
      if (seat === ZOE) expect(cards).toEqual(goals[ZOE]);
      else expect(cards.every((c) => c === "EveryBuilding")).toBe(true);
    });
    goals.forEach((cards, seat) => {
      if (seat !== ZOE) for (const g of cards) expect(text).not.toContain(goalJson(g));
    });
    const phase = session.game.phase;
    if (typeof phase === "object" && phase.Vote && !phase.Vote.revealed) {
      phase.Vote.ballots.forEach((b, seat) => {
        if (seat !== ZOE && b !== null) {
          expect(b).toEqual([]);
          hiddenBallots++;
        }
      });
    }
    for (const t of session.turns) {
      if (t.seat !== ZOE && typeof t.action === "object" && t.action.Vote) expect(t.action.Vote.cards).toEqual([]);
    }
  }
  expect(hiddenBallots, "a ballot cast before Zoé's, sent as a stand-in").toBeGreaterThan(0);
  expect((await received(phone)).join("\n")).not.toContain(token);
});
