//! The app's layers (docs/architecture.md, "Layers"): a module may use only modules of its own
//! layer or of a layer below, and no modules use each other in a circle. Read from the `use`
//! lines and the `crate::…`/`super::…` paths of `src/`, test modules left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// From the bottom up. Every top-level module of `src/` must be in one.
const LAYERS: [&[&str]; 7] = [
    // The browser: storage, clock, address.
    &["platform", "panic", "work"],
    // Words: the languages, and the shared table's messages.
    &["i18n", "words"],
    // What a game, a seat, a save and a screen are.
    &["game_kind", "address", "seats", "storage", "seal", "route"],
    // The shared table and board widgets.
    &[
        "board",
        "curtain",
        "end",
        "help",
        "table",
        "pwa",
        "rules_doc",
        "remote",
        "elsewhere",
    ],
    // The games.
    &["casbah", "drunter", "captn", "cabanes", "robinson"],
    // The one list of rooms.
    &["rooms"],
    // The pages.
    &["app", "embed", "home"],
];

/// Module path ("captn::sea_view") to its source, comments and test module left out.
type Sources = BTreeMap<String, String>;

fn read_sources(dir: &Path, prefix: &[String], out: &mut Sources) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ can be read")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        if path.is_dir() {
            let mut inner = prefix.to_vec();
            inner.push(name);
            read_sources(&path, &inner, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            if prefix.is_empty() && (name == "lib" || name == "main") {
                continue;
            }
            let mut module = prefix.to_vec();
            if name != "mod" {
                module.push(name);
            }
            let text = std::fs::read_to_string(&path).expect("a source file can be read");
            out.insert(module.join("::"), without_tests_and_comments(&text));
        }
    }
}

fn without_tests_and_comments(text: &str) -> String {
    let code = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    code.lines()
        .map(|l| match l.find("//") {
            Some(at) => &l[..at],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `a, b::{c, d}` → ["a", "b::c", "b::d"] (whitespace already removed).
fn expand(tree: &str) -> Vec<String> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    for (i, c) in tree.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                items.push(&tree[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&tree[start..]);
    let mut out = Vec::new();
    for item in items.into_iter().filter(|i| !i.is_empty()) {
        match item.find("::{") {
            Some(at) if item.ends_with('}') => {
                let head = &item[..at];
                for tail in expand(&item[at + 3..item.len() - 1]) {
                    out.push(format!("{head}::{tail}"));
                }
            }
            _ if item.starts_with('{') && item.ends_with('}') => {
                out.extend(expand(&item[1..item.len() - 1]))
            }
            _ => out.push(item.to_string()),
        }
    }
    out
}

/// The module a path names, from `module` (whose file is a `mod.rs` when `is_dir`): the longest
/// known module the path starts with.
fn resolve(module: &str, path: &str, known: &Sources) -> Option<String> {
    let mut segments: Vec<&str> = Vec::new();
    let here: Vec<&str> = module.split("::").collect();
    let mut rest = path.split("::");
    match rest.next()? {
        "crate" => {}
        "self" => segments.extend(&here),
        "super" => {
            segments.extend(&here[..here.len().saturating_sub(1)]);
        }
        _ => return None,
    }
    for s in rest {
        if s == "super" {
            segments.pop();
        } else {
            segments.push(s);
        }
    }
    (1..=segments.len())
        .rev()
        .map(|n| segments[..n].join("::"))
        .find(|m| known.contains_key(m))
}

/// The modules each module uses.
fn imports(sources: &Sources) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (module, text) in sources {
        // A `mod.rs` is its folder's module: its `super` is the folder's parent, as for a file.
        let mut paths: Vec<String> = Vec::new();
        let mut rest = text.as_str();
        while let Some(at) = rest.find("use ") {
            let line_start = rest[..at].rfind('\n').map_or(0, |n| n + 1);
            let lead = rest[line_start..at].trim();
            let statement_end = rest[at..].find(';').map_or(rest.len(), |e| at + e);
            if matches!(lead, "" | "pub" | "pub(crate)" | "pub(super)") {
                let tree: String = rest[at + 4..statement_end].split_whitespace().collect();
                if ["crate", "super", "self"]
                    .iter()
                    .any(|root| tree.starts_with(root))
                {
                    paths.extend(expand(&tree));
                }
            }
            rest = &rest[statement_end.max(at + 4).min(rest.len())..];
        }
        for root in ["crate::", "super::"] {
            let mut from = 0;
            while let Some(at) = text[from..].find(root) {
                let start = from + at;
                let before = text[..start].chars().last();
                let end = text[start..]
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                    .map_or(text.len(), |e| start + e);
                if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    paths.push(text[start..end].trim_end_matches(':').to_string());
                }
                from = end.max(start + root.len());
            }
        }
        let used: BTreeSet<String> = paths
            .iter()
            .filter_map(|p| resolve(module, p, sources))
            .filter(|m| m != module && !module.starts_with(&format!("{m}::")))
            .collect();
        out.insert(module.clone(), used);
    }
    out
}

fn layer_of(module: &str) -> Option<usize> {
    let top = module.split("::").next().unwrap_or_default();
    LAYERS.iter().position(|layer| layer.contains(&top))
}

/// Every import of a module from a layer above it, and every top-level module in no layer.
fn layer_faults(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut faults = Vec::new();
    for (module, used) in graph {
        let Some(here) = layer_of(module) else {
            faults.push(format!("{module} is in no layer of tests/layers.rs"));
            continue;
        };
        for u in used {
            if layer_of(u).is_some_and(|there| there > here) {
                faults.push(format!("{module} uses {u}, a layer above it"));
            }
        }
    }
    faults
}

/// One circle of modules using each other, if there is one.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        m: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|p| p == m) {
            let mut found = path[at..].to_vec();
            found.push(m.to_string());
            return Some(found);
        }
        if done.contains(m) {
            return None;
        }
        path.push(m.to_string());
        for next in graph.get(m).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(m.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|m| visit(m, graph, &mut Vec::new(), &mut done))
}

fn app_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut sources = Sources::new();
    read_sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &[],
        &mut sources,
    );
    imports(&sources)
}

#[test]
fn every_module_uses_only_its_layer_and_those_below() {
    let graph = app_graph();
    assert!(graph.contains_key("storage") && graph.contains_key("captn::sea_view"));
    let faults = layer_faults(&graph);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn no_modules_use_each_other_in_a_circle() {
    let graph = app_graph();
    assert_eq!(circle(&graph), None);
}

#[test]
fn the_checks_find_an_upward_import_and_a_circle() {
    let sources: Sources = [
        ("platform", "pub fn local() {}"),
        ("i18n", "use crate::{platform, storage::{self, save}};"),
        ("storage", "fn f() { crate::i18n::tr(); }"),
        ("casbah", ""),
        ("casbah::play", "use super::end::Panel;"),
        ("casbah::end", "fn g() { super::play::draw(); }"),
        ("gizmo", ""),
    ]
    .into_iter()
    .map(|(m, t)| (m.to_string(), t.to_string()))
    .collect();
    let graph = imports(&sources);
    assert_eq!(
        graph["i18n"],
        BTreeSet::from(["platform".to_string(), "storage".to_string()])
    );
    assert_eq!(
        layer_faults(&graph),
        [
            "gizmo is in no layer of tests/layers.rs",
            "i18n uses storage, a layer above it",
        ]
    );
    let found = circle(&graph).expect("two circles");
    assert!(
        found == ["casbah::end", "casbah::play", "casbah::end"]
            || found == ["i18n", "storage", "i18n"],
        "{found:?}"
    );
}
