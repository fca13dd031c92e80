use std::fmt::Display;

/// Several broken rules in one sentence, for an error that reports them all.
pub(crate) fn joined<E: Display>(reasons: &[E]) -> String {
    reasons
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}
