//! Les Cabanes' rules page against the how-to-play line: every step's "?" opens a section the
//! page has, in both languages, and the page's worked example adds up as the rulebook's does.

use std::collections::BTreeSet;

use tablee::cabanes::steps::step;
use tablee::cabanes::text::{Criterion, criterion_name};
use tablee::i18n::Lang;
use tablee::seats::{PlayerConfig, SeatKind, default_players};
use tablee_rules::cabanes::{Cabanes, CabanesSetup, ai};
use tablee_rules::{Game, SeededRng, Strength};

/// The rules document the page fetches (`static/rules/`, see src/rules_doc.rs).
fn rules_html(lang: Lang) -> String {
    let path = format!(
        "{}/static/rules/cabanes.{}.html",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every section the how-to-play line points at over real games: each seat human or computer,
/// with and without a tile held.
fn step_sections() -> BTreeSet<&'static str> {
    let mut sections = BTreeSet::new();
    for seats in 2..=4u8 {
        let humans = default_players(usize::from(seats));
        let computers: Vec<PlayerConfig> = humans
            .iter()
            .map(|p| PlayerConfig {
                kind: SeatKind::Computer(Strength::Quick),
                ..p.clone()
            })
            .collect();
        let mut game = Cabanes::new(CabanesSetup { seats }, u64::from(seats)).unwrap();
        let mut rng = SeededRng::new(3);
        loop {
            let view = game.view(game.turn());
            let top = view.piles.iter().find_map(|p| p.top);
            for l in [Lang::En, Lang::Fr] {
                for held in [None, top] {
                    sections.insert(step(&view, &humans, held, l).section);
                }
                sections.insert(step(&view, &computers, None, l).section);
            }
            let Some(seat) = game.to_move() else { break };
            let action = ai::quick_action(&game.view(seat), &mut rng).unwrap();
            game.apply(&action).unwrap();
        }
    }
    sections
}

#[test]
fn every_step_opens_a_section_of_the_rules_in_both_languages() {
    let sections = step_sections();
    for wanted in [
        "cabanes-turn",
        "cabanes-build",
        "cabanes-cannon",
        "cabanes-scoring",
    ] {
        assert!(sections.contains(wanted), "no step points at {wanted}");
    }
    for lang in [Lang::En, Lang::Fr] {
        let page = rules_html(lang);
        for section in &sections {
            assert!(
                page.contains(&format!("id=\"{section}\"")),
                "{lang:?} rules lack #{section}"
            );
        }
    }
}

#[test]
fn the_worked_example_adds_up_to_7_12_and_15_under_the_end_table_s_headings() {
    for (lang, size) in [(Lang::En, "Size"), (Lang::Fr, "Taille")] {
        let page = rules_html(lang);
        let table = page
            .split("<table class=\"rules-example\">")
            .nth(1)
            .and_then(|rest| rest.split("</table>").next())
            .expect("the example table");
        assert!(table.contains(size));
        // The rows are the end table's, in its order.
        let headings: Vec<&str> = table
            .split("<th scope=\"row\">")
            .skip(1)
            .filter_map(|h| h.split("</th>").next())
            .collect();
        let end_table: Vec<&str> = Criterion::ALL
            .into_iter()
            .map(|c| criterion_name(c, lang))
            .collect();
        assert_eq!(headings, end_table, "{lang:?}");
        // Each hut's column: the leading number of every criterion row, then the total row.
        let rows: Vec<Vec<i32>> = table
            .split("<tr")
            .skip(2)
            .map(|row| {
                row.split("<td>")
                    .skip(1)
                    .map(|cell| {
                        let n: String = cell
                            .trim_start_matches('−')
                            .chars()
                            .take_while(char::is_ascii_digit)
                            .collect();
                        let n: i32 = n.parse().unwrap();
                        if cell.starts_with('−') { -n } else { n }
                    })
                    .collect()
            })
            .collect();
        let (total, criteria) = rows.split_last().unwrap();
        assert_eq!(total, &vec![7, 12, 15]);
        for hut in 0..3 {
            let sum: i32 = criteria.iter().map(|r| r[hut]).sum();
            assert_eq!(sum, total[hut], "{lang:?} hut {hut}");
        }
    }
}
