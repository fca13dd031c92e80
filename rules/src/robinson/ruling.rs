use std::fmt;

use serde::{Deserialize, Serialize};

use super::Phase;

/// A ruling of the FAQ by its number: `Ruling(2, 1)` is ruling 2.1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Ruling(pub u8, pub u8);

impl Ruling {
    /// "2.1", as the FAQ numbers it.
    pub fn number(self) -> String {
        format!("{}.{}", self.0, self.1)
    }

    /// A stable anchor for the FAQ page ("ruling-2-1"); saves and links may keep it.
    pub fn anchor(self) -> String {
        format!("ruling-{}-{}", self.0, self.1)
    }

    /// The ruling's entry in [`RULINGS`] (`None` for a number the FAQ does not have).
    pub fn entry(self) -> Option<&'static RulingEntry> {
        RULINGS.iter().find(|e| e.ruling == self)
    }
}

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0, self.1)
    }
}

/// What a ruling does to the steps a group records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RulingKind {
    /// It forbids something: the engine refuses the step with an error carrying the ruling.
    Refuses,
    /// It allows what a strict reading would forbid, or says how a step resolves: the engine
    /// never refuses because of it and reports it in an event carrying the ruling.
    Allows,
}

/// One ruling as the engine and the camp sheet name it: its number, what it does, its title in
/// English and French, and the phases whose reminders show it. Its summary and worked example are
/// in [`RULING_WORDS`], which only the FAQ page reads: the sheet's page leaves them out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RulingEntry {
    pub ruling: Ruling,
    pub kind: RulingKind,
    pub title_en: &'static str,
    pub title_fr: &'static str,
    /// The phases whose reminders show it.
    pub phases: &'static [Phase],
}

/// A ruling in our own words, in English and French, with a short worked example: what the FAQ
/// page shows and searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RulingWords {
    pub ruling: Ruling,
    pub summary_en: &'static str,
    pub summary_fr: &'static str,
    pub example_en: &'static str,
    pub example_fr: &'static str,
}

impl RulingEntry {
    /// The ruling's summary and example.
    pub fn words(&self) -> Option<&'static RulingWords> {
        RULING_WORDS.iter().find(|w| w.ruling == self.ruling)
    }
}

/// The rulings are written once, each with all its words; this makes of them the two tables,
/// [`RULINGS`] and [`RULING_WORDS`], in the same order.
macro_rules! rulings {
    ($({
        ruling: $ruling:expr,
        kind: $kind:expr,
        title_en: $title_en:expr,
        title_fr: $title_fr:expr,
        summary_en: $summary_en:expr,
        summary_fr: $summary_fr:expr,
        example_en: $example_en:expr,
        example_fr: $example_fr:expr,
        phases: $phases:expr,
    },)*) => {
        /// Every ruling of the FAQ the companion applies, in the FAQ's order. (6.1 of the FAQ only
        /// offers a story for the discovery tokens and rules nothing, so it is not here.)
        pub const RULINGS: &[RulingEntry] = &[$(RulingEntry {
            ruling: $ruling,
            kind: $kind,
            title_en: $title_en,
            title_fr: $title_fr,
            phases: $phases,
        },)*];

        /// Each ruling's words, in the order of [`RULINGS`].
        pub const RULING_WORDS: &[RulingWords] = &[$(RulingWords {
            ruling: $ruling,
            summary_en: $summary_en,
            summary_fr: $summary_fr,
            example_en: $example_en,
            example_fr: $example_fr,
        },)*];
    };
}

use Phase::{Action, Event, Morale, Night, Production, Weather};

const ALL_PHASES: &[Phase] = &[Event, Morale, Production, Action, Weather, Night];

