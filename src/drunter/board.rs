//! The town drawn in SVG from the board data: buildings (a shape per kind, so colour is never the
//! only clue), toilets, the paths laid (road, walls, canal, each with its own pattern), bridges and
//! the work gangs. While a tile is held every cell it may cover glows.

use tablee_rules::Pos;
use tablee_rules::drunter::{
    Building, BuildingType, Cover, DrunterEvent, DrunterView, Feature, PathId, Tile, TileId,
    TileKind,
};
use yew::prelude::*;

use super::text::{building_name, cell_name, kind_name, path_name};
use crate::board::{BoardCell, CellMark, Frame, LastMoves, Step};
use crate::i18n::Lang;

pub fn frame_of(view: &DrunterView) -> Frame {
    let map = view.town.map();
    Frame {
        x: 0,
        y: 0,
        width: map.width(),
        height: map.height(),
    }
}

/// Each seat's last tile laid, from the game's events: a pass, or a tile the town voted back,
/// takes the mark away.
pub fn last_moves(events: &[DrunterEvent], seats: u8) -> LastMoves<Pos> {
    let steps = events.iter().flat_map(|e| match e {
        DrunterEvent::Laid { seat, cells, .. } => cells
            .iter()
            .map(|c| Step::Put(*seat, *c))
            .chain([Step::Done(*seat)])
            .collect(),
        DrunterEvent::Passed { seat } | DrunterEvent::TileReturned { seat, .. } => {
            vec![Step::Cleared(*seat)]
        }
        _ => Vec::new(),
    });
    LastMoves::from_steps(usize::from(seats), steps)
}

/// What the board highlights besides the town itself.
pub struct Marks<'a> {
    /// Cells the held tile may cover.
    pub legal: &'a [Pos],
    /// The cells the held tile would cover where it is pointed.
    pub preview: &'a [Pos],
    /// A tile put to the vote: where it would lie.
    pub pending: &'a [Pos],
}

pub fn cells_of(view: &DrunterView, marks: &Marks, holding: bool, l: Lang) -> Vec<BoardCell> {
    let town = &view.town;
    town.map()
        .cells()
        .map(|(pos, feature)| {
            let cover = town.cover(pos);
            let gang = town
                .gangs()
                .iter()
                .find(|g| g.pos == Some(pos))
                .map(|g| g.path);
            let mark = if marks.preview.contains(&pos) {
                CellMark::Hint
            } else if marks.legal.contains(&pos) {
                CellMark::Legal
            } else {
                CellMark::None
            };
            let class = if marks.pending.contains(&pos) {
                "pending"
            } else {
                ""
            };
            let mut label = cell_label(pos, feature, cover, gang, l);
            if mark != CellMark::None {
                label += l.t(", legal spot", ", emplacement permis");
            }
            if !class.is_empty() {
                label += l.t(", put to the vote", ", soumis au vote");
            }
            BoardCell {
                pos,
                label,
                class,
                mark,
                content: html! {
                    <>
                        { match cover {
                            Some(c) => path_svg(c),
                            None => feature_svg(feature),
                        } }
                        if let Some(path) = gang { { gang_svg(path) } }
                    </>
                },
                actionable: holding && cover.is_none(),
                last: None,
            }
        })
        .collect()
}

fn cell_label(
    pos: Pos,
    feature: Feature,
    cover: Option<Cover>,
    gang: Option<PathId>,
    l: Lang,
) -> String {
    let what = match (cover, feature) {
        (Some(c), _) if c.bridge => format!("{}, {}", path_name(c.path, l), l.t("bridge", "pont")),
        (Some(c), _) => path_name(c.path, l).to_string(),
        (None, Feature::Ground) => l.t("free", "libre").to_string(),
        (None, Feature::Toilet) => l.t("public toilet", "toilettes publiques").to_string(),
        (None, Feature::Building(b)) => building_words(b, l),
        (None, Feature::Start(p)) => path_name(p, l).to_string(),
    };
    let gang = gang.map_or(String::new(), |p| match l {
        Lang::En => format!(", work gang of {}", path_name(p, l)),
        Lang::Fr => format!(", équipe de travaux de {}", path_name(p, l)),
    });
    format!("{}: {what}{gang}", cell_name(pos))
}

pub fn building_words(b: Building, l: Lang) -> String {
    format!(
        "{}, {} {}",
        building_name(b.kind, l),
        b.value,
        if b.value > 1 {
            l.t("points", "points")
        } else {
            l.t("point", "point")
        }
    )
}

