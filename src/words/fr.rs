//! The shared table's messages in French.

use std::borrow::Cow;

use super::Text;
use crate::i18n::{Lang, fr_count, fr_de, of_name};

const COLOURS: [&str; 6] = ["Rouge", "Bleu", "Vert", "Cyan", "Marine", "Olive"];

#[inline(always)]
pub(super) fn text(message: Text) -> Cow<'static, str> {
    let words = match message {
        Text::NewGameNotStored => {
            "Le navigateur refuse d'enregistrer la nouvelle partie (stockage plein ?)."
        }
        Text::MovesNotStored => {
            "Le navigateur refuse la sauvegarde (stockage plein ?) : la partie continue en mémoire."
        }
        Text::RematchNotStored => {
            "La nouvelle partie n'a pas pu être enregistrée (stockage plein ?)."
        }
        Text::MakeRoom => {
            "Pour faire de la place, exportez puis supprimez d'anciennes parties sur la page d'accueil."
        }
        Text::OpenHomePage => "Ouvrir la page d'accueil",
        Text::Details => "Détails",
        Text::NothingDeleted => "Rien n'a été effacé.",
        Text::ExportSave => "Exporter la sauvegarde",
        Text::BackToShelf => "Retour à l'étagère",
        Text::CannotOpenGame => "Impossible d'ouvrir cette partie",
        Text::GameLog => "Journal de la partie",
        Text::Log => "Journal",
        Text::Undo => "Annuler",
        Text::UndoMoveOf(name) => {
            return format!("Annuler le coup {}", of_name(Lang::Fr, name)).into();
        }
        Text::Redo => "Rétablir",
        Text::ComputerThinking => "L'ordinateur réfléchit…",
        Text::Percent(n) => return format!("{n}\u{202f}%").into(),
        Text::PlayNow => "Jouer maintenant",
        Text::Players => "Joueurs",
        Text::NumberOfPlayers => "Nombre de joueurs",
        Text::Rules => "Règles",
        Text::PassAndPlayNote => {
            "À plusieurs humains, l'appareil passe de main en main : chaque secret n'est montré qu'à son propriétaire, derrière un rideau."
        }
        Text::Start => "Commencer",
        Text::Player(n) => return format!("Joueur {n}").into(),
        Text::Name => "Nom",
        Text::NameOfPlayer(n) => return format!("Nom du joueur {n}").into(),
        Text::Colour => "Couleur",
        Text::ColourOfPlayer(n) => return format!("Couleur du joueur {n}").into(),
        Text::PlayedBy => "Joué par",
        Text::WhoPlaysPlayer(n) => return format!("Qui joue le joueur {n}").into(),
        Text::InvitationsNote => {
            "Chaque place sur un autre appareil reçoit son invitation, un lien et un code QR, au début de la partie."
        }
        Text::FirstPlayer => "Premier joueur",
        Text::DrawnAtRandom => "Tiré au sort",
        Text::ColourName(i) => COLOURS.get(i).copied().unwrap_or("?"),
        Text::ColourSwapped(colour, name) => {
            return format!(
                "{} — celle {}, échangée",
                COLOURS.get(colour).unwrap_or(&"?"),
                of_name(Lang::Fr, name)
            )
            .into();
        }
        Text::Human => "Humain",
        Text::ComputerQuick => "Ordinateur (rapide)",
        Text::ComputerStrong => "Ordinateur (fort)",
        Text::OnAnotherDevice => "Sur un autre appareil",
        Text::PlaysElsewhere(name) => return format!("{name} joue sur un autre appareil.").into(),
        Text::PassDeviceTo(name) => return format!("Passez l'appareil à {name}").into(),
        Text::IAmShow(name) => return format!("Je suis {name} : montrer").into(),
        Text::PassDeviceBack => "Rendez l'appareil à la table",
        Text::ShowTable => "Montrer la table",
        Text::LookAway => "Les autres : regardez ailleurs.",
        Text::SinceYourLastTurn => "Depuis votre dernier tour",
        Text::Result => "Résultat",
        Text::Ranking => "Classement",
        Text::Rematch => "Revanche",
        Text::Winners([]) => "La partie est finie",
        Text::Winners([one]) => return format!("{one} gagne !").into(),
        Text::Winners([first @ .., last]) => {
            return format!("{} et {last} se partagent la victoire !", first.join(", ")).into();
        }
        Text::Points(n) => return fr_count(n, "point", "points").into(),
        Text::Replay => "Revoir la partie",
        Text::ReplayStart => "Début",
        Text::ReplayBack => "Reculer",
        Text::ReplayForward => "Avancer",
        Text::ReplayEnd => "Fin",
        Text::ReplayMove(k, total) => return format!("Coup {k} / {total}").into(),
        Text::GameBegins => "La partie commence.",
        Text::MoveOf(name) => return format!("Coup joué par {name}").into(),
        Text::PutBack => "Reposer",
        Text::EscapeKey => "Échap",
        Text::WholeBoard => "Tout le plateau",
        Text::ZoomIn => "Zoomer",
        Text::LastMoveOf(name) => return format!(", dernier coup : {name}").into(),
        Text::WhatToDoNow => "Ce qu'il faut faire",
        Text::RulesOfThisStep => "Règles de cette étape",
        Text::CloseRules => "Fermer les règles et revenir à la partie",
        Text::BackToGame => "Retour à la partie",
        Text::OpeningRules => "Ouverture des règles…",
        Text::RulesOffline => {
            "Impossible de lire les règles : cet appareil est hors ligne et ne les a pas encore gardées."
        }
        Text::TryAgain => "Réessayer",
        Text::OwnPage => "Cet écran a sa propre page :",
        Text::OpenIt => "l'ouvrir",
        Text::CannotBeFollowed => "Cette partie ne peut pas être suivie depuis un autre appareil.",
        Text::CannotBePlayedElsewhere => {
            "Cette partie ne peut pas être jouée depuis un autre appareil."
        }
        Text::PageNotFound => "Page introuvable",
        Text::HomeLink => "Tablée, accueil",
        Text::TheAddress => "L'adresse",
        Text::AddressAsksTooMuch => {
            "L'adresse de cette page demande ce qu'elle ne peut pas faire ; la page continue sans :"
        }
        Text::NewGame => "Nouvelle partie",
        Text::NewVersionReady => "Une nouvelle version de Tablée est prête.",
        Text::ReloadToUpdate => "Recharger pour mettre à jour",
        Text::CannotShowGame => "Impossible d'afficher ce jeu",
        Text::Example => "Exemple :",
        Text::QrCodeOfLink => "Code QR du lien",
        Text::ScanOrSend => "Scannez le code avec un autre appareil, ou envoyez-lui le lien.",
        Text::Link => "Lien",
        Text::Copied => "Copié",
        Text::CopyLink => "Copier le lien",
        Text::Invite(name) => return format!("Inviter {name}").into(),
        Text::PlayersElsewhere => "Joueurs sur d'autres appareils",
        Text::Connected => "connecté",
        Text::NotConnected => "pas connecté",
        Text::WaitingFor(name) => {
            return format!(
                "En attente {}, qui n'est pas connecté.",
                of_name(Lang::Fr, name)
            )
            .into();
        }
        Text::ComputerPlaysFor(name) => {
            return format!("Laisser l'ordinateur jouer pour {name}").into();
        }
        Text::HostLeft => {
            "L'appareil de l'hôte est parti : la table attend, et reprend à son retour."
        }
        Text::YouPlayHere(name, "") => return format!("Vous jouez {name} ici.").into(),
        Text::YouPlayHere(name, absent) => {
            return format!("Vous jouez {name} ici. Pas connecté : {absent}.").into();
        }
        Text::TableAcrossDevices => "Table sur plusieurs appareils",
        Text::JoinHeading => "Rejoindre une table",
        Text::JoinLede(title) => {
            return format!(
                "Une partie {}, tenue par un autre appareil : donnez votre nom et asseyez-vous.",
                fr_de(title)
            )
            .into();
        }
        Text::YourName => "Votre nom",
        Text::SitDown => "S'asseoir",
        Text::WaitingForHost => "En attente de l'appareil qui tient la table…",
    };
    Cow::Borrowed(words)
}
