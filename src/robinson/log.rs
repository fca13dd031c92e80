//! The session's log in words: each recorded step with what it did, newest first, in the app's
//! language. Events the FAQ decided name their ruling.

use tablee_rules::Session;
use tablee_rules::robinson::{
    DiscoveryKind, Ending, Phase, Robinson, RobinsonEvent, Ruling, Track, Zone,
};
use yew::prelude::*;

use super::faq::ruling_route;
use super::text::{
    deck_name, en_fr, part_name, phase_name, resources_text, step_name, the_character, the_part,
};
use crate::i18n::{Lang, capitalised, fr_de, list, lowercase, plural};
use crate::route::Route;

/// A discovery token's kind in a sentence: "a helper pawn" / "un pion auxiliaire".
pub fn discovery_kind_text(kind: &DiscoveryKind, l: Lang) -> String {
    match kind {
        DiscoveryKind::BuildHelper => l.t("a helper pawn", "un pion auxiliaire").into(),
        DiscoveryKind::Oil => l.t("the oil", "l'huile").into(),
        DiscoveryKind::Other { name } => en_fr(l, format!("“{name}”"), format!("« {name} »")),
    }
}

/// A track's name as a label: "Morale", "Wounds of the cook" / "Blessures du cuisinier".
pub fn track_name(track: Track, l: Lang) -> String {
    match track {
        Track::Morale => l.t("Morale", "Moral").into(),
        Track::Roof => l.t("Roof", "Toit").into(),
        Track::Palisade => l.t("Palisade", "Palissade").into(),
        Track::Weapon => l.t("Weapon", "Arme").into(),
        Track::Wounds(c) => en_fr(
            l,
            format!("Wounds of {}", the_character(c, l)),
            format!("Blessures {}", fr_de(&the_character(c, l))),
        ),
        Track::Determination(c) => en_fr(
            l,
            format!("Determination of {}", the_character(c, l)),
            format!("Détermination {}", fr_de(&the_character(c, l))),
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
        } => en_fr(
            l,
            format!("Round {round} begins with the event phase"),
            format!("Le tour {round} commence par la phase d'événement"),
        ),
        E::PhaseBegan { phase, .. } => en_fr(
            l,
            format!("The {} phase begins", lowercase(phase_name(*phase, l))),
            format!(
                "La phase {} commence",
                fr_de(&lowercase(phase_name(*phase, l)))
            ),
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
            parts.extend(
                items
                    .iter()
                    .map(|i| en_fr(l, format!("“{i}”"), format!("« {i} »"))),
            );
            if parts.is_empty() {
                l.t(
                    "Nothing was waiting in the future resources",
                    "Rien n'attendait dans les ressources à venir",
                )
                .into()
            } else {
                en_fr(
                    l,
                    format!("Now available: {}", list(l, &parts)),
                    format!("Désormais disponible : {}", list(l, &parts)),
                )
            }
        }
        E::PawnsPlaced {
            step,
            leader,
            pawns,
        } => en_fr(
            l,
            format!(
                "{} leads “{}” with {}",
                capitalised(&who(*leader)),
                step_name(*step, l),
                plural(l, *pawns, "pawn", "pawns", "pion", "pions")
            ),
            format!(
                "{} mène « {} » avec {}",
                capitalised(&who(*leader)),
                step_name(*step, l),
                plural(l, *pawns, "pawn", "pawns", "pion", "pions")
            ),
        ),
        E::Paid { resources } => en_fr(
            l,
            format!("Paid {}", resources_text(resources, l)),
            format!("Payé : {}", resources_text(resources, l)),
        ),
        E::BuildFailed { returned, ruling } => en_fr(
            l,
            format!(
                "The build failed: {} stays available{}",
                resources_text(returned, l),
                ruled(ruling, l)
            ),
            format!(
                "La construction échoue : {} reste disponible{}",
                resources_text(returned, l),
                ruled(ruling, l)
            ),
        ),
        E::ShelterBuilt { .. } => l.t("The shelter is built", "L'abri est construit").into(),
        E::LevelsLost {
            roof,
            palisade,
            ruling,
        } => en_fr(
            l,
            format!(
                "Roof {roof} and palisade {palisade} go back to 0{}",
                ruled(ruling, l)
            ),
            format!(
                "Le toit {roof} et la palissade {palisade} retombent à 0{}",
                ruled(ruling, l)
            ),
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
            en_fr(
                l,
                format!("{} raised to {level}{notes}", part_name(*part, l)),
                format!(
                    "{} monte à {level}{notes}",
                    capitalised(&the_part(*part, l))
                ),
            )
        }
        E::ItemBuilt { name } => en_fr(
            l,
            format!("“{name}” is built"),
            format!("« {name} » est construit"),
        ),
        E::GainedFuture { resources } => en_fr(
            l,
            format!(
                "{} waits in the future resources",
                resources_text(resources, l)
            ),
            format!(
                "{} attend dans les ressources à venir",
                resources_text(resources, l)
            ),
        ),
        E::GainedAvailable { resources } => en_fr(
            l,
            format!("Gained {}", resources_text(resources, l)),
            format!("Gagné : {}", resources_text(resources, l)),
        ),
        E::Discarded { resources } => en_fr(
            l,
            format!("Discarded {}", resources_text(resources, l)),
            format!("Défaussé : {}", resources_text(resources, l)),
        ),
        E::Moved {
            resources,
            to: Zone::Future,
        } => en_fr(
            l,
            format!(
                "Set aside with the future resources: {}",
                resources_text(resources, l)
            ),
            format!(
                "Mis de côté avec les ressources à venir : {}",
                resources_text(resources, l)
            ),
        ),
        E::Moved {
            resources,
            to: Zone::Available,
        } => en_fr(
            l,
            format!(
                "Moved to the available resources: {}",
                resources_text(resources, l)
            ),
            format!(
                "Passé dans les ressources disponibles : {}",
                resources_text(resources, l)
            ),
        ),
        E::Wounded {
            who: c,
            count,
            wounds,
        } => en_fr(
            l,
            format!(
                "{} takes {} ({wounds} in all)",
                capitalised(&who(*c)),
                plural(l, *count, "wound", "wounds", "blessure", "blessures")
            ),
            format!(
                "{} subit {} ({wounds} en tout)",
                capitalised(&who(*c)),
                plural(l, *count, "wound", "wounds", "blessure", "blessures")
            ),
        ),
        E::Healed { who: c, wounds } => en_fr(
            l,
            format!("{} heals a wound ({wounds} left)", capitalised(&who(*c))),
            format!(
                "{} soigne une blessure (il en reste {wounds})",
                capitalised(&who(*c))
            ),
        ),
        E::Died { who: c } => en_fr(
            l,
            format!("{} dies", capitalised(&who(*c))),
            format!("{} meurt", capitalised(&who(*c))),
        ),
        E::FridayDied { step, ruling } => en_fr(
            l,
            format!(
                "Friday died during “{}”{}",
                step_name(*step, l),
                ruled(ruling, l)
            ),
            format!(
                "Vendredi est mort pendant « {} »{}",
                step_name(*step, l),
                ruled(ruling, l)
            ),
        ),
        E::BeastBackOnTop { beast, ruling } => en_fr(
            l,
            format!(
                "“{beast}” survives and goes back on top of the hunting deck{}",
                ruled(ruling, l)
            ),
            format!(
                "« {beast} » survit et retourne sur la pioche de chasse{}",
                ruled(ruling, l)
            ),
        ),
        E::Hunted {
            beast,
            weapon_used,
            wounds,
        } => en_fr(
            l,
            format!(
                "Hunted “{beast}” with weapon {weapon_used}: {}",
                plural(l, *wounds, "wound", "wounds", "blessure", "blessures")
            ),
            format!(
                "Chasse de « {beast} » avec l'arme à {weapon_used} : {}",
                plural(l, *wounds, "wound", "wounds", "blessure", "blessures")
            ),
        ),
        E::PistolFired {
            cartridges_left,
            ruling,
        } => en_fr(
            l,
            format!(
                "The pistol fired: +3 weapon for this hunt, {} left{}",
                plural(
                    l,
                    *cartridges_left,
                    "cartridge",
                    "cartridges",
                    "cartouche",
                    "cartouches"
                ),
                ruled(ruling, l)
            ),
            format!(
                "Le pistolet tire : +3 d'arme pour cette chasse, {} {}{}",
                plural(
                    l,
                    *cartridges_left,
                    "cartridge",
                    "cartridges",
                    "cartouche",
                    "cartouches"
                ),
                crate::i18n::plural_word(l, *cartridges_left, "", "", "restante", "restantes"),
                ruled(ruling, l)
            ),
        ),
        E::Rerolled { by, cost } => en_fr(
            l,
            format!(
                "{} rerolls a die for {} determination",
                capitalised(&who(*by)),
                cost
            ),
            format!(
                "{} relance un dé pour {cost} de détermination",
                capitalised(&who(*by))
            ),
        ),
        E::TrackMoved { track, from, to } => {
            format!("{}{} {from} → {to}", track_name(*track, l), l.t(":", " :"))
        }
        E::Explored { space } => en_fr(
            l,
            format!("Space {space} explored"),
            format!("Case {space} explorée"),
        ),
        E::BeastAdded => l
            .t(
                "A beast joins the hunting deck",
                "Une bête rejoint la pioche de chasse",
            )
            .into(),
        E::CrossBuilt { space, crosses } => en_fr(
            l,
            format!(
                "A cross on space {space} ({} in all)",
                plural(l, *crosses, "cross", "crosses", "croix", "croix")
            ),
            format!(
                "Une croix sur la case {space} ({} en tout)",
                plural(l, *crosses, "cross", "crosses", "croix", "croix")
            ),
        ),
        E::Produced {
            produced,
            lost,
            river,
        } => {
            let river = river.map(|r| ruled(&r, l)).unwrap_or_default();
            if lost.is_empty() {
                en_fr(
                    l,
                    format!("Production: {}{river}", resources_text(produced, l)),
                    format!("Production : {}{river}", resources_text(produced, l)),
                )
            } else {
                en_fr(
                    l,
                    format!(
                        "Production: {}, the river takes {}{river}",
                        resources_text(produced, l),
                        resources_text(lost, l)
                    ),
                    format!(
                        "Production : {}, la rivière emporte {}{river}",
                        resources_text(produced, l),
                        resources_text(lost, l)
                    ),
                )
            }
        }
        E::RiverRecorded { ruling } => en_fr(
            l,
            format!(
                "The raging river halves this round's production{}",
                ruled(ruling, l)
            ),
            format!(
                "La rivière furieuse réduit de moitié la production du tour{}",
                ruled(ruling, l)
            ),
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
            en_fr(
                l,
                format!(
                    "The camp moves from space {from} to {to}: roof {roof}, palisade {palisade}{lost}"
                ),
                format!(
                    "Le camp passe de la case {from} à la case {to} : toit {roof}, palissade {palisade}{lost}"
                ),
            )
        }
        E::CampMustMove { from, ruling } => en_fr(
            l,
            format!(
                "Space {from} is turned over: the camp must move to a neighbouring tile{}",
                ruled(ruling, l)
            ),
            format!(
                "La case {from} est retournée : le camp doit gagner une tuile voisine{}",
                ruled(ruling, l)
            ),
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
            en_fr(
                l,
                format!("A black marker on space {space}{stays}{}", ruled(ruling, l)),
                format!(
                    "Un marqueur noir sur la case {space}{stays}{}",
                    ruled(ruling, l)
                ),
            )
        }
        E::TileTurnedOver { space } => en_fr(
            l,
            format!("Space {space} is turned over"),
            format!("La case {space} est retournée"),
        ),
        E::FogSet { space, fog } => match (fog, l) {
            (true, Lang::En) => format!("Fog on space {space}"),
            (true, Lang::Fr) => format!("Brouillard sur la case {space}"),
            (false, Lang::En) => format!("The fog lifts from space {space}"),
            (false, Lang::Fr) => format!("Le brouillard quitte la case {space}"),
        },
        E::Ate { food, unfed } => {
            let hungry: Vec<String> = unfed.iter().map(|&c| who(c)).collect();
            let base = en_fr(
                l,
                format!("Ate {}", resources_text(food, l)),
                format!("Repas : {}", resources_text(food, l)),
            );
            if hungry.is_empty() {
                base
            } else {
                en_fr(
                    l,
                    format!(
                        "{base}; {} {} hungry",
                        list(l, &hungry),
                        plural_go(unfed.len())
                    ),
                    format!(
                        "{base} ; {} {} sans manger",
                        list(l, &hungry),
                        crate::i18n::plural_word(l, unfed.len(), "", "", "reste", "restent")
                    ),
                )
            }
        }
        E::Slept { sheltered } => match sheltered {
            true => l.t("A night under shelter", "Une nuit à l'abri").into(),
            false => l.t("A night without shelter", "Une nuit sans abri").into(),
        },
        E::Spoiled { perishable_food } => en_fr(
            l,
            format!(
                "{} of food {}",
                plural(l, *perishable_food, "unit", "units", "unité", "unités"),
                crate::i18n::plural_word(l, *perishable_food, "rots", "rot", "", "")
            ),
            format!(
                "{} de nourriture {}",
                plural(l, *perishable_food, "unit", "units", "unité", "unités"),
                crate::i18n::plural_word(l, *perishable_food, "", "", "pourrit", "pourrissent")
            ),
        ),
        E::ItemUsed { item } => en_fr(
            l,
            format!("“{item}” used this round"),
            format!("« {item} » utilisé ce tour"),
        ),
        E::DiscoveryDrawn { token, kind } => en_fr(
            l,
            format!(
                "Discovery token {token} drawn: {}",
                discovery_kind_text(kind, l)
            ),
            format!(
                "Jeton découverte {token} pioché : {}",
                discovery_kind_text(kind, l)
            ),
        ),
        E::DiscoveryUsed { token } => en_fr(
            l,
            format!("Discovery token {token} used"),
            format!("Jeton découverte {token} utilisé"),
        ),
        E::PowerUsed { by, cost } => en_fr(
            l,
            format!(
                "{} uses a power for {cost} determination",
                capitalised(&who(*by))
            ),
            format!(
                "{} utilise un pouvoir pour {cost} de détermination",
                capitalised(&who(*by))
            ),
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
            en_fr(
                l,
                format!("{amount} wood on column {column} of the woodpile{done}"),
                format!("{amount} bois sur la colonne {column} du bûcher{done}"),
            )
        }
        E::WoodpileComplete => l
            .t("The woodpile is complete", "Le bûcher est complet")
            .into(),
        E::TotemRevealed {
            space,
            effect,
            ruling,
        } => en_fr(
            l,
            format!(
                "Totem of space {space} revealed: effect {effect}{}",
                ruled(ruling, l)
            ),
            format!(
                "Totem de la case {space} révélé : effet {effect}{}",
                ruled(ruling, l)
            ),
        ),
        E::DeckEmptied { deck } => en_fr(
            l,
            format!("The {} deck is empty", deck_name(*deck, l)),
            format!("La pioche {} est vide", deck_name(*deck, l)),
        ),
        E::CardDrawn { deck } => en_fr(
            l,
            format!("A card drawn from the {} deck", deck_name(*deck, l)),
            format!("Une carte piochée dans la pioche {}", deck_name(*deck, l)),
        ),
        E::InventionsReshuffled { ruling } => en_fr(
            l,
            format!(
                "The invention deck takes its discard back{}",
                ruled(ruling, l)
            ),
            format!(
                "La pioche des inventions reprend sa défausse{}",
                ruled(ruling, l)
            ),
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
        Ending::CastawayDied { who } => en_fr(
            l,
            format!(
                "{} died: the game is lost",
                capitalised(&the_character(*who, l))
            ),
            format!(
                "{} est mort : la partie est perdue",
                capitalised(&the_character(*who, l))
            ),
        ),
        Ending::NoTileForCamp { ruling, space } => en_fr(
            l,
            format!(
                "Space {space} was turned over with no tile around it for the camp: the game is lost{}",
                ruled(ruling, l)
            ),
            format!(
                "La case {space} a été retournée sans tuile voisine pour le camp : la partie est perdue{}",
                ruled(ruling, l)
            ),
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
                                Some(r) => html! { <a class="log-line" href={ruling_route(&r.anchor()).href()} target={Route::link_target()}>{ format!("{line}.") }</a> },
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
        };
        Session::new(setup, 1).expect("a valid setup")
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
