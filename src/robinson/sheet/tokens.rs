//! The resource tokens: the supply, the available and the future resources, and scenario 1's
//! woodpile drawn column by column. A token is dragged (mouse, pen or finger, through the shared
//! `Draggable`), or tapped and then its place tapped, or picked with Enter and put with Enter on
//! a place. Each move is one step for the engine, which refuses what a ruling forbids.

use tablee_rules::Game;
use tablee_rules::robinson::{
    DiscoveryKind, Resource, Resources, Robinson, RobinsonAction, WoodVia, Zone,
};
use yew::prelude::*;

use super::super::text::resource_name;
use super::tracks::WIDTH;
use crate::board::{Draggable, Locate, Num, fixed_drawing, on_release, use_escape};
use crate::i18n::{Lang, use_lang};

/// Where a token lies or goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The box's supply: a token taken from it is gained, one put back is discarded.
    Supply,
    Available,
    Future,
    /// Scenario 1's woodpile.
    Woodpile,
}

const PLACES: [Place; 4] = [
    Place::Supply,
    Place::Available,
    Place::Future,
    Place::Woodpile,
];

/// A token picked up: what it is and where from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub from: Place,
    pub resource: Resource,
}

/// The step a token moved from one place to another records, if the move means one: taken from
/// the supply it is a gain; put back, a discard; between the zones, a move; available wood onto
/// the woodpile, wood added from the stock; wood from the supply onto it, wood the oil token or
/// the mast gives (`via`, the way the group chose). The engine decides whether the step stands.
pub fn move_step(piece: Piece, to: Place, via: Option<&WoodVia>) -> Option<RobinsonAction> {
    let one = Resources::of(piece.resource, 1);
    match (piece.from, to) {
        (Place::Supply, Place::Available) => Some(RobinsonAction::Gain {
            zone: Zone::Available,
            resources: one,
        }),
        (Place::Supply, Place::Future) => Some(RobinsonAction::Gain {
            zone: Zone::Future,
            resources: one,
        }),
        (Place::Available, Place::Supply) => Some(RobinsonAction::Discard { resources: one }),
        (Place::Available, Place::Future) => Some(RobinsonAction::MoveResources {
            resources: one,
            to: Zone::Future,
        }),
        (Place::Future, Place::Available) => Some(RobinsonAction::MoveResources {
            resources: one,
            to: Zone::Available,
        }),
        (Place::Available, Place::Woodpile) if piece.resource == Resource::Wood => {
            Some(RobinsonAction::AddWood {
                amount: 1,
                via: WoodVia::Stock,
            })
        }
        (Place::Supply, Place::Woodpile) if piece.resource == Resource::Wood => {
            via.map(|via| RobinsonAction::AddWood {
                amount: 1,
                via: via.clone(),
            })
        }
        _ => None,
    }
}

/// The ways wood comes from the supply onto the woodpile (ruling 11.1): each oil token not yet
/// used, each item built (the group knows which is the mast). The engine judges the one chosen.
pub fn supply_wood_ways(game: &Robinson) -> Vec<WoodVia> {
    let oil = game
        .tokens()
        .iter()
        .filter(|t| t.kind == DiscoveryKind::Oil && t.used.is_none())
        .map(|t| WoodVia::Oil { token: t.id });
    let items = game.items().iter().map(|i| WoodVia::Mast {
        item: i.name.clone(),
    });
    oil.chain(items).collect()
}

fn way_name(via: &WoodVia, l: Lang) -> String {
    match via {
        WoodVia::Stock => l.t("From the available wood", "Du bois disponible").into(),
        WoodVia::Oil { token } => format!(
            "{} {token}",
            l.t("With the oil, token", "Avec l'huile, jeton")
        ),
        WoodVia::Mast { item } => match l {
            Lang::En => format!("With “{item}” (the mast)"),
            Lang::Fr => format!("Avec « {item} » (le mât)"),
        },
    }
}

