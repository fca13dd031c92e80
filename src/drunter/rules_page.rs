//! Drunter & Drüber's rules in our own words, in both languages, with the decisions this version
//! takes where the rulebook leaves room.

use yew::prelude::*;

use crate::i18n::{Lang, use_lang};

#[function_component(DrunterRules)]
pub fn drunter_rules() -> Html {
    match use_lang() {
        Lang::Fr => html! {
            <article class="rules" lang="fr">
                <h1>{ "Drunter & Drüber — les règles" }</h1>
                <p>{ "Schilda se dote d'une route, de deux remparts et d'un canal. Chacun pose des tuiles de chemin en espérant épargner les bâtiments de sa carte objectif, que personne d'autre ne connaît." }</p>
                <h2 id="drunter-box">{ "Le matériel" }</h2>
                <ul>
                    <li>{ "Un plateau de 15 × 10 cases : 30 bâtiments de 6 sortes (mairie, école, caserne de pompiers, taverne, musée, clocher), 5 de chaque, valant de 1 à 5 points, davantage vers le centre ; des toilettes publiques ; quatre coins de départ (auberge : la route ; deux postes de garde : les remparts A et B ; château d'eau : le canal), chacun avec son équipe de travaux." }</li>
                    <li>{ "60 tuiles droites : remparts 6/12/12, route 3/6/6, canal 3/6/6 (3, 2 et 1 case). Une tuile de 3 cases porte un pont en son milieu. Toutes sont distribuées face visible : à 2 joueurs 6, 12 et 12 chacun ; à 3, 4, 8 et 8 ; à 4, 3, 6 et 6." }</li>
                    <li>{ "Chacun reçoit au hasard une carte bâtiment, son objectif secret, et 8 cartes d'habitants : JA (1 oui), JAA (2), JAAA (3), NE (1 non), NEE (2), NEEE (3), le joker JEEIINN (2 voix, oui ou non) et ??? (abstention)." }</li>
                </ul>
                <h2 id="drunter-laying">{ "Poser un chemin" }</h2>
                <ul>
                    <li>{ "À son tour, on pose une de ses tuiles ; qui ne peut en poser aucune passe." }</li>
                    <li>{ "La tuile prolonge un chemin de sa sorte depuis son équipe : elle part de la case voisine de l'équipe, dans l'une des trois directions autres que le retour, et file tout droit. Une tuile de rempart va sur l'un ou l'autre rempart. Une tuile d'une case se pose dans n'importe quel sens." }</li>
                    <li>{ "La tuile tient entière sur le plateau et ne couvre aucun chemin. Les bâtiments couverts sont détruits." }</li>
                    <li>{ "Ponts : un chemin peut passer sous le pont d'un autre chemin, à angle droit, si la case juste derrière est libre." }</li>
                    <li>{ "L'équipe avance au bout de la tuile. Quand elle ne peut plus avancer (les trois cases devant elle sont des chemins ou hors du plateau, sans pont à franchir), elle quitte le plateau : le chemin est terminé. Cela vaut aussi quand la tuile d'un autre chemin lui barre la route : l'équipe part aussitôt." }</li>
                </ul>
                <h2 id="drunter-vote">{ "Le vote des toilettes" }</h2>
                <ul>
                    <li>{ "Une tuile qui couvrirait des toilettes est soumise au vote. Avant de poser, le poseur confirme (« Cela lance un vote ») ; tant que personne n'a voté, il peut reprendre sa tuile. Chacun, poseur compris, choisit en secret des cartes oui seulement, ou des cartes non seulement (le joker peut rejoindre les unes ou les autres, ou aller seul), ou ??? seule pour s'abstenir ; tout est révélé d'un coup. Le propriétaire d'un joker décide ensuite de son sens. Le résultat reste affiché pour toute la table jusqu'à « Continuer »." }</li>
                    <li>{ "On compte les oui et les non ; l'égalité vaut oui (si tous s'abstiennent, c'est oui). Oui : la tuile est posée, les toilettes disparaissent. Non : la tuile revient à son propriétaire et son tour s'arrête." }</li>
                    <li>{ "Les cartes jouées sont perdues, sauf ??? qui revient toujours." }</li>
                </ul>
                <h2 id="drunter-end">{ "Fin" }</h2>
                <p>{ "Quand plus personne ne peut poser de tuile, chacun révèle sa carte et marque la valeur de chaque bâtiment de sa sorte encore debout. En cas d'égalité, gagne celui dont les cartes d'habitants restantes valent le plus de voix (oui et non additionnés, le joker compte 2)." }</p>
                <h2 id="drunter-variant">{ "Variante" }</h2>
                <p>{ "On ajoute 6 cartes bâtiment et 4 cartes spéciales (chaque bâtiment debout rapporte 1 ; la plus petite valeur debout de chaque sorte ; chaque 3 debout ; chaque 4 debout). Chacun reçoit 2 cartes ; pas de vote, les chemins couvrent les toilettes. Quand le premier chemin est terminé, chacun garde en secret l'une de ses deux cartes ; à la fin, la carte gardée compte et la seconde départage." }</p>
                <h2 id="drunter-device">{ "À plusieurs sur un seul appareil" }</h2>
                <p>{ "Regarder son objectif, voter et garder une carte sont des moments privés : un rideau demande de passer l'appareil au joueur concerné, qui seul voit son panneau ; un autre rideau le referme. On ne peut pas annuler un coup au-delà du premier bulletin d'un vote." }</p>
                <h2 id="drunter-choices">{ "Nos choix" }</h2>
                <ul>
                    <li>{ "Dans la ville de cette version, chaque sorte de bâtiment vaut 1+2+3+4+5 = 15 points au total : aucune n'est avantagée." }</li>
                    <li>{ "Le premier joueur est tiré au sort ou choisi à la création de la partie ; le vote se fait dans l'ordre du jeu à partir du poseur (le secret ne dépend pas de l'ordre)." }</li>
                    <li>{ "Si la partie se termine sans qu'aucun chemin ne soit fini, dans la variante, chacun garde sa carte juste avant la fin." }</li>
                </ul>
            </article>
        },
        Lang::En => html! {
            <article class="rules" lang="en">
                <h1>{ "Drunter & Drüber — the rules" }</h1>
                <p>{ "Schilda is getting a road, two town walls and a canal. Everybody lays path tiles hoping to spare the buildings of their goal card, which nobody else knows." }</p>
                <h2 id="drunter-box">{ "What is in the box" }</h2>
                <ul>
                    <li>{ "A 15 × 10 board: 30 buildings of 6 kinds (town hall, school, fire station, tavern, museum, church tower), 5 of each, worth 1 to 5 points, more towards the centre; public toilets; four start corners (the inn: the road; two guard posts: town walls A and B; the waterworks: the canal), each with its work gang." }</li>
                    <li>{ "60 straight tiles: walls 6/12/12, road 3/6/6, canal 3/6/6 (3, 2 and 1 cells). A 3-cell tile has a bridge in its middle. All are dealt face up: with 2 players 6, 12 and 12 each; with 3, 4, 8 and 8; with 4, 3, 6 and 6." }</li>
                    <li>{ "Each player draws one building card at random, their secret goal, and holds 8 inhabitant cards: JA (1 yes), JAA (2), JAAA (3), NE (1 no), NEE (2), NEEE (3), the joker JEEIINN (2 votes, yes or no) and ??? (abstain)." }</li>
                </ul>
                <h2 id="drunter-laying">{ "Laying a path" }</h2>
                <ul>
                    <li>{ "On your turn, lay one of your tiles; if none can be laid, you pass." }</li>
                    <li>{ "The tile continues a path of its kind from that path's work gang: it starts on the cell next to the gang, in one of the three directions other than back, and runs straight on. A wall tile goes on either wall. A 1-cell tile lies any way round." }</li>
                    <li>{ "The whole tile lies on the board and covers no path. Buildings it covers are destroyed." }</li>
                    <li>{ "Bridges: a path may pass under another path's bridge, at a right angle, if the cell just beyond is free." }</li>
                    <li>{ "The gang moves to the far end of the tile. When it cannot go on (the three cells ahead are paths or off the board, and no bridge offers a crossing), it leaves the board: that path is finished. The same holds when another path's tile blocks it: the gang leaves at once." }</li>
                </ul>
                <h2 id="drunter-vote">{ "The toilet vote" }</h2>
                <ul>
                    <li>{ "A tile that would cover a public toilet is put to the vote. Before laying it, the builder confirms (\"This starts a vote\"); until somebody votes, the tile can be taken back. Everybody, the builder included, secretly plays yes cards only, or no cards only (the joker may join either, or go alone), or ??? alone to abstain; all are revealed at once. The owner of a joker then says which way it goes. The result stays on screen for the whole table until \"Continue\"." }</li>
                    <li>{ "Yes and no votes are counted; a tie is a yes (so if everybody abstains, yes). Yes: the tile is laid and the toilet is gone. No: the tile goes back to its owner and their turn ends." }</li>
                    <li>{ "Every card played is lost, except ???, which always comes back." }</li>
                </ul>
                <h2 id="drunter-end">{ "The end" }</h2>
                <p>{ "When nobody can lay a tile, everybody reveals their card and scores the value of each building of its kind still standing. On a tie, the tied player whose remaining inhabitant cards carry more votes (yes and no added, the joker counting 2) wins." }</p>
                <h2 id="drunter-variant">{ "Variant" }</h2>
                <p>{ "Add 6 more building cards and 4 special cards (every standing building scores 1; the lowest standing value of each kind; every standing 3; every standing 4). Everybody gets 2 cards; no votes, paths simply cover toilets. When the first path is finished, everybody secretly keeps one of their two cards; at the end the kept card scores and the other breaks ties." }</p>
                <h2 id="drunter-device">{ "Several players on one device" }</h2>
                <p>{ "Looking at one's goal, voting and keeping a card are private moments: a curtain asks to hand the device to that player, who alone sees their panel; another curtain closes it. Undo never goes back across the first ballot of a vote." }</p>
                <h2 id="drunter-choices">{ "Our decisions" }</h2>
                <ul>
                    <li>{ "In this version's town, each kind of building is worth 1+2+3+4+5 = 15 points in all, so none is favoured." }</li>
                    <li>{ "The first player is drawn at random or picked when the game is set up; ballots are chosen in turn order from the builder (the secret does not depend on the order)." }</li>
                    <li>{ "In the variant, if the game ends before any path is finished, everybody keeps their card just before the end." }</li>
                </ul>
            </article>
        },
    }
}
