//! The session's log in words: each recorded step with what it did, newest first, in the app's
//! language. Events the FAQ decided name their ruling.

use tablee_rules::Session;
use tablee_rules::robinson::{
    DiscoveryKind, Ending, Phase, Robinson, RobinsonEvent, Ruling, Track, Zone,
};
use yew::prelude::*;

use super::faq_href;
use super::text::{
    deck_name, part_name, phase_name, resources_text, step_name, the_character, the_part,
};
use crate::i18n::{Lang, capitalised, fr_de, list, plural, plural_word, tr};
use crate::route::Route;

/// A discovery token's kind in a sentence: "a helper pawn" / "un pion auxiliaire".
pub fn discovery_kind_text(kind: &DiscoveryKind, l: Lang) -> String {
    match kind {
        DiscoveryKind::BuildHelper => l.t("a helper pawn", "un pion auxiliaire").into(),
        DiscoveryKind::Oil => l.t("the oil", "l'huile").into(),
        DiscoveryKind::Other { name } => tr!(l, "“{0}”", "« {0} »", name),
    }
}

/// A track's name as a label: "Morale", "Wounds of the cook" / "Blessures du cuisinier".
pub fn track_name(track: Track, l: Lang) -> String {
    match track {
        Track::Morale => l.t("Morale", "Moral").into(),
        Track::Roof => l.t("Roof", "Toit").into(),
        Track::Palisade => l.t("Palisade", "Palissade").into(),
        Track::Weapon => l.t("Weapon", "Arme").into(),
        Track::Wounds(c) => tr!(
            l,
            "Wounds of {0}",
            "Blessures {1}",
            the_character(c, l),
            fr_de(&the_character(c, l))
        ),
        Track::Determination(c) => tr!(
            l,
            "Determination of {0}",
            "Détermination {1}",
            the_character(c, l),
            fr_de(&the_character(c, l))
        ),
    }
}

fn ruled(r: &Ruling, l: Lang) -> String {
    format!(" ({} {})", l.t("ruling", "décision"), r.number())
}

fn tokens(n: usize, l: Lang) -> String {
    plural(
        l,
        n,
        "discovery token",
        "discovery tokens",
        "jeton découverte",
        "jetons découverte",
    )
}

