use serde::{Deserialize, Serialize};

use super::{
    Attempt, Beast, BuildTarget, Character, Cover, Deck, DiscoveryKind, DiscoveryToken, Edition,
    Ending, Item, MORALE_RANGE, PRINTED_ROOF, PRINTED_WEAPON, Part, Party, Phase, Resource,
    Resources, RobinsonAction, RobinsonError, RobinsonEvent, RobinsonSetup, Ruling, Scenario,
    Shelter, Source, Space, Step, Tile, TileDecl, Track, WoodVia, Zone,
};
use crate::{Game, Seat};

mod checks;

type Events = Vec<RobinsonEvent>;
type Checked<T> = Result<T, RobinsonError>;

/// A character's sheet: wounds, determination, alive or not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Person {
    pub character: Character,
    pub life: u8,
    pub wounds: u8,
    pub determination: u8,
    pub dead: bool,
}

/// What this round has seen so far, for the rulings that count per round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundLog {
    /// Pawns each character placed.
    pub pawns: Vec<(Character, u8)>,
    /// Sources gathered (ruling 1.1).
    pub gathered: Vec<(Space, Source)>,
    /// Events whose threat was dealt with (ruling 1.1).
    pub threats: Vec<String>,
    /// Levels raised (ruling 2.3).
    pub levels: Vec<Part>,
    pub produced: bool,
    /// The raging river weighs on this round's production (ruling 10.1).
    pub river: bool,
    /// Woodpile columns completed (ruling 11.1).
    pub columns_completed: u8,
    /// The night's steps so far, in order (ruling 2.2).
    pub night: Vec<Step>,
}

/// A Robinson Crusoe game as the companion tracks it. It deals nothing: every step is what the
/// group did at the table, checked against the FAQ's rulings. Nothing is secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Robinson {
    setup: RobinsonSetup,
    seed: u64,
    round: u16,
    phase: Phase,
    morale: i8,
    people: Vec<Person>,
    available: Resources,
    future: Resources,
    shelter: Shelter,
    roof: u8,
    palisade: u8,
    weapon: u8,
    camp: Space,
    island: Vec<Tile>,
    tokens: Vec<DiscoveryToken>,
    totems: u8,
    cartridges: u8,
    empty_decks: Vec<Deck>,
    /// Wood in each column of scenario 1's woodpile.
    woodpile: Vec<u8>,
    crosses: Vec<Space>,
    items: Vec<Item>,
    /// The beast that went back on top of the hunting deck (ruling 8.1).
    beast_on_top: Option<String>,
    /// The turned-over tile the camp must leave (ruling 2.5).
    must_leave: Option<Space>,
    this_round: RoundLog,
    ending: Option<Ending>,
}

fn r(a: u8, b: u8) -> Ruling {
    Ruling(a, b)
}

