//! Why a save cannot be opened, in French.

use std::borrow::Cow;

use super::LoadError;
use crate::i18n::fr_de;

pub(super) fn load_error(e: &LoadError) -> Cow<'static, str> {
    let words = match e {
        LoadError::Missing => "Aucune partie sauvegardée ne porte ce nom.",
        LoadError::NoStorage => {
            "Le stockage du navigateur est illisible (navigation privée ou bloqué par les réglages)."
        }
        LoadError::Corrupted => {
            "Cette sauvegarde est corrompue : ce ne sont pas des données lisibles."
        }
        LoadError::Truncated => "Cette sauvegarde est tronquée : sa fin manque.",
        LoadError::Foreign => "Ce n'est pas une sauvegarde de Tablée.",
        LoadError::TooOld(v) => {
            return format!("Cette sauvegarde vient d'une ancienne version de Tablée (format {v}) impossible à convertir ; elle est mise de côté.").into();
        }
        LoadError::TooNew(v) => {
            return format!("Cette sauvegarde vient d'une version plus récente de Tablée (format {v}) ; mettez l'application à jour pour l'ouvrir. Elle est mise de côté.").into();
        }
        LoadError::Damaged(_) => {
            "Cette sauvegarde a été modifiée : certains de ses champs manquent ou ne sont pas ceux qu'écrit Tablée."
        }
        LoadError::Moves(_) => "Cette sauvegarde a été modifiée : ses coups sont illisibles.",
        LoadError::WrongSeat(n) => {
            return format!("Cette sauvegarde a été modifiée : le coup {n} est attribué à un joueur dont ce n'était pas le tour.").into();
        }
        LoadError::WrongGame { save, page } => {
            return format!(
                "Cette sauvegarde est une partie {}, pas {}.",
                fr_de(save.title()),
                fr_de(page.title())
            )
            .into();
        }
        LoadError::Refused {
            at: Some(n), fr, ..
        } => {
            return format!("Cette sauvegarde a été modifiée : le coup {n} n'est pas permis. {fr}")
                .into();
        }
        LoadError::Refused { at: None, fr, .. } => {
            return format!(
                "Cette sauvegarde a été modifiée : sa mise en place n'est pas jouable. {fr}"
            )
            .into();
        }
        LoadError::UnknownGame(g) => {
            return format!(
                "Cette sauvegarde est pour un jeu que cette version ne connaît pas : {g}."
            )
            .into();
        }
        LoadError::TooLarge => "Ce fichier est trop gros pour être une partie sauvegardée.",
        LoadError::OtherPage(g) => {
            return format!(
                "Cette sauvegarde est vérifiée par la page {}.",
                fr_de(g.title())
            )
            .into();
        }
    };
    Cow::Borrowed(words)
}
