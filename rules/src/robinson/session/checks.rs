//! One named check per ruling of the FAQ. Each returns the ruling's own error, carrying the
//! ruling's number and what the sheet needs to explain it; the steps in `session.rs` call them.

use super::{Checked, Robinson};
use crate::robinson::{
    Character, Cover, Deck, DiscoveryToken, Edition, Item, Part, Party, Phase, Reroll, Resource,
    Resources, RobinsonError as E, RobinsonEvent, Ruling, Shelter, Source, Space, Step, Terrain,
    Zone,
};

/// The woodpile after more wood: its columns, the columns completed this round, what happened.
pub(super) struct Stacking {
    pub filled: Vec<u8>,
    pub completed: u8,
    pub events: Vec<RobinsonEvent>,
}

impl Robinson {
    /// 1.1: an event's threat is dealt with once a round.
    pub(super) fn check_threat_once(&self, event: &str) -> Checked<()> {
        if self.this_round.threats.iter().any(|e| e == event) {
            return Err(E::ThreatTwice {
                ruling: Ruling(1, 1),
                event: event.to_string(),
            });
        }
        Ok(())
    }

    /// 1.1: a source gives once a round.
    pub(super) fn check_source_once(&self, space: Space, kind: Source) -> Checked<()> {
        if self.this_round.gathered.contains(&(space, kind)) {
            return Err(E::SourceGatheredThisRound {
                ruling: Ruling(1, 1),
                space,
                kind,
            });
        }
        Ok(())
    }

    /// 1.1: nothing is gathered on the camp's tile, which produces for the group. The first
    /// edition read it as the tile the game began on, wherever the camp went.
    pub(super) fn check_not_camp_tile(&self, space: Space) -> Checked<()> {
        match self.setup.edition {
            Edition::First if space == self.setup.start.space => Err(E::GatherOnStartingCamp {
                ruling: Ruling(1, 1),
                space,
            }),
            Edition::Second if space == self.camp => Err(E::GatherOnCamp {
                ruling: Ruling(1, 1),
                space,
            }),
            _ => Ok(()),
        }
    }

    /// 1.1: an item built this round waits with the future resources and serves nothing yet.
    pub(super) fn check_item_ready(item: &Item) -> Checked<()> {
        if item.waiting {
            return Err(E::ChainedBuild {
                ruling: Ruling(1, 1),
                item: item.name.clone(),
                built_round: item.built_round,
            });
        }
        Ok(())
    }

    /// 1.1: resources gained this round wait; otherwise, the ordinary shortage.
    pub(super) fn check_pay(&self, pay: &Resources) -> Checked<()> {
        for res in Resource::ALL {
            let (needed, available, future) =
                (pay.get(res), self.available.get(res), self.future.get(res));
            if needed > available {
                if u32::from(needed) <= u32::from(available) + u32::from(future) {
                    return Err(E::ResourcesStillFuture {
                        ruling: Ruling(1, 1),
                        resource: res,
                        available,
                        future,
                    });
                }
                return Err(E::NotEnoughResources {
                    resource: res,
                    available,
                    needed,
                });
            }
        }
        Ok(())
    }

    /// 6.2: a discovery token serves once; 1.1: one drawn this round waits.
    pub(super) fn check_token_usable(&self, id: u16) -> Checked<&DiscoveryToken> {
        let token = self
            .tokens
            .iter()
            .find(|t| t.id == id)
            .ok_or(E::NoSuchToken { token: id })?;
        if let Some(round) = token.used {
            return Err(E::DiscoveryAlreadyUsed {
                ruling: Ruling(6, 2),
                token: id,
                round,
            });
        }
        if token.zone == Zone::Future {
            return Err(E::TokenStillFuture {
                ruling: Ruling(1, 1),
                token: id,
            });
        }
        Ok(token)
    }

    /// 6.2: one helper pawn does not join the same action twice.
    pub(super) fn check_helpers_once(&self, party: &Party) -> Checked<()> {
        for (i, &id) in party.helpers.iter().enumerate() {
            if party.helpers.iter().take(i).any(|&earlier| earlier == id) {
                return Err(E::DiscoveryAlreadyUsed {
                    ruling: Ruling(6, 2),
                    token: id,
                    round: self.round,
                });
            }
        }
        Ok(())
    }

