//! The private panels: one's goal card, one's secret ballot, the variant's kept card. Each is built
//! from its owner's own view only and is in the page only during its owner's private moment.

use tablee_rules::drunter::{Card, DrunterView, GoalCard, PhaseView, Tile};
use yew::prelude::*;

use super::board::building_words;
use super::cards::{card_face, goal_card};
use super::text::{card_name, cell_name, error_text, goal_name, path_name, tile_words};
use crate::i18n::{Lang, use_lang};

pub struct GoalPanel {
    pub name: AttrValue,
    pub view: DrunterView,
    pub on_done: Callback<()>,
}

impl GoalPanel {
    pub fn view(&self, l: Lang) -> Html {
        let v = &self.view;
        let heading = if v.goals.len() > 1 && !v.goals_kept {
            l.t("Your two goal cards", "Vos deux cartes objectif")
        } else {
            l.t("Your secret goal", "Votre objectif secret")
        };
        let note = if v.goals.len() > 1 && v.goals_kept {
            l.t(
                "You kept the first card; the second only breaks a tie.",
                "Vous avez gardé la première carte ; la seconde ne départage qu'une égalité.",
            )
        } else if v.goals.len() > 1 {
            l.t(
                "When the first path is finished you keep one of them, in secret.",
                "Quand le premier chemin sera terminé, vous en garderez une, en secret.",
            )
        } else {
            l.t(
                "Keep it to yourself until the end of the game.",
                "Gardez-la pour vous jusqu'à la fin de la partie.",
            )
        };
        let onclick = self.on_done.reform(|_| ());
        html! {
            <section class="private" aria-label={format!("{} — {}", heading, self.name)}>
                <h2>{ format!("{} — {}", heading, self.name) }</h2>
                { for v.goals.iter().map(|g| goal_card(*g, l)) }
                <p class="help">{ note }</p>
                <button class="button primary" {onclick}>{ l.t("Done: hide my card", "C'est vu : cacher ma carte") }</button>
            </section>
        }
    }
}

/// What the vote is about, in words: the tile, where it goes, what it would destroy.
pub fn vote_subject(view: &DrunterView, builder: &str, l: Lang) -> Option<String> {
    let PhaseView::Vote {
        tile,
        path,
        dir,
        toilets,
        ..
    } = &view.phase
    else {
        return None;
    };
    let t = Tile::get(*tile)?;
    let plan = view.town.plan(t, *path, *dir).ok()?;
    let at = toilets
        .iter()
        .map(|p| cell_name(*p))
        .collect::<Vec<_>>()
        .join(", ");
    let mut text = match l {
        Lang::En => format!(
            "{builder} wants to lay a {} on {}; it would cover the toilet at {at}.",
            tile_words(t, l),
            path_name(*path, l)
        ),
        Lang::Fr => format!(
            "{builder} veut poser une {} sur {} ; elle couvrirait les toilettes en {at}.",
            tile_words(t, l),
            path_name(*path, l)
        ),
    };
    if !plan.buildings.is_empty() {
        let lost = plan
            .buildings
            .iter()
            .map(|(_, b)| building_words(*b, l))
            .collect::<Vec<_>>()
            .join(", ");
        text += &format!(
            " {} {lost}.",
            l.t("It would also destroy:", "Elle détruirait aussi :")
        );
    }
    Some(text)
}

#[derive(Properties)]
pub struct VotePanelProps {
    pub name: AttrValue,
    pub builder: AttrValue,
    /// The voter's own view.
    pub view: DrunterView,
    pub on_vote: Callback<Vec<Card>>,
    /// Given to the builder while nobody has voted: take the tile back instead.
    #[prop_or_default]
    pub on_take_back: Option<Callback<()>>,
}

/// The panel draws from the view only the voter's cards and goal, and asks it about the ballot
/// (which hangs on the edition and those cards): the rest of the town never redraws it, and the
/// comparison costs the page no deep equality of the whole view.
impl PartialEq for VotePanelProps {
    fn eq(&self, other: &Self) -> bool {
        let shown = |v: &DrunterView| (v.seat, v.edition, v.goal());
        self.name == other.name
            && self.builder == other.builder
            && self.on_vote == other.on_vote
            && self.on_take_back == other.on_take_back
            && shown(&self.view) == shown(&other.view)
            && self.view.my_cards() == other.view.my_cards()
    }
}