/// One sentence for what a step did.
pub fn event_text(event: &RobinsonEvent, l: Lang) -> String {
    use RobinsonEvent as E;
    let who = |c| the_character(c, l);
    match event {
        // The entry's heading names the round and the phase the step ended; the line says what
        // begins (a new round only with its event phase).
        E::PhaseBegan {
            round,
            phase: Phase::Event,
        } => tr!(
            l,
            "Round {0} begins with the event phase",
            "Le tour {0} commence par la phase d'événement",
            round
        ),
        E::PhaseBegan { phase, .. } => tr!(
            l,
            "The {0} phase begins",
            "La phase {1} commence",
            phase_name(*phase, l).to_lowercase(),
            fr_de(&phase_name(*phase, l).to_lowercase())
        ),
        E::FutureArrived {
            resources,
            tokens: t,
            items,
        } => {
            let mut parts = Vec::new();
            if !resources.is_empty() {
                parts.push(resources_text(resources, l));
            }
            if !t.is_empty() {
                parts.push(tokens(t.len(), l));
            }
            parts.extend(items.iter().map(|i| tr!(l, "“{0}”", "« {0} »", i)));
            if parts.is_empty() {
                l.t(
                    "Nothing was waiting in the future resources",
                    "Rien n'attendait dans les ressources à venir",
                )
                .into()
            } else {
                tr!(
                    l,
                    "Now available: {0}",
                    "Désormais disponible : {0}",
                    list(l, &parts)
                )
            }
        }
        E::PawnsPlaced {
            step,
            leader,
            pawns,
        } => tr!(
            l,
            "{0} leads “{1}” with {2}",
            "{0} mène « {1} » avec {2}",
            capitalised(&who(*leader)),
            step_name(*step, l),
            plural(l, *pawns, "pawn", "pawns", "pion", "pions")
        ),
        E::Paid { resources } => tr!(l, "Paid {0}", "Payé : {0}", resources_text(resources, l)),
        E::BuildFailed { returned, ruling } => tr!(
            l,
            "The build failed: {0} stays available{1}",
            "La construction échoue : {0} reste disponible{1}",
            resources_text(returned, l),
            ruled(ruling, l)
        ),
        E::ShelterBuilt { .. } => l.t("The shelter is built", "L'abri est construit").into(),
        E::LevelsLost {
            roof,
            palisade,
            ruling,
        } => tr!(
            l,
            "Roof {0} and palisade {1} go back to 0{2}",
            "Le toit {0} et la palissade {1} retombent à 0{2}",
            roof,
            palisade,
            ruled(ruling, l)
        ),
        E::LevelRaised {
            part,
            level,
            same_round,
            past_printed,
        } => {
            let notes: String = same_round
                .iter()
                .chain(past_printed.iter())
                .map(|r| ruled(r, l))
                .collect();
            tr!(
                l,
                "{0} raised to {1}{2}",
                "{3} monte à {1}{2}",
                part_name(*part, l),
                level,
                notes,
                capitalised(&the_part(*part, l))
            )
        }
        E::ItemBuilt { name } => tr!(l, "“{0}” is built", "« {0} » est construit", name),
        E::GainedFuture { resources } => {
            let text = capitalised(&resources_text(resources, l));
            // "2 nourritures attendent", "1 bois attend": the verb agrees with the count.
            let verb = plural_word(l, resources.total(), "waits", "wait", "attend", "attendent");
            tr!(
                l,
                "{0} {1} in the future resources",
                "{0} {1} dans les ressources à venir",
                text,
                verb
            )
        }
        E::GainedAvailable { resources } => {
            tr!(l, "Gained {0}", "Gagné : {0}", resources_text(resources, l))
        }
        E::Discarded { resources } => tr!(
            l,
            "Discarded {0}",
            "Défaussé : {0}",
            resources_text(resources, l)
        ),
        E::Moved {
            resources,
            to: Zone::Future,
        } => tr!(
            l,
            "Set aside with the future resources: {0}",
            "Mis de côté avec les ressources à venir : {0}",
            resources_text(resources, l)
        ),
        E::Moved {
            resources,
            to: Zone::Available,
        } => tr!(
            l,
            "Moved to the available resources: {0}",
            "Passé dans les ressources disponibles : {0}",
            resources_text(resources, l)
        ),
        E::Wounded {
            who: c,
            count,
            wounds,
        } => tr!(
            l,
            "{0} takes {1} ({2} in all)",
            "{0} subit {1} ({2} en tout)",
            capitalised(&who(*c)),
            plural(l, *count, "wound", "wounds", "blessure", "blessures"),
            wounds
        ),
        E::Healed { who: c, wounds } => tr!(
            l,
            "{0} heals a wound ({1} left)",
            "{0} soigne une blessure (il en reste {1})",
            capitalised(&who(*c)),
            wounds
        ),
        E::Died { who: c } => tr!(l, "{0} dies", "{0} meurt", capitalised(&who(*c))),
        E::FridayDied { step, ruling } => tr!(
            l,
            "Friday died during “{0}”{1}",
            "Vendredi est mort pendant « {0} »{1}",
            step_name(*step, l),
            ruled(ruling, l)
        ),
        E::BeastBackOnTop { beast, ruling } => tr!(
            l,
            "“{0}” survives and goes back on top of the hunting deck{1}",
            "« {0} » survit et retourne sur la pioche de chasse{1}",
            beast,
            ruled(ruling, l)
        ),
        E::Hunted {
            beast,
            weapon_used,
            wounds,
        } => tr!(
            l,
            "Hunted “{0}” with weapon {1}: {2}",
            "Chasse de « {0} » avec l'arme à {1} : {2}",
            beast,
            weapon_used,
            plural(l, *wounds, "wound", "wounds", "blessure", "blessures")
        ),
        E::PistolFired {
            cartridges_left,
            ruling,
        } => tr!(
            l,
            "The pistol fired: +3 weapon for this action, {0} left{1}",
            "Le pistolet tire : +3 d'arme pour cette action, {0} {2}{1}",
            plural(
                l,
                *cartridges_left,
                "cartridge",
                "cartridges",
                "cartouche",
                "cartouches"
            ),
            ruled(ruling, l),
            crate::i18n::plural_word(l, *cartridges_left, "", "", "restante", "restantes")
        ),
        E::Rerolled { by, cost } => tr!(
            l,
            "{0} rerolls a die for {1} determination",
            "{0} relance un dé pour {1} de détermination",
            capitalised(&who(*by)),
            cost
        ),
        E::TrackMoved { track, from, to } => {
            format!("{}{} {from} → {to}", track_name(*track, l), l.t(":", " :"))
        }
        E::Explored { space } => tr!(l, "Space {0} explored", "Case {0} explorée", space),
        E::BeastAdded => l
            .t(
                "A beast joins the hunting deck",
                "Une bête rejoint la pioche de chasse",
            )
            .into(),
        E::CrossBuilt { space, crosses } => tr!(
            l,
            "A cross on space {0} ({1} in all)",
            "Une croix sur la case {0} ({1} en tout)",
            space,
            plural(l, *crosses, "cross", "crosses", "croix", "croix")
        ),
        E::Produced {
            produced,
            lost,
            river,
        } => {
            let river = river.map(|r| ruled(&r, l)).unwrap_or_default();
            if lost.is_empty() {
                tr!(
                    l,
                    "Production: {0}{1}",
                    "Production : {0}{1}",
                    resources_text(produced, l),
                    river
                )
            } else {
                tr!(
                    l,
                    "Production: {0}, the river takes {1}{2}",
                    "Production : {0}, la rivière emporte {1}{2}",
                    resources_text(produced, l),
                    resources_text(lost, l),
                    river
                )
            }
        }
        E::RiverRecorded { ruling } => tr!(
            l,
            "The raging river halves this round's production{0}",
            "La rivière furieuse réduit de moitié la production du tour{0}",
            ruled(ruling, l)
        ),
        E::CampMoved {
            from,
            to,
            roof,
            palisade,
            shelter_lost,
        } => {
            let lost = if *shelter_lost {
                l.t(
                    ", the natural shelter stays behind",
                    ", l'abri naturel reste derrière",
                )
            } else {
                ""
            };
            tr!(
                l,
                "The camp moves from space {0} to {1}: roof {2}, palisade {3}{4}",
                "Le camp passe de la case {0} à la case {1} : toit {2}, palissade {3}{4}",
                from,
                to,
                roof,
                palisade,
                lost
            )
        }
        E::CampMustMove { from, ruling } => tr!(
            l,
            "Space {0} is turned over: the camp must move to a neighbouring tile{1}",
            "La case {0} est retournée : le camp doit gagner une tuile voisine{1}",
            from,
            ruled(ruling, l)
        ),
        E::TileCovered {
            space,
            camp_stays,
            ruling,
        } => {
            let stays = if *camp_stays {
                l.t(", the camp stays", ", le camp reste")
            } else {
                ""
            };
            tr!(
                l,
                "A black marker on space {0}{1}{2}",
                "Un marqueur noir sur la case {0}{1}{2}",
                space,
                stays,
                ruled(ruling, l)
            )
        }
        E::TileTurnedOver { space } => tr!(
            l,
            "Space {0} is turned over",
            "La case {0} est retournée",
            space
        ),
        E::FogSet { space, fog } => match (fog, l) {
            (true, Lang::En) => format!("Fog on space {space}"),
            (true, Lang::Fr) => format!("Brouillard sur la case {space}"),
            (false, Lang::En) => format!("The fog lifts from space {space}"),
            (false, Lang::Fr) => format!("Le brouillard quitte la case {space}"),
        },
        E::Ate { food, unfed } => {
            let hungry: Vec<String> = unfed.iter().map(|&c| who(c)).collect();
            let base = tr!(l, "Ate {0}", "Repas : {0}", resources_text(food, l));
            if hungry.is_empty() {
                base
            } else {
                tr!(
                    l,
                    "{0}; {1} {2} hungry",
                    "{0} ; {1} {3} sans manger",
                    base,
                    list(l, &hungry),
                    plural_go(unfed.len()),
                    crate::i18n::plural_word(l, unfed.len(), "", "", "reste", "restent")
                )
            }
        }
        E::Slept { sheltered } => match sheltered {
            true => l.t("A night under shelter", "Une nuit à l'abri").into(),
            false => l.t("A night without shelter", "Une nuit sans abri").into(),
        },
        E::Spoiled { perishable_food } => tr!(
            l,
            "{0} of food {1}",
            "{0} de nourriture {2}",
            plural(l, *perishable_food, "unit", "units", "unité", "unités"),
            crate::i18n::plural_word(l, *perishable_food, "rots", "rot", "", ""),
            crate::i18n::plural_word(l, *perishable_food, "", "", "pourrit", "pourrissent")
        ),
        E::ItemUsed { item } => tr!(l, "“{0}” used this round", "« {0} » utilisé ce tour", item),
        E::DiscoveryDrawn { token, kind } => tr!(
            l,
            "Discovery token {0} drawn: {1}",
            "Jeton découverte {0} pioché : {1}",
            token,
            discovery_kind_text(kind, l)
        ),
        E::DiscoveryUsed { token } => tr!(
            l,
            "Discovery token {0} used",
            "Jeton découverte {0} utilisé",
            token
        ),
        E::PowerUsed { by, cost } => tr!(
            l,
            "{0} uses a power for {1} determination",
            "{0} utilise un pouvoir pour {1} de détermination",
            capitalised(&who(*by)),
            cost
        ),
        E::WoodStacked {
            column,
            amount,
            completed,
        } => {
            let done = if *completed {
                l.t(", completed", ", complète")
            } else {
                ""
            };
            tr!(
                l,
                "{0} wood on column {1} of the woodpile{2}",
                "{0} bois sur la colonne {1} du bûcher{2}",
                amount,
                column,
                done
            )
        }
        E::WoodpileComplete => l
            .t("The woodpile is complete", "Le bûcher est complet")
            .into(),
        E::TotemRevealed {
            space,
            effect,
            ruling,
        } => tr!(
            l,
            "Totem of space {0} revealed: effect {1}{2}",
            "Totem de la case {0} révélé : effet {1}{2}",
            space,
            effect,
            ruled(ruling, l)
        ),
        E::DeckEmptied { deck } => tr!(
            l,
            "The {0} deck is empty",
            "La pioche {0} est vide",
            deck_name(*deck, l)
        ),
        E::CardDrawn { deck } => tr!(
            l,
            "A card drawn from the {0} deck",
            "Une carte piochée dans la pioche {0}",
            deck_name(*deck, l)
        ),
        E::InventionsReshuffled { ruling } => tr!(
            l,
            "The invention deck takes its discard back{0}",
            "La pioche des inventions reprend sa défausse{0}",
            ruled(ruling, l)
        ),
        E::ThreatDealt { event, success } => match (success, l) {
            (true, Lang::En) => format!("The threat of “{event}” is dealt with"),
            (true, Lang::Fr) => format!("La menace de « {event} » est parée"),
            (false, Lang::En) => format!("The threat of “{event}” was not dealt with"),
            (false, Lang::Fr) => format!("La menace de « {event} » n'est pas parée"),
        },
        E::Over { ending } => ending_text(ending, l),
    }
}