    /// 1.1: each pawn takes one action a round, so the same pawns never repeat an action.
    pub(super) fn check_pawns_free(&self, party: &Party) -> Checked<()> {
        for who in Character::ALL {
            let asked = party.pawns_of(who);
            if asked > u32::from(who.pawns()) {
                return Err(E::MorePawnsThanOwned {
                    character: who,
                    pawns: who.pawns(),
                    asked,
                });
            }
            let used = self.pawns_used(who);
            if asked > 0 && u32::from(used) + asked > u32::from(who.pawns()) {
                return Err(E::PawnsAlreadyUsed {
                    ruling: Ruling(1, 1),
                    character: who,
                    pawns: who.pawns(),
                    used,
                });
            }
        }
        Ok(())
    }

    /// 1.1: one action (one pawn pair) pays for one level.
    pub(super) fn check_one_level(levels: u8) -> Checked<()> {
        if levels != 1 {
            return Err(E::OnePairTwoLevels {
                ruling: Ruling(1, 1),
                levels,
            });
        }
        Ok(())
    }

    /// 2.1: a roof or palisade needs a shelter, not one built in this action phase. A natural
    /// shelter on the camp tile is there from the start.
    /// From the second edition, the phase's actions being simultaneous, a shelter built in this
    /// action phase forbids its roof and palisade even on a natural shelter.
    pub(super) fn check_shelter_for(&self, part: Part) -> Checked<()> {
        let built_now = matches!(self.shelter, Shelter::Built { round }
            if round == self.round && self.phase == Phase::Action);
        if self.natural_shelter_at_camp() && !(built_now && self.setup.edition >= Edition::Second) {
            return Ok(());
        }
        match self.shelter {
            Shelter::Built { round } if built_now => Err(E::NeedsEarlierShelter {
                ruling: Ruling(2, 1),
                part,
                built_round: Some(round),
            }),
            Shelter::Built { .. } => Ok(()),
            Shelter::None => Err(E::NeedsEarlierShelter {
                ruling: Ruling(2, 1),
                part,
                built_round: None,
            }),
        }
    }

    /// 2.1 (second edition): the shelter and a roof or palisade are not built in the same action
    /// phase, whichever the group records first.
    pub(super) fn check_no_levels_this_phase(&self) -> Checked<()> {
        if self.setup.edition < Edition::Second || self.phase != Phase::Action {
            return Ok(());
        }
        let raised = [Part::Roof, Part::Palisade]
            .into_iter()
            .find(|p| self.this_round.levels.contains(p));
        match raised {
            Some(part) => Err(E::ShelterAfterLevels {
                ruling: Ruling(2, 1),
                part,
            }),
            None => Ok(()),
        }
    }

    /// 2.2: the camp moves at the start of the night, before any other night step.
    pub(super) fn check_night_start(&self) -> Checked<()> {
        if self.this_round.night.contains(&Step::MoveCamp) {
            return Err(E::CampAlreadyMoved);
        }
        if self.phase != Phase::Night || !self.this_round.night.is_empty() {
            return Err(E::CampMovesAtNightStart {
                ruling: Ruling(2, 2),
                phase: self.phase,
                night_begun: !self.this_round.night.is_empty(),
            });
        }
        Ok(())
    }

    /// 2.4: the group's own shelter may go on a natural shelter, but is built once.
    pub(super) fn check_shelter_not_built(&self) -> Checked<()> {
        if let Shelter::Built { round } = self.shelter {
            return Err(E::ShelterAlreadyBuilt {
                ruling: Ruling(2, 4),
                built_round: round,
            });
        }
        Ok(())
    }

    /// 2.5: while the camp's tile is turned over, the camp's move comes first.
    pub(super) fn check_camp_not_stranded(&self, step: Step) -> Checked<()> {
        match self.must_leave {
            Some(from) if !matches!(step, Step::ForcedMove | Step::EndGame) => {
                Err(E::CampMustMoveFirst {
                    ruling: Ruling(2, 5),
                    from,
                })
            }
            _ => Ok(()),
        }
    }

