//! The town drawn in SVG from the board data: buildings (a shape per kind, so colour is never the
//! only clue), toilets, the paths laid (road, walls, canal, each with its own pattern), bridges and
//! the work gangs. While a tile is held every cell it may cover glows.

use tablee_rules::drunter::{
    Building, BuildingType, Cover, DrunterEvent, DrunterView, Feature, PathId, Tile, TileId,
    TileKind, Town,
};
use tablee_rules::{Dir, Pos};
use yew::prelude::*;

use super::text::{building_name, cell_name, gang_of, kind_name, path_name, points};
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

/// What the board highlights besides the town itself (`Marks::default()`: nothing, as on a
/// replay or a shared screen at the end).
#[derive(Default)]
pub struct Marks<'a> {
    /// Cells the held tile may cover.
    pub legal: &'a [Pos],
    /// The cells the held tile would cover where it is pointed.
    pub preview: &'a [Pos],
    /// A tile put to the vote: where it would lie.
    pub pending: &'a [Pos],
    /// The keyboard cursor, drawn above everything so that it shows on every cell.
    pub cursor: Option<Pos>,
    /// The building kinds of the goal in sight of its owner (never on a shared screen).
    pub goal: &'a [BuildingType],
}

/// How the paths run through the cells, as the town says where each path cell comes from.
#[derive(Default)]
struct Runs {
    /// For each path cell, the sides its path leaves by.
    arms: Vec<(Pos, Dir)>,
    /// Cells where a tile begins: the side its seam is on.
    seams: Vec<(Pos, Dir)>,
    /// Bridges with another path passing under them, and which way.
    under: Vec<(Pos, PathId, Dir)>,
}

impl Runs {
    fn of(town: &Town) -> Runs {
        let mut runs = Runs::default();
        for (pos, _) in town.map().cells() {
            let (Some(cover), Some((from, bridge))) = (town.cover(pos), town.came_from(pos)) else {
                continue;
            };
            let Some(dir) = cover.dir else { continue };
            runs.arms.push((pos, dir.opposite()));
            runs.arms.push((from, dir));
            if town.cover(from).and_then(|c| c.tile) != cover.tile {
                runs.seams.push((pos, dir.opposite()));
            }
            if let Some(b) = bridge {
                runs.under.push((b, cover.path, dir));
            }
        }
        runs
    }

    fn arms_at(&self, pos: Pos) -> Vec<Dir> {
        self.arms
            .iter()
            .filter(|(p, _)| *p == pos)
            .map(|(_, d)| *d)
            .collect()
    }
}

pub fn cells_of(view: &DrunterView, marks: &Marks, holding: bool, l: Lang) -> Vec<BoardCell> {
    let town = &view.town;
    let runs = Runs::of(town);
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
            let goal = matches!(feature, Feature::Building(b) if cover.is_none() && marks.goal.contains(&b.kind));
            let mut label = cell_label(pos, feature, cover, gang, l);
            if goal {
                label += l.t(", your goal", ", votre objectif");
            }
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
                        { for runs.under.iter().filter(|(p, _, _)| *p == pos).map(|(_, path, dir)| under_svg(*path, *dir)) }
                        { match (cover, feature) {
                            (Some(_), Feature::Start(path)) => start_svg(path, &runs.arms_at(pos)),
                            (Some(c), _) => path_svg(c, &runs.arms_at(pos), runs.seams.iter().find(|(p, _)| *p == pos).map(|(_, d)| *d)),
                            (None, _) => feature_svg(feature, goal),
                        } }
                        if let Some(path) = gang { { gang_svg(path) } }
                        if marks.cursor == Some(pos) { <rect class="cursor-ring" x="4" y="4" width="92" height="92" rx="8" /> }
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
    let gang = gang.map_or(String::new(), |p| format!(", {}", gang_of(p, l)));
    format!("{}: {what}{gang}", cell_name(pos))
}

pub fn building_words(b: Building, l: Lang) -> String {
    format!("{}, {}", building_name(b.kind, l), points(b.value, l))
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

fn feature_svg(feature: Feature, goal: bool) -> Html {
    match feature {
        Feature::Ground => html! {},
        Feature::Toilet => html! {
            <g class="toilet"><rect x="24" y="28" width="52" height="44" rx="8" />
                <text x="50" y="59" text-anchor="middle">{ "WC" }</text></g>
        },
        Feature::Building(b) => html! {
            <g class={classes!("building", kind_class(b.kind), goal.then_some("goal"))}>
                if goal { <rect class="goal-ring" x="6" y="6" width="88" height="88" rx="12" /> }
                { building_glyph(b.kind) }
                <circle cx="80" cy="80" r="15" class="value-bg" />
                <text x="80" y="90" text-anchor="middle" class="value">{ b.value }</text>
            </g>
        },
        Feature::Start(path) => start_svg(path, &[]),
    }
}

pub fn kind_class(kind: BuildingType) -> &'static str {
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

/// Wall A and wall B are told apart by colour and letter; the other paths are one of a kind.
fn path_classes(path: PathId) -> Classes {
    classes!(
        "path",
        path_class(path),
        match path {
            PathId::WallA => Some("wall-a"),
            PathId::WallB => Some("wall-b"),
            _ => None,
        }
    )
}

pub fn path_letter(path: PathId) -> &'static str {
    match path {
        PathId::Road => "R",
        PathId::WallA => "A",
        PathId::WallB => "B",
        PathId::Canal => "C",
    }
}