rulings! {
    {
        ruling: Ruling(1, 1),
        kind: RulingKind::Refuses,
        title_en: "Repeating an action in a round",
        title_fr: "Refaire une action dans le même tour",
        summary_en: "Any action may be taken several times a round, each time with its own pawns, \
            except resolving the same event's threat twice. A food or wood source gives once per \
            round, and the camp's own tile (wherever the camp is now) is never gathered: it \
            produces. What an action produces waits in future resources, so nothing built or \
            gained this round serves another action this round: a weapon level built in this \
            action phase does not count in a hunt of the same phase. One pawn pair pays for one \
            level, never two.",
        summary_fr: "Toute action peut être refaite dans le tour, chaque fois avec ses propres \
            pions, sauf la menace d'un même événement. Une source ne donne qu'une fois par tour, et \
            la tuile du campement (là où il est maintenant) n'est jamais récoltée : elle produit. \
            Ce qu'une action rapporte attend dans les ressources futures : rien de ce qui est \
            construit ou gagné ce tour ne sert à une autre action du même tour ; un niveau d'arme \
            construit pendant cette phase d'action ne compte pas pour une chasse de la même phase. \
            Une paire de pions paie un niveau, jamais deux.",
        example_en: "Anna's two pawns build the roof with fur: +1. Ben's two pawns build the roof \
            again with wood: +1 more, accepted. Anna's two pawns raising the roof twice (fur, then \
            wood) is refused.",
        example_fr: "Les deux pions d'Anna construisent le toit avec de la fourrure : +1. Les deux \
            pions de Ben le reconstruisent avec du bois : encore +1, accepté. Les deux pions d'Anna \
            qui monteraient le toit deux fois (fourrure puis bois) : refusé.",
        phases: &[Action],
    },
    {
        ruling: Ruling(2, 1),
        kind: RulingKind::Refuses,
        title_en: "Roof and palisade need an earlier shelter",
        title_fr: "Toit et palissade après l'abri",
        summary_en: "A roof or a palisade needs a shelter. The actions of a phase happen \
            together, whatever order the group records them in: the shelter and a roof or \
            palisade are never built in the same action phase, not even on a natural shelter. \
            The shelter comes first; the roof and palisade in a later round.",
        summary_fr: "Un toit ou une palissade demande un abri. Les actions d'une phase sont \
            simultanées, quel que soit l'ordre où le groupe les note : l'abri et un toit ou une \
            palissade ne se construisent jamais dans la même phase d'action, pas même sur un abri \
            naturel. L'abri d'abord ; le toit et la palissade à un tour suivant.",
        example_en: "Round 3: the shelter is built; a roof in the same round is refused, and \
            so is the shelter if the roof was recorded first. Round 4: the roof is accepted.",
        example_fr: "Tour 3 : l'abri est construit ; un toit le même tour est refusé, et l'abri \
            aussi si le toit a été noté d'abord. Tour 4 : le toit est accepté.",
        phases: &[Action],
    },
    {
        ruling: Ruling(2, 2),
        kind: RulingKind::Refuses,
        title_en: "When the camp moves",
        title_fr: "Quand déplacer le camp",
        summary_en: "The group moves the camp at the start of the night phase, before any other \
            night step, and at no other time.",
        summary_fr: "Le groupe déplace le camp au début de la phase de nuit, avant toute autre \
            étape de la nuit, et à aucun autre moment.",
        example_en: "Action phase: moving the camp is refused. Night, first step: the move is \
            accepted. After eating: refused.",
        example_fr: "Phase d'action : déplacer le camp est refusé. Nuit, première étape : accepté. \
            Après le repas : refusé.",
        phases: &[Night],
    },
    {
        ruling: Ruling(2, 3),
        kind: RulingKind::Allows,
        title_en: "Several levels in one round",
        title_fr: "Plusieurs niveaux dans un tour",
        summary_en: "Several build actions in one round may each raise the roof, the palisade or \
            the weapon by one level: a level does not wait for the one below it.",
        summary_fr: "Plusieurs actions de construction dans un tour peuvent chacune monter le toit, \
            la palissade ou l'arme d'un niveau : un niveau n'attend pas celui du dessous.",
        example_en: "Weapon 1. Two characters each build the weapon this round with their own \
            pawns: weapon 3.",
        example_fr: "Arme 1. Deux personnages construisent chacun l'arme ce tour avec leurs \
            propres pions : arme 3.",
        phases: &[Action],
    },
    {
        ruling: Ruling(2, 4),
        kind: RulingKind::Refuses,
        title_en: "Own shelter on a natural shelter",
        title_fr: "Son abri sur un abri naturel",
        summary_en: "On a tile with a natural shelter the group may still build its own shelter \
            in a later round; the roof and palisade levels then drop to 0. A shelter already built \
            is not built again.",
        summary_fr: "Sur une tuile à abri naturel, le groupe peut encore construire son propre \
            abri à un tour suivant ; toit et palissade retombent alors à 0. Un abri déjà construit \
            ne se reconstruit pas.",
        example_en: "Camp on a natural shelter, roof 2, palisade 1. The group builds its shelter: \
            accepted, roof 0 and palisade 0.",
        example_fr: "Camp sur un abri naturel, toit 2, palissade 1. Le groupe construit son abri : \
            accepté, toit 0 et palissade 0.",
        phases: &[Action],
    },
    {
        ruling: Ruling(2, 5),
        kind: RulingKind::Refuses,
        title_en: "Camp tile unexplored or inaccessible",
        title_fr: "Tuile du camp inexplorée ou inaccessible",
        summary_en: "A black marker on a tile (unexplored) hides its terrain, which no longer \
            counts for inventions; a camp on it stays. A tile turned face down (inaccessible) sends the camp to an adjacent tile, with \
            the usual roof and palisade losses; with no adjacent tile the game is lost.",
        summary_fr: "Un marqueur noir sur une tuile (inexplorée) cache son terrain, qui ne compte \
            plus pour les inventions ; un camp qui s'y trouve reste. Une tuile retournée (inaccessible) envoie le camp sur une \
            tuile adjacente, avec les pertes habituelles de toit et palissade ; sans tuile \
            adjacente, la partie est perdue.",
        example_en: "The camp's tile is turned over: nothing else is recorded until the camp moves \
            to a neighbouring tile; a tile two spaces away is refused.",
        example_fr: "La tuile du camp est retournée : rien d'autre ne s'enregistre avant que le \
            camp passe sur une tuile voisine ; une tuile à deux cases est refusée.",
        phases: ALL_PHASES,
    },
    {
        ruling: Ruling(2, 6),
        kind: RulingKind::Allows,
        title_en: "No top to roof, palisade and weapon",
        title_fr: "Pas de plafond pour toit, palissade et arme",
        summary_en: "The roof and palisade may go above 4 and the weapon above 6: extra markers \
            count the levels past the printed track.",
        summary_fr: "Toit et palissade peuvent dépasser 4, et l'arme 6 : des marqueurs en plus \
            comptent les niveaux au-delà de la piste imprimée.",
        example_en: "Roof 4, one more roof build: roof 5.",
        example_fr: "Toit 4, une construction de toit de plus : toit 5.",
        phases: &[Action],
    },
    {
        ruling: Ruling(3, 1),
        kind: RulingKind::Allows,
        title_en: "A failed build costs nothing",
        title_fr: "Une construction ratée ne coûte rien",
        summary_en: "The resources set aside for a build go back to the available resources when \
            it fails; only a success spends them.",
        summary_fr: "Les ressources engagées dans une construction reviennent aux ressources \
            disponibles si elle échoue ; seule une réussite les dépense.",
        example_en: "A roof with 2 wood, the dice fail: the 2 wood are still available.",
        example_fr: "Un toit avec 2 bois, les dés échouent : les 2 bois restent disponibles.",
        phases: &[Action],
    },
    {
        ruling: Ruling(4, 1),
        kind: RulingKind::Refuses,
        title_en: "Rerolls only on one's own action",
        title_fr: "Relancer seulement sa propre action",
        summary_en: "A character's reroll power works only on an action that character leads, \
            never on one where the character only supports or takes no part.",
        summary_fr: "Le pouvoir de relance d'un personnage ne sert que pour une action qu'il mène \
            lui-même, jamais quand il ne fait que soutenir ou n'y participe pas.",
        example_en: "The carpenter supports the cook's gathering: the carpenter's reroll is \
            refused; on the carpenter's own build it is accepted.",
        example_fr: "Le charpentier soutient la cueillette du cuisinier : sa relance est refusée ; \
            sur sa propre construction, elle est acceptée.",
        phases: &[Action],
    },
    {
        ruling: Ruling(5, 1),
        kind: RulingKind::Refuses,
        title_en: "An item's round effect, once a round",
        title_fr: "L'effet d'un objet, une fois par tour",
        summary_en: "An item whose effect is used during the round (its effect shown on the built \
            side) gives it once per round.",
        summary_fr: "Un objet dont l'effet s'utilise pendant le tour (effet montré sur la face \
            construite) ne le donne qu'une fois par tour.",
        example_en: "The fire pit warms the camp tonight; a second use the same night is refused.",
        example_fr: "Le foyer réchauffe le camp cette nuit ; une seconde fois la même nuit : \
            refusé.",
        phases: ALL_PHASES,
    },
    {
        ruling: Ruling(5, 2),
        kind: RulingKind::Refuses,
        title_en: "The pistol",
        title_fr: "Le pistolet",
        summary_en: "Each cartridge fires once: +3 weapon for one action, usually a hunt but \
            also a threat action, and the weapon track does not move. A beast that lowers the weapon lowers the real track. No \
            cartridge left, no shot.",
        summary_fr: "Chaque cartouche tire une fois : +3 en arme pour une action, d'habitude une \
            chasse mais aussi une action de menace, sans bouger la piste d'arme. Une bête qui baisse l'arme baisse la vraie piste. \
            Plus de cartouche, plus de tir.",
        example_en: "Weapon 2, the beast needs 5: one cartridge makes 5, nobody is hurt, the track \
            stays at 2. The beast also takes 1 weapon: the track goes to 1.",
        example_fr: "Arme 2, la bête demande 5 : une cartouche donne 5, personne n'est blessé, la \
            piste reste à 2. La bête retire aussi 1 en arme : la piste passe à 1.",
        phases: &[Action],
    },
    {
        ruling: Ruling(6, 2),
        kind: RulingKind::Refuses,
        title_en: "A discovery's help serves once",
        title_fr: "L'aide d'une découverte sert une fois",
        summary_en: "The building helper pawn a discovery token gives serves one action, and any \
            discovery token is used once.",
        summary_fr: "Le pion d'aide à la construction donné par un jeton découverte sert une \
            action, et tout jeton découverte ne s'utilise qu'une fois.",
        example_en: "The candles' helper pawn builds the knife tonight; using it again next round \
            is refused.",
        example_fr: "Le pion des bougies aide à construire le couteau ce soir ; le réutiliser au \
            tour suivant est refusé.",
        phases: &[Action],
    },
    {
        ruling: Ruling(7, 1),
        kind: RulingKind::Refuses,
        title_en: "Totems in order",
        title_fr: "Les totems dans l'ordre",
        summary_en: "The first totem tile found applies the scenario's totem effect 1, the next \
            one effect 2, and so on.",
        summary_fr: "La première tuile totem trouvée applique l'effet totem 1 du scénario, la \
            suivante l'effet 2, et ainsi de suite.",
        example_en: "One totem revealed already: the next is effect 2; naming effect 3 is refused.",
        example_fr: "Un totem déjà révélé : le suivant est l'effet 2 ; annoncer l'effet 3 est \
            refusé.",
        phases: &[Action],
    },
    {
        ruling: Ruling(8, 1),
        kind: RulingKind::Refuses,
        title_en: "Friday dies during an action",
        title_fr: "Vendredi meurt pendant une action",
        summary_en: "If Friday dies of the wounds of an action that succeeds, what it yields still \
            goes to future resources. In a hunt Friday leads, his death leaves the beast alive: \
            nothing is gained and the beast card goes back on top of the hunting deck, so the next \
            hunt meets it.",
        summary_fr: "Si Vendredi meurt des blessures d'une action réussie, ce qu'elle rapporte va \
            quand même aux ressources futures. Dans une chasse qu'il mène, sa mort laisse la bête \
            en vie : rien n'est gagné et la carte bête revient sur la pioche de chasse, la chasse \
            suivante la retrouve.",
        example_en: "Friday and the dog hunt a beast of strength 4 with weapon 0: Friday dies, no \
            food, no fur; the next hunt must face that beast.",
        example_fr: "Vendredi et le chien chassent une bête de force 4 avec une arme à 0 : \
            Vendredi meurt, ni nourriture ni fourrure ; la chasse suivante affronte cette bête.",
        phases: &[Action],
    },
    {
        ruling: Ruling(9, 1),
        kind: RulingKind::Refuses,
        title_en: "No discovery tokens left",
        title_fr: "Plus de jetons découverte",
        summary_en: "When the discovery tokens run out, they are gone for the rest of the game.",
        summary_fr: "Quand les jetons découverte sont épuisés, ils le restent jusqu'à la fin de la \
            partie.",
        example_en: "The last token was drawn: an exploration that finds a discovery draws \
            nothing.",
        example_fr: "Le dernier jeton est tiré : une exploration qui trouve une découverte ne tire \
            rien.",
        phases: ALL_PHASES,
    },
    {
        ruling: Ruling(9, 2),
        kind: RulingKind::Refuses,
        title_en: "Empty decks stay empty",
        title_fr: "Les pioches vides le restent",
        summary_en: "A discarded card leaves the game, so an empty deck stays empty. Only the \
            invention deck is shuffled again from its discard, and only by the Carpenter's \
            ability: without the Carpenter alive at the table, it stays empty too.",
        summary_fr: "Une carte défaussée quitte la partie : une pioche vide le reste. Seule la \
            pioche invention se reforme en mélangeant sa défausse, et seulement par la capacité du \
            Charpentier : sans Charpentier vivant à la table, elle reste vide elle aussi.",
        example_en: "The gathering adventure deck is empty: drawing is refused. The invention deck \
            is empty: the Carpenter reshuffles it; in a game without him, it stays empty.",
        example_fr: "La pioche aventure de cueillette est vide : tirer est refusé. La pioche \
            invention est vide : le Charpentier la remélange ; dans une partie sans lui, elle \
            reste vide.",
        phases: ALL_PHASES,
    },
    {
        ruling: Ruling(10, 1),
        kind: RulingKind::Refuses,
        title_en: "The raging river",
        title_fr: "La rivière furieuse",
        summary_en: "In the production phase of a round under the raging river, the camp tile's \
            production is halved: the group loses half of it, rounded down, and chooses what it \
            loses.",
        summary_fr: "À la production d'un tour sous la rivière furieuse, la production de la \
            tuile du camp est divisée par deux : le groupe en perd la moitié, arrondie à l'unité \
            inférieure, et choisit ce qu'il perd.",
        example_en: "One wood and one food: the group loses one of them, its choice. One wood \
            alone: half of 1 rounds down to 0, nothing is lost.",
        example_fr: "Un bois et une nourriture : le groupe en perd un, à son choix. Un bois seul : \
            la moitié de 1 s'arrondit à 0, rien n'est perdu.",
        phases: &[Production],
    },
    {
        ruling: Ruling(11, 1),
        kind: RulingKind::Refuses,
        title_en: "Scenario 1: the woodpile",
        title_fr: "Scénario 1 : le tas de bois",
        summary_en: "The woodpile fills left to right, one column after another, and at most one \
            column is completed per round (a column may take several rounds). Wood goes on before \
            the action phase, except with the oil discovery token (any time) and the scenario's \
            mast (during the actions), still one completed column per round.",
        summary_fr: "Le tas se remplit de gauche à droite, colonne après colonne, et au plus une \
            colonne est complétée par tour (une colonne peut prendre plusieurs tours). Le bois \
            s'ajoute avant la phase d'action, sauf avec le jeton huile (à tout moment) et le mât \
            du scénario (pendant les actions), toujours une colonne complétée par tour au plus.",
        example_en: "Columns of 1 and 2. Round 2: 1 wood completes column 1. Adding 2 more this \
            round would complete column 2: refused; next round it is accepted.",
        example_fr: "Colonnes de 1 et 2. Tour 2 : 1 bois complète la colonne 1. En ajouter 2 ce \
            tour compléterait la colonne 2 : refusé ; au tour suivant, accepté.",
        phases: &[Event, Morale, Production, Action, Weather],
    },
    {
        ruling: Ruling(11, 2),
        kind: RulingKind::Refuses,
        title_en: "Scenario 2: where crosses go",
        title_fr: "Scénario 2 : où poser les croix",
        summary_en: "A cross goes on any explored tile, with the pawns an exploration there would \
            need, plus one if fog lies on the tile.",
        summary_fr: "Une croix se pose sur toute tuile explorée, avec les pions qu'une exploration \
            y demanderait, plus un si du brouillard couvre la tuile.",
        example_en: "A tile next to the camp: 2 pawns, no dice. With fog on it: 3 pawns.",
        example_fr: "Une tuile voisine du camp : 2 pions, sans dés. Avec du brouillard : 3 pions.",
        phases: &[Action],
    },
}

