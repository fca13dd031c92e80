//! The sea in SVG: islands with their treasures, the lanes where ships may lie (a colour and a dash
//! pattern each, so colour is never the only clue), ships and captains. Like the grid board it
//! knows no rules: the table says what each island and lane shows and which are legal, which
//! pieces may be picked up, and hears back clicks, keys, drops and what lies under the pointer.

use tablee_rules::Dir;
use tablee_rules::captn::{BoardMap, IslandId, JettyColour, PositionId, Treasure};
use yew::prelude::*;

use crate::board::{
    Draggable, DropEvent, LastMark, Locate, Num, fixed_drawing, last_badge, leaving_clears_hover,
};

/// SVG units per board unit (the board data is 100 × 50).
const SCALE: f64 = 10.0;
/// The drawing: the board's 1000 × 500 with a margin for the islands' shores.
const VIEW: (f64, f64) = (1000.0, 510.0);
/// Islands are drawn as ellipses, wide enough for their name.
const ISLAND_RX: f64 = 76.0;
const ISLAND_RY: f64 = 58.0;
/// Half a ship's length: a ship sits where no other lane crosses it.
const SHIP_HALF: f64 = 44.0;
/// How far from a lane a finger still points at it: the whole sea fits a phone's 370 px at
/// 0.37 px a unit, so 64 units either side make the 44 px target a finger needs. Where two lanes
/// are nearer, the nearest wins.
const LANE_REACH: f64 = 64.0;
/// The sea's width (1000 units) in its smallest things a finger touches (a captain, a lane's
/// band), for the zoomed board.
pub const SPOTS_ACROSS: f64 = 25.0;

/// Something on the sea a piece can be dropped on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Island(IslandId),
    Lane(PositionId),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// The held piece may go here.
    Legal,
    /// Where the held piece is pointed, and it may go there.
    Aimed,
}

/// A piece the viewer may pick up from where it lies: dragged, tapped, or taken with the keyboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Handle {
    pub label: String,
    pub selected: bool,
    pub locate: Locate<Spot>,
    pub on_start: Callback<()>,
    pub on_drop: Callback<DropEvent<Spot>>,
    pub on_pick: Callback<()>,
}

/// A piece drawn on the sea: its player's colour and initial.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub colour: &'static str,
    pub initial: String,
    /// Set when the viewer may move this piece now.
    pub handle: Option<Handle>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SeaIsland {
    pub id: IslandId,
    pub treasure: Treasure,
    pub at: (f64, f64),
    pub name: String,
    pub label: String,
    pub mark: Mark,
    pub captain: Option<Token>,
    /// The viewer's own secret target (drawn only in his private moment).
    pub target: bool,
    /// The captain of a seat's last move stands here.
    pub last: Option<LastMark>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SeaLane {
    pub id: PositionId,
    pub from: (f64, f64),
    pub to: (f64, f64),
    /// Where a ship lies on it.
    pub anchor: (f64, f64),
    pub colour: JettyColour,
    pub label: String,
    pub mark: Mark,
    pub ship: Option<Token>,
    /// Part of the voyage drawn for the viewer (his captain's way to his target).
    pub route: bool,
    /// The ship of a seat's last move lies here.
    pub last: Option<LastMark>,
}

/// A point in SVG units.
type Point = (f64, f64);

#[derive(Clone, Debug, PartialEq)]
struct LaneGeometry {
    id: PositionId,
    a: Point,
    b: Point,
    anchor: Point,
}

/// Where things are, in SVG units, for drawing and for finding what lies under the pointer.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    islands: Vec<(IslandId, Point)>,
    lanes: Vec<LaneGeometry>,
}

impl Geometry {
    pub fn of(board: &BoardMap) -> Geometry {
        let centre = |id: IslandId| {
            board.island(id).map_or((0.0, 0.0), |i| {
                (f64::from(i.x) * SCALE, f64::from(i.y) * SCALE)
            })
        };
        let segments: Vec<(PositionId, Point, Point)> = board
            .positions()
            .iter()
            .map(|p| (p.id, centre(p.a), centre(p.b)))
            .collect();
        let lanes = segments
            .iter()
            .map(|&(id, a, b)| {
                let crossings: Vec<f64> = segments
                    .iter()
                    .filter(|(other, ..)| *other != id)
                    .filter_map(|&(_, c, d)| crossing_at(a, b, c, d))
                    .collect();
                LaneGeometry {
                    id,
                    a,
                    b,
                    anchor: anchor_on(a, b, &crossings),
                }
            })
            .collect();
        Geometry {
            islands: board
                .islands()
                .iter()
                .map(|i| (i.id, centre(i.id)))
                .collect(),
            lanes,
        }
    }