    /// 2.5: a terrain counts for an invention while an explored tile shows it; one under a black
    /// marker no longer does.
    pub(super) fn check_terrain(&self, terrain: Terrain) -> Checked<()> {
        let shown = |cover: Cover| {
            self.island
                .iter()
                .any(|t| t.decl.terrain == terrain && t.cover == cover)
        };
        if shown(Cover::Explored) {
            Ok(())
        } else if shown(Cover::Unexplored) {
            Err(E::TerrainCovered {
                ruling: Ruling(2, 5),
                terrain,
            })
        } else {
            Err(E::TerrainNotExplored { terrain })
        }
    }

    /// 2.5: the camp leaves a turned-over tile for an adjacent accessible one.
    pub(super) fn check_forced_move(&self, from: Space, to: Space) -> Checked<()> {
        let fits = to != from
            && self.tile(to).is_some_and(|t| t.is_accessible())
            && self.adjacent(from, to);
        if !fits {
            return Err(E::ForcedMoveNotAdjacent {
                ruling: Ruling(2, 5),
                from,
                to,
            });
        }
        Ok(())
    }

    /// 4.1: a reroll power serves only the action its owner leads (and needs dice and
    /// determination).
    pub(super) fn check_rerolls(
        &self,
        party: &Party,
        dice: bool,
        rerolls: &[Reroll],
    ) -> Checked<()> {
        for (i, reroll) in rerolls.iter().enumerate() {
            if !dice {
                return Err(E::NoDiceToReroll);
            }
            if reroll.by != party.leader {
                return Err(E::RerollNotOwnAction {
                    ruling: Ruling(4, 1),
                    by: reroll.by,
                    leader: party.leader,
                    supporting: party.supporters.contains(&reroll.by),
                });
            }
            let has = self.living(reroll.by)?.determination;
            let needs: u32 = rerolls
                .iter()
                .take(i + 1)
                .filter(|o| o.by == reroll.by)
                .map(|o| u32::from(o.cost))
                .sum();
            if u32::from(has) < needs {
                return Err(E::NotEnoughDetermination {
                    character: reroll.by,
                    has,
                    needs: u8::try_from(needs).unwrap_or(u8::MAX),
                });
            }
        }
        Ok(())
    }

    /// 5.1: an item's round effect works once a round (the mast's wood, once a game).
    pub(super) fn check_item_round_effect(&self, item: &Item) -> Checked<()> {
        if item.per_round && item.used_round == Some(self.round) {
            return Err(E::ItemUsedThisRound {
                ruling: Ruling(5, 1),
                item: item.name.clone(),
                round: self.round,
            });
        }
        Ok(())
    }

    /// 5.2: a shot takes a cartridge.
    pub(super) fn check_cartridge(&self, pistol: bool) -> Checked<()> {
        if pistol && self.cartridges == 0 {
            return Err(E::NoCartridgeLeft {
                ruling: Ruling(5, 2),
            });
        }
        Ok(())
    }

    /// 7.1: the next totem revealed applies the next effect of the scenario.
    pub(super) fn check_totem_order(&self, effect: u8) -> Checked<()> {
        let expected = self.totems.saturating_add(1);
        if effect != expected {
            return Err(E::TotemOutOfOrder {
                ruling: Ruling(7, 1),
                expected,
                named: effect,
            });
        }
        Ok(())
    }

    /// 8.1: a beast that killed Friday went back on top: the next hunt meets it.
    pub(super) fn check_beast_on_top(&self, named: &str) -> Checked<()> {
        match &self.beast_on_top {
            Some(top) if top != named => Err(E::BeastBackOnTop {
                ruling: Ruling(8, 1),
                beast: top.clone(),
                named: named.to_string(),
            }),
            _ => Ok(()),
        }
    }

    /// 9.1: the discovery tokens, once exhausted, stay so.
    pub(super) fn check_discovery_tokens_left(&self) -> Checked<()> {
        if self.empty_decks.contains(&Deck::DiscoveryTokens) {
            return Err(E::DiscoveryTokensExhausted {
                ruling: Ruling(9, 1),
            });
        }
        Ok(())
    }

