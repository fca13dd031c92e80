// The rules are documents of the build (static/rules/, src/rules_doc.rs), fetched when opened: a
// table downloads none until its "?" is pressed, then only the reader's language, once; a link to a
// section opens the rules there; rules out of reach say so and can be tried again.
import { type Page, expect, newCasbah, test } from "./casbah-helpers";

/** The rules documents the page fetches, by path under the build. */
function rulesFetched(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const m = /\/(rules\/[^/?]+)$/.exec(new URL(r.url()).pathname);
    if (m) seen.push(m[1]);
  });
  return seen;
}

test("a table fetches no rules until its ? opens them, then only the reader's language", async ({ page }) => {
  const fetched = rulesFetched(page);
  await newCasbah(page, { players: 1, size: "6x6" });
  await expect(page.getByRole("note", { name: "What to do now" })).toBeVisible();
  expect(fetched).toEqual([]);

  await page.getByRole("button", { name: "Rules of this step" }).click();
  const dialog = page.getByRole("dialog", { name: "Rules" });
  await expect(dialog.getByRole("heading", { level: 1 })).toHaveText("Casbah — the rules");
  expect(fetched).toEqual(["rules/casbah.en.html"]);
  // Read once, kept: the "?" opens them again without asking the network.
  await dialog.getByRole("button", { name: "Close the rules and back to the game" }).click();
  await page.getByRole("button", { name: "Rules of this step" }).click();
  await expect(dialog.getByRole("heading", { level: 1 })).toHaveText("Casbah — the rules");
  await expect(dialog.getByRole("status")).toHaveCount(0);
  expect(fetched).toEqual(["rules/casbah.en.html"]);
});

test("a link to a section opens the rules there, with a new game at their foot", async ({ page }) => {
  await page.goto("./drunter.html#/rules/drunter/drunter-vote");
  await expect(page.getByRole("heading", { name: "The toilet vote" })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  const newGame = page.getByRole("link", { name: "New game" });
  await expect(newGame).toHaveAttribute("href", "#/new/drunter");
  await newGame.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New game of Drunter & Drüber");
});

test("rules out of reach say so, and come when tried again", async ({ page, pageErrors }) => {
  await page.route("**/rules/*.html", (route) => route.abort("internetdisconnected"));
  await page.goto("./captn-clever.html#/rules/captn-clever");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The rules cannot be read: this device is offline and has not kept them yet.");
  await page.unroute("**/rules/*.html");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Capt'n Clever — the rules");
  // The browser's own console line for the request this test refused: the only one allowed.
  const refused = pageErrors.filter((e) => e.includes("net::ERR_INTERNET_DISCONNECTED"));
  expect(refused).toHaveLength(1);
  pageErrors.splice(pageErrors.indexOf(refused[0]), 1);
});

test("the rules follow the language switch", async ({ page }) => {
  const fetched = rulesFetched(page);
  await page.goto("./cabanes.html#/rules/cabanes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les Cabanes de M'sieur Robinson — the rules");
  await page.getByRole("button", { name: "Passer en français" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les Cabanes de M'sieur Robinson — les règles");
  await expect(page.getByRole("row", { name: /^Taille/ })).toBeVisible();
  expect(fetched).toEqual(["rules/cabanes.en.html", "rules/cabanes.fr.html"]);
});

test("Drunter's variant: the setup and the rules' decisions say which special card wins most often, in English and French", async ({
  page,
}) => {
  await page.goto("./drunter.html#/new/drunter");
  const rules = page.getByLabel("Rules", { exact: true });
  await expect(rules.locator("xpath=ancestor::label/following-sibling::p[1]")).toHaveText(
    "Measured in our games of the variant: “the lowest of each kind” wins most often, 84% of the games at 2 players, 71% at 3, 70% at 4 (fair: 50%, 33%, 25%).",
  );
  await page.goto("./drunter.html#/rules/drunter/drunter-choices");
  await expect(page.getByRole("heading", { name: "Our decisions" })).toBeInViewport();
  await expect(page.getByRole("listitem").filter({ hasText: "special cards are the rulebook's" })).toContainText(
    "“the lowest of each kind” wins most often, 84% of the games at 2 players",
  );
  // The language is read when the page loads.
  await page.evaluate(() => localStorage.setItem("tablee.lang", "fr"));
  await page.goto("./drunter.html#/new/drunter");
  await page.reload();
  await expect(page.getByText("« le plus petit de chaque sorte » gagne le plus souvent, 84 % des parties à 2 joueurs")).toBeVisible();
  await page.goto("./drunter.html#/rules/drunter/drunter-choices");
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "les cartes spéciales sont celles de la règle" })).toContainText(
    "« le plus petit de chaque sorte » gagne le plus souvent, 84 % des parties à 2 joueurs",
  );
});