fn plural_go(n: usize) -> &'static str {
    if n == 1 { "goes" } else { "go" }
}

/// The ruling an event applies, if the FAQ decided it: the log links its line to the FAQ.
pub fn event_ruling(event: &RobinsonEvent) -> Option<Ruling> {
    use RobinsonEvent as E;
    match event {
        E::BuildFailed { ruling, .. }
        | E::LevelsLost { ruling, .. }
        | E::FridayDied { ruling, .. }
        | E::BeastBackOnTop { ruling, .. }
        | E::PistolFired { ruling, .. }
        | E::RiverRecorded { ruling }
        | E::CampMustMove { ruling, .. }
        | E::TileCovered { ruling, .. }
        | E::TotemRevealed { ruling, .. }
        | E::InventionsReshuffled { ruling }
        | E::Over {
            ending: Ending::NoTileForCamp { ruling, .. },
        } => Some(*ruling),
        E::LevelRaised {
            same_round,
            past_printed,
            ..
        } => same_round.or(*past_printed),
        E::Produced { river, .. } => *river,
        _ => None,
    }
}

/// How the game ended, as a sentence.
pub fn ending_text(ending: &Ending, l: Lang) -> String {
    match ending {
        Ending::Won => l
            .t(
                "The group met the scenario's goal: the game is won",
                "Le groupe a rempli l'objectif du scénario : la partie est gagnée",
            )
            .into(),
        Ending::Declared => l
            .t(
                "The group ended the game",
                "Le groupe a mis fin à la partie",
            )
            .into(),
        Ending::CastawayDied { who } => tr!(
            l,
            "{0} died: the game is lost",
            "{0} est mort : la partie est perdue",
            capitalised(&the_character(*who, l))
        ),
        Ending::NoTileForCamp { ruling, space } => tr!(
            l,
            "Space {0} was turned over with no tile around it for the camp: the game is lost{1}",
            "La case {0} a été retournée sans tuile voisine pour le camp : la partie est perdue{1}",
            space,
            ruled(ruling, l)
        ),
    }
}

