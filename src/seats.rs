//! Who sits at the table: names, colours, human or computer. Shared by every game.

use serde::{Deserialize, Serialize};
use tablee_rules::Strength;

use crate::i18n::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer(Strength),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerConfig {
    pub name: String,
    /// Index into [`COLOURS`].
    pub colour: usize,
    pub kind: SeatKind,
}

/// Player colours, told apart by name too (never by colour alone).
pub const COLOURS: [(&str, &str, &str); 6] = [
    ("Red", "Rouge", "#c0392b"),
    ("Blue", "Bleu", "#2563b0"),
    ("Green", "Vert", "#1e8449"),
    ("Yellow", "Jaune", "#b7950b"),
    ("Purple", "Violet", "#7d3c98"),
    ("Black", "Noir", "#2c3e50"),
];

pub fn colour_hex(index: usize) -> &'static str {
    COLOURS.get(index).map_or("#555", |c| c.2)
}

pub fn colour_name(index: usize, lang: Lang) -> &'static str {
    COLOURS.get(index).map_or("?", |c| lang.t(c.0, c.1))
}

impl SeatKind {
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            SeatKind::Human => lang.t("Human", "Humain"),
            SeatKind::Computer(Strength::Quick) => {
                lang.t("Computer (quick)", "Ordinateur (rapide)")
            }
            SeatKind::Computer(Strength::Strong) => {
                lang.t("Computer (strong)", "Ordinateur (fort)")
            }
        }
    }
}

/// Default seats for a new table of `n` players: the first human, the others computers.
/// Names are in the third person because the log speaks of each player ("Player 1 places…").
pub fn default_players(n: usize, lang: Lang) -> Vec<PlayerConfig> {
    (0..n)
        .map(|i| PlayerConfig {
            name: format!("{} {}", lang.t("Player", "Joueur"), i + 1),
            colour: i % COLOURS.len(),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer(Strength::Quick)
            },
        })
        .collect()
}
