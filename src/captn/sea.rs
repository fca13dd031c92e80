//! The sea in SVG: islands with their treasures, the lanes where ships may lie (a colour and a dash
//! pattern each, so colour is never the only clue), ships and captains. Like the grid board it
//! knows no rules: the table says what each island and lane shows and which are legal, and hears
//! back clicks, keys and what lies under the pointer.

use tablee_rules::captn::{BoardMap, IslandId, JettyColour, PositionId, Treasure};
use yew::prelude::*;

use crate::board::{LastMark, LastMoves, Locate, last_badge, last_move_words};
use crate::i18n::Lang;
use crate::seats::PlayerConfig;

/// SVG units per board unit (the board data is 100 × 50).
const SCALE: f64 = 10.0;
const ISLAND_R: f64 = 60.0;

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

/// A piece drawn on the sea: its player's colour and initial.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub colour: &'static str,
    pub initial: String,
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
    pub colour: JettyColour,
    pub label: String,
    pub mark: Mark,
    pub ship: Option<Token>,
    /// The ship of a seat's last move lies here.
    pub last: Option<LastMark>,
}

/// Marks the islands and lanes holding each seat's last move, and says so in their names.
pub fn mark_last(
    islands: &mut [SeaIsland],
    lanes: &mut [SeaLane],
    moves: &LastMoves<Spot>,
    players: &[PlayerConfig],
    l: Lang,
) {
    for island in islands {
        if let Some(mark) = moves.mark(&Spot::Island(island.id), players) {
            island.label += &last_move_words(mark.seat, players, l);
            island.last = Some(mark);
        }
    }
    for lane in lanes {
        if let Some(mark) = moves.mark(&Spot::Lane(lane.id), players) {
            lane.label += &last_move_words(mark.seat, players, l);
            lane.last = Some(mark);
        }
    }
}

/// A point in SVG units.
type Point = (f64, f64);

/// Where things are, in SVG units, for drawing and for finding what lies under the pointer.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    islands: Vec<(IslandId, Point)>,
    lanes: Vec<(PositionId, Point, Point)>,
}

impl Geometry {
    pub fn of(board: &BoardMap) -> Geometry {
        let centre = |id: IslandId| {
            board.island(id).map_or((0.0, 0.0), |i| {
                (f64::from(i.x) * SCALE, f64::from(i.y) * SCALE)
            })
        };
        Geometry {
            islands: board
                .islands()
                .iter()
                .map(|i| (i.id, centre(i.id)))
                .collect(),
            lanes: board
                .positions()
                .iter()
                .map(|p| (p.id, centre(p.a), centre(p.b)))
                .collect(),
        }
    }

    pub fn centre(&self, id: IslandId) -> (f64, f64) {
        self.islands
            .iter()
            .find(|(i, _)| *i == id)
            .map_or((0.0, 0.0), |(_, c)| *c)
    }

    pub fn ends(&self, id: PositionId) -> ((f64, f64), (f64, f64)) {
        self.lanes
            .iter()
            .find(|(p, _, _)| *p == id)
            .map_or(((0.0, 0.0), (0.0, 0.0)), |(_, a, b)| (*a, *b))
    }