    pub fn centre(&self, id: IslandId) -> (f64, f64) {
        self.islands
            .iter()
            .find(|(i, _)| *i == id)
            .map_or((0.0, 0.0), |(_, c)| *c)
    }

    fn lane(&self, id: PositionId) -> Option<&LaneGeometry> {
        self.lanes.iter().find(|l| l.id == id)
    }

    pub fn ends(&self, id: PositionId) -> ((f64, f64), (f64, f64)) {
        self.lane(id)
            .map_or(((0.0, 0.0), (0.0, 0.0)), |l| (l.a, l.b))
    }

    /// Where a ship lies on a lane: its middle, unless another lane crosses there.
    pub fn anchor(&self, id: PositionId) -> (f64, f64) {
        self.lane(id).map_or((0.0, 0.0), |l| l.anchor)
    }

    fn point(&self, spot: Spot) -> Point {
        match spot {
            Spot::Island(i) => self.centre(i),
            Spot::Lane(p) => self.anchor(p),
        }
    }

    /// The spot among `spots` nearest to `from`.
    pub fn nearest(&self, from: Spot, spots: &[Spot]) -> Option<Spot> {
        let here = self.point(from);
        spots
            .iter()
            .map(|s| {
                let p = self.point(*s);
                (*s, (p.0 - here.0).hypot(p.1 - here.1))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(s, _)| s)
    }

    /// The island under a point (in SVG units), if any.
    fn island_at(&self, p: Point) -> Option<IslandId> {
        let (rx, ry) = (ISLAND_RX + 14.0, ISLAND_RY + 14.0);
        self.islands
            .iter()
            .map(|(id, c)| (*id, ((c.0 - p.0) / rx).hypot((c.1 - p.1) / ry)))
            .filter(|(_, d)| *d <= 1.0)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    /// The lane nearest a point of open water, if one passes within [`LANE_REACH`]. Where lanes
    /// cross, one of `targets` (the lanes that glow) wins over the others.
    fn lane_at(&self, p: Point, targets: &[Spot]) -> Option<PositionId> {
        self.lanes
            .iter()
            .filter_map(|l| {
                let d = distance_to_segment(p, l.a, l.b);
                (d <= LANE_REACH).then_some((l.id, !targets.contains(&Spot::Lane(l.id)), d))
            })
            .min_by(|x, y| x.1.cmp(&y.1).then(x.2.total_cmp(&y.2)))
            .map(|(id, _, _)| id)
    }

    /// The spot of the same kind (island or lane) the keyboard cursor goes to from `from` when
    /// an arrow points `dir`: the nearest one that way, preferring those straight ahead.
    pub fn step(&self, from: Spot, dir: Dir) -> Spot {
        let (dx, dy) = match dir {
            Dir::North => (0.0, -1.0),
            Dir::East => (1.0, 0.0),
            Dir::South => (0.0, 1.0),
            Dir::West => (-1.0, 0.0),
        };
        let here = self.point(from);
        let spots: Vec<Spot> = match from {
            Spot::Island(_) => self.islands.iter().map(|(i, _)| Spot::Island(*i)).collect(),
            Spot::Lane(_) => self.lanes.iter().map(|l| Spot::Lane(l.id)).collect(),
        };
        spots
            .into_iter()
            .filter(|s| *s != from)
            .filter_map(|s| {
                let p = self.point(s);
                let (vx, vy) = (p.0 - here.0, p.1 - here.1);
                let along = vx * dx + vy * dy;
                let across = (vx * dy - vy * dx).abs();
                (along > 1.0).then_some((s, along + 2.5 * across))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map_or(from, |(s, _)| s)
    }

    /// Finds the islands (for a captain) or the lanes (for a ship) under the pointer; `targets`
    /// are the spots that glow, preferred where lanes cross.
    pub fn locator(&self, svg: NodeRef, want_islands: bool, targets: Vec<Spot>) -> Locate<Spot> {
        let geometry = self.clone();
        Callback::from(move |(x, y): (f64, f64)| {
            let el = svg
                .cast::<web_sys::Element>()
                .filter(|el| crate::board::shows_point(el, x, y))?;
            let p = to_svg(&el, x, y)?;
            if want_islands {
                geometry.island_at(p).map(Spot::Island)
            } else {
                geometry.lane_at(p, &targets).map(Spot::Lane)
            }
        })
    }
}

/// Where along `a`–`b` (0 to 1) the segment `c`–`d` crosses it, if it does.
fn crossing_at(a: Point, b: Point, c: Point, d: Point) -> Option<f64> {
    let den = (a.0 - b.0) * (c.1 - d.1) - (a.1 - b.1) * (c.0 - d.0);
    if den.abs() < 1e-9 {
        return None;
    }
    let t = ((a.0 - c.0) * (c.1 - d.1) - (a.1 - c.1) * (c.0 - d.0)) / den;
    let u = ((a.0 - c.0) * (a.1 - b.1) - (a.1 - c.1) * (a.0 - b.0)) / den;
    (t > 0.01 && t < 0.99 && u > 0.01 && u < 0.99).then_some(t)
}

/// Where a ship lies on the lane `a`–`b` crossed at `crossings` (fractions of its length): the
/// point of its open water farthest from every crossing, the middle when nothing crosses it.
fn anchor_on(a: Point, b: Point, crossings: &[f64]) -> Point {
    let len = (b.0 - a.0).hypot(b.1 - a.1).max(1.0);
    // Off both shores; on a short lane the ship may lie against a jetty, its bow over the island,
    // rather than on a crossing.
    let off_shore = (ISLAND_RX + ISLAND_RY) / 2.0 + 12.0;
    let (lo, hi) = ((off_shore / len).min(0.5), (1.0 - off_shore / len).max(0.5));
    let clearance = |t: f64| {
        crossings
            .iter()
            .map(|c| (t - c).abs() * len)
            .fold(f64::INFINITY, f64::min)
            .min(2.0 * SHIP_HALF)
    };
    let t = (0..=40)
        .map(|i| lo + (hi - lo) * f64::from(i) / 40.0)
        .map(|t| (t, clearance(t) - (t - 0.5).abs() * len * 0.1))
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .map_or(0.5, |(t, _)| t);
    (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1))
}

fn distance_to_segment(p: Point, a: Point, b: Point) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    (p.0 - (a.0 + t * dx)).hypot(p.1 - (a.1 + t * dy))
}

/// A point of the screen in the sea's SVG units (viewBox `0 0 VIEW`, "meet").
fn to_svg(svg: &web_sys::Element, x: f64, y: f64) -> Option<(f64, f64)> {
    let rect = svg.get_bounding_client_rect();
    let (vw, vh) = VIEW;
    let scale = (rect.width() / vw).min(rect.height() / vh);
    if scale <= 0.0 {
        return None;
    }
    let left = rect.left() + (rect.width() - vw * scale) / 2.0;
    let top = rect.top() + (rect.height() - vh * scale) / 2.0;
    let p = ((x - left) / scale, (y - top) / scale);
    (p.0 >= 0.0 && p.1 >= 0.0 && p.0 <= vw && p.1 <= vh).then_some(p)
}

/// Each colour's own pattern, drawn with square ends so that the gaps stay visible.
fn dashes(c: JettyColour) -> &'static str {
    match c {
        JettyColour::Orange => "none",
        JettyColour::Purple => "40 14",
        JettyColour::Teal => "8 9",
        JettyColour::Pink => "28 9 8 9",
        JettyColour::White => "18 12",
        JettyColour::Black => "24 8 6 8 6 8",
        JettyColour::Brown => "14 5 14 18",
    }
}

pub fn colour_class(c: JettyColour) -> &'static str {
    match c {
        JettyColour::Orange => "j-orange",
        JettyColour::Purple => "j-purple",
        JettyColour::Teal => "j-teal",
        JettyColour::Pink => "j-pink",
        JettyColour::White => "j-white",
        JettyColour::Black => "j-black",
        JettyColour::Brown => "j-brown",
    }
}