/// The rulings a phase's reminders show.
pub fn rulings_for(phase: Phase) -> impl Iterator<Item = &'static RulingEntry> {
    RULINGS.iter().filter(move |e| e.phases.contains(&phase))
}

/// The rulings a phase's reminders show in a session of `scenario`: a scenario's own rulings
/// (11.1 the woodpile, 11.2 the crosses) only in that scenario.
pub fn rulings_for_scenario(
    phase: Phase,
    scenario: super::Scenario,
) -> impl Iterator<Item = &'static RulingEntry> {
    use super::Scenario;
    rulings_for(phase).filter(move |e| match e.ruling {
        Ruling(11, 1) => scenario == Scenario::One,
        Ruling(11, 2) => scenario == Scenario::Two,
        _ => true,
    })
}

#[cfg(test)]
mod scenario_tests {
    use super::*;
    use crate::robinson::Scenario;

    #[test]
    fn a_scenario_s_reminders_show_only_its_own_rulings() {
        let numbers =
            |s| -> Vec<Ruling> { rulings_for_scenario(Action, s).map(|e| e.ruling).collect() };
        assert!(numbers(Scenario::One).contains(&Ruling(11, 1)));
        assert!(!numbers(Scenario::One).contains(&Ruling(11, 2)));
        assert!(numbers(Scenario::Two).contains(&Ruling(11, 2)));
        assert!(!numbers(Scenario::Two).contains(&Ruling(11, 1)));
        let other = numbers(Scenario::Other { number: 3 });
        assert!(!other.contains(&Ruling(11, 1)) && !other.contains(&Ruling(11, 2)));
        assert!(other.contains(&Ruling(1, 1)));
    }
}