/// The glyph of a building kind, in a 100×100 box.
pub fn building_glyph(kind: BuildingType) -> Html {
    match kind {
        BuildingType::TownHall => html! {
            <g class="glyph town-hall">
                <path d="M18 44 L50 22 L82 44 Z" /><rect x="24" y="44" width="52" height="30" />
                <rect x="44" y="56" width="12" height="18" class="door" />
                <path d="M50 22 V8 L62 12 L50 16" class="flag" />
            </g>
        },
        BuildingType::School => html! {
            <g class="glyph school">
                <path d="M16 32 Q33 24 50 33 Q67 24 84 32 V72 Q67 64 50 73 Q33 64 16 72 Z" />
                <path d="M50 33 V73" class="line" />
            </g>
        },
        BuildingType::FireStation => html! {
            <g class="glyph fire-station">
                <path d="M50 14 C64 32 74 44 68 62 C64 76 36 76 32 62 C28 50 38 44 42 32 C46 42 52 42 50 14 Z" />
            </g>
        },
        BuildingType::Tavern => html! {
            <g class="glyph tavern">
                <rect x="28" y="30" width="34" height="44" rx="4" />
                <path d="M62 38 H70 A9 9 0 0 1 70 58 H62" class="line" />
                <path d="M26 30 Q34 20 45 27 Q54 19 64 30 Z" class="foam" />
            </g>
        },
        BuildingType::Museum => html! {
            <g class="glyph museum">
                <path d="M16 34 L50 16 L84 34 Z" />
                <rect x="22" y="38" width="8" height="30" /><rect x="46" y="38" width="8" height="30" />
                <rect x="70" y="38" width="8" height="30" /><rect x="16" y="70" width="68" height="8" />
            </g>
        },
        BuildingType::ChurchTower => html! {
            <g class="glyph church-tower">
                <path d="M38 78 V42 L50 16 L62 42 V78 Z" />
                <path d="M50 4 V16 M44 9 H56" class="line" />
                <rect x="45" y="48" width="10" height="14" rx="5" class="door" />
            </g>
        },
    }
}

fn feature_svg(feature: Feature) -> Html {
    match feature {
        Feature::Ground => html! {},
        Feature::Toilet => html! {
            <g class="toilet"><rect x="24" y="28" width="52" height="44" rx="8" />
                <text x="50" y="59" text-anchor="middle">{ "WC" }</text></g>
        },
        Feature::Building(b) => html! {
            <g class={classes!("building", kind_class(b.kind))}>
                { building_glyph(b.kind) }
                <circle cx="80" cy="80" r="15" class="value-bg" />
                <text x="80" y="90" text-anchor="middle" class="value">{ b.value }</text>
            </g>
        },
        Feature::Start(path) => start_svg(path),
    }
}

fn kind_class(kind: BuildingType) -> &'static str {
    match kind {
        BuildingType::TownHall => "b-town-hall",
        BuildingType::School => "b-school",
        BuildingType::FireStation => "b-fire-station",
        BuildingType::Tavern => "b-tavern",
        BuildingType::Museum => "b-museum",
        BuildingType::ChurchTower => "b-church-tower",
    }
}

fn path_class(path: PathId) -> &'static str {
    match path.kind() {
        TileKind::Road => "road",
        TileKind::Wall => "wall",
        TileKind::Canal => "canal",
    }
}

fn start_svg(path: PathId) -> Html {
    let letter = match path {
        PathId::Road => "R",
        PathId::WallA => "A",
        PathId::WallB => "B",
        PathId::Canal => "C",
    };
    html! {
        <g class={classes!("path", "start", path_class(path))}>
            <rect x="8" y="8" width="84" height="84" rx="10" class="band" />
            <text x="50" y="30" text-anchor="middle" class="start-letter">{ letter }</text>
        </g>
    }
}

/// A laid path cell: a band along the tile's axis in the path's pattern; a bridge gets railings.
fn path_svg(c: Cover) -> Html {
    let Some(dir) = c.dir else {
        return start_svg(c.path);
    };
    let across = matches!(dir, tablee_rules::Dir::East | tablee_rules::Dir::West);
    // Drawn horizontally, turned a quarter for a north–south tile.
    let turn = if across { "" } else { "rotate(90 50 50)" };
    html! {
        <g class={classes!("path", path_class(c.path))} transform={turn}>
            <rect x="0" y="26" width="100" height="48" class="band" />
            { pattern(c.path.kind()) }
            if c.bridge {
                <g class="bridge">
                    <path d="M14 20 H86 M14 80 H86" />
                    <path d="M20 20 V12 M80 20 V12 M20 80 V88 M80 80 V88" />
                </g>
            }
        </g>
    }
}