/// A lane's line as drawn on the sea: a light casing under the colour and its pattern.
fn lane_line((x1, y1): Point, (x2, y2): Point, colour: JettyColour) -> Html {
    let (x1, y1, x2, y2) = (
        Num(x1).to_string(),
        Num(y1).to_string(),
        Num(x2).to_string(),
        Num(y2).to_string(),
    );
    html! {
        <>
            <line class="casing" x1={x1.clone()} y1={y1.clone()} x2={x2.clone()} y2={y2.clone()} />
            <line class="water" {x1} {y1} {x2} {y2} stroke-dasharray={dashes(colour)} />
        </>
    }
}

/// The lanes' colours and patterns, named.
pub struct LaneLegend {
    /// Each colour with its name.
    pub colours: Vec<(JettyColour, String)>,
    pub label: AttrValue,
}

impl LaneLegend {
    pub fn view(&self) -> Html {
        html! {
            <ul class="lane-legend" aria-label={self.label.clone()}>
                { for self.colours.iter().map(|(c, name)| html! {
                    <li class={colour_class(*c)}>
                        <svg viewBox="0 0 80 20" aria-hidden="true">{ lane_line((4.0, 10.0), (76.0, 10.0), *c) }</svg>
                        <span>{ name.clone() }</span>
                    </li>
                }) }
            </ul>
        }
    }
}