impl Robinson {
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn round(&self) -> u16 {
        self.round
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn morale(&self) -> i8 {
        self.morale
    }
    pub fn people(&self) -> &[Person] {
        &self.people
    }
    pub fn person(&self, who: Character) -> Option<&Person> {
        self.people.iter().find(|p| p.character == who)
    }
    pub fn available(&self) -> Resources {
        self.available
    }
    pub fn future(&self) -> Resources {
        self.future
    }
    pub fn shelter(&self) -> Shelter {
        self.shelter
    }
    pub fn roof(&self) -> u8 {
        self.roof
    }
    pub fn palisade(&self) -> u8 {
        self.palisade
    }
    pub fn weapon(&self) -> u8 {
        self.weapon
    }
    pub fn camp(&self) -> Space {
        self.camp
    }
    pub fn island(&self) -> &[Tile] {
        &self.island
    }
    pub fn tile(&self, space: Space) -> Option<&Tile> {
        self.island.iter().find(|t| t.space() == space)
    }
    pub fn tokens(&self) -> &[DiscoveryToken] {
        &self.tokens
    }
    pub fn totems(&self) -> u8 {
        self.totems
    }
    pub fn cartridges(&self) -> u8 {
        self.cartridges
    }
    pub fn empty_decks(&self) -> &[Deck] {
        &self.empty_decks
    }
    pub fn woodpile(&self) -> &[u8] {
        &self.woodpile
    }
    pub fn crosses(&self) -> &[Space] {
        &self.crosses
    }
    pub fn items(&self) -> &[Item] {
        &self.items
    }
    pub fn beast_on_top(&self) -> Option<&str> {
        self.beast_on_top.as_deref()
    }
    pub fn must_leave(&self) -> Option<Space> {
        self.must_leave
    }
    pub fn this_round(&self) -> &RoundLog {
        &self.this_round
    }
    pub fn ending(&self) -> Option<&Ending> {
        self.ending.as_ref()
    }

    /// Whether the camp has a shelter tonight: built, or natural on its tile.
    pub fn sheltered(&self) -> bool {
        matches!(self.shelter, Shelter::Built { .. }) || self.natural_shelter_at_camp()
    }

    fn natural_shelter_at_camp(&self) -> bool {
        self.tile(self.camp)
            .is_some_and(|t| t.decl.natural_shelter && t.is_accessible())
    }

    /// What `action` would do, or the rule it breaks; nothing changes.
    pub fn check(&self, action: &RobinsonAction) -> Result<Events, RobinsonError> {
        self.clone().step(action)
    }

    pub fn is_legal(&self, action: &RobinsonAction) -> bool {
        self.check(action).is_ok()
    }

    // Geometry of the declared island.

    fn adjacent(&self, a: Space, b: Space) -> bool {
        let lists =
            |x: Space, y: Space| self.tile(x).is_some_and(|t| t.decl.neighbours.contains(&y));
        a != b && (lists(a, b) || lists(b, a))
    }

    /// Each accessible tile reached from the camp by a path of accessible tiles, and its distance.
    fn distances(&self) -> Vec<(Space, u32)> {
        let mut found = vec![(self.camp, 0u32)];
        let mut i = 0;
        while let Some(&(here, d)) = found.get(i) {
            i += 1;
            for t in &self.island {
                let s = t.space();
                if t.is_accessible()
                    && self.adjacent(here, s)
                    && !found.iter().any(|(x, _)| *x == s)
                {
                    found.push((s, d + 1));
                }
            }
        }
        found
    }

    fn tile_distance(&self, space: Space) -> Option<u32> {
        self.distances()
            .into_iter()
            .find(|(s, _)| *s == space)
            .map(|(_, d)| d)
    }

    /// An unexplored space: one step beyond the nearest tile reached from the camp.
    fn space_distance(&self, space: Space) -> Option<u32> {
        self.distances()
            .into_iter()
            .filter(|(s, _)| self.adjacent(*s, space))
            .map(|(_, d)| d + 1)
            .min()
    }

    /// The pawns an action on a tile at `distance` from the camp takes: one with dice or two for a
    /// sure success, one more per step past the first, one more with fog.
    pub fn pawns_needed(dice: bool, distance: u32, fog: bool) -> u32 {
        (if dice { 1 } else { 2 }) + distance.saturating_sub(1) + u32::from(fog)
    }

    // Checks shared by the actions.

    fn living(&self, who: Character) -> Checked<&Person> {
        let p = self
            .person(who)
            .ok_or(RobinsonError::NotInGame { character: who })?;
        if p.dead {
            return Err(RobinsonError::Dead { character: who });
        }
        Ok(p)
    }

    fn in_phase(&self, step: Step, phases: &[Phase]) -> Checked<()> {
        if phases.contains(&self.phase) {
            Ok(())
        } else {
            Err(RobinsonError::WrongPhase {
                step,
                phase: self.phase,
            })
        }
    }

    fn pawns_used(&self, who: Character) -> u8 {
        self.this_round
            .pawns
            .iter()
            .find(|(c, _)| *c == who)
            .map_or(0, |(_, n)| *n)
    }

    /// Who may take part, with which pawns (ruling 1.1: each pawn serves one action a round).
    fn check_party(&self, party: &Party, step: Step) -> Checked<()> {
        if party.leader == Character::Dog {
            return Err(RobinsonError::DogLeads);
        }
        if !(1..=2).contains(&party.leader_pawns) {
            return Err(RobinsonError::LeaderPawns {
                pawns: party.leader_pawns,
            });
        }
        self.living(party.leader)?;
        for &s in &party.supporters {
            self.living(s)?;
            if s == Character::Dog && !matches!(step, Step::Hunt | Step::Explore) {
                return Err(RobinsonError::DogOnlyHuntsOrExplores);
            }
        }
        for &id in &party.helpers {
            let token = self.check_token_usable(id)?;
            if token.kind != DiscoveryKind::BuildHelper {
                return Err(RobinsonError::NotAHelper { token: id });
            }
            if step != Step::Build {
                return Err(RobinsonError::HelperOnlyBuilds { step });
            }
        }
        self.check_helpers_once(party)?;
        self.check_pawns_free(party)
    }

    fn place_party(&mut self, party: &Party, step: Step) -> Events {
        for who in Character::ALL {
            let asked = u8::try_from(party.pawns_of(who)).unwrap_or(u8::MAX);
            if asked == 0 {
                continue;
            }
            match self.this_round.pawns.iter_mut().find(|(c, _)| *c == who) {
                Some((_, n)) => *n = n.saturating_add(asked),
                None => self.this_round.pawns.push((who, asked)),
            }
        }
        let mut events = vec![RobinsonEvent::PawnsPlaced {
            step,
            leader: party.leader,
            pawns: party.pawns(),
        }];
        for &id in &party.helpers {
            events.extend(self.use_token(id));
        }
        events
    }

    fn use_token(&mut self, id: u16) -> Events {
        let round = self.round;
        match self.tokens.iter_mut().find(|t| t.id == id) {
            Some(t) => {
                t.used = Some(round);
                vec![RobinsonEvent::DiscoveryUsed { token: id }]
            }
            None => Vec::new(),
        }
    }

    fn check_wounds(&self, wounds: &[super::Wound]) -> Checked<()> {
        for w in wounds {
            if w.who == Character::Dog {
                return Err(RobinsonError::DogHasNoSheet);
            }
            self.living(w.who)?;
        }
        Ok(())
    }

    /// Wounds `who`; true if they killed him. A castaway's death ends the game.
    fn wound(&mut self, who: Character, count: u8, events: &mut Events) -> bool {
        if count == 0 {
            return false;
        }
        let Some(p) = self.people.iter_mut().find(|p| p.character == who) else {
            return false;
        };
        if p.dead {
            return false;
        }
        p.wounds = p.wounds.saturating_add(count);
        events.push(RobinsonEvent::Wounded {
            who,
            count,
            wounds: p.wounds,
        });
        if p.wounds < p.life {
            return false;
        }
        p.dead = true;
        events.push(RobinsonEvent::Died { who });
        if who.is_castaway() {
            self.finish(Ending::CastawayDied { who }, events);
        }
        true
    }

    fn finish(&mut self, ending: Ending, events: &mut Events) {
        if self.ending.is_none() {
            self.ending = Some(ending.clone());
            events.push(RobinsonEvent::Over { ending });
        }
    }

    /// Checks an action's party, dice and rerolls, then places the pawns, pays the rerolls and
    /// deals the wounds. What a success yields is the caller's: it still goes to future resources
    /// if Friday died of the wounds (ruling 8.1).
    fn attempt(&mut self, attempt: &Attempt, step: Step) -> Checked<Events> {
        self.check_party(&attempt.party, step)?;
        if !attempt.dice && !attempt.success {
            return Err(RobinsonError::SureActionFailed);
        }
        self.check_rerolls(&attempt.party, attempt.dice, &attempt.rerolls)?;
        self.check_wounds(&attempt.wounds)?;
        Ok(self.resolve(attempt, step))
    }

    fn resolve(&mut self, attempt: &Attempt, step: Step) -> Events {
        let mut events = self.place_party(&attempt.party, step);
        for reroll in &attempt.rerolls {
            if let Some(p) = self.people.iter_mut().find(|p| p.character == reroll.by) {
                p.determination = p.determination.saturating_sub(reroll.cost);
            }
            events.push(RobinsonEvent::Rerolled {
                by: reroll.by,
                cost: reroll.cost,
            });
        }
        for w in &attempt.wounds {
            let died = self.wound(w.who, w.count, &mut events);
            if died && w.who == Character::Friday {
                events.push(RobinsonEvent::FridayDied {
                    step,
                    ruling: r(8, 1),
                });
            }
        }
        events
    }

    fn gain_future(&mut self, gains: Resources, events: &mut Events) {
        if !gains.is_empty() {
            self.future = self.future.plus(&gains);
            events.push(RobinsonEvent::GainedFuture { resources: gains });
        }
    }

    /// A build that costs resources: they must be there; only a success spends them (a failed
    /// build returns them, ruling 3.1).
    fn paid_attempt(&mut self, attempt: &Attempt, step: Step, pay: &Resources) -> Checked<Events> {
        self.check_pay(pay)?;
        let mut events = self.attempt(attempt, step)?;
        if attempt.success {
            self.spend(pay, &mut events);
        } else {
            events.push(RobinsonEvent::BuildFailed {
                returned: *pay,
                ruling: r(3, 1),
            });
        }
        Ok(events)
    }

    fn spend(&mut self, pay: &Resources, events: &mut Events) {
        if let Ok(left) = self.available.minus(pay) {
            self.available = left;
            if !pay.is_empty() {
                events.push(RobinsonEvent::Paid { resources: *pay });
            }
        }
    }

    fn level_mut(&mut self, part: Part) -> &mut u8 {
        match part {
            Part::Roof => &mut self.roof,
            Part::Palisade => &mut self.palisade,
            Part::Weapon => &mut self.weapon,
        }
    }

    fn raise(&mut self, part: Part, events: &mut Events) {
        let level = {
            let l = self.level_mut(part);
            *l = l.saturating_add(1);
            *l
        };
        let printed = if part == Part::Weapon {
            PRINTED_WEAPON
        } else {
            PRINTED_ROOF
        };
        events.push(RobinsonEvent::LevelRaised {
            part,
            level,
            same_round: self.this_round.levels.contains(&part).then_some(r(2, 3)),
            past_printed: (level > printed).then_some(r(2, 6)),
        });
        self.this_round.levels.push(part);
    }

    // The steps.

    fn step(&mut self, action: &RobinsonAction) -> Checked<Events> {
        if self.ending.is_some() {
            return Err(RobinsonError::GameOver);
        }
        self.check_camp_not_stranded(action.step())?;
        use RobinsonAction as A;
        match action {
            A::Build {
                attempt,
                target,
                pay,
                levels,
            } => self.build(attempt, target, pay, *levels),
            A::Gather {
                attempt,
                space,
                source,
                extra,
            } => self.gather(attempt, *space, *source, extra),
            A::Hunt {
                party,
                beast,
                pistol,
            } => self.hunt(party, beast, *pistol),
            A::Explore {
                attempt,
                space,
                tile,
            } => self.explore(attempt, *space, tile.as_ref()),
            A::ArrangeCamp {
                party,
                determination,
                morale,
            } => self.arrange_camp(party, *determination, *morale),
            A::Rest { party } => self.rest(party),
            A::Threat {
                attempt,
                event,
                gains,
                pistol,
            } => self.threat(attempt, event, gains, *pistol),
            A::BuildCross {
                attempt,
                space,
                pay,
            } => self.build_cross(attempt, *space, pay),
            A::RagingRiver => self.raging_river(),
            A::Produce { lose } => self.produce(lose),
            A::MoveCamp { to } => self.move_camp_at_night(*to),
            A::Eat { food, unfed } => self.eat(food, unfed),
            A::Sleep => self.sleep(),
            A::UseItem { item } => self.use_item(item),
            A::UseDiscovery { token } => {
                self.check_token_usable(*token)?;
                Ok(self.use_token(*token))
            }
            A::DrawDiscovery { kind } => self.draw_discovery(kind),
            A::UsePower { by, cost } => self.use_power(*by, *cost),
            A::AddWood { amount, via } => self.add_wood(*amount, via),
            A::RevealTotem { space, effect } => self.reveal_totem(*space, *effect),
            A::CoverTile { space } => self.cover_tile(*space),
            A::TurnOverTile { space } => self.turn_over_tile(*space),
            A::ForcedMove { to } => self.forced_move(*to),
            A::SetFog { space, fog } => {
                let t = self
                    .island
                    .iter_mut()
                    .find(|t| t.space() == *space)
                    .ok_or(RobinsonError::NoSuchTile { space: *space })?;
                if t.fog == *fog {
                    return Err(RobinsonError::Nothing);
                }
                t.fog = *fog;
                Ok(vec![RobinsonEvent::FogSet {
                    space: *space,
                    fog: *fog,
                }])
            }
            A::DeckRanOut { deck } => {
                if self.empty_decks.contains(deck) {
                    return Err(RobinsonError::Nothing);
                }
                self.empty_decks.push(*deck);
                Ok(vec![RobinsonEvent::DeckEmptied { deck: *deck }])
            }
            A::Draw { deck } => self.draw(*deck),
            A::Reshuffle { deck } => self.reshuffle(*deck),
            A::Adjust { track, delta } => self.adjust(*track, *delta),
            A::Gain { zone, resources } => {
                if resources.is_empty() {
                    return Err(RobinsonError::Nothing);
                }
                let mut events = Vec::new();
                match zone {
                    Zone::Future => self.gain_future(*resources, &mut events),
                    Zone::Available => {
                        self.available = self.available.plus(resources);
                        events.push(RobinsonEvent::GainedAvailable {
                            resources: *resources,
                        });
                    }
                }
                Ok(events)
            }
            A::Discard { resources } => {
                if resources.is_empty() {
                    return Err(RobinsonError::Nothing);
                }
                self.check_pay(resources)?;
                if let Ok(left) = self.available.minus(resources) {
                    self.available = left;
                }
                Ok(vec![RobinsonEvent::Discarded {
                    resources: *resources,
                }])
            }
            A::MoveResources { resources, to } => self.move_resources(resources, *to),
            A::Advance => self.advance(),
            A::EndGame { won } => {
                let mut events = Vec::new();
                let ending = if *won { Ending::Won } else { Ending::Declared };
                self.finish(ending, &mut events);
                Ok(events)
            }
        }
    }

    fn build(
        &mut self,
        attempt: &Attempt,
        target: &BuildTarget,
        pay: &Resources,
        levels: u8,
    ) -> Checked<Events> {
        self.in_phase(Step::Build, &[Phase::Action])?;
        Self::check_one_level(levels)?;
        let needed = Self::pawns_needed(attempt.dice, 1, false);
        if attempt.party.pawns() < needed {
            return Err(RobinsonError::TooFewPawns {
                step: Step::Build,
                needed,
                given: attempt.party.pawns(),
            });
        }
        match target {
            BuildTarget::Shelter => {
                self.check_shelter_not_built()?;
                self.check_no_levels_this_phase()?;
            }
            BuildTarget::Roof => self.check_shelter_for(Part::Roof)?,
            BuildTarget::Palisade => self.check_shelter_for(Part::Palisade)?,
            BuildTarget::Weapon => {}
            BuildTarget::Invention {
                name,
                requires,
                terrain,
                ..
            } => {
                if self.items.iter().any(|i| &i.name == name) {
                    return Err(RobinsonError::ItemAlreadyBuilt { item: name.clone() });
                }
                if let Some(terrain) = terrain {
                    self.check_terrain(*terrain)?;
                }
                for need in requires {
                    let item = self
                        .items
                        .iter()
                        .find(|i| &i.name == need)
                        .ok_or(RobinsonError::ItemNotBuilt { item: need.clone() })?;
                    Self::check_item_ready(item)?;
                }
            }
        }
        let mut events = self.paid_attempt(attempt, Step::Build, pay)?;
        if !attempt.success {
            return Ok(events);
        }
        match target {
            BuildTarget::Shelter => {
                self.shelter = Shelter::Built { round: self.round };
                events.push(RobinsonEvent::ShelterBuilt { round: self.round });
                if self.natural_shelter_at_camp() && (self.roof > 0 || self.palisade > 0) {
                    events.push(RobinsonEvent::LevelsLost {
                        roof: self.roof,
                        palisade: self.palisade,
                        ruling: r(2, 4),
                    });
                    self.roof = 0;
                    self.palisade = 0;
                }
            }
            BuildTarget::Roof => self.raise(Part::Roof, &mut events),
            BuildTarget::Palisade => self.raise(Part::Palisade, &mut events),
            BuildTarget::Weapon => self.raise(Part::Weapon, &mut events),
            BuildTarget::Invention {
                name, per_round, ..
            } => {
                self.items.push(Item {
                    name: name.clone(),
                    built_round: self.round,
                    waiting: true,
                    per_round: *per_round,
                    used_round: None,
                });
                events.push(RobinsonEvent::ItemBuilt { name: name.clone() });
            }
        }
        Ok(events)
    }

    fn gather(
        &mut self,
        attempt: &Attempt,
        space: Space,
        source: Source,
        extra: &Resources,
    ) -> Checked<Events> {
        self.in_phase(Step::Gather, &[Phase::Action])?;
        let tile = self
            .tile(space)
            .ok_or(RobinsonError::NoSuchTile { space })?;
        if !tile.is_accessible() {
            return Err(RobinsonError::Inaccessible { space });
        }
        if !tile.decl.sources.contains(&source) {
            return Err(RobinsonError::NoSuchSource {
                space,
                kind: source,
            });
        }
        self.check_not_camp_tile(space)?;
        self.check_source_once(space, source)?;
        let fog = tile.fog;
        let distance = self
            .tile_distance(space)
            .ok_or(RobinsonError::Unreachable { space })?;
        let needed = Self::pawns_needed(attempt.dice, distance, fog);
        if attempt.party.pawns() < needed {
            return Err(RobinsonError::TooFewPawns {
                step: Step::Gather,
                needed,
                given: attempt.party.pawns(),
            });
        }
        let mut events = self.attempt(attempt, Step::Gather)?;
        self.this_round.gathered.push((space, source));
        if attempt.success {
            let gains = Resources::of(source.yields(), 1).plus(extra);
            self.gain_future(gains, &mut events);
        }
        Ok(events)
    }

    fn hunt(&mut self, party: &Party, beast: &Beast, pistol: bool) -> Checked<Events> {
        self.in_phase(Step::Hunt, &[Phase::Action])?;
        self.check_beast_on_top(&beast.name)?;
        if self.beast_on_top.is_none() && self.empty_decks.contains(&Deck::Hunting) {
            return Err(RobinsonError::NoBeast);
        }
        if party.pawns() < 2 {
            return Err(RobinsonError::TooFewPawns {
                step: Step::Hunt,
                needed: 2,
                given: party.pawns(),
            });
        }
        self.check_cartridge(pistol)?;
        self.check_party(party, Step::Hunt)?;
        let mut events = self.place_party(party, Step::Hunt);
        // 1.1 (second edition): the hunt fights with the weapon the phase began with; levels
        // built beside it wait, as the rulebook resolves the hunts before the builds.
        let built_now = self.weapon_built_this_phase();
        let weapon = self.weapon.saturating_sub(built_now);
        let weapon_used = weapon.saturating_add(if pistol { 3 } else { 0 });
        self.fire_pistol(pistol, &mut events);
        let wounds = beast.strength.saturating_sub(weapon_used);
        events.push(RobinsonEvent::Hunted {
            beast: beast.name.clone(),
            weapon_used,
            wounds,
        });
        // The beast's blow lowers the real track, whatever the pistol added (ruling 5.2).
        if beast.weapon_loss > 0 {
            let from = self.weapon;
            self.weapon = weapon
                .saturating_sub(beast.weapon_loss)
                .saturating_add(built_now);
            events.push(RobinsonEvent::TrackMoved {
                track: Track::Weapon,
                from: i16::from(from),
                to: i16::from(self.weapon),
            });
        }
        let died = self.wound(party.leader, wounds, &mut events);
        if died && party.leader == Character::Friday {
            events.push(RobinsonEvent::FridayDied {
                step: Step::Hunt,
                ruling: r(8, 1),
            });
            events.push(RobinsonEvent::BeastBackOnTop {
                beast: beast.name.clone(),
                ruling: r(8, 1),
            });
            self.beast_on_top = Some(beast.name.clone());
            return Ok(events);
        }
        self.beast_on_top = None;
        let gains = Resources {
            perishable_food: beast.food,
            fur: beast.fur,
            ..Resources::NONE
        };
        self.gain_future(gains, &mut events);
        Ok(events)
    }

    fn explore(
        &mut self,
        attempt: &Attempt,
        space: Space,
        tile: Option<&TileDecl>,
    ) -> Checked<Events> {
        self.in_phase(Step::Explore, &[Phase::Action])?;
        if self.tile(space).is_some() {
            return Err(RobinsonError::AlreadyExplored { space });
        }
        let distance = self
            .space_distance(space)
            .ok_or(RobinsonError::Unreachable { space })?;
        let needed = Self::pawns_needed(attempt.dice, distance, false);
        if attempt.party.pawns() < needed {
            return Err(RobinsonError::TooFewPawns {
                step: Step::Explore,
                needed,
                given: attempt.party.pawns(),
            });
        }
        match (attempt.success, tile) {
            (true, None) => return Err(RobinsonError::TileMissing { space }),
            (true, Some(decl)) if decl.space != space => {
                return Err(RobinsonError::TileMissing { space });
            }
            (true, Some(decl)) if decl.neighbours.contains(&space) => {
                return Err(RobinsonError::TileOwnNeighbour { space });
            }
            (false, Some(_)) => return Err(RobinsonError::TileOnFailure),
            _ => {}
        }
        if attempt.success {
            self.check_deck_stays_empty(Deck::IslandTiles)?;
        }
        let mut events = self.attempt(attempt, Step::Explore)?;
        if let (true, Some(decl)) = (attempt.success, tile) {
            self.island.push(Tile {
                decl: decl.clone(),
                cover: Cover::Explored,
                fog: false,
                totem_effect: None,
            });
            events.push(RobinsonEvent::Explored { space });
            if decl.beast {
                self.empty_decks.retain(|d| *d != Deck::Hunting);
                events.push(RobinsonEvent::BeastAdded);
            }
        }
        Ok(events)
    }

    fn arrange_camp(&mut self, party: &Party, determination: u8, morale: i8) -> Checked<Events> {
        self.in_phase(Step::ArrangeCamp, &[Phase::Action])?;
        self.check_party(party, Step::ArrangeCamp)?;
        let mut events = self.place_party(party, Step::ArrangeCamp);
        if let Some(p) = self.people.iter_mut().find(|p| p.character == party.leader) {
            let from = p.determination;
            p.determination = p.determination.saturating_add(determination);
            if determination > 0 {
                events.push(RobinsonEvent::TrackMoved {
                    track: Track::Determination(party.leader),
                    from: i16::from(from),
                    to: i16::from(p.determination),
                });
            }
        }
        let from = self.morale;
        self.morale = self
            .morale
            .saturating_add(morale)
            .clamp(*MORALE_RANGE.start(), *MORALE_RANGE.end());
        if self.morale != from {
            events.push(RobinsonEvent::TrackMoved {
                track: Track::Morale,
                from: i16::from(from),
                to: i16::from(self.morale),
            });
        }
        Ok(events)
    }

    fn rest(&mut self, party: &Party) -> Checked<Events> {
        self.in_phase(Step::Rest, &[Phase::Action])?;
        self.check_party(party, Step::Rest)?;
        let mut events = self.place_party(party, Step::Rest);
        if let Some(p) = self.people.iter_mut().find(|p| p.character == party.leader) {
            if p.wounds > 0 {
                p.wounds -= 1;
                events.push(RobinsonEvent::Healed {
                    who: party.leader,
                    wounds: p.wounds,
                });
            }
        }
        Ok(events)
    }

    /// The weapon levels built in this action phase, which a hunt of the phase does not count
    /// (second edition; the first counted them).
    fn weapon_built_this_phase(&self) -> u8 {
        if self.setup.edition < Edition::Second || self.phase != Phase::Action {
            return 0;
        }
        let built = self
            .this_round
            .levels
            .iter()
            .filter(|&&p| p == Part::Weapon)
            .count();
        u8::try_from(built).unwrap_or(u8::MAX)
    }

    /// 5.2: a shot takes a cartridge for +3 weapon in this one action; the track stays.
    fn fire_pistol(&mut self, pistol: bool, events: &mut Events) {
        if pistol {
            self.cartridges = self.cartridges.saturating_sub(1);
            events.push(RobinsonEvent::PistolFired {
                cartridges_left: self.cartridges,
                ruling: r(5, 2),
            });
        }
    }

    fn threat(
        &mut self,
        attempt: &Attempt,
        event: &str,
        gains: &Resources,
        pistol: bool,
    ) -> Checked<Events> {
        self.in_phase(Step::Threat, &[Phase::Action])?;
        self.check_threat_once(event)?;
        self.check_cartridge(pistol)?;
        let mut events = self.attempt(attempt, Step::Threat)?;
        self.fire_pistol(pistol, &mut events);
        self.this_round.threats.push(event.to_string());
        events.push(RobinsonEvent::ThreatDealt {
            event: event.to_string(),
            success: attempt.success,
        });
        if attempt.success {
            self.gain_future(*gains, &mut events);
        }
        Ok(events)
    }

    fn build_cross(&mut self, attempt: &Attempt, space: Space, pay: &Resources) -> Checked<Events> {
        self.in_phase(Step::BuildCross, &[Phase::Action])?;
        if self.setup.scenario != Scenario::Two {
            return Err(RobinsonError::NoCrosses);
        }
        self.check_cross_site(space)?;
        self.check_cross_pawns(space, attempt.dice, attempt.party.pawns())?;
        let mut events = self.paid_attempt(attempt, Step::BuildCross, pay)?;
        if !attempt.success {
            return Ok(events);
        }
        self.crosses.push(space);
        events.push(RobinsonEvent::CrossBuilt {
            space,
            crosses: u8::try_from(self.crosses.len()).unwrap_or(u8::MAX),
        });
        Ok(events)
    }

    fn raging_river(&mut self) -> Checked<Events> {
        self.in_phase(
            Step::RagingRiver,
            &[Phase::Event, Phase::Morale, Phase::Production],
        )?;
        if self.this_round.produced {
            return Err(RobinsonError::AlreadyProduced);
        }
        if self.this_round.river {
            return Err(RobinsonError::Nothing);
        }
        self.this_round.river = true;
        Ok(vec![RobinsonEvent::RiverRecorded { ruling: r(10, 1) }])
    }

    /// What the camp tile's sources produce.
    pub fn production(&self) -> Resources {
        let mut produced = Resources::NONE;
        if let Some(t) = self.tile(self.camp) {
            for s in &t.decl.sources {
                produced = produced.plus(&Resources::of(s.yields(), 1));
            }
        }
        produced
    }

    fn produce(&mut self, lose: &Resources) -> Checked<Events> {
        self.in_phase(Step::Produce, &[Phase::Production])?;
        if self.this_round.produced {
            return Err(RobinsonError::AlreadyProduced);
        }
        let produced = self.production();
        let river = self.this_round.river;
        if river {
            // Half the production is lost, rounded down, as the FAQ's two examples count it.
            self.check_river_loss(&produced, lose)?;
        } else if !lose.is_empty() {
            return Err(RobinsonError::NoRiver);
        }
        let kept = produced.minus(lose).unwrap_or(Resources::NONE);
        self.available = self.available.plus(&kept);
        self.this_round.produced = true;
        Ok(vec![RobinsonEvent::Produced {
            produced,
            lost: *lose,
            river: river.then_some(r(10, 1)),
        }])
    }

    /// The camp moves to `to` with the rulebook's usual losses: a built shelter goes along and
    /// keeps half its roof and palisade (rounded up); a natural shelter stays behind with both.
    fn relocate(&mut self, to: Space) -> Events {
        let from = self.camp;
        let shelter_lost = self.natural_shelter_at_camp();
        if matches!(self.shelter, Shelter::Built { .. }) {
            self.roof = self.roof.div_ceil(2);
            self.palisade = self.palisade.div_ceil(2);
        } else {
            self.roof = 0;
            self.palisade = 0;
        }
        self.camp = to;
        vec![RobinsonEvent::CampMoved {
            from,
            to,
            roof: self.roof,
            palisade: self.palisade,
            shelter_lost: shelter_lost && !matches!(self.shelter, Shelter::Built { .. }),
        }]
    }

    fn check_destination(&self, to: Space) -> Checked<()> {
        if to == self.camp {
            return Err(RobinsonError::AlreadyThere { space: to });
        }
        let tile = self
            .tile(to)
            .ok_or(RobinsonError::NoSuchTile { space: to })?;
        if !tile.is_accessible() {
            return Err(RobinsonError::Inaccessible { space: to });
        }
        if !self.adjacent(self.camp, to) {
            return Err(RobinsonError::NotAdjacent {
                from: self.camp,
                to,
            });
        }
        Ok(())
    }

    fn move_camp_at_night(&mut self, to: Space) -> Checked<Events> {
        self.check_night_start()?;
        self.check_destination(to)?;
        self.this_round.night.push(Step::MoveCamp);
        Ok(self.relocate(to))
    }

    fn night_step(&self, step: Step) -> Checked<()> {
        self.in_phase(step, &[Phase::Night])?;
        if self.this_round.night.contains(&step) {
            return Err(RobinsonError::NightStepDone { step });
        }
        Ok(())
    }

    fn eat(&mut self, food: &Resources, unfed: &[Character]) -> Checked<Events> {
        self.night_step(Step::Eat)?;
        if food.wood > 0 || food.fur > 0 {
            return Err(RobinsonError::NotFood);
        }
        for (i, &who) in unfed.iter().enumerate() {
            if !who.is_castaway() {
                return Err(RobinsonError::NotInGame { character: who });
            }
            self.living(who)?;
            if unfed.iter().take(i).any(|&w| w == who) {
                return Err(RobinsonError::EatersMismatch {
                    fed: food.food(),
                    unfed: unfed.len() as u32,
                    alive: self.castaways_alive(),
                });
            }
        }
        let alive = self.castaways_alive();
        if food.food() + unfed.len() as u32 != alive {
            return Err(RobinsonError::EatersMismatch {
                fed: food.food(),
                unfed: unfed.len() as u32,
                alive,
            });
        }
        self.check_pay(food)?;
        let mut events = Vec::new();
        self.spend(food, &mut events);
        events.push(RobinsonEvent::Ate {
            food: *food,
            unfed: unfed.to_vec(),
        });
        for &who in unfed {
            self.wound(who, 2, &mut events);
        }
        self.this_round.night.push(Step::Eat);
        Ok(events)
    }

    fn castaways_alive(&self) -> u32 {
        self.people
            .iter()
            .filter(|p| p.character.is_castaway() && !p.dead)
            .count() as u32
    }

    fn sleep(&mut self) -> Checked<Events> {
        self.night_step(Step::Sleep)?;
        let sheltered = self.sheltered();
        let mut events = vec![RobinsonEvent::Slept { sheltered }];
        if !sheltered {
            let castaways: Vec<Character> = self
                .people
                .iter()
                .filter(|p| p.character.is_castaway() && !p.dead)
                .map(|p| p.character)
                .collect();
            for who in castaways {
                self.wound(who, 1, &mut events);
            }
        }
        self.this_round.night.push(Step::Sleep);
        Ok(events)
    }

    fn use_item(&mut self, name: &str) -> Checked<Events> {
        let item =
            self.items
                .iter()
                .find(|i| i.name == name)
                .ok_or(RobinsonError::ItemNotBuilt {
                    item: name.to_string(),
                })?;
        Self::check_item_ready(item)?;
        self.check_item_round_effect(item)?;
        let round = self.round;
        if let Some(item) = self.items.iter_mut().find(|i| i.name == name) {
            item.used_round = Some(round);
        }
        Ok(vec![RobinsonEvent::ItemUsed {
            item: name.to_string(),
        }])
    }

    fn draw_discovery(&mut self, kind: &DiscoveryKind) -> Checked<Events> {
        self.check_discovery_tokens_left()?;
        let id = self
            .tokens
            .iter()
            .map(|t| t.id)
            .max()
            .map_or(1, |m| m.saturating_add(1));
        let zone = if self.phase == Phase::Action {
            Zone::Future
        } else {
            Zone::Available
        };
        self.tokens.push(DiscoveryToken {
            id,
            kind: kind.clone(),
            zone,
            used: None,
        });
        Ok(vec![RobinsonEvent::DiscoveryDrawn {
            token: id,
            kind: kind.clone(),
        }])
    }

    fn use_power(&mut self, by: Character, cost: u8) -> Checked<Events> {
        if by == Character::Dog {
            return Err(RobinsonError::DogHasNoSheet);
        }
        let has = self.living(by)?.determination;
        if has < cost {
            return Err(RobinsonError::NotEnoughDetermination {
                character: by,
                has,
                needs: cost,
            });
        }
        if let Some(p) = self.people.iter_mut().find(|p| p.character == by) {
            p.determination -= cost;
        }
        Ok(vec![RobinsonEvent::PowerUsed { by, cost }])
    }

    /// Resources from one zone to the other. Future resources arrive when the actions end:
    /// during the action phase none comes early (ruling 1.1).
    fn move_resources(&mut self, resources: &Resources, to: Zone) -> Checked<Events> {
        if resources.is_empty() {
            return Err(RobinsonError::Nothing);
        }
        match to {
            Zone::Future => {
                self.available = self.available.minus(resources).map_err(|res| {
                    RobinsonError::NotEnoughResources {
                        resource: res,
                        available: self.available.get(res),
                        needed: resources.get(res),
                    }
                })?;
                self.future = self.future.plus(resources);
            }
            Zone::Available => {
                let left =
                    self.future
                        .minus(resources)
                        .map_err(|res| RobinsonError::NotEnoughFuture {
                            resource: res,
                            future: self.future.get(res),
                            needed: resources.get(res),
                        })?;
                if self.phase == Phase::Action {
                    let res = Resource::ALL
                        .into_iter()
                        .find(|&res| resources.get(res) > 0)
                        .unwrap_or(Resource::Wood);
                    return Err(RobinsonError::ResourcesStillFuture {
                        ruling: r(1, 1),
                        resource: res,
                        available: self.available.get(res),
                        future: self.future.get(res),
                    });
                }
                self.future = left;
                self.available = self.available.plus(resources);
            }
        }
        Ok(vec![RobinsonEvent::Moved {
            resources: *resources,
            to,
        }])
    }

    fn add_wood(&mut self, amount: u8, via: &WoodVia) -> Checked<Events> {
        if self.setup.scenario != Scenario::One || self.woodpile.is_empty() {
            return Err(RobinsonError::NoWoodpile);
        }
        if amount == 0 {
            return Err(RobinsonError::Nothing);
        }
        let stock = Resources::of(Resource::Wood, u16::from(amount));
        match via {
            WoodVia::Stock => {
                self.check_woodpile_before_actions()?;
                self.check_pay(&stock)?;
            }
            WoodVia::Oil { token } => {
                if self.check_token_usable(*token)?.kind != DiscoveryKind::Oil {
                    return Err(RobinsonError::NotOil { token: *token });
                }
            }
            WoodVia::Mast { item } => {
                self.check_mast_during_actions()?;
                let mast = self
                    .items
                    .iter()
                    .find(|i| &i.name == item)
                    .ok_or(RobinsonError::ItemNotBuilt { item: item.clone() })?;
                // The mast's wood is a one-time effect of building it.
                if let Some(round) = mast.used_round {
                    return Err(RobinsonError::ItemUsedThisRound {
                        ruling: r(5, 1),
                        item: item.clone(),
                        round,
                    });
                }
            }
        }
        let stacking = self.check_woodpile_columns(amount)?;
        let mut events = Vec::new();
        match via {
            WoodVia::Stock => self.spend(&stock, &mut events),
            WoodVia::Oil { token } => events.extend(self.use_token(*token)),
            WoodVia::Mast { item } => {
                let round = self.round;
                if let Some(mast) = self.items.iter_mut().find(|i| &i.name == item) {
                    mast.used_round = Some(round);
                }
            }
        }
        self.woodpile = stacking.filled;
        self.this_round.columns_completed = stacking.completed;
        events.extend(stacking.events);
        if self
            .woodpile
            .iter()
            .zip(&self.setup.woodpile)
            .all(|(have, size)| have >= size)
        {
            events.push(RobinsonEvent::WoodpileComplete);
        }
        Ok(events)
    }

    fn reveal_totem(&mut self, space: Space, effect: u8) -> Checked<Events> {
        let tile = self
            .tile(space)
            .ok_or(RobinsonError::NoSuchTile { space })?;
        if !tile.decl.totem {
            return Err(RobinsonError::NoTotem { space });
        }
        if tile.totem_effect.is_some() {
            return Err(RobinsonError::TotemAlreadyRevealed { space });
        }
        self.check_totem_order(effect)?;
        if let Some(tile) = self.island.iter_mut().find(|t| t.space() == space) {
            tile.totem_effect = Some(effect);
        }
        self.totems = effect;
        Ok(vec![RobinsonEvent::TotemRevealed {
            space,
            effect,
            ruling: r(7, 1),
        }])
    }

    fn cover_tile(&mut self, space: Space) -> Checked<Events> {
        let camp = self.camp;
        let tile = self
            .island
            .iter_mut()
            .find(|t| t.space() == space)
            .ok_or(RobinsonError::NoSuchTile { space })?;
        if tile.cover != Cover::Explored {
            return Err(RobinsonError::Nothing);
        }
        tile.cover = Cover::Unexplored;
        Ok(vec![RobinsonEvent::TileCovered {
            space,
            camp_stays: space == camp,
            ruling: r(2, 5),
        }])
    }

    fn turn_over_tile(&mut self, space: Space) -> Checked<Events> {
        let tile = self
            .island
            .iter_mut()
            .find(|t| t.space() == space)
            .ok_or(RobinsonError::NoSuchTile { space })?;
        if tile.cover == Cover::Inaccessible {
            return Err(RobinsonError::Nothing);
        }
        tile.cover = Cover::Inaccessible;
        let mut events = vec![RobinsonEvent::TileTurnedOver { space }];
        if space == self.camp {
            let way_out = self
                .island
                .iter()
                .any(|t| t.is_accessible() && self.adjacent(space, t.space()));
            if way_out {
                self.must_leave = Some(space);
                events.push(RobinsonEvent::CampMustMove {
                    from: space,
                    ruling: r(2, 5),
                });
            } else {
                self.finish(
                    Ending::NoTileForCamp {
                        ruling: r(2, 5),
                        space,
                    },
                    &mut events,
                );
            }
        }
        Ok(events)
    }

    fn forced_move(&mut self, to: Space) -> Checked<Events> {
        let Some(from) = self.must_leave else {
            return Err(RobinsonError::NoForcedMove);
        };
        self.check_forced_move(from, to)?;
        self.must_leave = None;
        Ok(self.relocate(to))
    }

    fn draw(&mut self, deck: Deck) -> Checked<Events> {
        if deck == Deck::DiscoveryTokens {
            return Err(RobinsonError::WrongDraw);
        }
        self.check_deck_stays_empty(deck)?;
        let mut events = Vec::new();
        if self.empty_decks.contains(&deck) {
            // Only the invention deck gets here empty: its discard is shuffled back.
            self.empty_decks.retain(|d| *d != deck);
            events.push(RobinsonEvent::InventionsReshuffled { ruling: r(9, 2) });
        }
        events.push(RobinsonEvent::CardDrawn { deck });
        Ok(events)
    }

    fn reshuffle(&mut self, deck: Deck) -> Checked<Events> {
        if deck == Deck::DiscoveryTokens {
            self.check_discovery_tokens_left()?;
        }
        if !self.empty_decks.contains(&deck) {
            return Err(RobinsonError::DeckNotEmpty { deck });
        }
        self.check_deck_stays_empty(deck)?;
        self.empty_decks.retain(|d| *d != deck);
        Ok(vec![RobinsonEvent::InventionsReshuffled {
            ruling: r(9, 2),
        }])
    }

    fn adjust(&mut self, track: Track, delta: i16) -> Checked<Events> {
        if delta == 0 {
            return Err(RobinsonError::Nothing);
        }
        let level = |v: u8| -> Checked<u8> {
            let to = i32::from(v) + i32::from(delta);
            if to < 0 {
                return Err(RobinsonError::BelowZero);
            }
            u8::try_from(to).map_err(|_| RobinsonError::TrackTooHigh)
        };
        let mut events = Vec::new();
        let (from, to): (i16, i16) = match track {
            Track::Morale => {
                let to = i16::from(self.morale).saturating_add(delta);
                let Ok(to8) = i8::try_from(to) else {
                    return Err(RobinsonError::MoraleOffTrack { morale: to });
                };
                if !MORALE_RANGE.contains(&to8) {
                    return Err(RobinsonError::MoraleOffTrack { morale: to });
                }
                let from = self.morale;
                self.morale = to8;
                (i16::from(from), to)
            }
            Track::Roof | Track::Palisade | Track::Weapon => {
                let part = match track {
                    Track::Roof => Part::Roof,
                    Track::Palisade => Part::Palisade,
                    _ => Part::Weapon,
                };
                if delta > 0 && part != Part::Weapon {
                    self.check_shelter_for(part)?;
                }
                let slot = self.level_mut(part);
                let from = *slot;
                let to = level(from)?;
                *self.level_mut(part) = to;
                (i16::from(from), i16::from(to))
            }
            Track::Wounds(who) | Track::Determination(who) => {
                if who == Character::Dog {
                    return Err(RobinsonError::DogHasNoSheet);
                }
                let p = self.living(who)?;
                let wounds = matches!(track, Track::Wounds(_));
                let from = if wounds { p.wounds } else { p.determination };
                let to = level(from)?;
                if wounds && to > from {
                    events.push(RobinsonEvent::TrackMoved {
                        track,
                        from: i16::from(from),
                        to: i16::from(to),
                    });
                    self.wound(who, to - from, &mut events);
                    return Ok(events);
                }
                if let Some(p) = self.people.iter_mut().find(|p| p.character == who) {
                    if wounds {
                        p.wounds = to;
                    } else {
                        p.determination = to;
                    }
                }
                (i16::from(from), i16::from(to))
            }
        };
        events.push(RobinsonEvent::TrackMoved { track, from, to });
        Ok(events)
    }

    fn advance(&mut self) -> Checked<Events> {
        let mut events = Vec::new();
        match self.phase {
            Phase::Production if !self.this_round.produced => {
                return Err(RobinsonError::ProductionMissing);
            }
            Phase::Action => {
                // The end of the actions: what waited arrives.
                let resources = self.future;
                self.available = self.available.plus(&resources);
                self.future = Resources::NONE;
                let mut tokens = Vec::new();
                for t in &mut self.tokens {
                    if t.zone == Zone::Future {
                        t.zone = Zone::Available;
                        tokens.push(t.id);
                    }
                }
                let mut items = Vec::new();
                for i in &mut self.items {
                    if i.waiting {
                        i.waiting = false;
                        items.push(i.name.clone());
                    }
                }
                events.push(RobinsonEvent::FutureArrived {
                    resources,
                    tokens,
                    items,
                });
            }
            Phase::Night => {
                for step in [Step::Eat, Step::Sleep] {
                    if !self.this_round.night.contains(&step) {
                        return Err(RobinsonError::NightStepMissing { step });
                    }
                }
                let perishable_food = self.available.perishable_food;
                if perishable_food > 0 {
                    self.available.perishable_food = 0;
                    events.push(RobinsonEvent::Spoiled { perishable_food });
                }
                self.round = self.round.saturating_add(1);
                self.this_round = RoundLog::default();
            }
            _ => {}
        }
        self.phase = self.phase.next();
        events.push(RobinsonEvent::PhaseBegan {
            round: self.round,
            phase: self.phase,
        });
        Ok(events)
    }

    /// Common steps of the moment, each checked: what a sheet offers as buttons. Many more steps
    /// are legal (any amount, any card's numbers): [`Robinson::check`] decides those.
    fn offered(&self) -> Vec<RobinsonAction> {
        use RobinsonAction as A;
        let mut offers = vec![A::Advance];
        if let Some(from) = self.must_leave {
            offers.extend(
                self.island
                    .iter()
                    .filter(|t| self.adjacent(from, t.space()))
                    .map(|t| A::ForcedMove { to: t.space() }),
            );
        }
        let leaders: Vec<Character> = self
            .people
            .iter()
            .filter(|p| !p.dead && p.character != Character::Dog)
            .map(|p| p.character)
            .collect();
        match self.phase {
            Phase::Event | Phase::Morale => {
                offers.push(A::Adjust {
                    track: Track::Morale,
                    delta: 1,
                });
                offers.push(A::Adjust {
                    track: Track::Morale,
                    delta: -1,
                });
                offers.push(A::AddWood {
                    amount: 1,
                    via: WoodVia::Stock,
                });
            }
            Phase::Production => {
                let produced = self.production();
                let mut lose = Resources::NONE;
                if self.this_round.river {
                    let mut must = produced.total() / 2;
                    for res in Resource::ALL {
                        let take = u32::from(produced.get(res)).min(must);
                        lose.set(res, u16::try_from(take).unwrap_or(0));
                        must -= take;
                    }
                }
                offers.push(A::Produce { lose });
                offers.push(A::AddWood {
                    amount: 1,
                    via: WoodVia::Stock,
                });
            }
            Phase::Action => {
                for &who in &leaders {
                    offers.push(A::Rest {
                        party: Party::alone(who, 1),
                    });
                    offers.push(A::ArrangeCamp {
                        party: Party::alone(who, 1),
                        determination: 2,
                        morale: 1,
                    });
                    for pawns in [2, 1] {
                        let party = Party::alone(who, pawns);
                        let attempt = if pawns == 2 {
                            Attempt::sure(party.clone())
                        } else {
                            Attempt::rolled(party.clone(), true)
                        };
                        for target in [
                            BuildTarget::Shelter,
                            BuildTarget::Roof,
                            BuildTarget::Palisade,
                            BuildTarget::Weapon,
                        ] {
                            offers.push(A::Build {
                                attempt: attempt.clone(),
                                target,
                                pay: Resources::of(Resource::Wood, 2),
                                levels: 1,
                            });
                        }
                        for t in &self.island {
                            for &source in &t.decl.sources {
                                offers.push(A::Gather {
                                    attempt: attempt.clone(),
                                    space: t.space(),
                                    source,
                                    extra: Resources::NONE,
                                });
                            }
                            if self.setup.scenario == Scenario::Two {
                                offers.push(A::BuildCross {
                                    attempt: attempt.clone(),
                                    space: t.space(),
                                    pay: Resources::NONE,
                                });
                            }
                        }
                        if let Some(space) = self.unexplored_space() {
                            offers.push(A::Explore {
                                attempt: attempt.clone(),
                                space,
                                tile: Some(TileDecl {
                                    space,
                                    neighbours: vec![self.camp],
                                    terrain: super::Terrain::Plains,
                                    sources: vec![Source::Food, Source::Wood],
                                    natural_shelter: false,
                                    totem: false,
                                    beast: false,
                                }),
                            });
                        }
                    }
                }
            }
            Phase::Weather => {
                offers.push(A::Adjust {
                    track: Track::Palisade,
                    delta: -1,
                });
            }
            Phase::Night => {
                let alive = self.castaways_alive();
                let have = u32::from(self.available.perishable_food);
                let fed = alive.min(have);
                let unfed: Vec<Character> = self
                    .people
                    .iter()
                    .filter(|p| p.character.is_castaway() && !p.dead)
                    .map(|p| p.character)
                    .skip(fed as usize)
                    .collect();
                offers.push(A::Eat {
                    food: Resources::of(Resource::PerishableFood, u16::try_from(fed).unwrap_or(0)),
                    unfed,
                });
                offers.push(A::Sleep);
                offers.extend(self.island.iter().map(|t| A::MoveCamp { to: t.space() }));
            }
        }
        offers
    }

    /// A space next to the camp with no tile yet, for the offered explorations.
    fn unexplored_space(&self) -> Option<Space> {
        let camp = self.tile(self.camp)?;
        camp.decl
            .neighbours
            .iter()
            .copied()
            .find(|&s| self.tile(s).is_none())
    }
}

impl Game for Robinson {
    type Setup = RobinsonSetup;
    type Action = RobinsonAction;
    type Event = RobinsonEvent;
    type Error = RobinsonError;
    /// A companion hides nothing: every seat sees the whole sheet.
    type View = Robinson;

