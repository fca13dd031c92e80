//! Who carries out an action, as the group fills it in once for the action it is about to record:
//! the leader and his pawns, the supporters (one pawn each), discovery helper pawns, with or
//! without dice, a reroll and the wounds the dice or a card dealt. A plain value the forms read;
//! the engine decides whether the party may act.

use tablee_rules::robinson::{
    Attempt, Character, DiscoveryKind, Party, Reroll, Robinson, Wound, Zone,
};
use yew::prelude::*;

use super::value_of;
use crate::i18n::{Lang, tr};
use crate::robinson::text::character_name;

#[derive(Clone, Debug, PartialEq)]
pub struct PartyForm {
    /// `None`: the first living character who may lead.
    pub leader: Option<Character>,
    pub leader_pawns: u8,
    /// One entry per supporting pawn (a character named twice gives both his pawns).
    pub supporters: Vec<Character>,
    /// Discovery tokens whose helper pawn joins.
    pub helpers: Vec<u16>,
    pub dice: bool,
    pub success: bool,
    /// Who rerolls a die and the determination it costs (cost 0: no reroll).
    pub reroll: (Option<Character>, u8),
    /// Who the dice or a card wounded, and how many wounds (0: none).
    pub wound: (Option<Character>, u8),
}

impl Default for PartyForm {
    fn default() -> Self {
        PartyForm {
            leader: None,
            leader_pawns: 2,
            supporters: Vec::new(),
            helpers: Vec::new(),
            dice: false,
            success: true,
            reroll: (None, 0),
            wound: (None, 0),
        }
    }
}

/// The living characters who may lead (the dog never does).
pub fn leaders(game: &Robinson) -> Vec<Character> {
    game.people()
        .iter()
        .filter(|p| !p.dead && p.character != Character::Dog)
        .map(|p| p.character)
        .collect()
}

impl PartyForm {
    pub fn leader(&self, game: &Robinson) -> Option<Character> {
        self.leader.or_else(|| leaders(game).first().copied())
    }

    pub fn party(&self, game: &Robinson) -> Option<Party> {
        let leader = self.leader(game)?;
        Some(Party {
            leader,
            leader_pawns: self.leader_pawns(leader),
            supporters: self.supporters.clone(),
            helpers: self.helpers.clone(),
        })
    }

    /// The attempt as declared: without dice an action always succeeds.
    pub fn attempt(&self, game: &Robinson) -> Option<Attempt> {
        let party = self.party(game)?;
        let rerolls = match self.reroll {
            (Some(by), cost) if self.dice => vec![Reroll { by, cost }],
            _ => Vec::new(),
        };
        let wounds = match self.wound {
            (Some(who), count) if count > 0 => vec![Wound { who, count }],
            _ => Vec::new(),
        };
        Some(Attempt {
            party,
            dice: self.dice,
            rerolls,
            success: self.success || !self.dice,
            wounds,
        })
    }

    /// The form once its action stood: the same people, without the wounds, reroll and helper
    /// pawns that action used.
    pub fn spent(&self) -> PartyForm {
        PartyForm {
            helpers: Vec::new(),
            reroll: (None, 0),
            wound: (None, 0),
            ..self.clone()
        }
    }

    /// The leader's pawns as the form shows them: never more than he has (Friday has one).
    pub fn leader_pawns(&self, leader: Character) -> u8 {
        self.leader_pawns.min(leader.pawns())
    }

    /// How many pawns `who` gives as a supporter.
    pub fn support_of(&self, who: Character) -> usize {
        self.supporters.iter().filter(|&&c| c == who).count()
    }

    fn with_support(&self, who: Character, pawns: usize) -> PartyForm {
        let mut next = self.clone();
        next.supporters.retain(|&c| c != who);
        next.supporters.extend(std::iter::repeat_n(who, pawns));
        next
    }
}

/// The "who acts" fields shared by every action form.
pub struct PartyFields<'a> {
    pub game: &'a Robinson,
    pub form: &'a PartyForm,
    pub on_change: Callback<PartyForm>,
}

fn character_select(
    l: Lang,
    label: String,
    choices: &[Character],
    chosen: Option<Character>,
    none: Option<&str>,
    on: Callback<Option<Character>>,
) -> Html {
    let options = choices.to_vec();
    let onchange = Callback::from(move |e: Event| {
        let v = value_of(&e);
        on.emit(options.iter().copied().find(|c| c.to_string() == v));
    });
    html! {
        <label class="field">{ &label }
            <select {onchange} aria-label={label.clone()}>
                if let Some(none) = none { <option value="" selected={chosen.is_none()}>{ none }</option> }
                { for choices.iter().map(|c| html! { <option value={c.to_string()} selected={chosen == Some(*c)}>{ character_name(*c, l) }</option> }) }
            </select></label>
    }
}

