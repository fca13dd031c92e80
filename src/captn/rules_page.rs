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
                <p>{ "Neuf îles, chacune avec son trésor. Entre deux îles voisines dont les passerelles ont la même couleur se trouve un passage où un bateau peut se poser (chaque passage a aussi son motif de pointillés). Deux passages qui se croisent ne portent jamais deux bateaux à la fois, et il n'y a jamais plus d'un bateau entre deux îles." }</p>
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
                <p>{ "Quand le capitaine s'arrête sur l'île de sa carte, la carte est posée face visible sur sa pile (les autres n'en voient que le dessus et le nombre). S'il n'a pas encore déplacé son bateau, il le peut encore. Son voisin de droite lui choisit en secret sa carte suivante. Le premier à poser sa 9e carte gagne." }</p>
                <h2 id="captn-variant">{ "Variante plus facile" }</h2>
                <p>{ "Chacun mélange ses propres cartes en une pioche face cachée et y tire son trésor suivant." }</p>
                <h2 id="captn-device">{ "À plusieurs sur un seul appareil" }</h2>
                <p>{ "Regarder sa carte et choisir celle du voisin sont des moments privés, derrière un rideau qui demande de passer l'appareil. La mer ne montre l'île visée qu'à son joueur, pendant son moment privé." }</p>
                <h2 id="captn-choices">{ "Nos choix" }</h2>
                <ul>
                    <li>{ "Le plan de cette version compte 9 îles, 20 passages et quelques croisements." }</li>
                    <li>{ "À 2 joueurs, chacun choisit pour l'autre, par les mêmes règles." }</li>
                    <li>{ "Le premier joueur, tiré au sort ou choisi à la création de la partie, commence ; on joue dans l'ordre des joueurs, et le voisin de droite d'un joueur est celui qui joue juste avant lui." }</li>
                </ul>
            </article>
        },
        Lang::En => html! {
            <article class="rules" lang="en">
                <h1>{ "Capt'n Clever — the rules" }</h1>
                <p>{ "Every captain looks for the treasures of the nine islands, in the order their right-hand neighbour secretly sets them. The first to find all nine treasures is the Capt'n Clever." }</p>
                <h2 id="captn-board">{ "The board" }</h2>
                <p>{ "Nine islands, each with its treasure. Between two neighbouring islands whose jetties share a colour lies a lane where a ship may be put (each lane also has its own dash pattern). Two lanes that cross never hold two ships at once, and there is never more than one ship between two islands." }</p>
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
                <p>{ "When your captain stops on the island of your card, the card goes face up on your pile (the others see only its top and how many). If you have not moved your ship yet, you still may. Your right-hand neighbour secretly chooses your next card. The first to lay their 9th card wins." }</p>
                <h2 id="captn-variant">{ "Easier variant" }</h2>
                <p>{ "Everybody shuffles their own cards into a face-down deck and draws their next treasure from it." }</p>
                <h2 id="captn-device">{ "Several players on one device" }</h2>
                <p>{ "Looking at one's card and choosing the neighbour's are private moments, behind a curtain that asks to pass the device. The sea marks the target island only for its player, during their private moment." }</p>
                <h2 id="captn-choices">{ "Our decisions" }</h2>
                <ul>
                    <li>{ "This version's map has 9 islands, 20 lanes and a few crossings." }</li>
                    <li>{ "With 2 players, each chooses for the other, by the same rules." }</li>
                    <li>{ "The first player, drawn at random or picked when the game is set up, starts; play goes in seat order, and a player's right-hand neighbour is the one who plays just before them." }</li>
                </ul>
            </article>
        },
    }
}
