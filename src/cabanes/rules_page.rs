//! Les Cabanes de M'sieur Robinson's rules in our own words, in both languages, with the rulebook's
//! worked example of the final scoring and the decisions this version takes where the rulebook
//! (whose pictures are lost) leaves room.

use yew::prelude::*;

use super::text::{Criterion, criterion_name};
use crate::i18n::{Lang, use_lang};

/// The rulebook's worked example: three huts worth 7, 12 and 15 points, criterion by criterion,
/// under the same headings as the end of a game.
fn example_table(l: Lang) -> Html {
    let cells = |c: Criterion| -> [&str; 3] {
        match c {
            Criterion::Size => [
                l.t(
                    "2 (22 tiles, tied with B)",
                    "2 (22 tuiles, à égalité avec B)",
                ),
                l.t("2 (22 tiles)", "2 (22 tuiles)"),
                l.t("5 (23 tiles)", "5 (23 tuiles)"),
            ],
            Criterion::Flag => [
                l.t("5 (flag at row 7)", "5 (drapeau en rangée 7)"),
                l.t(
                    "3 (as high as C, more flags)",
                    "3 (aussi haut que C, plus de drapeaux)",
                ),
                "1",
            ],
            Criterion::Comfort => [
                l.t("3 (10 objects)", "3 (10 objets)"),
                l.t("5 (11 objects)", "5 (11 objets)"),
                l.t("1 (6 objects)", "1 (6 objets)"),
            ],
            Criterion::Complete => ["0", "3", "3"],
            Criterion::Couples => ["0", "0", l.t("6 (two couples)", "6 (deux couples)")],
            Criterion::Lone => [l.t("−3 (three males)", "−3 (trois mâles)"), "−1", "−1"],
            Criterion::Total => ["7", "12", "15"],
        }
    };
    let hut = l.t("Hut", "Cabane");
    html! {
        <div class="table-scroll">
            <table class="rules-example">
                <thead><tr>
                    <td></td>
                    { for ["A", "B", "C"].map(|h| html! { <th scope="col">{ format!("{hut} {h}") }</th> }) }
                </tr></thead>
                <tbody>
                    { for Criterion::ALL.map(|c| html! {
                        <tr class={classes!((c == Criterion::Total).then_some("total"))}>
                            <th scope="row">{ criterion_name(c, l) }</th>
                            { for cells(c).map(|v| html! { <td>{ v }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}

#[function_component(CabanesRules)]
pub fn cabanes_rules() -> Html {
    match use_lang() {
        Lang::Fr => html! {
            <article class="rules cabanes-rules" lang="fr">
                <h1>{ "Les Cabanes de M'sieur Robinson — les règles" }</h1>
                <p>{ "Robinson préfère bronzer que bâtir : des singes bricoleurs (les joueurs) lui construisent trois cabanes côte à côte. Chacun pose des tuiles sur les trois ; à la fin, les cabanes reçoivent des points selon leur taille, leur drapeau, leur confort, leurs singes et leur achèvement, puis chaque cabane partage ses points entre ceux qui l'ont le plus construite." }</p>
                <h2 id="cabanes-goal">{ "Le but" }</h2>
                <p>{ "Avoir le plus de points à la fin. On gagne surtout en menant sur une cabane qui vaut beaucoup : sur chaque cabane, celui dont le pion est le plus avancé prend la plus grosse part." }</p>
                <h2 id="cabanes-setup">{ "Mise en place" }</h2>
                <ul>
                    <li>{ "Trois cabanes, chacune sur son petit plateau avec son compteur. Sur chaque plateau, au niveau du paillasson, la tuile de départ avec la boîte aux lettres." }</li>
                    <li>{ "Chaque joueur met un pion sur la case de départ du compteur de chaque cabane." }</li>
                    <li>{ "Les 40 tuiles à dos jaune, mélangées, font 5 piles de 8 ; on pose sur chacune 8 tuiles à dos vert mélangées : 5 piles de 16, les vertes dessus. La tuile du dessus de chaque pile est face visible." }</li>
                </ul>
                <h2 id="cabanes-turn">{ "Un tour : une seule de ces trois actions" }</h2>
                <ol>
                    <li>{ "Prendre la tuile visible d'une pile et la garder devant soi, face visible (autant qu'on veut ; tout le monde les voit)." }</li>
                    <li>{ "Prendre la tuile visible d'une pile et la poser tout de suite sur l'une des trois cabanes." }</li>
                    <li>{ "Poser sur une cabane l'une des tuiles gardées devant soi." }</li>
                </ol>
                <p>{ "Après les actions 1 et 2, la tuile suivante de la pile est retournée. Après une pose, le pion du poseur avance sur le compteur de cette cabane." }</p>
                <h2 id="cabanes-build">{ "Les règles de construction" }</h2>
                <p>{ "Une cabane se voit de côté : un mur de tuiles carrées qui monte depuis le sol. Chaque bord de tuile montre du ciel, une branche (le feuillage compte comme une branche), un tronc ou un toit ; les tuiles de base ont de l'herbe en bas." }</p>
                <ol type="a">
                    <li>{ "Chaque bord qui touche une tuile voisine la prolonge : branche contre branche, tronc contre tronc, toit contre toit, ciel contre ciel. Et au moins l'un de ces contacts est réel (branche, tronc ou toit) : toucher la cabane seulement par du ciel ne suffit pas." }</li>
                    <li>{ "Certaines tuiles peuvent être retournées (gauche et droite échangées) avant la pose ; les autres se posent toujours dans le sens où elles sont dessinées." }</li>
                    <li>{ "On agrandit une rangée à côté d'une tuile déjà posée sur cette rangée, ou l'on commence une nouvelle rangée ; jamais de vide dans une rangée." }</li>
                    <li>{ "Pesanteur : une tuile repose sur une tuile de la rangée du dessous, sauf les tuiles en porte-à-faux, qui tiennent sans rien dessous." }</li>
                    <li>{ "La base (la rangée du sol) est faite de tuiles de base côte à côte. Une tuile finale ferme la base d'un côté : plus rien au-delà. La base se termine à gauche et à droite par une tuile finale." }</li>
                </ol>
                <h2 id="cabanes-track">{ "Le compteur" }</h2>
                <ul>
                    <li>{ "Après une pose, le pion du poseur avance de 2 cases sur le compteur de la cabane si la tuile est une tuile de base, ou si elle prolonge deux tuiles ou plus par un vrai contact (branche, tronc ou toit) ; sinon d'une case. Un contact par le ciel ne compte pas." }</li>
                    <li>{ "Un pion qui arrive sur une case occupée se place sous les pions déjà là : en cas d'égalité, le plus haut (arrivé le premier) est devant." }</li>
                    <li>{ "Le compteur a 25 cases après la case de départ ; un pion sur la dernière n'avance plus, et le premier arrivé y reste en tête." }</li>
                </ul>
                <h2 id="cabanes-cannon">{ "Les canons" }</h2>
                <ul>
                    <li>{ "Qui pose une tuile avec un canon peut aussitôt faire tomber une tuile de l'une des deux autres cabanes — ou ne pas tirer." }</li>
                    <li>{ "La cible a au moins deux côtés libres (un côté avec du ciel compte comme libre) et n'est jamais une tuile avec de l'herbe." }</li>
                    <li>{ "Toutes les tuiles qui ne sont plus reliées au sol que par du ciel, ou plus du tout, tombent avec elle. Le tireur garde devant lui toutes les tuiles tombées ; un canon tombé quitte la partie." }</li>
                    <li>{ "Le pion du tireur avance comme après toute pose ; aucun pion ne recule sur la cabane abîmée. Un canon n'est pas un objet de confort." }</li>
                </ul>
                <h2 id="cabanes-bananas">{ "Pile épuisée" }</h2>
                <p>{ "Quand une pile est vide, le joueur en tête sur chaque cabane reçoit une banane (1 point) : trois bananes à chaque pile épuisée. Les piles vides ne sont pas refaites." }</p>
                <h2 id="cabanes-end">{ "Fin de la partie" }</h2>
                <ul>
                    <li>{ "Quand les trois cabanes sont terminées : entourées de ciel, on ne peut plus rien y ajouter." }</li>
                    <li>{ "Ou quand un joueur ne peut plus jouer : les cinq piles sont vides et aucune de ses tuiles ne peut être posée. La partie s'arrête aussitôt, même si d'autres pourraient encore poser." }</li>
                </ul>
                <h2 id="cabanes-scoring">{ "Évaluation finale" }</h2>
                <p>{ "On pose d'abord des points sur chaque cabane, critère par critère :" }</p>
                <ul>
                    <li>{ "Taille (nombre de tuiles) : 5, 3 et 1 point de la plus grande à la plus petite. Des cabanes à égalité se partagent les points de leurs places : deux plus grandes à égalité, 4 chacune ; deux plus petites, 2 chacune ; les trois, 3 chacune." }</li>
                    <li>{ "Drapeau le plus haut : 5, 3 et 1 ; sans drapeau, rien. À hauteur égale, la cabane qui a le plus de drapeaux passe devant ; sinon on partage." }</li>
                    <li>{ "Confort (objets de confort, ni drapeaux ni canons) : 5, 3 et 1 ; sans objet, rien ; égalités partagées." }</li>
                    <li>{ "Cabane terminée : 6 points si elle est la seule, 3 chacune si deux le sont, 2 chacune si les trois le sont." }</li>
                    <li>{ "Singes : 3 points par couple de même couleur (un mâle et une femelle — les femelles portent du rouge à lèvres) ; 1 point de moins par singe isolé, sans descendre sous zéro." }</li>
                </ul>
                <p>{ "Puis chaque cabane partage ses points : le pion le plus avancé (à égalité, le plus haut) prend la moitié, arrondie au-dessus ; le suivant la moitié du reste, arrondie au-dessus ; et ainsi de suite. Ce qui reste après le dernier va au premier. Un pion resté sur la case de départ ne prend rien." }</p>
                <p>{ "Chaque tuile de singe encore devant un joueur lui coûte 1 point. Les bananes comptent 1 point chacune. Le plus de points gagne." }</p>
                <h3>{ "L'exemple de la règle" }</h3>
                { example_table(Lang::Fr) }
                <ul>
                    <li>{ "Partage des 15 points de C entre quatre pions : 8 pour le premier (la moitié de 15, arrondie), 4 pour le deuxième (la moitié des 7 restants), 2 pour le troisième, 1 pour le quatrième." }</li>
                    <li>{ "Singes : un singe seul de sa couleur, −1 ; deux mâles sans femelle, −2 ; les trois singes d'une couleur, +2 (3 pour le couple, −1 pour le troisième)." }</li>
                </ul>
                <h2 id="cabanes-device">{ "À plusieurs sur un seul appareil" }</h2>
                <p>{ "Rien n'est secret : toutes les tuiles sont visibles, sauf l'ordre des piles, que personne ne connaît. On se passe l'appareil sans rideau." }</p>
                <h2 id="cabanes-choices">{ "Ce que décide cette version" }</h2>
                <ul>
                    <li>{ "Les images de la règle sont perdues : les 83 tuiles sont les nôtres (3 tuiles de départ, 40 à dos vert avec toutes les tuiles de base et finales, 40 à dos jaune avec la plupart des toits, drapeaux et objets). Objets de confort : baignoire, barbecue, télévision, hamac, fauteuil, radio. Singes : rouges, bleus, blancs et marron, trois de chaque couleur (deux mâles, une femelle)." }</li>
                    <li>{ "Une cabane est une grille vue de côté. Les colonnes portent une lettre, le paillasson étant la colonne M ; les rangées sont numérotées à partir de 1 au sol. La tuile de départ est toujours en M1. La hauteur d'un drapeau se compte en rangées (au sol : 1)." }</li>
                    <li>{ "La rangée du sol ne reçoit que des tuiles de base, et les tuiles de base ne vont nulle part ailleurs." }</li>
                    <li>{ "Une tuile posée sur une autre tient, même si elles ne se touchent que par du ciel ; une tuile en porte-à-faux n'a besoin de rien dessous." }</li>
                    <li>{ "Une cabane est terminée quand chaque bord tourné vers une case vide montre du ciel : plus aucune tuile ne peut s'y joindre." }</li>
                    <li>{ "Le compteur a 25 cases après la case de départ." }</li>
                    <li>{ "Quand une pile s'épuise, les bananes vont aux joueurs en tête une fois le pion du poseur avancé ; une cabane où personne n'a encore avancé ne donne pas de banane." }</li>
                    <li>{ "Un canon qui n'a aucune tuile à viser ne propose rien. Les singes tombés d'un tir vont devant le tireur comme les autres tuiles, et lui coûtent un point s'ils y sont encore à la fin." }</li>
                    <li>{ "Le premier joueur est tiré au sort ou choisi à la création de la partie ; on joue ensuite dans l'ordre des joueurs." }</li>
                </ul>
            </article>
        },
        Lang::En => html! {
            <article class="rules cabanes-rules" lang="en">
                <h1>{ "Les Cabanes de M'sieur Robinson — the rules" }</h1>
                <p>{ "Robinson would rather sunbathe than build, so handy monkeys (the players) build him three huts side by side. Everybody builds on all three; at the end the huts get points for their size, their flag, their comfort, their monkeys and for being complete, and each hut shares its points among those who built it most." }</p>
                <h2 id="cabanes-goal">{ "The goal" }</h2>
                <p>{ "Have the most points at the end. The big points come from leading on a hut that is worth a lot: on each hut, the pawn furthest ahead takes the largest share." }</p>
                <h2 id="cabanes-setup">{ "Setting up" }</h2>
                <ul>
                    <li>{ "Three huts, each on its small board with its score track. On each board, at the doormat, the start tile with the mailbox." }</li>
                    <li>{ "Every player puts a pawn on the start space of each hut's track." }</li>
                    <li>{ "The 40 yellow-backed tiles, shuffled, make 5 piles of 8; 8 shuffled green-backed tiles go on top of each: 5 piles of 16, greens above. The top tile of each pile lies face up." }</li>
                </ul>
                <h2 id="cabanes-turn">{ "A turn: exactly one of three actions" }</h2>
                <ol>
                    <li>{ "Take a pile's face-up tile and keep it in front of you, face up (as many as you like; everybody sees them)." }</li>
                    <li>{ "Take a pile's face-up tile and build it at once on one of the three huts." }</li>
                    <li>{ "Build one of the tiles in front of you on a hut." }</li>
                </ol>
                <p>{ "After actions 1 and 2, the pile's next tile is turned face up. After building, the builder's pawn moves on that hut's track." }</p>
                <h2 id="cabanes-build">{ "Building rules" }</h2>
                <p>{ "A hut is seen from the side: a wall of square tiles rising from the ground. Each edge of a tile shows sky, a branch (foliage counts as a branch), a trunk or a roof; ground tiles have grass at the bottom." }</p>
                <ol type="a">
                    <li>{ "Every edge that touches a neighbouring tile continues it: branch to branch, trunk to trunk, roof to roof, sky to sky. And at least one of those contacts is a real one (branch, trunk or roof): touching the hut by sky only is not enough." }</li>
                    <li>{ "Some tiles may be turned over (left and right swapped) before building; the others always go as drawn." }</li>
                    <li>{ "A row grows next to a tile already on that row, or a new row is started; never a gap within a row." }</li>
                    <li>{ "Gravity: a tile rests on a tile of the row below, except cantilever tiles (\"en porte-à-faux\"), which need nothing below." }</li>
                    <li>{ "The base (the ground row) is made of ground tiles side by side. A final tile closes the base on one side: nothing beyond it. The base ends left and right with a final tile." }</li>
                </ol>
                <h2 id="cabanes-track">{ "The track" }</h2>
                <ul>
                    <li>{ "After building, the builder's pawn moves 2 spaces on that hut's track if the tile is a ground tile, or if it continues two or more tiles by a real contact (branch, trunk or roof); otherwise 1 space. A contact by sky does not count." }</li>
                    <li>{ "A pawn arriving on an occupied space goes under the pawns already there: on a tie, the higher one (who arrived first) is ahead." }</li>
                    <li>{ "The track has 25 spaces after the start space; a pawn on the last one moves no further, and the first to get there stays ahead." }</li>
                </ul>
                <h2 id="cabanes-cannon">{ "Cannons" }</h2>
                <ul>
                    <li>{ "Whoever builds a tile with a cannon may at once knock a tile off one of the two other huts — or hold fire." }</li>
                    <li>{ "The target has at least two free sides (a side showing sky counts as free) and is never a tile with grass." }</li>
                    <li>{ "Every tile no longer joined to the ground except by sky, or not at all, falls with it. The shooter keeps every fallen tile in front of them; a fallen cannon leaves the game." }</li>
                    <li>{ "The shooter's pawn moves as after any build; no pawn moves back on the damaged hut. A cannon is not a comfort object." }</li>
                </ul>
                <h2 id="cabanes-bananas">{ "A pile runs out" }</h2>
                <p>{ "When a pile is empty, the player ahead on each hut gets a banana (1 point): three bananas for each pile used up. Empty piles are not rebuilt." }</p>
                <h2 id="cabanes-end">{ "The end" }</h2>
                <ul>
                    <li>{ "When the three huts are complete: surrounded by sky, nothing more can be added." }</li>
                    <li>{ "Or when a player cannot play: the five piles are empty and none of their tiles can be built. The game stops at once, even if others could still build." }</li>
                </ul>
                <h2 id="cabanes-scoring">{ "Final scoring" }</h2>
                <p>{ "First, points are put on each hut, criterion by criterion:" }</p>
                <ul>
                    <li>{ "Size (number of tiles): 5, 3 and 1 points from the largest to the smallest. Tied huts share the points of their places: the two largest tied, 4 each; the two smallest, 2 each; all three, 3 each." }</li>
                    <li>{ "Highest flag: 5, 3 and 1; no flag, nothing. At equal height, the hut with more flags goes ahead; otherwise they share." }</li>
                    <li>{ "Comfort (comfort objects, neither flags nor cannons): 5, 3 and 1; none, nothing; ties share." }</li>
                    <li>{ "Complete hut: 6 points if it is the only one, 3 each if two are, 2 each if all three are." }</li>
                    <li>{ "Monkeys: 3 points per couple of one colour (a male and a female — females wear lipstick); 1 point less per lone monkey, never below zero." }</li>
                </ul>
                <p>{ "Then each hut shares its points: the pawn furthest ahead (on a tie, the higher one) takes half, rounded up; the next one half of the rest, rounded up; and so on. What is left after the last goes to the first. A pawn still on the start space takes nothing." }</p>
                <p>{ "Each monkey tile still in front of a player costs them 1 point. Bananas are worth 1 point each. Most points wins." }</p>
                <h3>{ "The rulebook's example" }</h3>
                { example_table(Lang::En) }
                <ul>
                    <li>{ "Sharing C's 15 points among four pawns: 8 for the first (half of 15, rounded up), 4 for the second (half of the 7 left), 2 for the third, 1 for the fourth." }</li>
                    <li>{ "Monkeys: one monkey alone of its colour, −1; two males and no female, −2; all three monkeys of a colour, +2 (3 for the couple, −1 for the third)." }</li>
                </ul>
                <h2 id="cabanes-device">{ "Several players on one device" }</h2>
                <p>{ "Nothing is secret: every tile is in sight, except the order of the piles, which nobody knows. Pass the device round, no curtain needed." }</p>
                <h2 id="cabanes-choices">{ "What this version decides" }</h2>
                <ul>
                    <li>{ "The rulebook's pictures are lost: the 83 tiles are ours (3 start tiles, 40 green-backed with every ground and final tile, 40 yellow-backed with most roofs, flags and objects). Comfort objects: bathtub, barbecue, television, hammock, armchair, radio. Monkeys: red, blue, white and brown, three of each colour (two males, one female)." }</li>
                    <li>{ "A hut is a grid seen from the side. Columns are lettered, the doormat being column M; rows are numbered from 1 at the ground. The start tile is always at M1. A flag's height is counted in rows (on the ground: 1)." }</li>
                    <li>{ "The ground row takes ground tiles only, and ground tiles go nowhere else." }</li>
                    <li>{ "A tile built on another one stands, even if they touch by sky only; a cantilever tile needs nothing below." }</li>
                    <li>{ "A hut is complete when every edge facing an empty cell shows sky: no tile can join it any more." }</li>
                    <li>{ "The track has 25 spaces after the start space." }</li>
                    <li>{ "When a pile runs out, the bananas go to the leaders once the builder's pawn has moved; a hut where nobody has moved yet gives no banana." }</li>
                    <li>{ "A cannon with no tile to aim at offers no choice. Monkeys knocked off by a shot go in front of the shooter like any other tile, and cost them a point if still there at the end." }</li>
                    <li>{ "The first player is drawn at random or picked when the game is set up; play then goes in seat order." }</li>
                </ul>
            </article>
        },
    }
}