    fn new(setup: RobinsonSetup, seed: u64) -> Result<Self, RobinsonError> {
        if let Some(e) = setup.problems().into_iter().next() {
            return Err(e);
        }
        Ok(Robinson {
            seed,
            round: 1,
            // The first round has no event phase.
            phase: Phase::Morale,
            morale: 0,
            people: setup
                .characters
                .iter()
                .map(|c| Person {
                    character: c.character,
                    life: c.life,
                    wounds: 0,
                    determination: 0,
                    dead: false,
                })
                .collect(),
            available: Resources::NONE,
            future: Resources::NONE,
            shelter: Shelter::None,
            roof: 0,
            palisade: 0,
            weapon: 0,
            camp: setup.start.space,
            island: vec![Tile {
                decl: setup.start.clone(),
                cover: Cover::Explored,
                fog: false,
                totem_effect: None,
            }],
            tokens: Vec::new(),
            totems: 0,
            cartridges: setup.cartridges,
            empty_decks: Vec::new(),
            woodpile: vec![0; setup.woodpile.len()],
            crosses: Vec::new(),
            items: Vec::new(),
            beast_on_top: None,
            must_leave: None,
            this_round: RoundLog::default(),
            ending: None,
            setup,
        })
    }

    fn setup(&self) -> &RobinsonSetup {
        &self.setup
    }

    /// The whole group records, as one seat.
    fn to_move(&self) -> Option<Seat> {
        self.ending.is_none().then_some(Seat(0))
    }

    fn legal_actions(&self) -> Vec<RobinsonAction> {
        if self.ending.is_some() {
            return Vec::new();
        }
        self.offered()
            .into_iter()
            .filter(|a| self.is_legal(a))
            .collect()
    }

    fn apply(&mut self, action: &RobinsonAction) -> Result<Events, RobinsonError> {
        let mut next = self.clone();
        let events = next.step(action)?;
        *self = next;
        Ok(events)
    }

    fn view(&self, _seat: Seat) -> Robinson {
        self.clone()
    }

    /// Nothing is hidden from the group: undo may go back over every step.
    fn reveals(_event: &RobinsonEvent) -> bool {
        false
    }
}
