//! The shelf's messages in French.

use std::borrow::Cow;

use super::Shelf;
use crate::game_kind::GameKind;
use crate::i18n::{fr_count, fr_de};
use crate::storage::{Options, Unit};
use tablee_rules::casbah::DraftOrder;

#[inline(always)]
pub(super) fn shelf(message: Shelf) -> Cow<'static, str> {
    let words = match message {
        Shelf::Heading => "L'étagère",
        Shelf::Lede => {
            "Des jeux de tuiles et de cartes classiques d'Europe : à plusieurs autour d'un seul téléphone ou ordinateur qui passe de main en main, ou contre l'ordinateur."
        }
        Shelf::Blurb(GameKind::Casbah) => {
            "Construisez une casbah de salles et de jardins aux portes bien assorties."
        }
        Shelf::Blurb(GameKind::Drunter) => {
            "Posez des chemins, votez pour les toilettes, sauvez vos bâtiments."
        }
        Shelf::Blurb(GameKind::CaptnClever) => {
            "Naviguez d'île en île vers les trésors choisis par votre voisin."
        }
        Shelf::Blurb(GameKind::Cabanes) => {
            "Bâtissez trois cabanes tuile à tuile, grimpez sur leurs pistes et tirez au canon sur les autres."
        }
        Shelf::Blurb(GameKind::Robinson) => "Un compagnon de règles pour Robinson Crusoé.",
        Shelf::OfGame(g) => return fr_de(g.title()).into(),
        Shelf::NewGameOf(g) => return format!("Nouvelle partie {}", fr_de(g.title())).into(),
        Shelf::RulesOf(g) => return format!("Règles {}", fr_de(g.title())).into(),
        Shelf::SavedGames => "Parties sauvegardées",
        Shelf::NoSavedGame => "Aucune partie sauvegardée.",
        Shelf::OpenToSeeProgress => "Ouvrez-la pour voir où elle en est.",
        Shelf::SaveKeptAside => "Sauvegarde mise de côté",
        Shelf::SaveKeptAsideNamed(id, Some(g)) => {
            return format!("Sauvegarde mise de côté « {id} » {}", fr_de(g.title())).into();
        }
        Shelf::SaveKeptAsideNamed(id, None) => {
            return format!("Sauvegarde mise de côté « {id} »").into();
        }
        Shelf::NothingDeletedExportOrDelete => {
            "Rien n'a été effacé : exportez-la pour en garder une copie, ou supprimez-la."
        }
        Shelf::Resume => "Reprendre",
        Shelf::SeeResult => "Voir le résultat",
        Shelf::Export => "Exporter",
        Shelf::Delete => "Supprimer",
        Shelf::ResumeSave(label) => return format!("Reprendre {label}").into(),
        Shelf::SeeResultOf(label) => return format!("Voir le résultat {label}").into(),
        Shelf::ExportSave(label) => return format!("Exporter {label}").into(),
        Shelf::DeleteSave(label) => return format!("Supprimer {label}").into(),
        Shelf::DeleteForGood => "Supprimer définitivement cette partie ?",
        Shelf::YesDelete => "Oui, supprimer",
        Shelf::YesDeleteSave(label) => return format!("Oui, supprimer {label}").into(),
        Shelf::KeepIt => "La garder",
        Shelf::KeepSave(label) => return format!("Garder {label}").into(),
        Shelf::Options(options) => return options_text(options).into(),
        Shelf::Score(unit, n) => {
            return match unit {
                Unit::Points => fr_count(n, "point", "points"),
                Unit::Treasures => fr_count(n, "trésor", "trésors"),
            }
            .into();
        }
        Shelf::Progress(moves, to_move) => {
            let moves = fr_count(moves, "coup joué", "coups joués");
            return match to_move {
                None => format!("{moves} · terminée"),
                Some(name) => format!("{moves} · à {name} de jouer"),
            }
            .into();
        }
        Shelf::CompanionProgress(steps, over) => {
            let steps = fr_count(steps, "étape notée", "étapes notées");
            return if over {
                format!("{steps} · terminée")
            } else {
                steps
            }
            .into();
        }
        Shelf::LastMove(when) => return format!("Dernier coup : {when}").into(),
        Shelf::FileUnreadable => "Le fichier est illisible.",
        Shelf::ImportFromTextOpen => "Importer une partie depuis un texte…",
        Shelf::ImportFromText => "Importer depuis un texte",
        Shelf::SavedGameText => "Le texte de la partie sauvegardée",
        Shelf::ImportThisText => "Importer ce texte",
        Shelf::ImportSavedGame => "Importer une partie…",
        Shelf::ImportFromFile => "Importer une partie depuis un fichier",
        Shelf::GameImported => "Partie importée.",
        Shelf::OpenIt => "L'ouvrir",
        Shelf::NothingImported => "Rien n'a été importé.",
        Shelf::StorageFullNotImported => {
            "Le stockage du navigateur est plein : la partie n'a pas été importée. Pour faire de la place, exportez puis supprimez d'anciennes parties ci-dessous."
        }
    };
    Cow::Borrowed(words)
}

fn options_text(options: Options) -> String {
    match options {
        Options::Size {
            width,
            height,
            solo: true,
            ..
        } => format!("Casse-tête solo {width}×{height}"),
        Options::Size {
            width,
            height,
            draft,
            ..
        } => match draft {
            DraftOrder::Rulebook => format!("{width}×{height}"),
            DraftOrder::Snake => format!("{width}×{height}, choix en serpent"),
            DraftOrder::Rotating => format!("{width}×{height}, choix tournant"),
            DraftOrder::Drawn => format!("{width}×{height}, ordre tiré au sort"),
        },
        Options::Variant(false) => "Jeu de base".into(),
        Options::Variant(true) => "Variante".into(),
        Options::Scenario(n) => format!("Scénario {n}"),
    }
}
