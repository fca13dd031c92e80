//! Capt'n Clever's rules in our own words, in both languages, with the decisions this version
//! takes.

use yew::prelude::*;

use crate::i18n::{Lang, use_lang};

#[function_component(CaptnRules)]
pub fn captn_rules() -> Html {
    match use_lang() {
        Lang::Fr => html! {
            <article class="rules" lang="fr">
                <h1>{ "Capt'n Clever — les règles" }</h1>
                <p>{ "Chaque capitaine cherche les trésors des neuf îles, dans l'ordre que lui impose en secret son voisin de droite. Le premier qui trouve ses neuf trésors est le Capt'n Clever." }</p>
                <h2 id="captn-board">{ "Le plateau" }</h2>
                <p>{ "Neuf îles, chacune avec son trésor. Entre deux îles voisines dont les passerelles ont la même couleur se trouve un passage où un bateau peut se poser (chaque couleur a aussi son motif, rappelé sous la mer). Deux passages qui se croisent ne portent jamais deux bateaux à la fois, et il n'y a jamais plus d'un bateau entre deux îles." }</p>
                <h2 id="captn-setup">{ "Mise en place" }</h2>
                <ul>
                    <li>{ "Chacun donne ses 9 cartes trésor à son voisin de droite, qui les garde faces cachées : c'est lui qui choisira tous les trésors de ce joueur." }</li>
                    <li>{ "À tour de rôle, chacun pose son capitaine sur une île vide et son bateau sur un passage libre qui ne croise aucun bateau." }</li>
                    <li>{ "Puis chacun choisit en secret le premier trésor de son voisin de gauche, qui seul le regarde." }</li>
                </ul>
                <h2 id="captn-turn">{ "Un tour" }</h2>
                <ul>
                    <li>{ "On peut déplacer son bateau une fois, n'importe où sur un passage libre qui ne croise aucun bateau, ou le laisser." }</li>
                    <li>{ "On doit déplacer son capitaine s'il le peut : il va d'île en île le long des bateaux (de n'importe qui), peut traverser les îles occupées, et s'arrête sur une île vide de son choix. Une seule fois par tour." }</li>
                    <li>{ "Bateau et capitaine dans l'ordre qu'on veut. On peut même déplacer son bateau pour que le capitaine ne puisse plus aller nulle part : il reste alors sur place (illustrations 3a, 3b, 4b)." }</li>
                    <li>{ "On ne touche jamais aux pièces des autres." }</li>
                </ul>
                <h2 id="captn-treasure">{ "Trouver un trésor" }</h2>
                <p>{ "Quand le capitaine s'arrête sur l'île de sa carte, la carte est posée face visible sur sa pile (les autres n'en voient que le dessus et le nombre). S'il n'a pas encore déplacé son bateau, il le peut encore. Son voisin de droite lui choisit en secret sa carte suivante. Le premier à poser sa 9e carte gagne (à 2 joueurs, voir nos choix : le second joue un dernier tour)." }</p>
                <h2 id="captn-variant">{ "Variante plus facile" }</h2>
                <p>{ "Chacun mélange ses propres cartes en une pioche face cachée et y tire son trésor suivant." }</p>
                <h2 id="captn-device">{ "À plusieurs sur un seul appareil" }</h2>
                <p>{ "Chaque tour est un moment privé : un rideau demande de passer l'appareil au joueur dont c'est le tour, qui joue alors sa carte sous les yeux, avec le chemin de son capitaine jusqu'à l'île visée. Choisir la carte du voisin est un autre moment privé, où l'on peut aussi toucher l'île sur la mer. Une carte n'est jamais montrée qu'à son joueur ou à celui qui la choisit." }</p>
                <h2 id="captn-choices">{ "Nos choix" }</h2>
                <ul>
                    <li>{ "Le plan de cette version compte 9 îles, 14 passages (un anneau le long de la côte et des passages à travers le milieu) et trois croisements. Les parties enregistrées avant ce plan se jouent jusqu'au bout sur le premier, de 20 passages." }</li>
                    <li>{ "À 2 joueurs, chacun choisit pour l'autre, par les mêmes règles." }</li>
                    <li>{ "À 2 joueurs, la fin de la partie est la nôtre : quand le premier joueur pose sa 9e carte, son tour s'arrête là et le second joue un dernier tour, pour que chacun ait joué autant de tours. S'il pose lui aussi sa 9e carte pendant ce tour, les deux se partagent la victoire ; sinon le premier gagne. Si le second pose sa 9e carte le premier, il gagne aussitôt. Sans ce dernier tour, entre deux joueurs forts de l'ordinateur, le premier gagnait 57 parties sur 100 ; avec lui, 51. À 3 et 4 joueurs, la partie s'arrête dès qu'un joueur pose sa 9e carte, comme le dit la règle. Les parties à 2 enregistrées avant ce choix finissent comme avant." }</li>
                    <li>{ "Le premier joueur, tiré au sort ou choisi à la création de la partie, commence ; on joue dans l'ordre des joueurs, et le voisin de droite d'un joueur est celui qui joue juste avant lui." }</li>
                </ul>
            </article>
        },
        Lang::En => html! {
            <article class="rules" lang="en">
                <h1>{ "Capt'n Clever — the rules" }</h1>
                <p>{ "Every captain looks for the treasures of the nine islands, in the order their right-hand neighbour secretly sets them. The first to find all nine treasures is the Capt'n Clever." }</p>
                <h2 id="captn-board">{ "The board" }</h2>
                <p>{ "Nine islands, each with its treasure. Between two neighbouring islands whose jetties share a colour lies a lane where a ship may be put (each colour also has its own pattern, shown under the sea). Two lanes that cross never hold two ships at once, and there is never more than one ship between two islands." }</p>
                <h2 id="captn-setup">{ "Setting up" }</h2>
                <ul>
                    <li>{ "Everybody gives their 9 treasure cards to their right-hand neighbour, who keeps them face down and will choose every treasure of that player." }</li>
                    <li>{ "In turn, everybody puts their captain on an empty island and their ship on a free lane that crosses no ship." }</li>
                    <li>{ "Then everybody secretly chooses their left-hand neighbour's first treasure, which only that neighbour looks at." }</li>
                </ul>
                <h2 id="captn-turn">{ "A turn" }</h2>
                <ul>
                    <li>{ "You may move your ship once, anywhere onto a free lane that crosses no ship, or leave it." }</li>
                    <li>{ "You must move your captain if he can: he goes from island to island along ships (anybody's), may pass islands with other captains, and stops on an empty island of your choice. Once a turn." }</li>
                    <li>{ "Ship and captain in either order. You may even move your ship so that your captain can go nowhere: he then stays (illustrations 3a, 3b, 4b)." }</li>
                    <li>{ "Never touch the others' pieces." }</li>
                </ul>
                <h2 id="captn-treasure">{ "Finding a treasure" }</h2>
                <p>{ "When your captain stops on the island of your card, the card goes face up on your pile (the others see only its top and how many). If you have not moved your ship yet, you still may. Your right-hand neighbour secretly chooses your next card. The first to lay their 9th card wins (with 2 players, see our decisions: the second plays a last turn)." }</p>
                <h2 id="captn-variant">{ "Easier variant" }</h2>
                <p>{ "Everybody shuffles their own cards into a face-down deck and draws their next treasure from it." }</p>
                <h2 id="captn-device">{ "Several players on one device" }</h2>
                <p>{ "Each turn is a private moment: a curtain asks to pass the device to the player to move, who then plays with their card in sight and their captain's way to the target island drawn. Choosing the neighbour's card is another private moment, where the island may also be tapped on the sea. A card is only ever shown to its player or to whoever chooses it." }</p>
                <h2 id="captn-choices">{ "Our decisions" }</h2>
                <ul>
                    <li>{ "This version's map has 9 islands, 14 lanes (a ring along the coast and lanes across the middle) and three crossings. Games saved before this map are played to their end on the first one, of 20 lanes." }</li>
                    <li>{ "With 2 players, each chooses for the other, by the same rules." }</li>
                    <li>{ "With 2 players, the ending is ours: when the first player lays their 9th card, their turn stops there and the second plays one last turn, so that both have played as many turns. If the second also lays their 9th card in that turn, both share the win; otherwise the first wins. If the second lays their 9th card first, they win at once. Without this last turn, between two strong computer players, the first won 57 games in 100; with it, 51. With 3 and 4 players the game ends the moment a player lays their 9th card, as the rulebook says. Two-player games saved before this decision end as they did." }</li>
                    <li>{ "The first player, drawn at random or picked when the game is set up, starts; play goes in seat order, and a player's right-hand neighbour is the one who plays just before them." }</li>
                </ul>
            </article>
        },
    }
}