fn place_name(p: Place, l: Lang) -> &'static str {
    match p {
        Place::Supply => l.t("the supply", "la réserve"),
        Place::Available => l.t("the available resources", "les ressources disponibles"),
        Place::Future => l.t("the future resources", "les ressources à venir"),
        Place::Woodpile => l.t("the woodpile", "le bûcher"),
    }
}

/// A resource's name short enough for its row of a zone (the full name is read out).
fn short_name(r: Resource, l: Lang) -> &'static str {
    match r {
        Resource::NonPerishableFood => l.t("Preserved food", "Non périssable"),
        _ => resource_name(r, l),
    }
}

/// A token as drawn, centred on (0, 0), about 36 units across: our own shapes.
pub fn glyph(r: Resource) -> Html {
    fixed_drawing(match r {
        Resource::Wood => {
            r#"<g class="glyph wood"><rect x="-17" y="-9" width="34" height="18" rx="8" /><ellipse class="grain" cx="11" cy="0" rx="5" ry="7" /><path class="grain" d="M-11 -3 H4 M-8 3 H2" /></g>"#
        }
        Resource::PerishableFood => {
            r#"<g class="glyph food"><circle cx="0" cy="3" r="13" /><path class="leaf" d="M0 -10 Q8 -20 12 -12 Q5 -8 0 -10 Z" /></g>"#
        }
        Resource::NonPerishableFood => {
            r#"<g class="glyph preserved"><rect x="-12" y="-10" width="24" height="24" rx="4" /><rect class="lid" x="-14" y="-15" width="28" height="7" rx="2" /></g>"#
        }
        Resource::Fur => {
            r#"<g class="glyph fur"><path d="M-16 -8 Q-10 -16 0 -11 Q10 -16 16 -8 L12 2 L16 12 Q0 8 -16 12 L-12 2 Z" /></g>"#
        }
    })
}

/// Whether the point of the screen lies within `node`'s box.
fn within(node: &NodeRef, x: f64, y: f64) -> bool {
    node.cast::<web_sys::Element>().is_some_and(|el| {
        let b = el.get_bounding_client_rect();
        x >= b.left() && x <= b.right() && y >= b.top() && y <= b.bottom()
    })
}

#[derive(Properties)]
pub struct CampTokensProps {
    pub game: Robinson,
    pub send: Callback<RobinsonAction>,
}

/// The sheet gives a new `send` with each of its renders, which follow its game: the tokens
/// render with the sheet, and comparing the games first would only cost time (and code).
impl PartialEq for CampTokensProps {
    fn eq(&self, other: &Self) -> bool {
        self.send == other.send
    }
}

/// The zones' layout, in the drawing's units.
const SUPPLY_H: f64 = 64.0;
const ZONE_TOP: f64 = SUPPLY_H + 8.0;
const ZONE_ROW: f64 = 52.0;
const ZONE_H: f64 = 32.0 + 4.0 * ZONE_ROW;
const HALF: f64 = (WIDTH - 12.0) / 2.0;
const SLOT: f64 = 18.0;

