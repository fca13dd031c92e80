//! What is wrong with a page's address, in French.

use std::borrow::Cow;

use super::AddressError;

pub(super) fn address_error(e: &AddressError) -> Cow<'static, str> {
    let words = match e {
        AddressError::MissingGame => "le paramètre game manque (par exemple game=casbah)",
        AddressError::UnknownGame(g) => return format!("aucun jeu ne s'appelle « {g} » (essayez casbah, drunter, captn-clever, cabanes ou robinson)").into(),
        AddressError::Characters(v) => return format!("characters doit nommer, parmi cook, carpenter, explorer, soldier, friday et dog, chacun une fois, d'un à quatre naufragés, avec une vie de 1 à 30 après deux-points (par exemple cook:13,explorer), pas « {v} »").into(),
        AddressError::PlayersFor{ game, players } => return format!("{game} se joue de 2 à 4 joueurs, pas {players}").into(),
        AddressError::NotForGame{ param, game } => return format!("{param} ne s'applique pas à {game}").into(),
        AddressError::Variant(v) => return format!("variant doit valoir yes ou no, pas « {v} »").into(),
        AddressError::Lang(v) => return format!("lang doit valoir en ou fr, pas « {v} »").into(),
        AddressError::Players(v) => return format!("players doit être un nombre de 1 à 4, pas « {v} »").into(),
        AddressError::Size(v) => return format!("size doit être comme 6x6 (3 à 11 de côté, 45 cases au plus), pas « {v} »").into(),
        AddressError::Draft(v) => return format!("draft doit valoir rulebook, snake ou drawn, pas « {v} »").into(),
        AddressError::DraftSolo => "draft ne s'applique pas au casse-tête solo (players=1) : on n'y choisit pas de tuiles",
        AddressError::Seed(v) => return format!("seed doit être un nombre entier de 0 à 18446744073709551615, pas « {v} »").into(),
        AddressError::Opponents(v) => return format!("opponents doit valoir human, quick ou strong, pas « {v} »").into(),
        AddressError::Unknown(p) => return format!("paramètre inconnu « {p} » (connus : game, lang, players, size, draft, variant, seed, opponents, characters)").into(),
        AddressError::Repeated(p) => return format!("le paramètre {p} est donné deux fois").into(),
        AddressError::NotOnPage(p) => return format!("cette page ne prend que seed et lang, pas « {p} » (embed.html prend les autres)").into(),
    };
    Cow::Borrowed(words)
}