/// The treasure's picture, in a 100 × 100 box centred on (50, 50).
pub fn treasure_glyph(t: Treasure) -> Html {
    match t {
        Treasure::Chest => fixed_drawing(
            r#"<g class="glyph chest"><rect x="20" y="40" width="60" height="40" rx="4"/><path d="M20 40 Q50 14 80 40 Z"/><rect x="45" y="48" width="10" height="12" class="lock"/></g>"#,
        ),
        Treasure::Crown => fixed_drawing(
            r#"<g class="glyph crown"><path d="M18 72 L14 32 L34 52 L50 24 L66 52 L86 32 L82 72 Z"/></g>"#,
        ),
        Treasure::Parrot => fixed_drawing(
            r#"<g class="glyph parrot"><ellipse cx="48" cy="60" rx="18" ry="26"/><circle cx="56" cy="30" r="14"/><path d="M68 28 L82 36 L68 40 Z" class="beak"/><path d="M40 84 L34 96 M52 86 L54 96" class="line"/></g>"#,
        ),
        Treasure::Compass => fixed_drawing(
            r#"<g class="glyph compass"><circle cx="50" cy="50" r="34"/><path d="M50 20 L60 50 L50 80 L40 50 Z" class="needle"/></g>"#,
        ),
        Treasure::Map => fixed_drawing(
            r#"<g class="glyph map"><path d="M16 26 L38 20 L62 28 L84 22 L84 76 L62 82 L38 74 L16 80 Z"/><path d="M52 44 L64 56 M64 44 L52 56" class="line"/></g>"#,
        ),
        Treasure::Anchor => fixed_drawing(
            r#"<g class="glyph anchor"><circle cx="50" cy="20" r="8" class="line"/><path d="M50 28 V82 M34 40 H66 M20 60 Q24 84 50 84 Q76 84 80 60" class="line"/></g>"#,
        ),
        // A necklace of pearls with a big one hanging from it.
        Treasure::Pearl => fixed_drawing(
            r#"<g class="glyph pearl"><path d="M18 22 Q50 96 82 22" class="line"/><circle cx="18" cy="22" r="6" class="bead"/><circle cx="21" cy="36" r="6" class="bead"/><circle cx="28" cy="48" r="6" class="bead"/><circle cx="38" cy="56" r="6" class="bead"/><circle cx="62" cy="56" r="6" class="bead"/><circle cx="72" cy="48" r="6" class="bead"/><circle cx="79" cy="36" r="6" class="bead"/><circle cx="82" cy="22" r="6" class="bead"/><circle cx="50" cy="70" r="14" class="bead"/><circle cx="45" cy="65" r="4" class="shine"/></g>"#,
        ),
        Treasure::Spyglass => fixed_drawing(
            r#"<g class="glyph spyglass"><path d="M14 70 L76 22 L86 34 L24 82 Z"/><path d="M40 50 L52 62" class="line"/></g>"#,
        ),
        Treasure::Bottle => fixed_drawing(
            r#"<g class="glyph bottle"><path d="M42 14 H58 V34 Q74 42 74 56 V84 H26 V56 Q26 42 42 34 Z"/><rect x="34" y="56" width="32" height="16" class="paper"/></g>"#,
        ),
    }
}

