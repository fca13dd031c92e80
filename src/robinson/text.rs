//! The companion's words in both languages: names of the sheet's things, and one line per error
//! of the engine, a refusal starting with its ruling's number ("2.1 – …").

use tablee_rules::robinson::{
    Character, Cover, Deck, Part, Phase, Resource, Resources, RobinsonError, Source, Step, Terrain,
};

use crate::i18n::{Gender, Lang, fr_the, list, lowercase, plural};

/// A character's name as a label: "Cook" / "Cuisinier".
pub fn character_name(c: Character, l: Lang) -> &'static str {
    match c {
        Character::Cook => l.t("Cook", "Cuisinier"),
        Character::Carpenter => l.t("Carpenter", "Charpentier"),
        Character::Explorer => l.t("Explorer", "Explorateur"),
        Character::Soldier => l.t("Soldier", "Soldat"),
        Character::Friday => l.t("Friday", "Vendredi"),
        Character::Dog => l.t("Dog", "Chien"),
    }
}

/// A character in a sentence: "the cook" / "le cuisinier", "Friday" / "Vendredi".
pub fn the_character(c: Character, l: Lang) -> String {
    match (c, l) {
        (Character::Friday, _) => character_name(c, l).to_string(),
        (_, Lang::En) => format!("the {}", lowercase(character_name(c, l))),
        (_, Lang::Fr) => fr_the(Gender::Masculine, &lowercase(character_name(c, l))),
    }
}

pub fn phase_name(p: Phase, l: Lang) -> &'static str {
    match p {
        Phase::Event => l.t("Event", "Événement"),
        Phase::Morale => l.t("Morale", "Moral"),
        Phase::Production => l.t("Production", "Production"),
        Phase::Action => l.t("Action", "Action"),
        Phase::Weather => l.t("Weather", "Météo"),
        Phase::Night => l.t("Night", "Nuit"),
    }
}

/// "the action phase" / "la phase d'action".
pub fn the_phase(p: Phase, l: Lang) -> String {
    match l {
        Lang::En => format!("the {} phase", lowercase(phase_name(p, l))),
        Lang::Fr => {
            let name = lowercase(phase_name(p, l));
            format!("la phase {}", crate::i18n::fr_de(&name))
        }
    }
}

/// A terrain as a label: "Beach" / "Plage".
pub fn terrain_label(t: Terrain, l: Lang) -> &'static str {
    match t {
        Terrain::Beach => l.t("Beach", "Plage"),
        Terrain::River => l.t("River", "Rivière"),
        Terrain::Plains => l.t("Plains", "Plaine"),
        Terrain::Hills => l.t("Hills", "Collines"),
        Terrain::Mountains => l.t("Mountains", "Montagnes"),
    }
}

pub const TERRAINS: [Terrain; 5] = [
    Terrain::Beach,
    Terrain::River,
    Terrain::Plains,
    Terrain::Hills,
    Terrain::Mountains,
];

pub fn resource_name(r: Resource, l: Lang) -> &'static str {
    match r {
        Resource::Wood => l.t("Wood", "Bois"),
        Resource::PerishableFood => l.t("Food", "Nourriture"),
        Resource::NonPerishableFood => l.t("Preserved food", "Nourriture non périssable"),
        Resource::Fur => l.t("Fur", "Fourrure"),
    }
}

/// "3 wood, 1 fur" / "3 bois, 1 fourrure" (nothing: "nothing" / "rien").
pub fn resources_text(r: &Resources, l: Lang) -> String {
    let parts: Vec<String> = [
        (r.wood, Resource::Wood),
        (r.perishable_food, Resource::PerishableFood),
        (r.non_perishable_food, Resource::NonPerishableFood),
        (r.fur, Resource::Fur),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, res)| format!("{n} {}", lowercase(resource_name(res, l))))
    .collect();
    if parts.is_empty() {
        l.t("nothing", "rien").to_string()
    } else {
        list(l, &parts)
    }
}

pub fn part_name(p: Part, l: Lang) -> &'static str {
    match p {
        Part::Roof => l.t("Roof", "Toit"),
        Part::Palisade => l.t("Palisade", "Palissade"),
        Part::Weapon => l.t("Weapon", "Arme"),
    }
}

pub fn the_part(p: Part, l: Lang) -> String {
    let name = lowercase(part_name(p, l));
    match (p, l) {
        (_, Lang::En) => format!("the {name}"),
        (Part::Roof, Lang::Fr) => fr_the(Gender::Masculine, &name),
        (_, Lang::Fr) => fr_the(Gender::Feminine, &name),
    }
}

