//! The state of the camp sheet screen and the messages that change it (a Yew reducer). The engine
//! decides every ruling: a step is sent to it, and what it refuses is kept to be explained.

use std::rc::Rc;

use tablee_rules::robinson::{
    CharacterSetup, Edition, Robinson, RobinsonAction, RobinsonError, RobinsonSetup, Scenario,
    Source, Step, Terrain, TileDecl,
};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::seats::{PlayerConfig, SeatKind};
use crate::storage::{self, Options, Unit};
use crate::table::Seating;

/// The whole group records as one seat.
pub const GROUP: Seat = Seat(0);

#[derive(Clone, PartialEq)]
pub struct Sheet {
    pub seating: Seating<Robinson>,
    /// Why the last step was refused.
    pub refusal: Option<RobinsonError>,
    /// A save with an illegal step opens read-only, up to the step before it: what was refused.
    pub kept_aside: Option<KeptAside>,
    /// The last step sent stands: the sheet confirms it in words.
    pub recorded: bool,
    /// Another device's sheet, followed live: read here only, never saved here.
    pub followed: bool,
}

/// The illegal step of a session opened read-only: its number, its kind and the engine's reason.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptAside {
    pub error: storage::LoadError,
    pub step: Step,
}

pub enum Msg {
    Act(RobinsonAction),
    Dismiss,
    Undo,
    Redo,
}

/// The group as the save's one seat, named in the language of the one who set it up.
pub fn group(l: Lang) -> Vec<PlayerConfig> {
    vec![PlayerConfig {
        name: l.t("The group", "Le groupe").to_string(),
        colour: 0,
        kind: SeatKind::Human,
    }]
}

impl storage::SavedGame for Robinson {
    const KIND: GameKind = GameKind::Robinson;

    fn refusal(e: &RobinsonError, _: &RobinsonSetup, _: &[PlayerConfig], l: Lang) -> String {
        super::text::error_text(e, l)
    }

    /// The scenario; a session of the companion has no score.
    fn shelf_facts(&self) -> (Options, Option<(Unit, Vec<i64>)>) {
        (options(self.setup()), None)
    }
}

/// The scenario as the shelf names it.
pub fn options(setup: &RobinsonSetup) -> Options {
    Options::Scenario(match setup.scenario {
        Scenario::One => 1,
        Scenario::Two => 2,
        Scenario::Other { number } => number,
    })
}

/// What the new session form gathers, before the engine checks it.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupForm {
    pub scenario: Scenario,
    pub characters: Vec<CharacterSetup>,
    pub terrain: Terrain,
    pub sources: Vec<Source>,
    pub natural_shelter: bool,
    /// The spaces around the starting tile as typed ("2 3 4"), the island's numbering the group
    /// chooses.
    pub neighbours: String,
    /// Scenario 1's woodpile columns as typed ("1 2 3 4 5").
    pub woodpile: String,
    pub cartridges: u8,
}

/// The numbers typed in a field, whatever separates them; what does not read as one is left out.
pub fn numbers(text: &str) -> Vec<u8> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

impl SetupForm {
    /// The setup the engine is asked to accept. The starting tile is space 1 (the sheet's
    /// numbering); unreadable numbers are left out, and the engine names what is wrong.
    pub fn setup(&self) -> RobinsonSetup {
        RobinsonSetup {
            scenario: self.scenario,
            characters: self.characters.clone(),
            start: TileDecl {
                space: 1,
                neighbours: numbers(&self.neighbours),
                terrain: self.terrain,
                sources: self.sources.clone(),
                natural_shelter: self.natural_shelter,
                totem: false,
                beast: false,
            },
            woodpile: numbers(&self.woodpile),
            cartridges: self.cartridges,
            edition: Edition::CURRENT,
        }
    }
}

/// A sheet of a session as it stands, nothing refused or confirmed yet.
impl From<Seating<Robinson>> for Sheet {
    fn from(seating: Seating<Robinson>) -> Sheet {
        Sheet {
            seating,
            refusal: None,
            kept_aside: None,
            recorded: false,
            followed: false,
        }
    }
}

impl Sheet {
    /// Another device's session, followed live from this one: read-only.
    pub fn followed(seating: Seating<Robinson>) -> Sheet {
        Sheet {
            followed: true,
            ..Sheet::from(seating)
        }
    }

    /// Nothing is recorded, undone or redone on a sheet kept aside or followed from elsewhere.
    pub fn read_only(&self) -> bool {
        self.kept_aside.is_some() || self.followed
    }

    /// The saved session `id`; one whose step the engine refuses opens read-only up to it, so
    /// the group sees where it stood and exports the file (it is never overwritten).
    pub fn open(id: &str) -> Result<Sheet, storage::LoadError> {
        match storage::open(id) {
            Ok((players, session)) => Ok(Seating::new(id, players, session).into()),
            Err(error @ storage::LoadError::Refused { at: Some(_), .. }) => {
                let save = storage::parse(&storage::raw(id)?)?;
                let (session, refused) =
                    storage::readable_part::<Robinson>(&save).ok_or_else(|| error.clone())?;
                Ok(Sheet {
                    kept_aside: Some(KeptAside {
                        error,
                        step: refused.step(),
                    }),
                    ..Sheet::from(Seating::new(id, save.players, session))
                })
            }
            Err(error) => Err(error),
        }
    }