/// The quarter turn that takes east onto `dir` (SVG angles run clockwise).
fn angle(dir: Dir) -> u16 {
    match dir {
        Dir::East => 0,
        Dir::South => 90,
        Dir::West => 180,
        Dir::North => 270,
    }
}

/// Half a band, from the cell's centre out to its east side, in the path's pattern.
fn half_band(kind: TileKind) -> Html {
    html! {
        <>
            <rect x="50" y="26" width="50" height="48" class="band" />
            { match kind {
                TileKind::Road => html! { <path d="M50 50 H100" class="dashes" /> },
                // Battlements on both sides, so that a turned half matches the other.
                TileKind::Wall => html! { <path d="M50 26 V16 H62 V26 H74 V16 H86 V26 H100 M50 74 V84 H62 V74 H74 V84 H86 V74 H100" class="crenels" /> },
                TileKind::Canal => html! { <path d="M50 50 Q62 40 74 50 T98 50" class="waves" /> },
            } }
        </>
    }
}

/// A path's run through a cell: a hub in the centre and an arm out of each side the path leaves by,
/// so that a turn is drawn joined; the seam where a tile begins; a bridge's railings.
fn run_svg(path: PathId, arms: &[Dir], bridge: Option<Dir>, seam: Option<Dir>) -> Html {
    let kind = path.kind();
    html! {
        <g class={path_classes(path)}>
            { for arms.iter().map(|d| html! {
                <g transform={format!("rotate({} 50 50)", angle(*d))}>{ half_band(kind) }</g>
            }) }
            <rect x="26" y="26" width="48" height="48" class="band hub" />
            if let Some(d) = seam {
                <path d="M4 22 V78" class="seam" transform={format!("rotate({} 50 50)", angle(d) + 180)} />
            }
            if let Some(d) = bridge {
                <g class="bridge" transform={format!("rotate({} 50 50)", angle(d))}>
                    <path d="M10 20 H90 M10 80 H90" />
                    <path d="M16 20 V10 M84 20 V10 M16 80 V90 M84 80 V90" />
                </g>
            }
        </g>
    }
}

/// A laid path cell. Cells of a finished tile that the town no longer links (none should be)
/// still show their tile's axis.
fn path_svg(c: Cover, arms: &[Dir], seam: Option<Dir>) -> Html {
    let Some(dir) = c.dir else {
        return html! {};
    };
    let arms = if arms.is_empty() {
        vec![dir, dir.opposite()]
    } else {
        arms.to_vec()
    };
    let letter = (seam.is_some() && matches!(c.path, PathId::WallA | PathId::WallB)).then(|| {
        html! { <text x="50" y="59" text-anchor="middle" class="wall-letter">{ path_letter(c.path) }</text> }
    });
    html! {
        <>
            { run_svg(c.path, &arms, c.bridge.then_some(dir), seam) }
            { for letter }
        </>
    }
}

/// Another path passing under a bridge, drawn below the bridge's own path.
fn under_svg(path: PathId, dir: Dir) -> Html {
    html! {
        <g class={classes!(path_classes(path), "under")}>
            <g transform={format!("rotate({} 50 50)", angle(dir))}>{ half_band(path.kind()) }</g>
            <g transform={format!("rotate({} 50 50)", angle(dir.opposite()))}>{ half_band(path.kind()) }</g>
        </g>
    }
}

/// A path's start corner: the inn, a guard post or the waterworks, with the path's letter, and
/// the path leaving it once laid.
fn start_svg(path: PathId, arms: &[Dir]) -> Html {
    html! {
        <g class={classes!(path_classes(path), "start")}>
            <rect x="6" y="6" width="88" height="88" rx="12" class="site-bg" />
            { for arms.iter().map(|d| html! {
                <g transform={format!("rotate({} 50 50)", angle(*d))}>{ half_band(path.kind()) }</g>
            }) }
            <g transform="translate(18 14) scale(0.64)">{ site_glyph(path) }</g>
            <circle cx="20" cy="20" r="15" class="letter-bg" />
            <text x="20" y="29" text-anchor="middle" class="start-letter">{ path_letter(path) }</text>
        </g>
    }
}