pub fn source_name(s: Source, l: Lang) -> &'static str {
    match s {
        Source::Food => l.t("food", "nourriture"),
        Source::Wood => l.t("wood", "bois"),
    }
}

pub fn terrain_name(t: Terrain, l: Lang) -> &'static str {
    match t {
        Terrain::Beach => l.t("beach", "plage"),
        Terrain::River => l.t("river", "rivière"),
        Terrain::Plains => l.t("plains", "plaine"),
        Terrain::Hills => l.t("hills", "collines"),
        Terrain::Mountains => l.t("mountains", "montagnes"),
    }
}

pub fn deck_name(d: Deck, l: Lang) -> &'static str {
    match d {
        Deck::Event => l.t("event", "des événements"),
        Deck::Hunting => l.t("hunting", "de chasse"),
        Deck::GatheringAdventure => l.t("gathering adventure", "d'aventures de récolte"),
        Deck::BuildingAdventure => l.t("building adventure", "d'aventures de construction"),
        Deck::ExplorationAdventure => l.t("exploration adventure", "d'aventures d'exploration"),
        Deck::Mystery => l.t("mystery", "des mystères"),
        Deck::Invention => l.t("invention", "des inventions"),
        Deck::IslandTiles => l.t("island tile", "des tuiles île"),
        Deck::DiscoveryTokens => l.t("discovery token", "des jetons découverte"),
    }
}

pub fn cover_name(c: Option<Cover>, l: Lang) -> &'static str {
    match c {
        None => l.t("not placed", "pas posée"),
        Some(Cover::Explored) => l.t("explored", "explorée"),
        Some(Cover::Unexplored) => l.t("under a black marker", "sous un marqueur noir"),
        Some(Cover::Inaccessible) => l.t("turned over", "retournée"),
    }
}

pub fn step_name(s: Step, l: Lang) -> &'static str {
    match s {
        Step::Build => l.t("build", "construire"),
        Step::Gather => l.t("gather", "récolter"),
        Step::Hunt => l.t("hunt", "chasser"),
        Step::Explore => l.t("explore", "explorer"),
        Step::ArrangeCamp => l.t("arrange the camp", "ranger le camp"),
        Step::Rest => l.t("rest", "se reposer"),
        Step::Threat => l.t("deal with a threat", "parer une menace"),
        Step::BuildCross => l.t("build a cross", "bâtir une croix"),
        Step::RagingRiver => l.t("the raging river", "la rivière en crue"),
        Step::Produce => l.t("production", "la production"),
        Step::MoveCamp => l.t("move the camp", "déplacer le camp"),
        Step::Eat => l.t("eat", "manger"),
        Step::Sleep => l.t("sleep", "dormir"),
        Step::UseItem => l.t("use an item", "utiliser un objet"),
        Step::UseDiscovery => l.t("use a discovery token", "utiliser un jeton découverte"),
        Step::DrawDiscovery => l.t("draw a discovery token", "piocher un jeton découverte"),
        Step::UsePower => l.t("use a power", "utiliser un pouvoir"),
        Step::AddWood => l.t("add wood to the woodpile", "ajouter du bois au bûcher"),
        Step::RevealTotem => l.t("reveal a totem", "révéler un totem"),
        Step::CoverTile => l.t("cover a tile", "couvrir une tuile"),
        Step::TurnOverTile => l.t("turn a tile over", "retourner une tuile"),
        Step::ForcedMove => l.t("the forced move", "le déplacement forcé"),
        Step::SetFog => l.t("fog", "le brouillard"),
        Step::DeckRanOut => l.t("a deck ran out", "une pioche épuisée"),
        Step::Draw => l.t("draw a card", "piocher une carte"),
        Step::Reshuffle => l.t("reshuffle", "remélanger"),
        Step::Adjust => l.t("adjust a track", "ajuster une piste"),
        Step::Gain => l.t("gain", "gagner"),
        Step::Discard => l.t("discard", "défausser"),
        Step::Advance => l.t("next phase", "phase suivante"),
        Step::EndGame => l.t("end the game", "finir la partie"),
        Step::MoveResources => l.t(
            "move resources to the other zone",
            "déplacer des ressources vers l'autre zone",
        ),
    }
}

pub fn pawns(n: impl TryInto<i64>, l: Lang) -> String {
    plural(l, n, "pawn", "pawns", "pion", "pions")
}