#[function_component(CampTokens)]
pub fn camp_tokens(props: &CampTokensProps) -> Html {
    let l = use_lang();
    let game = &props.game;
    let held = use_state_eq(|| None::<Piece>);
    let hover = use_state_eq(|| None::<Place>);
    let refs = use_memo((), |_| PLACES.map(|p| (p, NodeRef::default())));
    let columns = &game.setup().woodpile;
    let with_woodpile = !columns.is_empty();
    // Several ways for wood from the supply: the group picks one after the drop.
    let choosing = use_state_eq(|| false);
    let ways = supply_wood_ways(game);
    let first_way = ways.first().cloned();
    let ref_of = |p: Place| {
        refs.iter()
            .find(|(q, _)| *q == p)
            .map(|(_, r)| r.clone())
            .unwrap_or_default()
    };
    let targets_of = |piece: Piece| -> Vec<Place> {
        PLACES
            .into_iter()
            .filter(|&p| {
                (p != Place::Woodpile || with_woodpile)
                    && move_step(piece, p, first_way.as_ref()).is_some()
            })
            .collect()
    };
    {
        let held = held.clone();
        use_escape(held.is_some(), Callback::from(move |()| held.set(None)));
    }
    // A move made: the step goes to the engine and the hand is empty again.
    let put = |piece: Piece| {
        let (send, held, hover) = (props.send.clone(), held.clone(), hover.clone());
        let (choosing, ways) = (choosing.clone(), ways.clone());
        Callback::from(move |to: Place| {
            hover.set(None);
            if piece.from == Place::Supply && to == Place::Woodpile && ways.len() > 1 {
                choosing.set(true);
                held.set(None);
                return;
            }
            if let Some(step) = move_step(piece, to, ways.first()) {
                send.emit(step);
            }
            held.set(None);
        })
    };

    let token = |piece: Piece, x: f64, y: f64, label: String| {
        let targets = targets_of(piece);
        let zones: Vec<(Place, NodeRef)> = targets.iter().map(|&p| (p, ref_of(p))).collect();
        let locate: Locate<Place> = Callback::from(move |(px, py): (f64, f64)| {
            zones
                .iter()
                .find(|(_, node)| within(node, px, py))
                .map(|(p, _)| *p)
        });
        let on_start = {
            let held = held.clone();
            Callback::from(move |()| held.set(Some(piece)))
        };
        let on_pick = {
            let held = held.clone();
            let first = targets.first().map(|&p| ref_of(p));
            Callback::from(move |()| {
                held.set(Some(piece));
                // The keyboard goes on to the places the token may go.
                if let Some(el) = first.as_ref().and_then(|r| r.cast::<web_sys::SvgElement>()) {
                    let _ = el.focus();
                }
            })
        };
        let on_hover = {
            let hover = hover.clone();
            Callback::from(move |p: Option<Place>| hover.set(p))
        };
        let on_drop = on_release(
            put(piece),
            {
                let (held, hover) = (held.clone(), hover.clone());
                Callback::from(move |()| {
                    held.set(None);
                    hover.set(None);
                })
            },
            {
                let hover = hover.clone();
                Callback::from(move |()| hover.set(None))
            },
        );
        html! {
            <Draggable<Place> key={format!("{}-{}", piece.from as u8, piece.resource)} in_svg=true label={label}
                {locate} selected={*held == Some(piece)} {on_start} {on_hover} {on_drop} {on_pick}>
                <g class="token" transform={format!("translate({} {})", Num(x), Num(y))}>
                    <circle class="token-halo" r="22" />
                    { glyph(piece.resource) }
                </g>
            </Draggable<Place>>
        }
    };

    // A place: its frame takes drops; while a token is held, a tap (or Enter) puts it there.
    let place = |p: Place, frame: Html, name: String| {
        let target = (*held).filter(|piece| targets_of(*piece).contains(&p));
        let classes = classes!(
            "place",
            target.is_some().then_some("target"),
            (*hover == Some(p) && target.is_some()).then_some("hover")
        );
        match target {
            Some(piece) => {
                let go = put(piece).reform(move |()| p);
                let onclick = go.reform(|_: MouseEvent| ());
                let onkeydown = Callback::from(move |e: KeyboardEvent| {
                    if e.key() == "Enter" || e.key() == " " {
                        e.prevent_default();
                        go.emit(());
                    }
                });
                let label = format!("{} {}", l.t("Put it in", "Le poser dans"), place_name(p, l));
                html! { <g ref={ref_of(p)} class={classes} role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>{ frame }</g> }
            }
            None => {
                // Focusable from the script only: a token picked with Enter sends the focus here.
                html! { <g ref={ref_of(p)} class={classes} role="group" tabindex="-1" aria-label={name}>{ frame }</g> }
            }
        }
    };

    // The supply: one token of each kind, always there.
    let supply_frame = html! { <>
        <rect class="place-frame supply" x="4" y="4" width={Num(WIDTH - 8.0).to_string()} height={Num(SUPPLY_H - 8.0).to_string()} rx="10" />
        <text class="place-name" x="14" y="28">{ l.t("Supply", "Réserve") }</text>
        <text class="help-text" x="14" y="46">{ l.t("take or put back", "prendre ou rendre") }</text>
    </> };
    let supply_tokens = Resource::ALL.iter().enumerate().map(|(i, &r)| {
        let label = format!(
            "{} {} {}",
            l.t("Take", "Prendre"),
            resource_name(r, l),
            l.t("from the supply", "de la réserve")
        );
        token(
            Piece {
                from: Place::Supply,
                resource: r,
            },
            150.0 + i as f64 * 52.0,
            SUPPLY_H / 2.0,
            label,
        )
    });

    let zone = |z: Place, x: f64| {
        let (title, amounts, word) = match z {
            Place::Future => (
                l.t("Future", "À venir"),
                game.future(),
                l.t("future", "à venir"),
            ),
            _ => (
                l.t("Available", "Disponibles"),
                game.available(),
                l.t("available", "disponible"),
            ),
        };
        let frame = html! { <>
            <rect class={classes!("place-frame", if z == Place::Future { "future" } else { "available" })}
                x={Num(x).to_string()} y={Num(ZONE_TOP).to_string()} width={Num(HALF).to_string()} height={Num(ZONE_H).to_string()} rx="10" />
            <text class="place-name" x={Num(x + 10.0).to_string()} y={Num(ZONE_TOP + 22.0).to_string()}>{ title }</text>
            { for Resource::ALL.iter().enumerate().map(|(i, &r)| {
                let cy = ZONE_TOP + 32.0 + (i as f64 + 0.5) * ZONE_ROW;
                let n = amounts.get(r);
                let name = resource_name(r, l);
                html! {
                    <g class={classes!("amount", (n == 0).then_some("none"))} role="img" aria-label={format!("{name} — {word}: {n}")}>
                        <text class="amount-name" x={Num(x + 56.0).to_string()} y={Num(cy - 4.0).to_string()}>{ short_name(r, l) }</text>
                        <text class="amount-count" x={Num(x + 56.0).to_string()} y={Num(cy + 15.0).to_string()}>{ n }</text>
                        if n == 0 {
                            <g class="token-empty" transform={format!("translate({} {})", Num(x + 28.0), Num(cy))}>{ glyph(r) }</g>
                        }
                    </g>
                }
            }) }
        </> };
        let name = format!(
            "{title}: {}",
            crate::robinson::text::resources_text(&amounts, l)
        );
        let tokens = Resource::ALL
            .iter()
            .enumerate()
            .filter(|(_, r)| amounts.get(**r) > 0)
            .map(|(i, &r)| {
                let cy = ZONE_TOP + 32.0 + (i as f64 + 0.5) * ZONE_ROW;
                let label = format!(
                    "{} {} ({word})",
                    l.t("Move", "Déplacer"),
                    resource_name(r, l)
                );
                token(
                    Piece {
                        from: z,
                        resource: r,
                    },
                    x + 28.0,
                    cy,
                    label,
                )
            })
            .collect::<Vec<_>>();
        (place(z, frame, name), tokens)
    };
    let (available, available_tokens) = zone(Place::Available, 4.0);
    let (future, future_tokens) = zone(Place::Future, 8.0 + HALF);

    let pile_top = ZONE_TOP + ZONE_H + 8.0;
    let tallest = columns.iter().copied().max().unwrap_or(0);
    let pile_h = 40.0 + f64::from(tallest) * SLOT + 22.0;
    let woodpile = with_woodpile.then(|| {
        let filled = game.woodpile();
        let n = columns.len().max(1) as f64;
        let cw = ((WIDTH - 28.0) / n).min(48.0);
        let base = pile_top + 36.0 + f64::from(tallest) * SLOT;
        let done_this_round = game.this_round().columns_completed > 0;
        let cols = columns.iter().enumerate().map(|(j, &size)| {
            let have = filled.get(j).copied().unwrap_or(0);
            let x = 14.0 + j as f64 * cw;
            let slots = (0..size).map(|k| {
                let y = base - f64::from(k + 1) * SLOT;
                html! { <rect class={classes!("slot", (k < have).then_some("full"))} x={Num(x + 3.0).to_string()} y={Num(y + 1.0).to_string()}
                    width={Num(cw - 6.0).to_string()} height={Num(SLOT - 2.0).to_string()} rx="3" /> }
            });
            html! { <g class={classes!("column", (have >= size).then_some("complete"))}>
                { for slots }
                <text class="column-number" x={Num(x + cw / 2.0).to_string()} y={Num(base + 16.0).to_string()} text-anchor="middle">{ j + 1 }</text>
            </g> }
        });
        let described: Vec<String> = columns
            .iter()
            .enumerate()
            .map(|(j, &size)| {
                let have = filled.get(j).copied().unwrap_or(0);
                format!("{} {} {have} {} {size}", l.t("column", "colonne"), j + 1, l.t("of", "sur"))
            })
            .collect();
        let name = format!("{}: {}", l.t("Woodpile", "Bûcher"), described.join(", "));
        let frame = html! { <>
            <rect class="place-frame woodpile" x="4" y={Num(pile_top).to_string()} width={Num(WIDTH - 8.0).to_string()} height={Num(pile_h).to_string()} rx="10" />
            <text class="place-name" x="14" y={Num(pile_top + 22.0).to_string()}>{ l.t("Woodpile", "Bûcher") }</text>
            <text class="help-text" x={Num(WIDTH - 14.0).to_string()} y={Num(pile_top + 22.0).to_string()} text-anchor="end">{
                if done_this_round {
                    l.t("a column completed this round (11.1)", "une colonne finie ce tour (11.1)")
                } else if ways.is_empty() {
                    l.t("one column a round at most (11.1)", "une colonne par tour au plus (11.1)")
                } else {
                    l.t("wood from the supply: oil or mast (11.1)", "bois de la réserve : huile ou mât (11.1)")
                }
            }</text>
            <g role="img" aria-label={name.clone()}>{ for cols }</g>
        </> };
        place(Place::Woodpile, frame, name)
    });
    let height = if with_woodpile {
        pile_top + pile_h + 4.0
    } else {
        pile_top
    };
    let supply = place(
        Place::Supply,
        supply_frame,
        l.t("Supply", "Réserve").to_string(),
    );
    let chooser = (*choosing).then(|| {
        let buttons = ways.iter().map(|via| {
            let (send, choosing, via) = (props.send.clone(), choosing.clone(), via.clone());
            let name = way_name(&via, l);
            let onclick = Callback::from(move |_: MouseEvent| {
                send.emit(RobinsonAction::AddWood {
                    amount: 1,
                    via: via.clone(),
                });
                choosing.set(false);
            });
            html! { <button class="button" {onclick}>{ name }</button> }
        });
        let cancel = {
            let choosing = choosing.clone();
            Callback::from(move |_: MouseEvent| choosing.set(false))
        };
        html! {
            <div class="wood-ways" role="group" aria-label={l.t("Whence the wood comes", "D'où vient le bois")}>
                <p>{ l.t("Wood from the supply onto the woodpile:", "Du bois de la réserve sur le bûcher :") }</p>
                { for buttons }
                <button class="button" onclick={cancel}>{ l.t("Cancel", "Annuler") }</button>
            </div>
        }
    });
    html! { <>
        <svg class={classes!("sheet-drawing", "camp-tokens-drawing", held.is_some().then_some("holding"))}
            viewBox={format!("0 0 {} {}", Num(WIDTH), Num(height))} role="group" aria-label={l.t("Resource tokens", "Jetons de ressources")}>
            { supply }
            { available }
            { future }
            { for woodpile }
            // The tokens above every place, so a dragged one passes over them.
            { for supply_tokens }
            { for available_tokens }
            { for future_tokens }
        </svg>
        { for chooser }
    </> }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(from: Place, resource: Resource) -> Piece {
        Piece { from, resource }
    }

    #[test]
    fn each_move_of_a_token_is_the_step_it_means() {
        let wood = Resources::of(Resource::Wood, 1);
        assert_eq!(
            move_step(piece(Place::Supply, Resource::Wood), Place::Future, None),
            Some(RobinsonAction::Gain {
                zone: Zone::Future,
                resources: wood
            })
        );
        assert_eq!(
            move_step(piece(Place::Available, Resource::Wood), Place::Supply, None),
            Some(RobinsonAction::Discard { resources: wood })
        );
        assert_eq!(
            move_step(piece(Place::Future, Resource::Wood), Place::Available, None),
            Some(RobinsonAction::MoveResources {
                resources: wood,
                to: Zone::Available
            })
        );
        assert_eq!(
            move_step(
                piece(Place::Available, Resource::Wood),
                Place::Woodpile,
                None
            ),
            Some(RobinsonAction::AddWood {
                amount: 1,
                via: WoodVia::Stock
            })
        );
    }

    #[test]
    fn a_move_that_means_nothing_records_nothing() {
        // Food is not burnt on the woodpile, a token does not go where it lies, and what waits
        // in the future resources is not put back in the box.
        assert_eq!(
            move_step(
                piece(Place::Available, Resource::Fur),
                Place::Woodpile,
                None
            ),
            None
        );
        for p in PLACES {
            assert_eq!(move_step(piece(p, Resource::Wood), p, None), None);
        }
        assert_eq!(
            move_step(piece(Place::Future, Resource::Wood), Place::Supply, None),
            None
        );
        // Wood from the supply goes on the woodpile only by a way the group holds.
        assert_eq!(
            move_step(piece(Place::Supply, Resource::Wood), Place::Woodpile, None),
            None
        );
    }

    #[test]
    fn an_oil_token_drawn_is_a_way_for_wood_from_the_supply_and_serves_once() {
        use tablee_rules::robinson::{
            Character, CharacterSetup, RobinsonSetup, Scenario, Source, TileDecl,
        };
        let setup = RobinsonSetup {
            scenario: Scenario::One,
            characters: vec![CharacterSetup {
                character: Character::Cook,
                life: 12,
            }],
            start: TileDecl::beach(1, vec![2], vec![Source::Food]),
            woodpile: vec![2, 2],
            cartridges: 0,
            edition: tablee_rules::robinson::Edition::CURRENT,
        };
        let mut game = Robinson::new(setup, 1).expect("the setup is accepted");
        assert!(supply_wood_ways(&game).is_empty());
        game.apply(&RobinsonAction::DrawDiscovery {
            kind: DiscoveryKind::Oil,
        })
        .expect("an oil token drawn");
        let ways = supply_wood_ways(&game);
        assert_eq!(ways.len(), 1);
        let step = move_step(
            piece(Place::Supply, Resource::Wood),
            Place::Woodpile,
            ways.first(),
        )
        .expect("a step");
        game.apply(&step).expect("the oil puts wood on the pile");
        assert_eq!(game.woodpile(), &[1, 0]);
        assert!(supply_wood_ways(&game).is_empty(), "the token is used");
    }

    #[test]
    fn wood_from_the_supply_goes_on_the_woodpile_by_the_oil_or_the_mast() {
        let oil = WoodVia::Oil { token: 2 };
        assert_eq!(
            move_step(
                piece(Place::Supply, Resource::Wood),
                Place::Woodpile,
                Some(&oil)
            ),
            Some(RobinsonAction::AddWood {
                amount: 1,
                via: oil
            })
        );
        assert_eq!(
            move_step(
                piece(Place::Supply, Resource::Fur),
                Place::Woodpile,
                Some(&WoodVia::Oil { token: 2 })
            ),
            None
        );
    }
}