    /// 9.2: an empty deck stays empty, but the invention deck, reshuffled from its discard by the
    /// Carpenter's ability (from the second edition: only while he is alive at the table).
    pub(super) fn check_deck_stays_empty(&self, deck: Deck) -> Checked<()> {
        if !self.empty_decks.contains(&deck) {
            return Ok(());
        }
        if deck != Deck::Invention {
            return Err(E::DeckStaysEmpty {
                ruling: Ruling(9, 2),
                deck,
            });
        }
        let carpenter = self.person(Character::Carpenter).is_some_and(|p| !p.dead);
        if self.setup.edition >= Edition::Second && !carpenter {
            return Err(E::ReshuffleNeedsCarpenter {
                ruling: Ruling(9, 2),
            });
        }
        Ok(())
    }

    /// 10.1: under the raging river the group loses half the production, rounded down, and
    /// chooses which resources.
    pub(super) fn check_river_loss(&self, produced: &Resources, lose: &Resources) -> Checked<()> {
        let must_lose = produced.total() / 2;
        if !produced.covers(lose) || lose.total() != must_lose {
            return Err(E::RiverLossWrong {
                ruling: Ruling(10, 1),
                produced: *produced,
                must_lose,
                chosen: *lose,
            });
        }
        Ok(())
    }

    /// 11.1: wood from the stock goes on before the action phase.
    pub(super) fn check_woodpile_before_actions(&self) -> Checked<()> {
        if !matches!(self.phase, Phase::Event | Phase::Morale | Phase::Production) {
            return Err(E::WoodpileAfterActionsBegan {
                ruling: Ruling(11, 1),
                phase: self.phase,
            });
        }
        Ok(())
    }

    /// 11.1: the mast adds its wood during the actions.
    pub(super) fn check_mast_during_actions(&self) -> Checked<()> {
        if self.phase != Phase::Action {
            return Err(E::MastOnlyDuringActions {
                ruling: Ruling(11, 1),
                phase: self.phase,
            });
        }
        Ok(())
    }

    /// 11.1: the woodpile fills left to right, at most one column completed a round. Returns
    /// what `amount` more wood would make of it.
    pub(super) fn check_woodpile_columns(&self, amount: u8) -> Checked<Stacking> {
        let mut filled = self.woodpile.clone();
        let mut left = amount;
        let mut completed = self.this_round.columns_completed;
        let mut stacked = Vec::new();
        for (i, (&size, have)) in self
            .setup
            .woodpile
            .iter()
            .zip(filled.iter_mut())
            .enumerate()
        {
            if left == 0 {
                break;
            }
            let room = size.saturating_sub(*have);
            if room == 0 {
                continue;
            }
            let put = room.min(left);
            let column = u8::try_from(i + 1).unwrap_or(u8::MAX);
            let done = put == room;
            if done && completed >= 1 {
                return Err(E::WoodpileSecondColumn {
                    ruling: Ruling(11, 1),
                    column,
                });
            }
            *have = have.saturating_add(put);
            left -= put;
            if done {
                completed = completed.saturating_add(1);
            }
            stacked.push(RobinsonEvent::WoodStacked {
                column,
                amount: put,
                completed: done,
            });
        }
        if left > 0 {
            return Err(E::WoodpileFull);
        }
        Ok(Stacking {
            filled,
            completed,
            events: stacked,
        })
    }

    /// 11.2: a cross goes on an explored tile.
    pub(super) fn check_cross_site(&self, space: Space) -> Checked<()> {
        let cover = self.tile(space).map(|t| t.cover);
        if cover != Some(Cover::Explored) {
            return Err(E::CrossOnUnexploredTile {
                ruling: Ruling(11, 2),
                space,
                cover,
            });
        }
        Ok(())
    }

    /// 11.2: with the pawns an exploration there would take, one more with fog.
    pub(super) fn check_cross_pawns(&self, space: Space, dice: bool, given: u32) -> Checked<()> {
        let fog = self.tile(space).is_some_and(|t| t.fog);
        let distance = self.tile_distance(space).ok_or(E::Unreachable { space })?;
        // An exploration's pawns: the camp tile counts as next to the camp.
        let needed = Self::pawns_needed(dice, distance.max(1), fog);
        if given < needed {
            return Err(E::CrossNeedsPawns {
                ruling: Ruling(11, 2),
                needed,
                given,
                fog,
            });
        }
        Ok(())
    }
}
