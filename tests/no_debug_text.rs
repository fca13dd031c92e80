//! `Debug` is the developers' view of a value (field names, quotes, escapes), not words for a
//! player: no text the app shows, key or value it compares, or engine message may come from it.
//! Tests, after `#[cfg(test)]`, may.

mod common;

use std::fs;
use std::path::Path;

#[test]
fn no_code_outside_tests_formats_with_debug() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    common::sources(&root.join("src"), &mut files);
    common::sources(&root.join("rules/src"), &mut files);
    assert!(
        files.len() > 50,
        "the sources were not found: {}",
        files.len()
    );
    let mut offenders = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap_or_default();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            if line.contains(":?}") || line.contains(":#?}") || line.contains("dbg!(") {
                offenders.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "Debug formatting outside tests:\n{}",
        offenders.join("\n")
    );
}
