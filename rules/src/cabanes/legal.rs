//! What may be done on a table every seat sees: the spots a tile fits, a cannon's targets, the
//! actions open to the seat to move. The game and each seat's view both ask these, so neither
//! depends on the other for its rules.

use super::{CabanesAction, Edge, Hut, Phase, Shape, Spot, Target, TileId, tile};

/// Every spot of `huts` where `tile` may be built.
pub(super) fn spots_on(huts: &[Hut], tile_id: TileId) -> Vec<Spot> {
    let Some(t) = tile(tile_id) else {
        return Vec::new();
    };
    let mut spots = Vec::new();
    for (h, hut) in huts.iter().enumerate() {
        let Ok(h) = u8::try_from(h) else { continue };
        spots.extend(hut.legal_spots(t).into_iter().map(|(cell, mirrored)| Spot {
            hut: h,
            cell,
            mirrored,
        }));
    }
    spots
}

/// Every tile a cannon built on hut `from` may knock off the other huts.
pub(super) fn targets_on(huts: &[Hut], from: u8) -> Vec<Target> {
    huts.iter()
        .enumerate()
        .filter_map(|(h, hut)| Some((u8::try_from(h).ok()?, hut)))
        .filter(|(h, _)| *h != from)
        .flat_map(|(h, hut)| hut.targets(h))
        .collect()
}

/// The actions open to the seat to move, from what every seat sees.
pub(super) fn actions_for(
    phase: &Phase,
    huts: &[Hut],
    tops: &[Option<TileId>],
    front: &[TileId],
) -> Vec<CabanesAction> {
    match phase {
        Phase::Over { .. } => Vec::new(),
        Phase::Cannon { hut } => {
            let mut actions: Vec<CabanesAction> = targets_on(huts, *hut)
                .into_iter()
                .map(|t| CabanesAction::Fire {
                    hut: t.hut,
                    cell: t.cell,
                })
                .collect();
            actions.push(CabanesAction::HoldFire);
            actions
        }
        Phase::Play => {
            // Tiles alike (same edges, shape and mirroring) fit the same spots: each kind is
            // worked out once, as many piles and fronts hold several of a kind.
            let mut known: Vec<(Shape, [Edge; 4], bool, Vec<Spot>)> = Vec::new();
            let mut spots_of = |id: TileId| -> Vec<Spot> {
                let Some(t) = tile(id) else {
                    return Vec::new();
                };
                if let Some((.., spots)) = known.iter().find(|(shape, edges, mirrorable, _)| {
                    (*shape, *edges, *mirrorable) == (t.shape, t.edges, t.mirrorable)
                }) {
                    return spots.clone();
                }
                let spots = spots_on(huts, id);
                known.push((t.shape, t.edges, t.mirrorable, spots.clone()));
                spots
            };
            let mut actions = Vec::new();
            for (p, top) in tops.iter().enumerate() {
                let (Some(top), Ok(pile)) = (top, u8::try_from(p)) else {
                    continue;
                };
                actions.push(CabanesAction::Keep { pile });
                actions.extend(
                    spots_of(*top)
                        .into_iter()
                        .map(|spot| CabanesAction::BuildFromPile { pile, spot }),
                );
            }
            for &t in front {
                actions.extend(
                    spots_of(t)
                        .into_iter()
                        .map(|spot| CabanesAction::BuildFromFront { tile: t, spot }),
                );
            }
            actions
        }
    }
}
