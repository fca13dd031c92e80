//! The balance harness runs on every game and every measured game ends. The balance numbers
//! themselves live in `docs/balance.md`, never in assertions.

use tablee_rules::Strength;
use tablee_rules::balance::{Chooser, Level, Report, Table};
use tablee_rules::captn::SeaLayout;
use tablee_rules::casbah::{DraftOrder, Size};

const QUICK: Level = Level::Computer(Strength::Quick);
const STRONG: Level = Level::Computer(Strength::Strong);

/// Runs `games` games and checks each ended with its wins handed out.
fn runs_to_the_end(table: Table, levels: &[Level], games: u32) -> Report {
    let report = Report::run(table, levels, 1, games);
    assert_eq!(report.games, games);
    assert_eq!(
        report.ended(),
        games,
        "{} {levels:?}: {:?}",
        table.name(),
        report.endings
    );
    let wins: f64 = report.seat_wins.iter().sum();
    assert!(
        (wins - f64::from(games)).abs() < 1e-9,
        "{}: one win shared out per game, not {wins}",
        table.name()
    );
    assert!(!report.figures.is_empty());
    assert!(report.render().contains("| seat | level |"));
    report
}

#[test]
fn casbah_games_of_every_player_count_end() {
    for (size, seats, draft) in [
        (Size::new(6, 6), 2, DraftOrder::Rulebook),
        (Size::new(9, 4), 3, DraftOrder::Snake),
        (Size::new(8, 5), 4, DraftOrder::Rotating),
    ] {
        let table = Table::Casbah { size, draft };
        assert!(draft == DraftOrder::Rulebook || table.name().contains(draft.name()));
        let report = runs_to_the_end(table, &vec![QUICK; seats], 12);
        // Exactly one seat holds the entrance in each game.
        let held: u32 = report.cards.values().map(|(held, _)| *held).sum();
        assert_eq!(held, 12);
    }
    runs_to_the_end(
        Table::Casbah {
            size: Size::new(6, 6),
            draft: DraftOrder::Rulebook,
        },
        &[Level::Random, QUICK],
        12,
    );
}

#[test]
fn drunter_games_end_in_the_base_game_and_the_variant() {
    for variant in [false, true] {
        for seats in 2..=4 {
            let report = runs_to_the_end(Table::Drunter { variant }, &vec![QUICK; seats], 12);
            let held: u32 = report.cards.values().map(|(held, _)| *held).sum();
            assert_eq!(held, 12 * seats as u32, "every seat's goal card is counted");
        }
    }
    runs_to_the_end(
        Table::Drunter { variant: false },
        &[STRONG, QUICK, Level::Random],
        4,
    );
}

#[test]
fn captn_games_end_in_the_base_game_and_the_easy_variant_on_both_seas() {
    for sea in [SeaLayout::First, SeaLayout::CURRENT] {
        for variant in [false, true] {
            for seats in 2..=4 {
                let chooser = Chooser::Computer;
                let table = Table::Captn {
                    variant,
                    chooser,
                    sea,
                };
                runs_to_the_end(table, &vec![QUICK; seats], 24);
            }
        }
        let chooser = Chooser::Computer;
        runs_to_the_end(
            Table::Captn {
                variant: true,
                chooser,
                sea,
            },
            &[STRONG, STRONG, STRONG],
            4,
        );
        // A far or a random chooser sends the neighbour after a card he holds, and the game ends.
        for chooser in [Chooser::Far, Chooser::Random] {
            runs_to_the_end(
                Table::Captn {
                    variant: false,
                    chooser,
                    sea,
                },
                &[QUICK; 3],
                12,
            );
        }
    }
}

#[test]
fn captn_seed_1672_ends() {
    // Four quick players, base game, first sea: every captain was once stranded here and every
    // computer ended its turn for ever without moving the ship that would free its captain.
    let table = Table::Captn {
        variant: false,
        chooser: Chooser::Computer,
        sea: SeaLayout::First,
    };
    let report = Report::run(table, &[QUICK; 4], 1672, 1);
    assert_eq!(report.ended(), 1, "{:?}", report.endings);
}

#[test]
fn cabanes_games_of_every_player_count_end() {
    for seats in 2..=4 {
        let report = runs_to_the_end(Table::Cabanes, &vec![QUICK; seats], 12);
        let huts = report
            .figures
            .iter()
            .find(|(name, _)| *name == "tiles per hut")
            .map_or(0, |(_, samples)| samples.len());
        assert_eq!(huts, 36, "three huts measured per game");
    }
    runs_to_the_end(Table::Cabanes, &[QUICK, STRONG], 1);
}