/// The secret ballot: toggle any of one's cards, then vote. The choice lives in this component
/// only, so it leaves the page with it.
#[function_component(VotePanel)]
pub fn vote_panel(props: &VotePanelProps) -> Html {
    let l = use_lang();
    let chosen = use_state(Vec::<Card>::new);
    let v = &props.view;
    let (yes, no): (u32, u32) = chosen.iter().fold((0, 0), |(y, n), c| match c.vote() {
        Some(tablee_rules::drunter::Vote::Yes) => (y + c.votes(), n),
        Some(tablee_rules::drunter::Vote::No) => (y, n + c.votes()),
        None => (y, n),
    });
    let joker = chosen.contains(&Card::Joker);
    let cards = v.my_cards().iter().map(|card| {
        let card = *card;
        let on = chosen.contains(&card);
        let onclick = {
            let chosen = chosen.clone();
            Callback::from(move |_| {
                let mut now = (*chosen).clone();
                if let Some(i) = now.iter().position(|c| *c == card) {
                    now.remove(i);
                } else {
                    now.push(card);
                }
                chosen.set(now);
            })
        };
        html! {
            <li><button class={classes!("card", on.then_some("chosen"))} aria-pressed={on.to_string()} aria-label={card_name(card, l)} {onclick}>
                { card_face(card, l) }
            </button></li>
        }
    });
    let summary = match l {
        Lang::En => format!(
            "Your ballot: {yes} yes, {no} no{}.",
            if joker {
                ", and the joker (2, decided after the reveal)"
            } else {
                ""
            }
        ),
        Lang::Fr => format!(
            "Votre vote : {yes} oui, {no} non{}.",
            if joker {
                ", et le joker (2, décidé après la révélation)"
            } else {
                ""
            }
        ),
    };
    // The engine says whether this ballot would be accepted, and why not.
    let refused = v.ballot_error(&chosen).map(|e| error_text(&e, l));
    let onclick = {
        let chosen = chosen.clone();
        let on_vote = props.on_vote.clone();
        Callback::from(move |_| on_vote.emit((*chosen).clone()))
    };
    let take_back = props.on_take_back.as_ref().map(|cb| {
        let onclick = cb.reform(|_| ());
        html! {
            <p class="take-back">
                { l.t("Nobody has voted yet: you may still take your tile back.", "Personne n'a encore voté : vous pouvez encore reprendre votre tuile.") }
                <button class="button" {onclick}>{ l.t("Take my tile back", "Reprendre ma tuile") }</button>
            </p>
        }
    });
    html! {
        <section class="private" aria-label={format!("{} — {}", l.t("Your secret vote", "Votre vote secret"), props.name)}>
            <h2>{ format!("{} — {}", l.t("Your secret vote", "Votre vote secret"), props.name) }</h2>
            <p>{ vote_subject(v, &props.builder, l).unwrap_or_default() }</p>
            if let Some(g) = v.goal() { { goal_card(g, l) } }
            <p class="help">{ l.t(
                "Play yes cards only, or no cards only (the joker may join either: you turn it after the reveal), or ??? alone to abstain. A tie is a yes. Cards played are lost, except ???.",
                "Jouez des cartes oui seulement, ou des cartes non seulement (le joker peut rejoindre les unes ou les autres : vous le tournez après la révélation), ou ??? seule pour vous abstenir. L'égalité vaut oui. Les cartes jouées sont perdues, sauf ???.") }</p>
            <ul class="cards">{ for cards }</ul>
            <p aria-live="polite">{ summary }</p>
            // An empty choice is explained by the help above, not as a refusal.
            <p class="refusal" aria-live="polite">{ refused.clone().filter(|_| !chosen.is_empty()).unwrap_or_default() }</p>
            <button class="button primary" disabled={refused.is_some()} {onclick}>{ l.t("Vote in secret", "Voter en secret") }</button>
            { for take_back }
        </section>
    }
}

/// The variant: keep one of one's two goal cards.
pub struct KeepPanel {
    pub name: AttrValue,
    pub view: DrunterView,
    pub on_keep: Callback<GoalCard>,
}

impl KeepPanel {
    pub fn view(&self, l: Lang) -> Html {
        let options = self.view.goals.iter().map(|g| {
            let goal = *g;
            let onclick = self.on_keep.reform(move |_| goal);
            html! {
                <li>
                    { goal_card(goal, l) }
                    <button class="button primary" {onclick}>{ format!("{} {}", l.t("Keep", "Garder"), goal_name(goal, l)) }</button>
                </li>
            }
        });
        html! {
            <section class="private" aria-label={format!("{} — {}", l.t("Keep one goal card", "Gardez une carte objectif"), self.name)}>
                <h2>{ format!("{} — {}", l.t("Keep one goal card", "Gardez une carte objectif"), self.name) }</h2>
                <p class="help">{ l.t(
                    "The card you keep scores at the end; the other only breaks a tie.",
                    "La carte gardée compte à la fin ; l'autre ne sert qu'à départager une égalité.") }</p>
                <ul class="goal-choice">{ for options }</ul>
            </section>
        }
    }
}