pub struct SeaBoard {
    pub islands: Vec<SeaIsland>,
    pub lanes: Vec<SeaLane>,
    pub label: AttrValue,
    pub svg_ref: NodeRef,
    pub on_island: Callback<IslandId>,
    pub on_lane: Callback<PositionId>,
    /// Whether islands and lanes take clicks now (a piece is held, or an island is to be chosen).
    pub active: bool,
    /// The keyboard cursor while a piece is held.
    pub cursor: Option<Spot>,
    /// Keys pressed on the focused sea (arrows, Enter, Escape).
    pub on_key: Callback<KeyboardEvent>,
    /// The spot under a piece dragged from the sea, or under the mouse while a piece is held.
    pub on_hover: Callback<Option<Spot>>,
    /// While a piece is held: finds the spots it may be put on under the mouse.
    pub locate: Option<Locate<Spot>>,
}

/// A long name ("Longue-vue") is drawn smaller, so that it stays inside its island.
fn name_size(name: &str) -> Option<String> {
    let chars = name.chars().count() as f64;
    let fits = 124.0 / (0.66 * chars.max(1.0));
    (fits < 23.0).then(|| format!("font-size:{}px", Num(fits)))
}

fn spot_id(spot: Spot) -> String {
    match spot {
        Spot::Island(i) => format!("isle-{}", i.index()),
        Spot::Lane(p) => format!("lane-{}", p.index()),
    }
}

fn mark_class(mark: Mark) -> Option<&'static str> {
    match mark {
        Mark::None => None,
        Mark::Legal => Some("legal"),
        Mark::Aimed => Some("aimed"),
    }
}

/// Ships stand upright along their lane: never upside down.
fn upright(angle: f64) -> f64 {
    if angle > 90.0 {
        angle - 180.0
    } else if angle < -90.0 {
        angle + 180.0
    } else {
        angle
    }
}

/// Where a captain stands on its island, from the island's centre.
const CAPTAIN_AT: (f64, f64) = (50.0, -20.0);

/// A ship or a captain; the viewer's own, when he may move it, wrapped so it can be picked up.
fn piece(
    token: &Token,
    kind: &'static str,
    fresh: bool,
    body: Html,
    on_hover: &Callback<Option<Spot>>,
) -> Html {
    // Keyed by player, so a piece keeps its element (and a drag its pointer) when others move.
    let key = format!("{kind}-{}", token.initial);
    match &token.handle {
        Some(h) => html! {
            <Draggable<Spot> {key} in_svg=true label={h.label.clone()} locate={h.locate.clone()} selected={h.selected}
                on_start={h.on_start.clone()} on_hover={on_hover.clone()} on_drop={h.on_drop.clone()} on_pick={h.on_pick.clone()}>
                <g class={classes!("piece", kind, "mine", fresh.then_some("fresh"))}>{ body }</g>
            </Draggable<Spot>>
        },
        None => {
            html! { <g {key} class={classes!("piece", kind, fresh.then_some("fresh"))} aria-hidden="true">{ body }</g> }
        }
    }
}

impl SeaBoard {
    /// A sea that takes no input: a replay's.
    pub fn still(islands: Vec<SeaIsland>, lanes: Vec<SeaLane>, label: AttrValue) -> SeaBoard {
        SeaBoard {
            islands,
            lanes,
            label,
            svg_ref: NodeRef::default(),
            on_island: Callback::noop(),
            on_lane: Callback::noop(),
            active: false,
            cursor: None,
            on_key: Callback::noop(),
            on_hover: Callback::noop(),
            locate: None,
        }
    }

