//! Every `tr!` sentence (src/i18n.rs) names only values it is given, and uses each of them in
//! one language at least: `fill` writes nothing for a number with no value, so a slip would show
//! as a silent gap. The sources are read as text, as `tr!` is a macro over literals.

mod common;

use std::fs;
use std::path::Path;

/// The arguments of the call whose `(` is at `open`, split at its top-level commas (strings and
/// brackets respected).
fn arguments(text: &str, open: usize) -> Vec<String> {
    let mut args = vec![String::new()];
    let mut depth = 0;
    let mut chars = text[open..].chars();
    while let Some(c) = chars.next() {
        let last = args.last_mut().expect("one argument at least");
        match c {
            '"' => {
                last.push(c);
                while let Some(s) = chars.next() {
                    last.push(s);
                    if s == '\\' {
                        last.extend(chars.next());
                    } else if s == '"' {
                        break;
                    }
                }
                continue;
            }
            '(' | '[' | '{' => {
                depth += 1;
                if depth == 1 {
                    continue;
                }
            }
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            ',' if depth == 1 => {
                args.push(String::new());
                continue;
            }
            _ => {}
        }
        args.last_mut().expect("one argument at least").push(c);
    }
    args.into_iter()
        .map(|a| a.trim().to_string())
        .filter(|a| !a.is_empty())
        .collect()
}

/// The numbers of a template's `{n}`, or why it is not one (a stray brace).
fn placeholders(template: &str) -> Result<Vec<usize>, String> {
    let inner = template
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .ok_or_else(|| format!("not a string literal: {template}"))?;
    let mut found = Vec::new();
    let mut rest = inner.replace("{{", "").replace("}}", "");
    while let Some(open) = rest.find('{') {
        let close = rest[open..]
            .find('}')
            .ok_or_else(|| format!("a brace left open: {template}"))?;
        let n = rest[open + 1..open + close]
            .parse()
            .map_err(|_| format!("not a value's number: {template}"))?;
        found.push(n);
        rest = rest[open + close + 1..].to_string();
    }
    if rest.contains('}') {
        return Err(format!("a stray brace: {template}"));
    }
    Ok(found)
}

#[test]
fn every_sentence_names_the_values_it_is_given() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    common::sources(&root.join("src"), &mut files);
    let mut calls = 0;
    let mut wrong = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap_or_default();
        for (at, _) in text.match_indices("tr!(") {
            let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
            let line = &text[line_start..at];
            // The macro's own definition and its documentation.
            if line.trim_start().starts_with("//") || line.contains("macro_rules!") {
                continue;
            }
            if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            calls += 1;
            let args = arguments(&text, at + 3);
            let place = format!("{}:{}", file.display(), text[..at].lines().count());
            let (Some(en), Some(fr)) = (args.get(1), args.get(2)) else {
                wrong.push(format!("{place}: no two sentences"));
                continue;
            };
            let values = args.len() - 3;
            match (placeholders(en), placeholders(fr)) {
                (Ok(en), Ok(fr)) => {
                    for n in 0..values {
                        if !en.contains(&n) && !fr.contains(&n) {
                            wrong.push(format!("{place}: value {n} is shown in neither language"));
                        }
                    }
                    if let Some(n) = en.iter().chain(&fr).find(|&&n| n >= values) {
                        wrong.push(format!("{place}: {{{n}}} but {values} values"));
                    }
                }
                (Err(e), _) | (_, Err(e)) => wrong.push(format!("{place}: {e}")),
            }
        }
    }
    assert!(calls > 100, "the tr! sentences were not found: {calls}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