fn pattern(kind: TileKind) -> Html {
    match kind {
        TileKind::Road => html! { <path d="M4 50 H96" class="dashes" /> },
        TileKind::Wall => html! {
            <path d="M0 26 V16 H14 V26 H28 V16 H42 V26 H56 V16 H70 V26 H84 V16 H100 V26" class="crenels" />
        },
        TileKind::Canal => {
            html! { <path d="M2 50 Q14 40 26 50 T50 50 T74 50 T98 50" class="waves" /> }
        }
    }
}

fn gang_svg(path: PathId) -> Html {
    html! {
        <g class={classes!("gang", path_class(path))}>
            <circle cx="50" cy="36" r="11" />
            <path d="M32 80 Q50 38 68 80 Z" />
        </g>
    }
}

/// A tile as a strip of its cells, for the hand.
pub fn tile_svg(tile: &Tile) -> Html {
    let cells = (0..tile.len).map(|i| {
        let x = f64::from(i) * 100.0;
        let bridge = tile.bridge_at() == Some(i);
        let path = match tile.kind {
            TileKind::Road => PathId::Road,
            TileKind::Wall => PathId::WallA,
            TileKind::Canal => PathId::Canal,
        };
        html! {
            <g transform={format!("translate({x} 0)")}>
                { path_svg(Cover { path, tile: Some(tile.id), dir: Some(tablee_rules::Dir::East), bridge }) }
            </g>
        }
    });
    html! {
        <svg class="path-tile" viewBox={format!("0 0 {} 100", u16::from(tile.len) * 100)} aria-hidden="true">
            <rect x="0" y="0" width={(u16::from(tile.len) * 100).to_string()} height="100" class="tile-bg" />
            { for cells }
        </svg>
    }
}

/// The tiles of a hand grouped by kind and length: (one tile of the group, how many).
pub fn grouped(hand: &[TileId]) -> Vec<(&'static Tile, usize)> {
    let mut groups: Vec<(&'static Tile, usize)> = Vec::new();
    for tile in hand.iter().filter_map(|t| Tile::get(*t)) {
        match groups
            .iter_mut()
            .find(|(t, _)| t.kind == tile.kind && t.len == tile.len)
        {
            Some((_, n)) => *n += 1,
            None => groups.push((tile, 1)),
        }
    }
    groups.sort_by_key(|(t, _)| (t.kind as u8, std::cmp::Reverse(t.len)));
    groups
}

/// "3 × road tile, 2 cells".
pub fn group_words(tile: &Tile, count: usize, l: Lang) -> String {
    format!("{count} × {}", super::text::tile_words(tile, l))
}

pub fn kind_legend(l: Lang) -> Html {
    html! {
        <ul class="legend">
            { for [TileKind::Road, TileKind::Wall, TileKind::Canal].into_iter().map(|k| html! {
                <li><svg class="path-tile" viewBox="0 0 100 100" aria-hidden="true">
                    { path_svg(Cover { path: match k { TileKind::Road => PathId::Road, TileKind::Wall => PathId::WallA, TileKind::Canal => PathId::Canal }, tile: None, dir: Some(tablee_rules::Dir::East), bridge: false }) }
                </svg>{ kind_name(k, l) }</li>
            }) }
        </ul>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::drunter::{Drunter, DrunterSetup, ai};
    use tablee_rules::{Game, Seat, SeededRng, Session};

    #[test]
    fn the_cells_of_each_seat_s_last_tile_are_marked_and_a_pass_clears_them() {
        let setup = DrunterSetup {
            seats: 3,
            variant: false,
        };
        let mut session = Session::<Drunter>::new(setup, 4).unwrap();
        let mut rng = SeededRng::new(4);
        let mut laid = 0;
        while let Some(seat) = session.game().to_move() {
            let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
            session.play(action).unwrap();
            let marks = last_moves(session.events(), 3);
            for s in (0..3).map(Seat) {
                let last = session.events().iter().rev().find_map(|e| match e {
                    DrunterEvent::Laid { seat, cells, .. } if *seat == s => Some(cells.clone()),
                    DrunterEvent::Passed { seat } | DrunterEvent::TileReturned { seat, .. }
                        if *seat == s =>
                    {
                        Some(Vec::new())
                    }
                    _ => None,
                });
                let expected = last.unwrap_or_default();
                assert_eq!(marks.of(s), expected.as_slice());
                laid += usize::from(!expected.is_empty());
            }
        }
        assert!(laid > 10);
    }
}