    pub fn game(&self) -> &Robinson {
        self.seating.game()
    }
}

impl Reducible for Sheet {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        // A session kept aside or followed from another device is only read: nothing recorded,
        // undone or redone.
        if self.read_only() {
            return self;
        }
        let mut next = (*self).clone();
        match msg {
            Msg::Act(action) => match next.seating.session.play(action) {
                Ok(_) => (next.refusal, next.recorded) = (None, true),
                Err(e) => (next.refusal, next.recorded) = (Some(e), false),
            },
            Msg::Dismiss => (next.refusal, next.recorded) = (None, false),
            Msg::Undo => {
                next.seating.session.undo(GROUP);
                (next.refusal, next.recorded) = (None, false);
            }
            Msg::Redo => {
                next.seating.session.redo();
                (next.refusal, next.recorded) = (None, false);
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::Session;
    use tablee_rules::robinson::{
        Attempt, BuildTarget, Character, Party, Phase, Resources, Ruling, Track,
    };

    fn form() -> SetupForm {
        SetupForm {
            scenario: Scenario::One,
            characters: vec![
                CharacterSetup {
                    character: Character::Cook,
                    life: 13,
                },
                CharacterSetup {
                    character: Character::Explorer,
                    life: 12,
                },
                CharacterSetup {
                    character: Character::Dog,
                    life: 0,
                },
            ],
            terrain: Terrain::Beach,
            sources: vec![Source::Food],
            natural_shelter: false,
            neighbours: "2 3".into(),
            woodpile: "1, 2 3".into(),
            cartridges: 0,
        }
    }

    fn sheet() -> Rc<Sheet> {
        let session = Session::new(form().setup(), 7).expect("the form's setup is accepted");
        Rc::new(Sheet::from(Seating::new("r1", group(Lang::En), session)))
    }

    /// A sheet of round 1 past the morale and production phases, at the actions.
    fn sheet_at_the_actions() -> Rc<Sheet> {
        [
            RobinsonAction::Advance,
            RobinsonAction::Produce {
                lose: Resources::NONE,
            },
            RobinsonAction::Advance,
        ]
        .into_iter()
        .fold(sheet(), |s, a| s.reduce(Msg::Act(a)))
    }

    #[test]
    fn the_form_reads_the_woodpile_and_a_bad_one_is_the_engine_s_to_refuse() {
        assert_eq!(form().setup().woodpile, vec![1, 2, 3]);
        assert_eq!(form().setup().start.neighbours, vec![2, 3]);
        let mut bad = form();
        bad.woodpile = "none".into();
        assert_eq!(
            Session::<Robinson>::new(bad.setup(), 1).err(),
            Some(RobinsonError::WoodpileMismatch)
        );
    }

    #[test]
    fn advancing_goes_through_the_phases_and_undo_redo_come_back() {
        let s = sheet();
        assert_eq!((s.game().round(), s.game().phase()), (1, Phase::Morale));
        let s = s.reduce(Msg::Act(RobinsonAction::Advance));
        assert_eq!(s.game().phase(), Phase::Production);
        assert!(s.refusal.is_none());
        let s = s.reduce(Msg::Undo);
        assert_eq!(s.game().phase(), Phase::Morale);
        let s = s.reduce(Msg::Redo);
        assert_eq!(s.game().phase(), Phase::Production);
    }

    #[test]
    fn a_refused_step_is_kept_with_its_ruling_and_changes_nothing() {
        let mut s = sheet();
        // Production is recorded, then the actions begin.
        s = s.reduce(Msg::Act(RobinsonAction::Advance));
        s = s.reduce(Msg::Act(RobinsonAction::Produce {
            lose: Resources::NONE,
        }));
        s = s.reduce(Msg::Act(RobinsonAction::Advance));
        assert_eq!(s.game().phase(), Phase::Action, "{:?}", s.refusal);
        let before = s.game().clone();
        s = s.reduce(Msg::Act(RobinsonAction::Build {
            attempt: Attempt::sure(Party::alone(Character::Cook, 2)),
            target: BuildTarget::Roof,
            pay: Resources::NONE,
            levels: 1,
        }));
        assert_eq!(
            s.refusal.as_ref().and_then(RobinsonError::ruling),
            Some(Ruling(2, 1))
        );
        assert_eq!(s.game(), &before);
        assert!(!s.recorded, "a refused step is not confirmed");
        s = s.reduce(Msg::Act(RobinsonAction::Adjust {
            track: Track::Morale,
            delta: 1,
        }));
        assert!(s.refusal.is_none());
        assert!(s.recorded, "a step that stands is confirmed");
        assert_eq!(s.game().morale(), before.morale() + 1);
        assert!(
            !s.reduce(Msg::Undo).recorded,
            "an undone step is no longer confirmed"
        );
    }

    #[test]
    fn an_explored_tile_is_gathered_into_future_resources_once_a_round() {
        let mut s = sheet_at_the_actions();
        let tile = TileDecl {
            space: 2,
            neighbours: vec![1],
            terrain: Terrain::Hills,
            sources: vec![Source::Wood],
            natural_shelter: false,
            totem: false,
            beast: false,
        };
        s = s.reduce(Msg::Act(RobinsonAction::Explore {
            attempt: Attempt::sure(Party::alone(Character::Explorer, 2)),
            space: 2,
            tile: Some(tile),
        }));
        assert!(s.refusal.is_none(), "{:?}", s.refusal);
        let gather = |who| RobinsonAction::Gather {
            attempt: Attempt::sure(Party::alone(who, 2)),
            space: 2,
            source: Source::Wood,
            extra: Resources::NONE,
        };
        s = s.reduce(Msg::Act(gather(Character::Cook)));
        assert!(s.refusal.is_none(), "{:?}", s.refusal);
        assert_eq!(s.game().future().wood, 1);
        assert_eq!(s.game().available().wood, 0);
        s = s.reduce(Msg::Act(gather(Character::Cook)));
        assert_eq!(
            s.refusal.as_ref().and_then(RobinsonError::ruling),
            Some(Ruling(1, 1))
        );
    }

    fn envelope(session: &Session<Robinson>) -> storage::SaveFile {
        storage::SaveFile {
            format: storage::FORMAT,
            id: "r1".into(),
            game: GameKind::Robinson,
            updated: 0.0,
            players: group(Lang::Fr),
            over: false,
            record: serde_json::to_value(session.record()).expect("a record is JSON"),
            redo: serde_json::to_value(session.redo_stack()).expect("a redo stack is JSON"),
            sealed: None,
        }
    }

    #[test]
    fn a_session_s_save_is_checked_on_read_and_a_tampered_one_is_refused() {
        let s = sheet()
            .reduce(Msg::Act(RobinsonAction::Advance))
            .reduce(Msg::Act(RobinsonAction::Adjust {
                track: Track::Morale,
                delta: 1,
            }))
            .reduce(Msg::Undo);
        let save = envelope(&s.seating.session);
        let summary = crate::rooms::check(&save).expect("the session's save opens");
        assert_eq!(summary.options, Options::Scenario(1));
        assert_eq!(summary.moves, 1);
        let reopened: Session<Robinson> = storage::session_of(&save).expect("it replays");
        assert_eq!(reopened.game(), s.game());
        assert!(reopened.can_redo(), "the undone step survives the save");

        // A step the engine refuses, slipped into the record, is caught when the save is read.
        let mut tampered = save.clone();
        tampered.record["turns"][0]["action"] = serde_json::json!({
            "Adjust": { "track": "Morale", "delta": 9 }
        });
        assert!(matches!(
            crate::rooms::check(&tampered),
            Err(storage::LoadError::Refused { at: Some(1), .. })
        ));
    }

    #[test]
    fn a_hunt_with_the_pistol_and_no_cartridge_names_ruling_5_2() {
        let mut s = sheet_at_the_actions();
        let hunt = |pistol| RobinsonAction::Hunt {
            party: Party::alone(Character::Cook, 2),
            beast: tablee_rules::robinson::Beast {
                name: "Goat".into(),
                strength: 0,
                weapon_loss: 0,
                food: 2,
                fur: 1,
            },
            pistol,
        };
        s = s.reduce(Msg::Act(hunt(true)));
        assert_eq!(
            s.refusal.as_ref().and_then(RobinsonError::ruling),
            Some(Ruling(5, 2))
        );
        s = s.reduce(Msg::Act(hunt(false)));
        assert!(s.refusal.is_none(), "{:?}", s.refusal);
        assert_eq!(
            (s.game().future().perishable_food, s.game().future().fur),
            (2, 1)
        );
    }

    #[test]
    fn a_session_kept_aside_records_nothing() {
        let kept = Rc::new(Sheet {
            kept_aside: Some(KeptAside {
                error: storage::LoadError::Refused {
                    at: Some(1),
                    en: "No.".into(),
                    fr: "Non.".into(),
                },
                step: Step::Advance,
            }),
            ..(*sheet()).clone()
        });
        let before = kept.seating.session.record().turns.len();
        let after = kept.clone().reduce(Msg::Act(RobinsonAction::Advance));
        assert_eq!(after.seating.session.record().turns.len(), before);
        // The same sheet, not kept aside, records the step.
        let open = sheet().reduce(Msg::Act(RobinsonAction::Advance));
        assert_eq!(open.seating.session.record().turns.len(), before + 1);
    }
}