    pub fn view(&self) -> Html {
        let lanes = self.lanes.iter().map(|lane| {
            let ((x1, y1), (x2, y2)) = (lane.from, lane.to);
            let id = lane.id;
            // The lane's wide hit stroke takes the tap; the lane meant is the nearest to it (the
            // glowing one where lanes cross), as for a drop.
            let onclick = {
                let locate = self.locate.clone();
                self.on_lane.reform(move |e: MouseEvent| {
                    let at = (f64::from(e.client_x()), f64::from(e.client_y()));
                    match locate.as_ref().and_then(|l| l.emit(at)) {
                        Some(Spot::Lane(nearest)) => nearest,
                        _ => id,
                    }
                })
            };
            let (dx, dy) = (x2 - x1, y2 - y1);
            let len = dx.hypot(dy).max(1.0);
            let (ux, uy) = (dx / len, dy / len);
            // Jetties: where the lane meets each island's shore.
            let shore = 1.0 / ((ux / ISLAND_RX).powi(2) + (uy / ISLAND_RY).powi(2)).sqrt();
            let jetty = |(cx, cy): (f64, f64), s: f64| {
                let (jx, jy) = (cx + s * ux * (shore + 2.0), cy + s * uy * (shore + 2.0));
                html! { <rect class="jetty" x={Num(jx - 9.0).to_string()} y={Num(jy - 9.0).to_string()} width="18" height="18" /> }
            };
            let classes = classes!(
                "lane",
                colour_class(lane.colour),
                mark_class(lane.mark),
                (self.cursor == Some(Spot::Lane(id))).then_some("cursor"),
                lane.route.then_some("route"),
                lane.last.map(|_| "last-move"),
                lane.last.filter(|m| m.fresh).map(|_| "fresh")
            );
            html! {
                <g id={spot_id(Spot::Lane(id))} class={classes} role="button" aria-label={lane.label.clone()}
                   aria-disabled={(!self.active).then_some("true")} {onclick}>
                    <line class="hit" x1={Num(x1).to_string()} y1={Num(y1).to_string()} x2={Num(x2).to_string()} y2={Num(y2).to_string()} />
                    if lane.route {
                        <line class="route-glow" x1={Num(x1).to_string()} y1={Num(y1).to_string()} x2={Num(x2).to_string()} y2={Num(y2).to_string()} />
                    }
                    { lane_line(lane.from, lane.to, lane.colour) }
                    { jetty((x1, y1), 1.0) }{ jetty((x2, y2), -1.0) }
                    <circle class="berth" cx={Num(lane.anchor.0).to_string()} cy={Num(lane.anchor.1).to_string()} r="10" />
                </g>
            }
        });
        let islands = self.islands.iter().map(|island| {
            let (cx, cy) = island.at;
            let id = island.id;
            let onclick = self.on_island.reform(move |_: MouseEvent| id);
            let classes = classes!(
                "island",
                mark_class(island.mark),
                island.target.then_some("target"),
                (self.cursor == Some(Spot::Island(id))).then_some("cursor"),
                island.last.map(|_| "last-move"),
                island.last.filter(|m| m.fresh).map(|_| "fresh")
            );
            html! {
                <g id={spot_id(Spot::Island(id))} class={classes} role="button" aria-label={island.label.clone()}
                   aria-disabled={(!self.active).then_some("true")} {onclick} transform={format!("translate({} {})", Num(cx), Num(cy))}>
                    if island.target {
                        <ellipse class="target-ring" rx={Num(ISLAND_RX + 14.0).to_string()} ry={Num(ISLAND_RY + 14.0).to_string()} />
                    }
                    <ellipse class="shore" rx={Num(ISLAND_RX).to_string()} ry={Num(ISLAND_RY).to_string()} />
                    <g transform="translate(-27 -54) scale(0.54)">{ treasure_glyph(island.treasure) }</g>
                    <text y="34" text-anchor="middle" class="island-name" style={name_size(&island.name)}>{ island.name.clone() }</text>
                </g>
            }
        });
        // The pieces lie above the islands and lanes; only the viewer's own movable ones take the
        // pointer, the others let it through to the spot beneath.
        let ships = self.lanes.iter().filter_map(|lane| {
            let ship = lane.ship.as_ref()?;
            let ((x1, y1), (x2, y2)) = (lane.from, lane.to);
            let (mx, my) = lane.anchor;
            let angle = upright((y2 - y1).atan2(x2 - x1).to_degrees());
            let body = html! {
                <g transform={format!("translate({} {}) rotate({})", Num(mx), Num(my), Num(angle))}>
                    <rect class="grip" x="-64" y="-76" width="128" height="128" />
                    <path d="M-44 2 L44 2 L32 24 L-32 24 Z" class="hull" style={format!("fill:{}", ship.colour)} />
                    <path d="M0 2 V-46 L32 -8 Z" class="sail" />
                    <text x="-17" y="20" text-anchor="middle" class="initial">{ ship.initial.clone() }</text>
                </g>
            };
            let fresh = lane.last.is_some_and(|m| m.fresh);
            Some(piece(ship, "ship", fresh, body, &self.on_hover))
        });
        let captains = self.islands.iter().filter_map(|island| {
            let captain = island.captain.as_ref()?;
            let (cx, cy) = island.at;
            let body = html! {
                <g transform={format!("translate({} {})", Num(cx + CAPTAIN_AT.0), Num(cy + CAPTAIN_AT.1))}>
                    <circle class="grip" r="64" />
                    <circle r="26" style={format!("fill:{}", captain.colour)} />
                    <text y="9" text-anchor="middle" class="initial">{ captain.initial.clone() }</text>
                </g>
            };
            let fresh = island.last.is_some_and(|m| m.fresh);
            Some(piece(captain, "captain", fresh, body, &self.on_hover))
        });
        // Each seat's last move, marked where it was made (the marks stay when a piece is picked up):
        // an outline under the piece in the seat's colour, its numbered badge above.
        let ship_marks = self.lanes.iter().filter_map(|lane| {
            let m = lane.last.filter(|_| lane.ship.is_some())?;
            let ((x1, y1), (x2, y2)) = (lane.from, lane.to);
            let (mx, my) = lane.anchor;
            let angle = upright((y2 - y1).atan2(x2 - x1).to_degrees());
            Some((
                html! { <ellipse class={classes!("last-outline", m.fresh.then_some("fresh"))} cx="0" cy="-8" rx="58" ry="42" style={format!("stroke:{}", m.colour)}
                    transform={format!("translate({} {}) rotate({})", Num(mx), Num(my), Num(angle))} /> },
                html! { <g class={classes!(m.fresh.then_some("fresh"))}>{ last_badge(&m, mx + 40.0, my - 40.0, 15.0) }</g> },
            ))
        });
        let captain_marks = self.islands.iter().filter_map(|island| {
            let m = island.last.filter(|_| island.captain.is_some())?;
            let (cx, cy) = (island.at.0 + CAPTAIN_AT.0, island.at.1 + CAPTAIN_AT.1);
            Some((
                html! { <circle class={classes!("last-outline", m.fresh.then_some("fresh"))} cx={Num(cx).to_string()} cy={Num(cy).to_string()} r="33" style={format!("stroke:{}", m.colour)} /> },
                html! { <g class={classes!(m.fresh.then_some("fresh"))}>{ last_badge(&m, cx + 30.0, cy - 30.0, 15.0) }</g> },
            ))
        });
        let (outlines, badges): (Vec<Html>, Vec<Html>) = ship_marks.chain(captain_marks).unzip();
        let active = self.cursor.map(spot_id);
        let onkeydown = self.on_key.reform(|e: KeyboardEvent| e);
        // A piece picked up by a tap: the mouse points where it would go (touch and pen point only
        // while dragging, which the draggable reports itself).
        let onpointermove = {
            let on_hover = self.on_hover.clone();
            let locate = self.locate.clone();
            Callback::from(move |e: PointerEvent| {
                if let Some(locate) = locate.as_ref().filter(|_| e.pointer_type() == "mouse") {
                    on_hover.emit(locate.emit((f64::from(e.client_x()), f64::from(e.client_y()))));
                }
            })
        };
        let onpointerleave = leaving_clears_hover(&self.on_hover, self.locate.is_some());
        html! {
            <svg ref={self.svg_ref.clone()} class="sea" viewBox={format!("0 0 {} {}", Num(VIEW.0), Num(VIEW.1))} preserveAspectRatio="xMidYMid meet"
                 role="group" aria-label={self.label.clone()} tabindex="0" aria-activedescendant={active}
                 {onkeydown} {onpointermove} {onpointerleave}>
                <rect class="water-bg" x="0" y="0" width={Num(VIEW.0).to_string()} height={Num(VIEW.1).to_string()} rx="16" />
                { for lanes }
                { for islands }
                { for outlines }
                { for ships }
                { for captains }
                <g class="last-badges" aria-hidden="true">{ for badges }</g>
            </svg>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_is_measured_to_the_nearest_point_of_a_segment() {
        assert_eq!(
            distance_to_segment((5.0, 3.0), (0.0, 0.0), (10.0, 0.0)),
            3.0
        );
        assert_eq!(
            distance_to_segment((-4.0, 3.0), (0.0, 0.0), (10.0, 0.0)),
            5.0
        );
    }

    #[test]
    fn islands_and_lanes_are_found_under_a_point() {
        let board = BoardMap::sea().unwrap();
        let g = Geometry::of(&board);
        let first = board.islands()[0];
        let c = g.centre(first.id);
        assert_eq!(g.island_at((c.0 + 20.0, c.1)), Some(first.id));
        let lane = board.positions()[0];
        let (a, b) = g.ends(lane.id);
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        assert_eq!(g.lane_at(mid, &[]), Some(lane.id));
    }

    #[test]
    fn where_lanes_cross_the_glowing_one_is_found() {
        let board = BoardMap::sea().unwrap();
        let g = Geometry::of(&board);
        let (p, q) = board.crossing_pairs()[0];
        // The point where the two lines cross.
        let ((a, b), (c, d)) = (g.ends(p), g.ends(q));
        let den = (a.0 - b.0) * (c.1 - d.1) - (a.1 - b.1) * (c.0 - d.0);
        let t = ((a.0 - c.0) * (c.1 - d.1) - (a.1 - c.1) * (c.0 - d.0)) / den;
        let x = (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1));
        assert_eq!(g.lane_at(x, &[Spot::Lane(p)]), Some(p));
        assert_eq!(g.lane_at(x, &[Spot::Lane(q)]), Some(q));
    }

    #[test]
    fn a_ship_lies_clear_of_every_crossing_lane() {
        let board = BoardMap::sea().unwrap();
        let g = Geometry::of(&board);
        for (p, q) in board.crossing_pairs() {
            for (lane, other) in [(p, q), (q, p)] {
                let (c, d) = g.ends(other);
                let ship = g.anchor(lane);
                assert!(
                    distance_to_segment(ship, c, d) > SHIP_HALF,
                    "the ship on {lane:?} touches {other:?}"
                );
            }
        }
        // A lane nothing crosses holds its ship in its middle.
        let (a, b) = g.ends(board.positions()[0].id);
        assert_eq!(
            g.anchor(board.positions()[0].id),
            ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
        );
    }

    #[test]
    fn the_arrows_move_between_islands_or_between_lanes() {
        let board = BoardMap::sea().unwrap();
        let g = Geometry::of(&board);
        let island = |t| Spot::Island(board.island_of(t).unwrap());
        // Chest (12,10) → east: Crown (42,7); → south: Pearl (8,42); Crown → west: Chest.
        assert_eq!(
            g.step(island(Treasure::Chest), Dir::East),
            island(Treasure::Crown)
        );
        assert_eq!(
            g.step(island(Treasure::Chest), Dir::South),
            island(Treasure::Pearl)
        );
        assert_eq!(
            g.step(island(Treasure::Crown), Dir::West),
            island(Treasure::Chest)
        );
        // Nothing north of the north coast: the cursor stays.
        assert_eq!(
            g.step(island(Treasure::Crown), Dir::North),
            island(Treasure::Crown)
        );
        // A lane's neighbour is a lane.
        let lane = Spot::Lane(board.positions()[0].id);
        assert!(matches!(g.step(lane, Dir::South), Spot::Lane(p) if Spot::Lane(p) != lane));
    }
}