/// One line that says why a step was refused, in the app's language; a refusal that applies a
/// ruling of the FAQ starts with its number ("2.1 – the roof needs a shelter built in an earlier
/// round").
pub fn error_text(e: &RobinsonError, l: Lang) -> String {
    let line = body(e, l);
    match e.ruling() {
        Some(r) => format!("{} – {line}", r.number()),
        None => crate::i18n::capitalised(&line),
    }
}

pub fn en_fr(l: Lang, en: String, fr: String) -> String {
    match l {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

fn body(e: &RobinsonError, l: Lang) -> String {
    use RobinsonError as E;
    let who = |c: &Character| the_character(*c, l);
    match e {
        E::CastawayCount { castaways } => en_fr(
            l,
            format!("a game has one to four castaways, not {castaways}"),
            format!("une partie compte d'un à quatre naufragés, pas {castaways}"),
        ),
        E::CharacterTwice { character } => en_fr(
            l,
            format!("{} is chosen twice", who(character)),
            format!("{} est choisi deux fois", who(character)),
        ),
        E::NoLife { character } => en_fr(
            l,
            format!("{} needs a life of at least 1", who(character)),
            format!("{} doit avoir au moins 1 point de vie", who(character)),
        ),
        E::WoodpileMismatch => en_fr(
            l,
            "only scenario 1 has a woodpile, and each of its columns takes some wood".into(),
            "seul le scénario 1 a un bûcher, et chacune de ses colonnes prend du bois".into(),
        ),
        E::TileOwnNeighbour { space } => en_fr(
            l,
            format!("tile {space} cannot be its own neighbour"),
            format!("la tuile {space} ne peut pas être sa propre voisine"),
        ),
        E::ThreatTwice { event, .. } => en_fr(
            l,
            format!("the threat of “{event}” was already dealt with this round"),
            format!("la menace de « {event} » a déjà été parée ce tour"),
        ),
        E::SourceGatheredThisRound { space, kind, .. } => en_fr(
            l,
            format!(
                "the {} source of tile {space} was already gathered this round",
                source_name(*kind, l)
            ),
            format!(
                "la source de {} de la tuile {space} a déjà été récoltée ce tour",
                source_name(*kind, l)
            ),
        ),
        E::GatherOnStartingCamp { space, .. } => en_fr(
            l,
            format!("nothing is gathered on the starting camp tile ({space})"),
            format!("on ne récolte rien sur la tuile du campement de départ ({space})"),
        ),
        E::ChainedBuild { item, .. } => en_fr(
            l,
            format!("{item} was built this round and waits until the next one"),
            format!("{item} a été construit ce tour et attend le suivant"),
        ),
        E::ResourcesStillFuture {
            resource,
            available,
            future,
            ..
        } => en_fr(
            l,
            format!(
                "{} gained this round waits with the future resources ({available} available, {future} to come)",
                lowercase(resource_name(*resource, l))
            ),
            format!(
                "{} gagné ce tour attend dans les ressources futures ({available} disponible, {future} à venir)",
                lowercase(resource_name(*resource, l))
            ),
        ),
        E::TokenStillFuture { token, .. } => en_fr(
            l,
            format!("discovery token {token} was drawn this round and waits until the actions end"),
            format!(
                "le jeton découverte {token} a été pioché ce tour et attend la fin des actions"
            ),
        ),
        E::PawnsAlreadyUsed {
            character,
            pawns: owned,
            used,
            ..
        } => en_fr(
            l,
            format!(
                "{}'s pawns are already placed this round ({used} of {})",
                who(character),
                pawns(*owned, l)
            ),
            format!(
                "les pions {} sont déjà posés ce tour ({used} sur {})",
                crate::i18n::fr_de(&who(character)),
                pawns(*owned, l)
            ),
        ),
        E::OnePairTwoLevels { levels, .. } => en_fr(
            l,
            format!("one action pays for one level, not {levels}"),
            format!("une action paie un niveau, pas {levels}"),
        ),
        E::NeedsEarlierShelter { part, .. } => en_fr(
            l,
            format!(
                "{} needs a shelter built in an earlier round",
                the_part(*part, l)
            ),
            format!(
                "{} demande un abri construit à un tour précédent",
                the_part(*part, l)
            ),
        ),
        E::CampMovesAtNightStart {
            phase, night_begun, ..
        } => match (night_begun, l) {
            (true, Lang::En) => "the camp moves first thing in the night, before eating".into(),
            (true, Lang::Fr) => {
                "le camp se déplace au tout début de la nuit, avant le repas".into()
            }
            (false, Lang::En) => format!(
                "the camp moves at the start of the night, not in {}",
                the_phase(*phase, l)
            ),
            (false, Lang::Fr) => format!(
                "le camp se déplace au début de la nuit, pas pendant {}",
                the_phase(*phase, l)
            ),
        },
        E::ShelterAlreadyBuilt { built_round, .. } => en_fr(
            l,
            format!("the shelter was already built in round {built_round}"),
            format!("l'abri a déjà été construit au tour {built_round}"),
        ),
        E::CampMustMoveFirst { from, .. } => en_fr(
            l,
            format!("tile {from} was turned over: the camp moves to an adjacent tile first"),
            format!("la tuile {from} est retournée : le camp va d'abord sur une tuile voisine"),
        ),
        E::TerrainCovered { terrain, .. } => en_fr(
            l,
            format!(
                "the only {} tiles are under a black marker: that terrain no longer counts",
                terrain_name(*terrain, l)
            ),
            format!(
                "les seules tuiles {} sont sous un marqueur noir : ce terrain ne compte plus",
                terrain_name(*terrain, l)
            ),
        ),
        E::ForcedMoveNotAdjacent { from, to, .. } => en_fr(
            l,
            format!("the camp leaves tile {from} for an adjacent accessible tile, not {to}"),
            format!("le camp quitte la tuile {from} pour une tuile voisine accessible, pas {to}"),
        ),
        E::RerollNotOwnAction { by, leader, .. } => en_fr(
            l,
            format!(
                "a reroll by {} works only on an action {} leads; {} leads this one",
                who(by),
                who(by),
                who(leader)
            ),
            format!(
                "la relance {} ne vaut que pour ses actions ; {} mène celle-ci",
                crate::i18n::fr_de(&who(by)),
                who(leader)
            ),
        ),
        E::ItemUsedThisRound { item, round, .. } => en_fr(
            l,
            format!("{item} already gave its effect in round {round}"),
            format!("{item} a déjà servi au tour {round}"),
        ),
        E::NoCartridgeLeft { .. } => en_fr(
            l,
            "the pistol has no cartridge left".into(),
            "le pistolet n'a plus de cartouche".into(),
        ),
        E::DiscoveryAlreadyUsed { token, round, .. } => en_fr(
            l,
            format!("discovery token {token} was used in round {round}"),
            format!("le jeton découverte {token} a servi au tour {round}"),
        ),
        E::TotemOutOfOrder {
            expected, named, ..
        } => en_fr(
            l,
            format!("the next totem applies effect {expected}, not {named}"),
            format!("le prochain totem applique l'effet {expected}, pas {named}"),
        ),
        E::BeastBackOnTop { beast, .. } => en_fr(
            l,
            format!("{beast} went back on top of the hunting deck: the next hunt meets it"),
            format!("{beast} est revenu sur la pioche de chasse : la prochaine chasse l'affronte"),
        ),
        E::DiscoveryTokensExhausted { .. } => en_fr(
            l,
            "the discovery tokens are exhausted for this game".into(),
            "les jetons découverte sont épuisés pour la partie".into(),
        ),
        E::DeckStaysEmpty { deck, .. } => en_fr(
            l,
            format!("the {} deck is empty and stays empty", deck_name(*deck, l)),
            format!("la pioche {} est vide et le reste", deck_name(*deck, l)),
        ),
        E::RiverLossWrong {
            produced,
            must_lose,
            chosen,
            ..
        } => en_fr(
            l,
            format!(
                "the river takes {must_lose} of the {} produced; the group chose {}",
                produced.total(),
                resources_text(chosen, l)
            ),
            format!(
                "la rivière prend {must_lose} des {} produits ; le groupe a choisi {}",
                produced.total(),
                resources_text(chosen, l)
            ),
        ),
        E::WoodpileSecondColumn { column, .. } => en_fr(
            l,
            format!("column {column} of the woodpile would be the second completed this round"),
            format!("la colonne {column} du bûcher serait la deuxième complétée ce tour"),
        ),
        E::WoodpileAfterActionsBegan { phase, .. } => en_fr(
            l,
            format!(
                "wood goes on the woodpile before the action phase, not in {}",
                the_phase(*phase, l)
            ),
            format!(
                "le bois va sur le bûcher avant la phase d'action, pas pendant {}",
                the_phase(*phase, l)
            ),
        ),
        E::MastOnlyDuringActions { phase, .. } => en_fr(
            l,
            format!(
                "the mast adds its wood during the actions, not in {}",
                the_phase(*phase, l)
            ),
            format!(
                "le mât ajoute son bois pendant les actions, pas pendant {}",
                the_phase(*phase, l)
            ),
        ),
        E::CrossOnUnexploredTile { space, cover, .. } => en_fr(
            l,
            format!(
                "a cross goes on an explored tile; tile {space} is {}",
                cover_name(*cover, l)
            ),
            format!(
                "une croix va sur une tuile explorée ; la tuile {space} est {}",
                cover_name(*cover, l)
            ),
        ),
        E::CrossNeedsPawns {
            needed, given, fog, ..
        } => {
            let fog_en = if *fog { " (fog adds one)" } else { "" };
            let fog_fr = if *fog {
                " (le brouillard en ajoute un)"
            } else {
                ""
            };
            en_fr(
                l,
                format!(
                    "a cross there needs {}{fog_en}, not {given}",
                    pawns(*needed, l)
                ),
                format!(
                    "une croix là-bas demande {}{fog_fr}, pas {given}",
                    pawns(*needed, l)
                ),
            )
        }
        E::GameOver => en_fr(l, "the game is over".into(), "la partie est finie".into()),
        E::WrongPhase { step, phase } => en_fr(
            l,
            format!(
                "“{}” is not a step of {}",
                step_name(*step, l),
                the_phase(*phase, l)
            ),
            format!(
                "« {} » n'est pas une étape de {}",
                step_name(*step, l),
                the_phase(*phase, l)
            ),
        ),
        E::NotInGame { character } => en_fr(
            l,
            format!("{} is not in this game", who(character)),
            format!("{} n'est pas dans cette partie", who(character)),
        ),
        E::Dead { character } => en_fr(
            l,
            format!("{} is dead", who(character)),
            format!("{} est mort", who(character)),
        ),
        E::DogLeads => en_fr(
            l,
            "the dog never leads an action".into(),
            "le chien ne mène jamais une action".into(),
        ),
        E::DogOnlyHuntsOrExplores => en_fr(
            l,
            "the dog only helps to hunt and to explore".into(),
            "le chien n'aide qu'à chasser et à explorer".into(),
        ),
        E::LeaderPawns { pawns: n } => en_fr(
            l,
            format!("a leader puts one or two of their own pawns on an action, not {n}"),
            format!("un meneur pose un ou deux de ses pions sur une action, pas {n}"),
        ),
        E::MorePawnsThanOwned {
            character,
            pawns: owned,
            asked,
        } => en_fr(
            l,
            format!(
                "{} has {} (asked: {asked})",
                who(character),
                pawns(*owned, l)
            ),
            format!(
                "{} a {} (demandés : {asked})",
                who(character),
                pawns(*owned, l)
            ),
        ),
        E::TerrainNotExplored { terrain } => en_fr(
            l,
            format!("no explored tile shows {} yet", terrain_name(*terrain, l)),
            format!(
                "aucune tuile explorée ne montre encore de {}",
                terrain_name(*terrain, l)
            ),
        ),
        E::TooFewPawns {
            step,
            needed,
            given,
        } => en_fr(
            l,
            format!(
                "“{}” needs {} here, not {given}",
                step_name(*step, l),
                pawns(*needed, l)
            ),
            format!(
                "« {} » demande ici {}, pas {given}",
                step_name(*step, l),
                pawns(*needed, l)
            ),
        ),
        E::NoSuchToken { token } => en_fr(
            l,
            format!("discovery token {token} is not held"),
            format!("le jeton découverte {token} n'est pas en main"),
        ),
        E::NotAHelper { token } => en_fr(
            l,
            format!("discovery token {token} gives no helper pawn"),
            format!("le jeton découverte {token} ne donne pas de pion d'aide"),
        ),
        E::HelperOnlyBuilds { step } => en_fr(
            l,
            format!(
                "a helper pawn helps to build, not to “{}”",
                step_name(*step, l)
            ),
            format!(
                "un pion d'aide aide à construire, pas à « {} »",
                step_name(*step, l)
            ),
        ),
        E::SureActionFailed => en_fr(
            l,
            "an action without dice always succeeds".into(),
            "une action sans dés réussit toujours".into(),
        ),
        E::NoDiceToReroll => en_fr(
            l,
            "a reroll needs dice".into(),
            "une relance demande des dés".into(),
        ),
        E::NotEnoughDetermination {
            character,
            has,
            needs,
        } => en_fr(
            l,
            format!("{} has {has} determination, {needs} needed", who(character)),
            format!(
                "{} a {has} de détermination, il en faut {needs}",
                who(character)
            ),
        ),
        E::NotEnoughResources {
            resource,
            available,
            needed,
        } => en_fr(
            l,
            format!(
                "{}: {available} available, {needed} needed",
                resource_name(*resource, l)
            ),
            format!(
                "{} : {available} disponible, {needed} nécessaire",
                resource_name(*resource, l)
            ),
        ),
        E::NotEnoughFuture {
            resource,
            future,
            needed,
        } => en_fr(
            l,
            format!(
                "{}: {future} to come, {needed} needed",
                resource_name(*resource, l)
            ),
            format!(
                "{} : {future} à venir, {}",
                resource_name(*resource, l),
                plural(l, *needed, "needed", "needed", "nécessaire", "nécessaires")
            ),
        ),
        E::NoSuchTile { space } => en_fr(
            l,
            format!("there is no tile on space {space}"),
            format!("il n'y a pas de tuile sur la case {space}"),
        ),
        E::Inaccessible { space } => en_fr(
            l,
            format!("tile {space} is turned over"),
            format!("la tuile {space} est retournée"),
        ),
        E::NoSuchSource { space, kind } => en_fr(
            l,
            format!("tile {space} has no {} source", source_name(*kind, l)),
            format!(
                "la tuile {space} n'a pas de source de {}",
                source_name(*kind, l)
            ),
        ),
        E::AlreadyExplored { space } => en_fr(
            l,
            format!("space {space} is already explored"),
            format!("la case {space} est déjà explorée"),
        ),
        E::Unreachable { space } => en_fr(
            l,
            format!("no path of tiles leads from the camp to space {space}"),
            format!("aucun chemin de tuiles ne mène du camp à la case {space}"),
        ),
        E::TileMissing { space } => en_fr(
            l,
            format!("a successful exploration places the tile of space {space}"),
            format!("une exploration réussie pose la tuile de la case {space}"),
        ),
        E::TileOnFailure => en_fr(
            l,
            "a failed action places no tile".into(),
            "une action ratée ne pose pas de tuile".into(),
        ),
        E::ItemNotBuilt { item } => en_fr(
            l,
            format!("{item} is not built"),
            format!("{item} n'est pas construit"),
        ),
        E::ItemAlreadyBuilt { item } => en_fr(
            l,
            format!("{item} is already built"),
            format!("{item} est déjà construit"),
        ),
        E::NoBeast => en_fr(
            l,
            "the hunting deck is empty".into(),
            "la pioche de chasse est vide".into(),
        ),
        E::AlreadyThere { space } => en_fr(
            l,
            format!("the camp is on tile {space} already"),
            format!("le camp est déjà sur la tuile {space}"),
        ),
        E::NotAdjacent { from, to } => en_fr(
            l,
            format!("tile {to} is not next to the camp's tile {from}"),
            format!("la tuile {to} n'est pas voisine de celle du camp ({from})"),
        ),
        E::CampAlreadyMoved => en_fr(
            l,
            "the camp has already moved tonight".into(),
            "le camp s'est déjà déplacé cette nuit".into(),
        ),
        E::NightStepDone { step } => en_fr(
            l,
            format!("the night's “{}” step is already done", step_name(*step, l)),
            format!(
                "l'étape « {} » de la nuit est déjà faite",
                step_name(*step, l)
            ),
        ),
        E::NightStepMissing { step } => en_fr(
            l,
            format!(
                "the night needs its “{}” step before the round ends",
                step_name(*step, l)
            ),
            format!(
                "la nuit demande l'étape « {} » avant la fin du tour",
                step_name(*step, l)
            ),
        ),
        E::ProductionMissing => en_fr(
            l,
            "the camp tile's production is not recorded yet".into(),
            "la production de la tuile du camp n'est pas encore notée".into(),
        ),
        E::AlreadyProduced => en_fr(
            l,
            "production is already recorded this round".into(),
            "la production est déjà notée ce tour".into(),
        ),
        E::NoRiver => en_fr(
            l,
            "nothing is lost to production without the raging river".into(),
            "sans la rivière en crue, la production ne perd rien".into(),
        ),
        E::EatersMismatch { fed, unfed, alive } => en_fr(
            l,
            format!("{fed} fed and {unfed} unfed, but {alive} castaways are alive"),
            format!("{fed} nourris et {unfed} sans repas, mais {alive} naufragés en vie"),
        ),
        E::NotFood => en_fr(
            l,
            "only food is eaten".into(),
            "on ne mange que de la nourriture".into(),
        ),
        E::NoWoodpile => en_fr(
            l,
            "this scenario has no woodpile".into(),
            "ce scénario n'a pas de bûcher".into(),
        ),
        E::WoodpileFull => en_fr(
            l,
            "the woodpile has no room left for that much wood".into(),
            "le bûcher n'a plus la place pour autant de bois".into(),
        ),
        E::NotOil { token } => en_fr(
            l,
            format!("discovery token {token} is not oil"),
            format!("le jeton découverte {token} n'est pas de l'huile"),
        ),
        E::NoCrosses => en_fr(
            l,
            "this scenario has no crosses".into(),
            "ce scénario n'a pas de croix".into(),
        ),
        E::NoTotem { space } => en_fr(
            l,
            format!("tile {space} shows no totem"),
            format!("la tuile {space} ne montre pas de totem"),
        ),
        E::TotemAlreadyRevealed { space } => en_fr(
            l,
            format!("the totem of tile {space} is already revealed"),
            format!("le totem de la tuile {space} est déjà révélé"),
        ),
        E::DeckNotEmpty { deck } => en_fr(
            l,
            format!("the {} deck is not empty", deck_name(*deck, l)),
            format!("la pioche {} n'est pas vide", deck_name(*deck, l)),
        ),
        E::MoraleOffTrack { morale } => en_fr(
            l,
            format!("morale stays between -3 and +3, not {morale}"),
            format!("le moral reste entre -3 et +3, pas {morale}"),
        ),
        E::BelowZero => en_fr(
            l,
            "a track does not go below 0".into(),
            "une piste ne descend pas sous 0".into(),
        ),
        E::DogHasNoSheet => en_fr(
            l,
            "the dog has no wounds or determination".into(),
            "le chien n'a ni blessures ni détermination".into(),
        ),
        E::NoForcedMove => en_fr(
            l,
            "no tile was turned over under the camp".into(),
            "aucune tuile n'a été retournée sous le camp".into(),
        ),
        E::WrongDraw => en_fr(
            l,
            "discovery tokens are drawn with their own step".into(),
            "les jetons découverte se piochent par leur propre étape".into(),
        ),
        E::TrackTooHigh => en_fr(
            l,
            "a track goes no higher than 255".into(),
            "une piste ne monte pas au-delà de 255".into(),
        ),
        E::Nothing => en_fr(
            l,
            "the step changes nothing".into(),
            "l'étape ne change rien".into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::robinson::{RULINGS, Ruling, RulingKind};

    /// One of every error that applies a ruling of the FAQ.
    fn ruling_errors() -> Vec<RobinsonError> {
        use RobinsonError as E;
        let r = |a, b| Ruling(a, b);
        vec![
            E::ThreatTwice {
                ruling: r(1, 1),
                event: "Storm".into(),
            },
            E::SourceGatheredThisRound {
                ruling: r(1, 1),
                space: 3,
                kind: Source::Wood,
            },
            E::GatherOnStartingCamp {
                ruling: r(1, 1),
                space: 1,
            },
            E::ChainedBuild {
                ruling: r(1, 1),
                item: "Rope".into(),
                built_round: 2,
            },
            E::ResourcesStillFuture {
                ruling: r(1, 1),
                resource: Resource::Wood,
                available: 0,
                future: 2,
            },
            E::TokenStillFuture {
                ruling: r(1, 1),
                token: 4,
            },
            E::PawnsAlreadyUsed {
                ruling: r(1, 1),
                character: Character::Cook,
                pawns: 2,
                used: 2,
            },
            E::OnePairTwoLevels {
                ruling: r(1, 1),
                levels: 2,
            },
            E::NeedsEarlierShelter {
                ruling: r(2, 1),
                part: Part::Roof,
                built_round: Some(3),
            },
            E::CampMovesAtNightStart {
                ruling: r(2, 2),
                phase: Phase::Action,
                night_begun: false,
            },
            E::CampMovesAtNightStart {
                ruling: r(2, 2),
                phase: Phase::Night,
                night_begun: true,
            },
            E::ShelterAlreadyBuilt {
                ruling: r(2, 4),
                built_round: 2,
            },
            E::CampMustMoveFirst {
                ruling: r(2, 5),
                from: 1,
            },
            E::TerrainCovered {
                ruling: r(2, 5),
                terrain: Terrain::Hills,
            },
            E::ForcedMoveNotAdjacent {
                ruling: r(2, 5),
                from: 1,
                to: 9,
            },
            E::RerollNotOwnAction {
                ruling: r(4, 1),
                by: Character::Explorer,
                leader: Character::Cook,
                supporting: true,
            },
            E::ItemUsedThisRound {
                ruling: r(5, 1),
                item: "Knife".into(),
                round: 3,
            },
            E::NoCartridgeLeft { ruling: r(5, 2) },
            E::DiscoveryAlreadyUsed {
                ruling: r(6, 2),
                token: 1,
                round: 2,
            },
            E::TotemOutOfOrder {
                ruling: r(7, 1),
                expected: 1,
                named: 2,
            },
            E::BeastBackOnTop {
                ruling: r(8, 1),
                beast: "Jaguar".into(),
                named: "Goat".into(),
            },
            E::DiscoveryTokensExhausted { ruling: r(9, 1) },
            E::DeckStaysEmpty {
                ruling: r(9, 2),
                deck: Deck::Mystery,
            },
            E::RiverLossWrong {
                ruling: r(10, 1),
                produced: Resources {
                    wood: 1,
                    perishable_food: 1,
                    ..Resources::NONE
                },
                must_lose: 1,
                chosen: Resources::NONE,
            },
            E::WoodpileSecondColumn {
                ruling: r(11, 1),
                column: 2,
            },
            E::WoodpileAfterActionsBegan {
                ruling: r(11, 1),
                phase: Phase::Action,
            },
            E::MastOnlyDuringActions {
                ruling: r(11, 1),
                phase: Phase::Night,
            },
            E::CrossOnUnexploredTile {
                ruling: r(11, 2),
                space: 4,
                cover: None,
            },
            E::CrossNeedsPawns {
                ruling: r(11, 2),
                needed: 3,
                given: 2,
                fog: true,
            },
        ]
    }

    #[test]
    fn every_refusal_by_a_ruling_starts_with_its_number_in_both_languages() {
        let errors = ruling_errors();
        for e in &errors {
            let ruling = e.ruling().expect("a ruling error names its ruling");
            assert!(
                ruling
                    .entry()
                    .is_some_and(|entry| entry.kind == RulingKind::Refuses),
                "{ruling} is not a refusing ruling of the table"
            );
            let en = error_text(e, Lang::En);
            let fr = error_text(e, Lang::Fr);
            let prefix = format!("{} – ", ruling.number());
            assert!(en.starts_with(&prefix), "{en}");
            assert!(fr.starts_with(&prefix), "{fr}");
            assert_ne!(en, fr, "{en} not translated");
            assert!(en.len() > prefix.len() + 10 && fr.len() > prefix.len() + 10);
            assert!(!en.contains("(s)") && !fr.contains("(s)"));
        }
        // Every refusing ruling of the table has at least one error that names it.
        for entry in RULINGS.iter().filter(|e| e.kind == RulingKind::Refuses) {
            assert!(
                errors.iter().any(|e| e.ruling() == Some(entry.ruling)),
                "no error names {}",
                entry.ruling
            );
        }
    }

    #[test]
    fn the_issue_s_example_reads_as_written() {
        let e = RobinsonError::NeedsEarlierShelter {
            ruling: Ruling(2, 1),
            part: Part::Roof,
            built_round: Some(3),
        };
        assert_eq!(
            error_text(&e, Lang::En),
            "2.1 – the roof needs a shelter built in an earlier round"
        );
        assert_eq!(
            error_text(&e, Lang::Fr),
            "2.1 – le toit demande un abri construit à un tour précédent"
        );
        let p = RobinsonError::NeedsEarlierShelter {
            ruling: Ruling(2, 1),
            part: Part::Palisade,
            built_round: None,
        };
        assert!(error_text(&p, Lang::Fr).contains("la palissade"));
    }

    #[test]
    fn other_refusals_read_as_a_sentence_without_a_number() {
        let e = RobinsonError::NotEnoughResources {
            resource: Resource::Wood,
            available: 1,
            needed: 2,
        };
        assert_eq!(error_text(&e, Lang::En), "Wood: 1 available, 2 needed");
        assert_eq!(
            error_text(&e, Lang::Fr),
            "Bois : 1 disponible, 2 nécessaire"
        );
        let m = RobinsonError::PawnsAlreadyUsed {
            ruling: Ruling(1, 1),
            character: Character::Explorer,
            pawns: 2,
            used: 2,
        };
        assert!(error_text(&m, Lang::Fr).contains("les pions de l'explorateur"));
        assert_eq!(the_character(Character::Friday, Lang::Fr), "Vendredi");
    }
}
