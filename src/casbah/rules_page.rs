//! Casbah's rules in our own words, in both languages, with the decisions this version takes.

use yew::prelude::*;

use crate::i18n::{Lang, use_lang};

#[function_component(CasbahRules)]
pub fn casbah_rules() -> Html {
    match use_lang() {
        Lang::Fr => html! {
            <article class="rules" lang="fr">
                <h1>{ "Casbah — les règles" }</h1>
                <p>{ "Ensemble, construisez une casbah rectangulaire de salles et de jardins. Chaque tuile rapporte sa valeur à qui la pose ; les tuiles restées en main à la fin coûtent la leur." }</p>
                <h2 id="casbah-tiles">{ "Les tuiles" }</h2>
                <p>{ "45 tuiles : 39 salles, l'entrée (valeur 1, une double porte) et 5 jardins. Une salle a sur chaque côté une porte (marron) ou une porte-fenêtre (bleue) ; un jardin est ouvert de tous côtés. On peut tourner les tuiles d'un quart de tour." }</p>
                <h2 id="casbah-building">{ "Règles de construction" }</h2>
                <ul>
                    <li>{ "La première tuile posée est l'entrée, n'importe où ; sa double porte donne sur l'extérieur." }</li>
                    <li>{ "Chaque tuile touche la casbah par un côté, jamais seulement par un coin." }</li>
                    <li>{ "Une porte donne sur une porte. Une porte-fenêtre donne sur un jardin ou sur l'extérieur. Un jardin donne sur une porte-fenêtre, un jardin ou l'extérieur, jamais sur une porte." }</li>
                    <li>{ "Aucune porte, sauf l'entrée, ne donne sur l'extérieur : les murs extérieurs n'ont que des portes-fenêtres." }</li>
                    <li>{ "On ne change jamais la destination d'une case : si une porte-fenêtre y donne, seul un jardin pourra la remplir ; si une porte y donne, ce sera une salle avec une porte en face." }</li>
                    <li>{ "La casbah a la taille convenue. Sa position et son sens ne sont pas fixés d'avance : seules les tuiles posées les déterminent. Le plateau montre en trait plein les cases sûrement dans la casbah et en pointillé celles qui peuvent encore l'être." }</li>
                    <li>{ "On peut poser une tuile même si une case voisine ne pourra plus jamais être remplie." }</li>
                </ul>
                <h2 id="casbah-play">{ "Déroulement" }</h2>
                <ul>
                    <li>{ "Choix des tuiles : chacun à son tour prend une tuile parmi celles étalées, jusqu'à en avoir autant que de cases (le même nombre chacun). Si personne n'a pris l'entrée, le dernier choix est forcément l'entrée : sans elle, la casbah ne pourrait pas commencer." }</li>
                    <li>{ "Une taille ne se joue donc qu'à un nombre de joueurs qui peuvent se partager ses cases également (le tableau de la règle) : 6×6 et 4×9 à 2, 3 ou 4 ; 5×8, 4×10 et 4×11 à 2 ou 4 ; 6×7 à 2 ou 3 ; 5×9 à 3." }</li>
                    <li>{ "Le joueur qui a l'entrée la pose (1 point). Puis chacun pose une tuile à son tour et marque sa valeur. La pose est obligatoire ; qui ne peut rien poser passe (aucune de ses tuiles ne va nulle part), et rejouera dès qu'il le pourra." }</li>
                    <li>{ "Fin : quand plus personne ne peut poser. Chacun retire la valeur de ses tuiles non posées. Exemple : 28 points, tuiles restantes de 5 et 2 : 21 points." }</li>
                </ul>
                <h2 id="casbah-solo">{ "En solitaire" }</h2>
                <p>{ "Toutes les tuiles sont à vous ; il faut compléter la casbah sans laisser de case vide." }</p>
                <p>{ "Le score est la somme des valeurs des tuiles posées. Comme une tuile vaut d'autant plus qu'elle est difficile à placer, un meilleur score pour la même taille veut dire une casbah bâtie avec des salles plus difficiles (plus de portes) plutôt qu'avec les faciles. Le meilleur score est gardé pour chaque taille et chaque jeu de tuiles, à part selon qu'on a utilisé des indices ou non." }</p>
                <p>{ "L'aide peut dire si la casbah est encore faisable (gratuit), donner un indice (une tuile, tournée, et sa case, qui laissent la casbah faisable : la tuile est prise en main tournée ainsi) ou montrer une solution. Chaque indice ou solution est compté et affiché avec le score ; il ne s'annule pas, ni les coups joués avant lui." }</p>
                <h2 id="casbah-choices">{ "Nos choix pour cette version" }</h2>
                <ul>
                    <li>{ "Dans cette version, le jeu de tuiles est découpé dans une casbah 9×5 complète, qui n'a que deux salles à quatre portes : elle est donc faisable. Les parties enregistrées avec le premier jeu (sept salles à quatre portes) le gardent." }</li>
                    <li>{ "La valeur d'une tuile mesure sa difficulté de pose : la part des cases où sa forme ne va pas, sur des milliers de parties jouées au hasard, en trois niveaux. Jardins et salles à deux portes voisines valent 3, salles à trois portes et à deux portes face à face 8, salles à quatre portes 15, l'entrée 1. (Dans le premier jeu, de 2 à 15.)" }</li>
                    <li>{ "Les tuiles ne se retournent pas (tourner suffit). Tailles sur mesure : 3 à 11 cases de côté, 45 au plus, et des cases que les joueurs peuvent se partager également." }</li>
                    <li>{ "Une tuile lâchée sur une case où elle ne va qu'une fois tournée se tourne d'elle-même." }</li>
                </ul>
                <a href={crate::route::Route::New(crate::route::GameKind::Casbah).href()}>{ "Nouvelle partie" }</a>
            </article>
        },
        Lang::En => html! {
            <article class="rules" lang="en">
                <h1>{ "Casbah — the rules" }</h1>
                <p>{ "Together, build a rectangular casbah of rooms and gardens. Each tile earns its value for whoever places it; the tiles still in hand at the end cost theirs." }</p>
                <h2 id="casbah-tiles">{ "The tiles" }</h2>
                <p>{ "45 tiles: 39 rooms, the entrance (worth 1, with a double door) and 5 gardens. Each side of a room is a door (brown) or a French window (blue); a garden is open on every side. Tiles may be turned by quarter turns." }</p>
                <h2 id="casbah-building">{ "Building rules" }</h2>
                <ul>
                    <li>{ "The first tile placed is the entrance, anywhere; its double door faces the outside." }</li>
                    <li>{ "Every tile touches the casbah by a side, never only by a corner." }</li>
                    <li>{ "A door faces a door. A French window faces a garden or the outside. A garden faces a French window, a garden or the outside, never a door." }</li>
                    <li>{ "No door but the entrance faces the outside: outer walls only have French windows." }</li>
                    <li>{ "A cell's destination never changes: if a French window faces it, only a garden may fill it; if a door faces it, it will be a room with a door facing back." }</li>
                    <li>{ "The casbah has the agreed size. Where it lies and which way round is not fixed in advance: only the tiles placed decide. The board draws cells surely inside the casbah with a solid line, cells that may still be inside dashed." }</li>
                    <li>{ "A tile may be placed even if some neighbouring cell can then never be filled." }</li>
                </ul>
                <h2 id="casbah-play">{ "Play" }</h2>
                <ul>
                    <li>{ "Draft: in turn, each player takes one of the tiles laid out, until there are as many as the casbah has cells (the same number each). If nobody took the entrance, the last pick must be the entrance: without it the casbah could not begin." }</li>
                    <li>{ "So a size is played only by a number of players who can share its cells equally (the rulebook's table): 6×6 and 4×9 by 2, 3 or 4; 5×8, 4×10 and 4×11 by 2 or 4; 6×7 by 2 or 3; 5×9 by 3." }</li>
                    <li>{ "The entrance's holder places it (1 point). Then each player in turn places one tile and scores its value. Placing is compulsory; a player who cannot place passes (no tile of theirs fits anywhere), and plays again as soon as they can." }</li>
                    <li>{ "End: when nobody can place any more. Each player subtracts the value of their unplaced tiles. Example: 28 points, tiles of 5 and 2 left: 21 points." }</li>
                </ul>
                <h2 id="casbah-solo">{ "Solo puzzle" }</h2>
                <p>{ "All tiles are yours; complete the casbah with no empty cell." }</p>
                <p>{ "The score is the sum of the values of the tiles placed. As a tile is worth more the harder it is to place, a higher score for the same size means a casbah built from harder rooms (more doors) rather than the easy ones. The best score is kept for each size and tile set, separately with and without hints." }</p>
                <p>{ "The helper can tell whether the casbah can still be completed (free), give a hint (a tile, turned, and its cell, that keep the casbah completable: the tile is picked up turned that way) or show a solution. Each hint or solution is counted and shown with the score; it cannot be undone, nor can the moves before it." }</p>
                <h2 id="casbah-choices">{ "Decisions this version takes" }</h2>
                <ul>
                    <li>{ "In this version the tile set is cut from one complete 9×5 casbah with only two four-door rooms, so it can be done. Games saved with the first set (seven four-door rooms) keep it." }</li>
                    <li>{ "A tile's value measures how hard it is to place: the share of cells where its shape does not fit, over thousands of random games, in three levels. Gardens and rooms with two doors side by side are worth 3, rooms with three doors or two facing doors 8, four-door rooms 15, the entrance 1. (In the first set, 2 to 15.)" }</li>
                    <li>{ "Tiles are never flipped (turning is enough). Custom sizes: 3 to 11 cells a side, 45 at most, with cells the players can share equally." }</li>
                    <li>{ "A tile dropped on a cell where it only fits once turned turns itself." }</li>
                </ul>
                <a href={crate::route::Route::New(crate::route::GameKind::Casbah).href()}>{ "New game" }</a>
            </article>
        },
    }
}