/// One recorded step of the log: where the sheet stood and what the step did.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub round: u16,
    pub phase: Phase,
    /// Each event's sentence, and the ruling it applies.
    pub lines: Vec<(String, Option<Ruling>)>,
}

/// The session's steps in words, newest first. The round and phase are those the step was taken
/// in (a step that begins a phase is shown in the phase it ended).
pub fn entries(session: &Session<Robinson>, l: Lang) -> Vec<LogEntry> {
    let (mut round, mut phase) = (1, Phase::Morale);
    let mut out = Vec::new();
    for index in 0..session.record().turns.len() {
        let events = session.turn_events(index);
        out.push(LogEntry {
            round,
            phase,
            lines: events
                .iter()
                .map(|e| (event_text(e, l), event_ruling(e)))
                .collect(),
        });
        for e in events {
            if let RobinsonEvent::PhaseBegan { round: r, phase: p } = e {
                (round, phase) = (*r, *p);
            }
        }
    }
    out.reverse();
    out
}

/// The log panel: each step a short paragraph, newest first, long enough to scroll on a phone.
pub struct RobinsonLog<'a> {
    pub session: &'a Session<Robinson>,
}

impl RobinsonLog<'_> {
    pub fn view(&self, l: Lang) -> Html {
        let entries = entries(self.session, l);
        html! {
            <section class="robinson-log" aria-label={l.t("Log", "Journal")}>
                <h2>{ l.t("Log", "Journal") }</h2>
                if entries.is_empty() {
                    <p class="help">{ l.t("Nothing recorded yet.", "Rien de noté pour l'instant.") }</p>
                }
                <ol reversed=true class="log-entries">
                    { for entries.iter().map(|e| html! {
                        <li class="log-entry">
                            <span class="log-when">{ format!("{} {} · {}", l.t("Round", "Tour"), e.round, phase_name(e.phase, l)) }</span>
                            { for e.lines.iter().map(|(line, ruling)| match ruling {
                                Some(r) => html! { <a class="log-line" href={faq_href(Some(&r.anchor()), l)} target={Route::link_target()}>{ format!("{line}.") }</a> },
                                None => html! { <span class="log-line">{ format!("{line}.") }</span> },
                            }) }
                        </li>
                    }) }
                </ol>
            </section>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::robinson::{
        Character, CharacterSetup, Resources, RobinsonAction, RobinsonSetup, Scenario, Source,
        TileDecl,
    };

    fn session() -> Session<Robinson> {
        let setup = RobinsonSetup {
            scenario: Scenario::Other { number: 3 },
            characters: vec![CharacterSetup {
                character: Character::Cook,
                life: 10,
            }],
            start: TileDecl::beach(1, vec![2], vec![Source::Food, Source::Wood]),
            woodpile: Vec::new(),
            cartridges: 0,
            edition: tablee_rules::robinson::Edition::CURRENT,
        };
        Session::new(setup, 1).expect("a valid setup")
    }

    #[test]
    fn resources_waiting_agree_with_their_count_in_french() {
        use tablee_rules::robinson::Resource;
        let line = |r: Resources, l| event_text(&RobinsonEvent::GainedFuture { resources: r }, l);
        let food = |n| Resources::of(Resource::PerishableFood, n);
        assert_eq!(
            line(food(2), Lang::Fr),
            "2 nourritures attendent dans les ressources à venir"
        );
        assert_eq!(
            line(food(1), Lang::Fr),
            "1 nourriture attend dans les ressources à venir"
        );
        assert_eq!(
            line(food(2), Lang::En),
            "2 food wait in the future resources"
        );
        assert_eq!(
            line(Resources::of(Resource::Wood, 1), Lang::En),
            "1 wood waits in the future resources"
        );
    }

    #[test]
    fn the_log_shows_each_step_newest_first_with_the_phase_it_was_taken_in() {
        let mut s = session();
        s.play(RobinsonAction::Advance).expect("to production");
        s.play(RobinsonAction::Produce {
            lose: Resources::NONE,
        })
        .expect("production");
        let en = entries(&s, Lang::En);
        assert_eq!(en.len(), 2);
        assert_eq!((en[0].round, en[0].phase), (1, Phase::Production));
        assert_eq!(
            en[0].lines,
            vec![("Production: 1 wood and 1 food".to_string(), None)]
        );
        assert_eq!(en[1].phase, Phase::Morale);
        let fr = entries(&s, Lang::Fr);
        assert_eq!(
            fr[0].lines,
            vec![("Production : 1 bois et 1 nourriture".to_string(), None)]
        );
        assert_eq!(
            fr[1].lines,
            vec![("La phase de production commence".to_string(), None)]
        );
        s.undo(super::super::state::GROUP);
        assert_eq!(
            entries(&s, Lang::En).len(),
            1,
            "an undone step leaves the log"
        );
    }

    #[test]
    fn a_line_the_faq_decided_carries_its_ruling_for_the_link() {
        let mut s = session();
        s.play(RobinsonAction::Advance).expect("to production");
        s.play(RobinsonAction::RagingRiver).expect("the river");
        s.play(RobinsonAction::Produce {
            lose: Resources::of(tablee_rules::robinson::Resource::Wood, 1),
        })
        .expect("production, half lost");
        let en = entries(&s, Lang::En);
        assert_eq!(
            en[0].lines,
            vec![(
                "Production: 1 wood and 1 food, the river takes 1 wood (ruling 10.1)".to_string(),
                Some(Ruling(10, 1))
            )]
        );
        assert_eq!(en[1].lines[0].1, Some(Ruling(10, 1)));
    }
}