/// Where a path starts, in a 100×100 box: the inn (road), a guard post (walls), the waterworks
/// (canal).
pub fn site_glyph(path: PathId) -> Html {
    match path.kind() {
        TileKind::Road => html! {
            <g class="glyph site inn">
                <path d="M14 48 L50 20 L86 48 Z" /><rect x="22" y="48" width="56" height="36" />
                <rect x="44" y="60" width="12" height="24" class="door" />
                <path d="M78 56 H92 V70 H78 Z" class="sign" />
            </g>
        },
        TileKind::Wall => html! {
            <g class="glyph site guard-post">
                <path d="M30 88 V34 H24 V14 H36 V22 H44 V14 H56 V22 H64 V14 H76 V34 H70 V88 Z" />
                <rect x="44" y="64" width="12" height="24" class="door" />
                <rect x="45" y="40" width="10" height="12" class="door" />
            </g>
        },
        TileKind::Canal => html! {
            <g class="glyph site waterworks">
                <path d="M30 50 L24 90 M70 50 L76 90 M50 50 V90" class="line" />
                <rect x="22" y="18" width="56" height="34" rx="8" />
                <path d="M50 26 C58 36 60 40 50 46 C40 40 42 36 50 26 Z" class="drop" />
            </g>
        },
    }
}

/// A work gang, small in the cell's lower right so that the path's letter beside it shows.
fn gang_svg(path: PathId) -> Html {
    html! {
        <g class={classes!("gang", path_class(path))}>
            <g transform="translate(44 40) scale(0.58)">
                <circle cx="50" cy="30" r="16" />
                <path d="M24 96 Q50 36 76 96 Z" />
            </g>
            <circle cx="22" cy="22" r="15" class="letter-bg" />
            <text x="22" y="31" text-anchor="middle" class="gang-letter">{ path_letter(path) }</text>
        </g>
    }
}

/// A tile as a strip of its cells, for the hand; `laid` is the way it would be laid where it is
/// pointed, which turns its dragged image (the hand keeps it flat).
pub fn tile_svg(tile: &Tile, laid: Option<Dir>) -> Html {
    let turn = laid.map(|d| match d {
        Dir::East => "to-east",
        Dir::South => "to-south",
        Dir::West => "to-west",
        Dir::North => "to-north",
    });
    let cells = (0..tile.len).map(|i| {
        let x = u16::from(i) * 100;
        let bridge = tile.bridge_at() == Some(i);
        let path = match tile.kind {
            TileKind::Road => PathId::Road,
            TileKind::Wall => PathId::WallA,
            TileKind::Canal => PathId::Canal,
        };
        // The first cell shows the tile's seam: a tile's two ends are told apart.
        let seam = (i == 0).then_some(Dir::West);
        html! {
            <g transform={format!("translate({x} 0)")}>
                { run_svg(path, &[Dir::West, Dir::East], bridge.then_some(Dir::East), seam) }
            </g>
        }
    });
    html! {
        <svg class={classes!("path-tile", turn)} viewBox={format!("0 0 {} 100", u16::from(tile.len) * 100)} aria-hidden="true">
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
    let kinds = [TileKind::Road, TileKind::Wall, TileKind::Canal]
        .into_iter()
        .map(|k| {
            let path = match k {
                TileKind::Road => PathId::Road,
                TileKind::Wall => PathId::WallA,
                TileKind::Canal => PathId::Canal,
            };
            html! {
                <li><svg class="path-tile" viewBox="0 0 100 100" aria-hidden="true">
                    { run_svg(path, &[Dir::West, Dir::East], None, None) }
                </svg>{ kind_name(k, l) }</li>
            }
        });
    let walls = [PathId::WallA, PathId::WallB].into_iter().map(|p| {
        html! {
            <li><svg class="path-tile" viewBox="0 0 100 100" aria-hidden="true">
                { run_svg(p, &[Dir::West, Dir::East], None, None) }
                <text x="50" y="59" text-anchor="middle" class="wall-letter">{ path_letter(p) }</text>
            </svg>{ path_name(p, l) }</li>
        }
    });
    let sites = [PathId::Road, PathId::WallA, PathId::Canal].into_iter().map(|p| {
        let words = match p.kind() {
            TileKind::Road => l.t("Inn: the road, letter R, starts here", "Auberge : la route, lettre R, part d'ici"),
            TileKind::Wall => l.t("Guard post: a town wall, letter A or B, starts here", "Poste de garde : un rempart, lettre A ou B, part d'ici"),
            TileKind::Canal => l.t("Waterworks: the canal, letter C, starts here", "Château d'eau : le canal, lettre C, part d'ici"),
        };
        html! {
            <li><svg class="legend-glyph" viewBox="0 0 100 100" aria-hidden="true">{ site_glyph(p) }</svg>{ words }</li>
        }
    });
    let buildings = BuildingType::ALL.into_iter().map(|b| {
        html! {
            <li class={classes!("building", kind_class(b))}>
                <svg class="legend-glyph" viewBox="0 0 100 100" aria-hidden="true">{ building_glyph(b) }</svg>
                { building_name(b, l) }
            </li>
        }
    });
    html! {
        <section class="drunter-legend" aria-label={l.t("Legend", "Légende")}>
            <ul class="legend">{ for kinds }{ for walls }</ul>
            <ul class="legend">{ for sites }</ul>
            <ul class="legend buildings">{ for buildings }</ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::drunter::{Drunter, DrunterSetup, ai};
    use tablee_rules::{Game, Seat, SeededRng, Session};

    #[test]
    fn the_cells_of_each_seat_s_last_tile_are_marked_and_a_pass_clears_them() {
        let setup = DrunterSetup::new(3, false);
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
