use serde::{Deserialize, Serialize};

use super::{Building, BuildingType, Town};
use crate::Pos;

/// A secret goal card: a building type, or (variant only) one of the four special cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum GoalCard {
    /// Every uncovered building of this type scores its printed value.
    Building(BuildingType),
    /// Every uncovered building of any type scores 1.
    EveryBuilding,
    /// The lowest uncovered value of each type scores (nothing for a type all covered).
    LowestOfEachType,
    /// Every uncovered building worth 3 scores its 3 points.
    AllThrees,
    /// Every uncovered building worth 4 scores its 4 points.
    AllFours,
}

impl std::fmt::Display for GoalCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GoalCard::Building(kind) => write!(f, "Building({kind})"),
            GoalCard::EveryBuilding => f.write_str("EveryBuilding"),
            GoalCard::LowestOfEachType => f.write_str("LowestOfEachType"),
            GoalCard::AllThrees => f.write_str("AllThrees"),
            GoalCard::AllFours => f.write_str("AllFours"),
        }
    }
}

/// One uncovered building and what it brings to a goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scored {
    pub pos: Pos,
    pub building: Building,
    pub points: u32,
}

impl GoalCard {
    /// The six building cards of the base game.
    pub fn buildings() -> Vec<GoalCard> {
        BuildingType::ALL.map(GoalCard::Building).to_vec()
    }

    /// The variant's deck: the building cards twice and the four special cards.
    pub fn variant_deck() -> Vec<GoalCard> {
        let mut deck = GoalCard::buildings();
        deck.extend(GoalCard::buildings());
        deck.extend([
            GoalCard::EveryBuilding,
            GoalCard::LowestOfEachType,
            GoalCard::AllThrees,
            GoalCard::AllFours,
        ]);
        deck
    }

    /// What this card scores on `town` now, building by building.
    pub fn score(self, town: &Town) -> Vec<Scored> {
        self.score_without(town, &[])
    }

    /// What this card would score on `town` once the buildings on `covered` are gone too.
    pub fn score_without(self, town: &Town, covered: &[Pos]) -> Vec<Scored> {
        let mut standing = town.standing_buildings();
        standing.retain(|(p, _)| !covered.contains(p));
        let scored = |(pos, building): (Pos, Building), points: u32| Scored {
            pos,
            building,
            points,
        };
        match self {
            GoalCard::Building(kind) => standing
                .into_iter()
                .filter(|(_, b)| b.kind == kind)
                .map(|pb| scored(pb, u32::from(pb.1.value)))
                .collect(),
            GoalCard::EveryBuilding => standing.into_iter().map(|pb| scored(pb, 1)).collect(),
            GoalCard::AllThrees | GoalCard::AllFours => {
                let v = if self == GoalCard::AllThrees { 3 } else { 4 };
                standing
                    .into_iter()
                    .filter(|(_, b)| b.value == v)
                    .map(|pb| scored(pb, u32::from(v)))
                    .collect()
            }
            GoalCard::LowestOfEachType => BuildingType::ALL
                .into_iter()
                .filter_map(|kind| {
                    standing
                        .iter()
                        .filter(|(_, b)| b.kind == kind)
                        .min_by_key(|(p, b)| (b.value, *p))
                        .map(|pb| scored(*pb, u32::from(pb.1.value)))
                })
                .collect(),
        }
    }

    pub fn total(self, town: &Town) -> u32 {
        self.total_without(town, &[])
    }

    /// [`GoalCard::total`] once the buildings on `covered` are gone too.
    pub fn total_without(self, town: &Town, covered: &[Pos]) -> u32 {
        self.score_without(town, covered)
            .iter()
            .map(|s| s.points)
            .sum()
    }
}