fn small_number(label: String, value: u8, max: u8, on: Callback<u8>) -> Html {
    let onchange = Callback::from(move |e: Event| on.emit(value_of(&e).parse().unwrap_or(0)));
    html! {
        <label class="field">{ &label }
            <input type="number" min="0" max={max.to_string()} value={value.to_string()} {onchange} aria-label={label.clone()} /></label>
    }
}

fn toggle(label: &str, on: bool, emit: Callback<bool>) -> Html {
    let onchange = Callback::from(move |e: Event| emit.emit(value_of(&e) == "true"));
    html! {
        <label class="field"><input type="checkbox" checked={on} {onchange} aria-label={label.to_string()} />{ " " }{ label }</label>
    }
}

/// A change of one field: the form with `f` applied is sent up.
fn edit<T: 'static>(
    form: &PartyForm,
    on_change: &Callback<PartyForm>,
    f: impl Fn(&mut PartyForm, T) + 'static,
) -> Callback<T> {
    let (form, on_change) = (form.clone(), on_change.clone());
    Callback::from(move |v: T| {
        let mut next = form.clone();
        f(&mut next, v);
        on_change.emit(next);
    })
}

impl PartyFields<'_> {
    pub fn view(&self, l: Lang) -> Html {
        let (form, game) = (self.form, self.game);
        let leaders = leaders(game);
        let leader = form.leader(game);
        let on_leader = edit(form, &self.on_change, |f, c: Option<Character>| {
            f.leader = c;
            // The leader no longer supports his own action.
            if let Some(c) = c {
                f.supporters.retain(|&s| s != c);
            }
        });
        let on_pawns = edit(form, &self.on_change, |f, n| f.leader_pawns = n);
        let on_dice = edit(form, &self.on_change, |f, b| f.dice = b);
        let on_success = edit(form, &self.on_change, |f, b| f.success = b);
        let living: Vec<Character> = game
            .people()
            .iter()
            .filter(|p| !p.dead)
            .map(|p| p.character)
            .collect();
        let supporters = living
            .iter()
            .copied()
            .filter(|&c| Some(c) != leader)
            .map(|c| {
                let (current, on_change) = (form.clone(), self.on_change.clone());
                let on = Callback::from(move |n: u8| {
                    on_change.emit(current.with_support(c, usize::from(n)))
                });
                // One pawn (Friday, the dog): it goes along or not.
                if c.pawns() == 1 {
                    let label = tr!(l, "{0} supports", "{0} soutient", character_name(c, l));
                    return toggle(
                        &label,
                        form.support_of(c) > 0,
                        on.reform(|b: bool| u8::from(b)),
                    );
                }
                small_number(
                    format!(
                        "{} {}",
                        l.t("Support pawns:", "Pions en soutien :"),
                        character_name(c, l)
                    ),
                    u8::try_from(form.support_of(c)).unwrap_or(u8::MAX),
                    c.pawns(),
                    on,
                )
            });
        let helpers: Vec<u16> = game
            .tokens()
            .iter()
            .filter(|t| {
                t.kind == DiscoveryKind::BuildHelper
                    && t.used.is_none()
                    && t.zone == Zone::Available
            })
            .map(|t| t.id)
            .collect();
        let helper_boxes = helpers.iter().map(|&id| {
            let (current, on_change) = (form.clone(), self.on_change.clone());
            let on = Callback::from(move |b: bool| {
                let mut next = current.clone();
                next.helpers.retain(|&h| h != id);
                if b {
                    next.helpers.push(id);
                }
                on_change.emit(next);
            });
            toggle(
                &format!(
                    "{} {id}",
                    l.t("Helper pawn of token", "Pion auxiliaire du jeton")
                ),
                form.helpers.contains(&id),
                on,
            )
        });
        let sheets: Vec<Character> = living
            .iter()
            .copied()
            .filter(|&c| c != Character::Dog)
            .collect();
        let on_reroll_by = edit(form, &self.on_change, |f, c| f.reroll.0 = c);
        let on_reroll_cost = edit(form, &self.on_change, |f, n| f.reroll.1 = n);
        let on_wound_who = edit(form, &self.on_change, |f, c| f.wound.0 = c);
        let on_wound_count = edit(form, &self.on_change, |f, n| f.wound.1 = n);
        html! {
            <div class="party" role="group" aria-label={l.t("Who acts", "Qui agit")}>
                { character_select(l, l.t("Leader", "Meneur").into(), &leaders, leader, None, on_leader) }
                if let Some(leader) = leader.filter(|c| c.pawns() > 1) {
                    { small_number(l.t("Leader's pawns", "Pions du meneur").into(), form.leader_pawns(leader), leader.pawns(), on_pawns) }
                }
                <details class="party-more">
                    <summary>{ l.t("Supporters and helpers", "Soutiens et auxiliaires") }</summary>
                    { for supporters }
                    { for helper_boxes }
                </details>
                { toggle(l.t("With dice", "Avec les dés"), form.dice, on_dice) }
                if form.dice {
                    { toggle(l.t("Success", "Réussite"), form.success, on_success) }
                    { character_select(l, l.t("Reroll by", "Relance par").into(), &sheets, form.reroll.0, Some(l.t("no reroll", "pas de relance")), on_reroll_by) }
                    if form.reroll.0.is_some() {
                        { small_number(l.t("Determination for the reroll", "Détermination pour la relance").into(), form.reroll.1, 9, on_reroll_cost) }
                    }
                }
                { character_select(l, l.t("Wounded by the dice or a card", "Blessé par les dés ou une carte").into(), &sheets, form.wound.0, Some(l.t("nobody", "personne")), on_wound_who) }
                if form.wound.0.is_some() {
                    { small_number(l.t("Wounds", "Blessures").into(), form.wound.1, 9, on_wound_count) }
                }
            </div>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::Game;
    use tablee_rules::robinson::{
        CharacterSetup, Resources, RobinsonAction, RobinsonError, RobinsonSetup, Ruling, Scenario,
        Source, TileDecl,
    };

    fn game() -> Robinson {
        game_of(&[Character::Cook, Character::Explorer, Character::Dog])
    }

    /// A session of `characters` at its first action phase.
    fn game_of(characters: &[Character]) -> Robinson {
        let setup = RobinsonSetup {
            scenario: Scenario::Other { number: 3 },
            characters: characters
                .iter()
                .copied()
                .map(|character| CharacterSetup {
                    character,
                    life: 10,
                })
                .collect(),
            start: TileDecl::beach(1, vec![2], vec![Source::Food]),
            woodpile: Vec::new(),
            cartridges: 0,
            edition: tablee_rules::robinson::Edition::CURRENT,
        };
        let mut g = Robinson::new(setup, 1).expect("a valid setup");
        for a in [
            RobinsonAction::Advance,
            RobinsonAction::Produce {
                lose: Resources::NONE,
            },
            RobinsonAction::Advance,
        ] {
            g.apply(&a).expect("to the action phase");
        }
        g
    }

    #[test]
    fn friday_leads_with_his_one_pawn_and_the_dog_supports_with_one() {
        let g = game_of(&[Character::Cook, Character::Friday, Character::Dog]);
        // The form's default of two pawns becomes Friday's one when he leads.
        let form = PartyForm {
            leader: Some(Character::Friday),
            ..PartyForm::default()
        }
        .with_support(Character::Dog, 1);
        let party = form.party(&g).expect("Friday leads");
        assert_eq!(party.leader_pawns, 1);
        assert_eq!(party.supporters, vec![Character::Dog]);
        assert_eq!(PartyForm::default().leader_pawns(Character::Cook), 2);
    }

    #[test]
    fn the_party_as_filled_in_is_the_one_the_engine_judges() {
        let g = game();
        let form = PartyForm::default()
            .with_support(Character::Explorer, 2)
            .with_support(Character::Dog, 1);
        assert_eq!(form.support_of(Character::Explorer), 2);
        let form = form.with_support(Character::Explorer, 1);
        let party = form.party(&g).expect("the cook leads by default");
        assert_eq!(party.leader, Character::Cook);
        assert_eq!(party.supporters, vec![Character::Dog, Character::Explorer]);

        // Without dice the reroll is not sent and the action succeeds.
        let sure = PartyForm {
            reroll: (Some(Character::Explorer), 1),
            success: false,
            ..PartyForm::default()
        };
        let attempt = sure.attempt(&g).expect("an attempt");
        assert!(attempt.success && attempt.rerolls.is_empty());

        // With dice, a supporter's reroll goes to the engine, which refuses it under 4.1.
        let rolled = PartyForm {
            leader_pawns: 1,
            supporters: vec![Character::Explorer],
            dice: true,
            reroll: (Some(Character::Explorer), 1),
            wound: (Some(Character::Cook), 1),
            ..PartyForm::default()
        };
        let attempt = rolled.attempt(&g).expect("an attempt");
        assert_eq!(attempt.wounds.len(), 1);
        // Once an action stands, its wounds and reroll are not declared again; its people stay.
        let spent = rolled.spent();
        assert_eq!((spent.wound, spent.reroll), ((None, 0), (None, 0)));
        assert_eq!(spent.supporters, rolled.supporters);
        let rest = g.check(&RobinsonAction::Rest {
            party: attempt.party.clone(),
        });
        assert!(rest.is_ok(), "{rest:?}");
        let threat = RobinsonAction::Threat {
            attempt,
            event: "Storm".into(),
            gains: Resources::NONE,
            pistol: false,
        };
        assert!(matches!(
            g.check(&threat),
            Err(RobinsonError::RerollNotOwnAction {
                ruling: Ruling(4, 1),
                supporting: true,
                ..
            })
        ));
    }
}
