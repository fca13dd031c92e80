//! Saves keep their meaning: `data/robinson_steps.json` holds 502 recorded steps (every kind) as
//! the companion wrote them on 2026-11-23, each beside its `Debug` text then. A change to the steps'
//! types or to how they are written must still read them as they were, and write them the same.

use serde_json::{Value, json};
use tablee_rules::robinson::RobinsonAction;

fn recorded() -> Vec<(Value, String)> {
    serde_json::from_str(include_str!("data/robinson_steps.json")).expect("the fixture reads")
}

#[test]
fn every_step_saved_by_the_derived_writer_reads_back_as_it_was() {
    let steps = recorded();
    assert_eq!(steps.len(), 502);
    let mut kinds = std::collections::BTreeSet::new();
    for (json, debug) in steps {
        let step: RobinsonAction = serde_json::from_value(json.clone())
            .unwrap_or_else(|e| panic!("{json} does not read: {e}"));
        // A threat's pistol came later (ruling 5.2): an old threat reads as fired without it.
        let debug = if step.step() == tablee_rules::robinson::Step::Threat {
            debug.replacen(" } }", " }, pistol: false }", 1)
        } else {
            debug
        };
        assert_eq!(format!("{step:?}"), debug, "{json}");
        assert_eq!(serde_json::to_value(&step).expect("writes"), json);
        // From text too, as a file a group imports.
        let again: RobinsonAction = serde_json::from_str(&json.to_string()).expect("reads");
        assert_eq!(again, step);
        kinds.insert(step.step().to_string());
    }
    // `Step` has 32 kinds.
    assert_eq!(kinds.len(), 32, "every kind of step is in the fixture");
}

#[test]
fn a_damaged_step_is_named_by_serde() {
    let error = |v: Value| {
        serde_json::from_value::<RobinsonAction>(v)
            .expect_err("refused")
            .to_string()
    };
    assert_eq!(error(json!({"MoveCamp": {}})), "missing field `to`");
    assert_eq!(
        error(json!({"Gain": {"zone": "Future"}})),
        "missing field `resources`"
    );
    assert!(error(json!("Fly")).starts_with("unknown variant `Fly`"));
    assert!(error(json!({"Fly": {}})).starts_with("unknown variant `Fly`"));
    assert!(error(json!({"MoveResources": {"to": 3, "resources": {"wood": 1, "perishable_food": 0, "non_perishable_food": 0, "fur": 0}}})).contains("expected"));
}

#[test]
fn a_step_without_fields_reads_from_its_name_or_a_null() {
    assert_eq!(
        serde_json::from_value::<RobinsonAction>(json!("Sleep")).expect("reads"),
        RobinsonAction::Sleep
    );
    assert_eq!(
        serde_json::from_value::<RobinsonAction>(json!({"Advance": null})).expect("reads"),
        RobinsonAction::Advance
    );
}
