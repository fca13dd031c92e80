//! The companion's words in both languages: names of the sheet's things, and one line per error
//! of the engine, a refusal starting with its ruling's number ("2.1 – …").

use tablee_rules::robinson::{
    Character, Cover, Deck, Part, Phase, Resource, Resources, RobinsonError, Source, Step, Terrain,
};

use crate::i18n::{Gender, Lang, fr_the, list, plural, tr};

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
        (_, Lang::En) => format!("the {}", character_name(c, l).to_lowercase()),
        (_, Lang::Fr) => fr_the(Gender::Masculine, &character_name(c, l).to_lowercase()),
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
        Lang::En => format!("the {} phase", phase_name(p, l).to_lowercase()),
        Lang::Fr => {
            let name = phase_name(p, l).to_lowercase();
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

/// "2 food" / "2 nourritures", "3 wood" / "3 bois": English counts these as masses, French
/// agrees the noun (and its adjective) with the count.
pub fn resource_count(n: u16, res: Resource, l: Lang) -> String {
    match res {
        Resource::Wood => plural(l, n, "wood", "wood", "bois", "bois"),
        Resource::PerishableFood => plural(l, n, "food", "food", "nourriture", "nourritures"),
        Resource::NonPerishableFood => plural(
            l,
            n,
            "preserved food",
            "preserved food",
            "nourriture non périssable",
            "nourritures non périssables",
        ),
        Resource::Fur => plural(l, n, "fur", "fur", "fourrure", "fourrures"),
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
    .map(|(n, res)| resource_count(n, res, l))
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
    let name = part_name(p, l).to_lowercase();
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

fn body(e: &RobinsonError, l: Lang) -> String {
    use RobinsonError as E;
    let who = |c: &Character| the_character(*c, l);
    match e {
        E::CastawayCount { castaways } => tr!(
            l,
            "a game has one to four castaways, not {0}",
            "une partie compte d'un à quatre naufragés, pas {0}",
            castaways
        ),
        E::CharacterTwice { character } => tr!(
            l,
            "{0} is chosen twice",
            "{0} est choisi deux fois",
            who(character)
        ),
        E::NoLife { character } => tr!(
            l,
            "{0} needs a life of at least 1",
            "{0} doit avoir au moins 1 point de vie",
            who(character)
        ),
        E::WoodpileMismatch => l
            .t(
                "only scenario 1 has a woodpile, and each of its columns takes some wood",
                "seul le scénario 1 a un bûcher, et chacune de ses colonnes prend du bois",
            )
            .into(),
        E::TileOwnNeighbour { space } => tr!(
            l,
            "tile {0} cannot be its own neighbour",
            "la tuile {0} ne peut pas être sa propre voisine",
            space
        ),
        E::ThreatTwice { event, .. } => tr!(
            l,
            "the threat of “{0}” was already dealt with this round",
            "la menace de « {0} » a déjà été parée ce tour",
            event
        ),
        E::SourceGatheredThisRound { space, kind, .. } => tr!(
            l,
            "the {0} source of tile {1} was already gathered this round",
            "la source de {0} de la tuile {1} a déjà été récoltée ce tour",
            source_name(*kind, l),
            space
        ),
        E::GatherOnStartingCamp { space, .. } => tr!(
            l,
            "nothing is gathered on the starting camp tile ({0})",
            "on ne récolte rien sur la tuile du campement de départ ({0})",
            space
        ),
        E::GatherOnCamp { space, .. } => tr!(
            l,
            "nothing is gathered on the camp's tile ({0}): it produces",
            "on ne récolte rien sur la tuile du campement ({0}) : elle produit",
            space
        ),
        E::ChainedBuild { item, .. } => tr!(
            l,
            "{0} was built this round and waits until the next one",
            "{0} a été construit ce tour et attend le suivant",
            item
        ),
        E::ResourcesStillFuture {
            resource,
            available,
            future,
            ..
        } => tr!(
            l,
            "{0} gained this round waits with the future resources ({1} available, {2} to come)",
            "{0} gagné ce tour attend dans les ressources futures ({1} disponible, {2} à venir)",
            resource_name(*resource, l).to_lowercase(),
            available,
            future
        ),
        E::TokenStillFuture { token, .. } => tr!(
            l,
            "discovery token {0} was drawn this round and waits until the actions end",
            "le jeton découverte {0} a été pioché ce tour et attend la fin des actions",
            token
        ),
        E::PawnsAlreadyUsed {
            character,
            pawns: owned,
            used,
            ..
        } => tr!(
            l,
            "{0}'s pawns are already placed this round ({1} of {2})",
            "les pions {3} sont déjà posés ce tour ({1} sur {2})",
            who(character),
            used,
            pawns(*owned, l),
            crate::i18n::fr_de(&who(character))
        ),
        E::OnePairTwoLevels { levels, .. } => tr!(
            l,
            "one action pays for one level, not {0}",
            "une action paie un niveau, pas {0}",
            levels
        ),
        E::NeedsEarlierShelter { part, .. } => tr!(
            l,
            "{0} needs a shelter built in an earlier round",
            "{0} demande un abri construit à un tour précédent",
            the_part(*part, l)
        ),
        E::ShelterAfterLevels { part, .. } => tr!(
            l,
            "{0} was raised in this action phase: the shelter waits for a later round",
            "{0} a été {1} pendant cette phase d'action : l'abri attend un tour suivant",
            the_part(*part, l),
            if *part == Part::Roof {
                "monté"
            } else {
                "montée"
            }
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
        E::ShelterAlreadyBuilt { built_round, .. } => tr!(
            l,
            "the shelter was already built in round {0}",
            "l'abri a déjà été construit au tour {0}",
            built_round
        ),
        E::CampMustMoveFirst { from, .. } => tr!(
            l,
            "tile {0} was turned over: the camp moves to an adjacent tile first",
            "la tuile {0} est retournée : le camp va d'abord sur une tuile voisine",
            from
        ),
        E::TerrainCovered { terrain, .. } => tr!(
            l,
            "the only {0} tiles are under a black marker: that terrain no longer counts",
            "les seules tuiles {0} sont sous un marqueur noir : ce terrain ne compte plus",
            terrain_name(*terrain, l)
        ),
        E::ForcedMoveNotAdjacent { from, to, .. } => tr!(
            l,
            "the camp leaves tile {0} for an adjacent accessible tile, not {1}",
            "le camp quitte la tuile {0} pour une tuile voisine accessible, pas {1}",
            from,
            to
        ),
        E::RerollNotOwnAction { by, leader, .. } => tr!(
            l,
            "a reroll by {0} works only on an action {0} leads; {1} leads this one",
            "la relance {2} ne vaut que pour ses actions ; {1} mène celle-ci",
            who(by),
            who(leader),
            crate::i18n::fr_de(&who(by))
        ),
        E::ItemUsedThisRound { item, round, .. } => tr!(
            l,
            "{0} already gave its effect in round {1}",
            "{0} a déjà servi au tour {1}",
            item,
            round
        ),
        E::NoCartridgeLeft { .. } => l
            .t(
                "the pistol has no cartridge left",
                "le pistolet n'a plus de cartouche",
            )
            .into(),
        E::DiscoveryAlreadyUsed { token, round, .. } => tr!(
            l,
            "discovery token {0} was used in round {1}",
            "le jeton découverte {0} a servi au tour {1}",
            token,
            round
        ),
        E::TotemOutOfOrder {
            expected, named, ..
        } => tr!(
            l,
            "the next totem applies effect {0}, not {1}",
            "le prochain totem applique l'effet {0}, pas {1}",
            expected,
            named
        ),
        E::BeastBackOnTop { beast, .. } => tr!(
            l,
            "{0} went back on top of the hunting deck: the next hunt meets it",
            "{0} est revenu sur la pioche de chasse : la prochaine chasse l'affronte",
            beast
        ),
        E::DiscoveryTokensExhausted { .. } => l
            .t(
                "the discovery tokens are exhausted for this game",
                "les jetons découverte sont épuisés pour la partie",
            )
            .into(),
        E::DeckStaysEmpty { deck, .. } => tr!(
            l,
            "the {0} deck is empty and stays empty",
            "la pioche {0} est vide et le reste",
            deck_name(*deck, l)
        ),
        E::ReshuffleNeedsCarpenter { .. } => l
            .t(
                "only the Carpenter's ability reshuffles the invention deck",
                "seule la capacité du Charpentier remélange la pioche invention",
            )
            .into(),
        E::RiverLossWrong {
            produced,
            must_lose,
            chosen,
            ..
        } => tr!(
            l,
            "the river takes {0} of the {1} produced; the group chose {2}",
            "la rivière prend {0} des {1} produits ; le groupe a choisi {2}",
            must_lose,
            produced.total(),
            resources_text(chosen, l)
        ),
        E::WoodpileSecondColumn { column, .. } => tr!(
            l,
            "column {0} of the woodpile would be the second completed this round",
            "la colonne {0} du bûcher serait la deuxième complétée ce tour",
            column
        ),
        E::WoodpileAfterActionsBegan { phase, .. } => tr!(
            l,
            "wood goes on the woodpile before the action phase, not in {0}",
            "le bois va sur le bûcher avant la phase d'action, pas pendant {0}",
            the_phase(*phase, l)
        ),
        E::MastOnlyDuringActions { phase, .. } => tr!(
            l,
            "the mast adds its wood during the actions, not in {0}",
            "le mât ajoute son bois pendant les actions, pas pendant {0}",
            the_phase(*phase, l)
        ),
        E::CrossOnUnexploredTile { space, cover, .. } => tr!(
            l,
            "a cross goes on an explored tile; tile {0} is {1}",
            "une croix va sur une tuile explorée ; la tuile {0} est {1}",
            space,
            cover_name(*cover, l)
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
            tr!(
                l,
                "a cross there needs {0}{1}, not {2}",
                "une croix là-bas demande {0}{3}, pas {2}",
                pawns(*needed, l),
                fog_en,
                given,
                fog_fr
            )
        }
        E::GameOver => l.t("the game is over", "la partie est finie").into(),
        E::WrongPhase { step, phase } => tr!(
            l,
            "“{0}” is not a step of {1}",
            "« {0} » n'est pas une étape de {1}",
            step_name(*step, l),
            the_phase(*phase, l)
        ),
        E::NotInGame { character } => tr!(
            l,
            "{0} is not in this game",
            "{0} n'est pas dans cette partie",
            who(character)
        ),
        E::Dead { character } => tr!(l, "{0} is dead", "{0} est mort", who(character)),
        E::DogLeads => l
            .t(
                "the dog never leads an action",
                "le chien ne mène jamais une action",
            )
            .into(),
        E::DogOnlyHuntsOrExplores => l
            .t(
                "the dog only helps to hunt and to explore",
                "le chien n'aide qu'à chasser et à explorer",
            )
            .into(),
        E::LeaderPawns { pawns: n } => tr!(
            l,
            "a leader puts one or two of their own pawns on an action, not {0}",
            "un meneur pose un ou deux de ses pions sur une action, pas {0}",
            n
        ),
        E::MorePawnsThanOwned {
            character,
            pawns: owned,
            asked,
        } => tr!(
            l,
            "{0} has {1} (asked: {2})",
            "{0} a {1} (demandés : {2})",
            who(character),
            pawns(*owned, l),
            asked
        ),
        E::TerrainNotExplored { terrain } => tr!(
            l,
            "no explored tile shows {0} yet",
            "aucune tuile explorée ne montre encore de {0}",
            terrain_name(*terrain, l)
        ),
        E::TooFewPawns {
            step,
            needed,
            given,
        } => tr!(
            l,
            "“{0}” needs {1} here, not {2}",
            "« {0} » demande ici {1}, pas {2}",
            step_name(*step, l),
            pawns(*needed, l),
            given
        ),
        E::NoSuchToken { token } => tr!(
            l,
            "discovery token {0} is not held",
            "le jeton découverte {0} n'est pas en main",
            token
        ),
        E::NotAHelper { token } => tr!(
            l,
            "discovery token {0} gives no helper pawn",
            "le jeton découverte {0} ne donne pas de pion d'aide",
            token
        ),
        E::HelperOnlyBuilds { step } => tr!(
            l,
            "a helper pawn helps to build, not to “{0}”",
            "un pion d'aide aide à construire, pas à « {0} »",
            step_name(*step, l)
        ),
        E::SureActionFailed => l
            .t(
                "an action without dice always succeeds",
                "une action sans dés réussit toujours",
            )
            .into(),
        E::NoDiceToReroll => l
            .t("a reroll needs dice", "une relance demande des dés")
            .into(),
        E::NotEnoughDetermination {
            character,
            has,
            needs,
        } => tr!(
            l,
            "{0} has {1} determination, {2} needed",
            "{0} a {1} de détermination, il en faut {2}",
            who(character),
            has,
            needs
        ),
        E::NotEnoughResources {
            resource,
            available,
            needed,
        } => tr!(
            l,
            "{0}: {1} available, {2} needed",
            "{0} : {1} disponible, {2} nécessaire",
            resource_name(*resource, l),
            available,
            needed
        ),
        E::NotEnoughFuture {
            resource,
            future,
            needed,
        } => tr!(
            l,
            "{0}: {1} to come, {2} needed",
            "{0} : {1} à venir, {3}",
            resource_name(*resource, l),
            future,
            needed,
            plural(l, *needed, "needed", "needed", "nécessaire", "nécessaires")
        ),
        E::NoSuchTile { space } => tr!(
            l,
            "there is no tile on space {0}",
            "il n'y a pas de tuile sur la case {0}",
            space
        ),
        E::Inaccessible { space } => tr!(
            l,
            "tile {0} is turned over",
            "la tuile {0} est retournée",
            space
        ),
        E::NoSuchSource { space, kind } => tr!(
            l,
            "tile {0} has no {1} source",
            "la tuile {0} n'a pas de source de {1}",
            space,
            source_name(*kind, l)
        ),
        E::AlreadyExplored { space } => tr!(
            l,
            "space {0} is already explored",
            "la case {0} est déjà explorée",
            space
        ),
        E::Unreachable { space } => tr!(
            l,
            "no path of tiles leads from the camp to space {0}",
            "aucun chemin de tuiles ne mène du camp à la case {0}",
            space
        ),
        E::TileMissing { space } => tr!(
            l,
            "a successful exploration places the tile of space {0}",
            "une exploration réussie pose la tuile de la case {0}",
            space
        ),
        E::TileOnFailure => l
            .t(
                "a failed action places no tile",
                "une action ratée ne pose pas de tuile",
            )
            .into(),
        E::ItemNotBuilt { item } => tr!(l, "{0} is not built", "{0} n'est pas construit", item),
        E::ItemAlreadyBuilt { item } => {
            tr!(l, "{0} is already built", "{0} est déjà construit", item)
        }
        E::NoBeast => l
            .t("the hunting deck is empty", "la pioche de chasse est vide")
            .into(),
        E::AlreadyThere { space } => tr!(
            l,
            "the camp is on tile {0} already",
            "le camp est déjà sur la tuile {0}",
            space
        ),
        E::NotAdjacent { from, to } => tr!(
            l,
            "tile {0} is not next to the camp's tile {1}",
            "la tuile {0} n'est pas voisine de celle du camp ({1})",
            to,
            from
        ),
        E::CampAlreadyMoved => l
            .t(
                "the camp has already moved tonight",
                "le camp s'est déjà déplacé cette nuit",
            )
            .into(),
        E::NightStepDone { step } => tr!(
            l,
            "the night's “{0}” step is already done",
            "l'étape « {0} » de la nuit est déjà faite",
            step_name(*step, l)
        ),
        E::NightStepMissing { step } => tr!(
            l,
            "the night needs its “{0}” step before the round ends",
            "la nuit demande l'étape « {0} » avant la fin du tour",
            step_name(*step, l)
        ),
        E::ProductionMissing => l
            .t(
                "the camp tile's production is not recorded yet",
                "la production de la tuile du camp n'est pas encore notée",
            )
            .into(),
        E::AlreadyProduced => l
            .t(
                "production is already recorded this round",
                "la production est déjà notée ce tour",
            )
            .into(),
        E::NoRiver => l
            .t(
                "nothing is lost to production without the raging river",
                "sans la rivière en crue, la production ne perd rien",
            )
            .into(),
        E::EatersMismatch { fed, unfed, alive } => tr!(
            l,
            "{0} fed and {1} unfed, but {2} castaways are alive",
            "{0} nourris et {1} sans repas, mais {2} naufragés en vie",
            fed,
            unfed,
            alive
        ),
        E::NotFood => l
            .t("only food is eaten", "on ne mange que de la nourriture")
            .into(),
        E::NoWoodpile => l
            .t(
                "this scenario has no woodpile",
                "ce scénario n'a pas de bûcher",
            )
            .into(),
        E::WoodpileFull => l
            .t(
                "the woodpile has no room left for that much wood",
                "le bûcher n'a plus la place pour autant de bois",
            )
            .into(),
        E::NotOil { token } => tr!(
            l,
            "discovery token {0} is not oil",
            "le jeton découverte {0} n'est pas de l'huile",
            token
        ),
        E::NoCrosses => l
            .t(
                "this scenario has no crosses",
                "ce scénario n'a pas de croix",
            )
            .into(),
        E::NoTotem { space } => tr!(
            l,
            "tile {0} shows no totem",
            "la tuile {0} ne montre pas de totem",
            space
        ),
        E::TotemAlreadyRevealed { space } => tr!(
            l,
            "the totem of tile {0} is already revealed",
            "le totem de la tuile {0} est déjà révélé",
            space
        ),
        E::DeckNotEmpty { deck } => tr!(
            l,
            "the {0} deck is not empty",
            "la pioche {0} n'est pas vide",
            deck_name(*deck, l)
        ),
        E::MoraleOffTrack { morale } => tr!(
            l,
            "morale stays between -3 and +3, not {0}",
            "le moral reste entre -3 et +3, pas {0}",
            morale
        ),
        E::BelowZero => l
            .t(
                "a track does not go below 0",
                "une piste ne descend pas sous 0",
            )
            .into(),
        E::DogHasNoSheet => l
            .t(
                "the dog has no wounds or determination",
                "le chien n'a ni blessures ni détermination",
            )
            .into(),
        E::NoForcedMove => l
            .t(
                "no tile was turned over under the camp",
                "aucune tuile n'a été retournée sous le camp",
            )
            .into(),
        E::WrongDraw => l
            .t(
                "discovery tokens are drawn with their own step",
                "les jetons découverte se piochent par leur propre étape",
            )
            .into(),
        E::TrackTooHigh => l
            .t(
                "a track goes no higher than 255",
                "une piste ne monte pas au-delà de 255",
            )
            .into(),
        E::Nothing => l
            .t("the step changes nothing", "l'étape ne change rien")
            .into(),
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
            E::GatherOnCamp {
                ruling: r(1, 1),
                space: 2,
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
            E::ShelterAfterLevels {
                ruling: r(2, 1),
                part: Part::Palisade,
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
            E::ReshuffleNeedsCarpenter { ruling: r(9, 2) },
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
    fn the_shelter_after_a_palisade_agrees_in_french() {
        let e = RobinsonError::ShelterAfterLevels {
            ruling: Ruling(2, 1),
            part: Part::Palisade,
        };
        assert_eq!(
            error_text(&e, Lang::Fr),
            "2.1 – la palissade a été montée pendant cette phase d'action : l'abri attend un \
             tour suivant"
        );
        assert_eq!(
            error_text(&e, Lang::En),
            "2.1 – the palisade was raised in this action phase: the shelter waits for a later \
             round"
        );
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