    /// The island under a point (in SVG units), if any.
    fn island_at(&self, p: Point) -> Option<IslandId> {
        self.islands
            .iter()
            .map(|(id, c)| (*id, (c.0 - p.0).hypot(c.1 - p.1)))
            .filter(|(_, d)| *d <= ISLAND_R + 15.0)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    /// The lane nearest a point of open water, if one passes close by. Where lanes cross, one of
    /// `targets` (the lanes that glow) wins over the others.
    fn lane_at(&self, p: Point, targets: &[Spot]) -> Option<PositionId> {
        let near = |id: &PositionId, a: &Point, b: &Point| {
            let d = distance_to_segment(p, *a, *b);
            (d <= 35.0).then_some((*id, !targets.contains(&Spot::Lane(*id)), d))
        };
        self.lanes
            .iter()
            .filter_map(|(id, a, b)| near(id, a, b))
            .min_by(|x, y| x.1.cmp(&y.1).then(x.2.total_cmp(&y.2)))
            .map(|(id, _, _)| id)
    }

    /// Finds the islands (for a captain) or the lanes (for a ship) under the pointer; `targets`
    /// are the spots that glow, preferred where lanes cross.
    pub fn locator(&self, svg: NodeRef, want_islands: bool, targets: Vec<Spot>) -> Locate<Spot> {
        let geometry = self.clone();
        Callback::from(move |(x, y): (f64, f64)| {
            let el = svg.cast::<web_sys::Element>()?;
            let p = to_svg(&el, x, y)?;
            if want_islands {
                geometry.island_at(p).map(Spot::Island)
            } else {
                geometry.lane_at(p, &targets).map(Spot::Lane)
            }
        })
    }
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

/// A point of the screen in the sea's SVG units (viewBox 0 0 1000 500, "meet").
fn to_svg(svg: &web_sys::Element, x: f64, y: f64) -> Option<(f64, f64)> {
    let rect = svg.get_bounding_client_rect();
    let (vw, vh) = (1000.0, 500.0);
    let scale = (rect.width() / vw).min(rect.height() / vh);
    if scale <= 0.0 {
        return None;
    }
    let left = rect.left() + (rect.width() - vw * scale) / 2.0;
    let top = rect.top() + (rect.height() - vh * scale) / 2.0;
    let p = ((x - left) / scale, (y - top) / scale);
    (p.0 >= 0.0 && p.1 >= 0.0 && p.0 <= vw && p.1 <= vh).then_some(p)
}

fn dashes(c: JettyColour) -> &'static str {
    match c {
        JettyColour::Orange => "none",
        JettyColour::Purple => "34 12",
        JettyColour::Teal => "12 12",
        JettyColour::Pink => "30 10 6 10",
        JettyColour::White => "6 10",
        JettyColour::Black => "22 8 4 8 4 8",
        JettyColour::Brown => "44 16",
    }
}

fn colour_class(c: JettyColour) -> &'static str {
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

/// The treasure's picture, in a 100 × 100 box centred on (50, 50).
pub fn treasure_glyph(t: Treasure) -> Html {
    match t {
        Treasure::Chest => {
            html! { <g class="glyph chest"><rect x="20" y="40" width="60" height="40" rx="4" /><path d="M20 40 Q50 14 80 40 Z" /><rect x="45" y="48" width="10" height="12" class="lock" /></g> }
        }
        Treasure::Crown => {
            html! { <g class="glyph crown"><path d="M18 72 L14 32 L34 52 L50 24 L66 52 L86 32 L82 72 Z" /></g> }
        }
        Treasure::Parrot => {
            html! { <g class="glyph parrot"><ellipse cx="48" cy="60" rx="18" ry="26" /><circle cx="56" cy="30" r="14" /><path d="M68 28 L82 36 L68 40 Z" class="beak" /><path d="M40 84 L34 96 M52 86 L54 96" class="line" /></g> }
        }
        Treasure::Compass => {
            html! { <g class="glyph compass"><circle cx="50" cy="50" r="34" /><path d="M50 20 L60 50 L50 80 L40 50 Z" class="needle" /></g> }
        }
        Treasure::Map => {
            html! { <g class="glyph map"><path d="M16 26 L38 20 L62 28 L84 22 L84 76 L62 82 L38 74 L16 80 Z" /><path d="M52 44 L64 56 M64 44 L52 56" class="line" /></g> }
        }
        Treasure::Anchor => {
            html! { <g class="glyph anchor"><circle cx="50" cy="20" r="8" class="line" /><path d="M50 28 V82 M34 40 H66 M20 60 Q24 84 50 84 Q76 84 80 60" class="line" /></g> }
        }
        Treasure::Pearl => {
            html! { <g class="glyph pearl"><path d="M14 62 Q50 10 86 62 Q50 86 14 62 Z" /><circle cx="50" cy="56" r="14" class="bead" /></g> }
        }
        Treasure::Spyglass => {
            html! { <g class="glyph spyglass"><path d="M14 70 L76 22 L86 34 L24 82 Z" /><path d="M40 50 L52 62" class="line" /></g> }
        }
        Treasure::Bottle => {
            html! { <g class="glyph bottle"><path d="M42 14 H58 V34 Q74 42 74 56 V84 H26 V56 Q26 42 42 34 Z" /><rect x="34" y="56" width="32" height="16" class="paper" /></g> }
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SeaBoardProps {
    pub islands: Vec<SeaIsland>,
    pub lanes: Vec<SeaLane>,
    pub label: AttrValue,
    pub svg_ref: NodeRef,
    pub on_island: Callback<IslandId>,
    pub on_lane: Callback<PositionId>,
    /// Whether islands and lanes take clicks and keys now (a piece is held).
    #[prop_or_default]
    pub active: bool,
}

#[function_component(SeaBoard)]
pub fn sea_board(props: &SeaBoardProps) -> Html {
    let key_click = |cb: Callback<()>| {
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                cb.emit(());
            }
        })
    };
    let tab = if props.active { "0" } else { "-1" };
    let lanes = props.lanes.iter().map(|lane| {
        let ((x1, y1), (x2, y2)) = (lane.from, lane.to);
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let angle = (y2 - y1).atan2(x2 - x1).to_degrees();
        // Ships stand upright: never upside down.
        let angle = if angle > 90.0 { angle - 180.0 } else if angle < -90.0 { angle + 180.0 } else { angle };
        let id = lane.id;
        let click = props.on_lane.reform(move |()| id);
        let onclick = click.reform(|_: MouseEvent| ());
        let onkeydown = key_click(click);
        let mark = match lane.mark {
            Mark::None => None,
            Mark::Legal => Some("legal"),
            Mark::Aimed => Some("aimed"),
        };
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = dx.hypot(dy).max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        // Jetties: where the lane meets each island's shore.
        let jetty = |(cx, cy): (f64, f64), s: f64| {
            let (jx, jy) = (cx + s * ux * (ISLAND_R + 4.0), cy + s * uy * (ISLAND_R + 4.0));
            html! { <rect class="jetty" x={(jx - 9.0).to_string()} y={(jy - 9.0).to_string()} width="18" height="18" /> }
        };
        let last = lane.last;
        html! {
            <g class={classes!("lane", colour_class(lane.colour), mark, last.map(|_| "last-move"), last.filter(|m| m.fresh).map(|_| "fresh"))}
               role="button" aria-label={lane.label.clone()} tabindex={tab} {onclick} {onkeydown}>
                <line class="hit" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} />
                <line class="water" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()}
                      stroke-dasharray={dashes(lane.colour)} />
                { jetty((x1, y1), 1.0) }{ jetty((x2, y2), -1.0) }
                if let Some(ship) = &lane.ship {
                    <g class="ship" transform={format!("translate({mx} {my}) rotate({angle})")}>
                        if let Some(m) = last {
                            <ellipse class="last-outline" cx="0" cy="-6" rx="56" ry="40" style={format!("stroke:{}", m.colour)} />
                        }
                        <g class="piece">
                            <path d="M-44 4 L44 4 L30 24 L-30 24 Z" style={format!("fill:{}", ship.colour)} />
                            <path d="M0 4 V-40 L30 -6 Z" class="sail" />
                            <text x="-16" y="20" text-anchor="middle" class="initial">{ ship.initial.clone() }</text>
                        </g>
                    </g>
                }
                if let (Some(m), Some(_)) = (last, &lane.ship) { { last_badge(&m, mx + 40.0, my - 34.0, 15.0) } }
            </g>
        }
    });
    let islands = props.islands.iter().map(|island| {
        let (cx, cy) = island.at;
        let id = island.id;
        let click = props.on_island.reform(move |()| id);
        let onclick = click.reform(|_: MouseEvent| ());
        let onkeydown = key_click(click);
        let mark = match island.mark {
            Mark::None => None,
            Mark::Legal => Some("legal"),
            Mark::Aimed => Some("aimed"),
        };
        let last = island.last;
        html! {
            <g class={classes!("island", mark, island.target.then_some("target"), last.map(|_| "last-move"), last.filter(|m| m.fresh).map(|_| "fresh"))}
               role="button" aria-label={island.label.clone()}
               tabindex={tab} {onclick} {onkeydown} transform={format!("translate({cx} {cy})")}>
                <circle class="shore" r={ISLAND_R.to_string()} />
                if island.target { <circle class="target-ring" r={(ISLAND_R + 12.0).to_string()} /> }
                <g transform="translate(-30 -42) scale(0.6)">{ treasure_glyph(island.treasure) }</g>
                <text y="40" text-anchor="middle" class="island-name">{ island.name.clone() }</text>
                if let Some(c) = &island.captain {
                    <g class="captain" transform="translate(38 -30)">
                        if let Some(m) = last {
                            <circle class="last-outline" r="27" style={format!("stroke:{}", m.colour)} />
                        }
                        <g class="piece">
                            <circle r="20" style={format!("fill:{}", c.colour)} />
                            <text y="8" text-anchor="middle" class="initial">{ c.initial.clone() }</text>
                        </g>
                    </g>
                    if let Some(m) = last { { last_badge(&m, -44.0, -44.0, 15.0) } }
                }
            </g>
        }
    });
    html! {
        <svg ref={props.svg_ref.clone()} class="sea" viewBox="0 0 1000 500" preserveAspectRatio="xMidYMid meet"
             role="group" aria-label={props.label.clone()}>
            <rect class="water-bg" x="0" y="0" width="1000" height="500" rx="16" />
            { for lanes }
            { for islands }
        </svg>
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
}
