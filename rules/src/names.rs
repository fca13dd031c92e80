//! Names for the engines' English messages (their `Display`, what tests and damaged saves show).
//!
//! The messages name enums by their variants. They do it through `Display`, never `Debug`: `Debug`
//! is the developers' view of a value (field names, quotes), not a sentence for a reader.

/// Declares an enum without data and its `Display`, the variant's name (so the variants are
/// listed once):
///
/// ```ignore
/// display_as_variant! {
///     #[derive(Clone, Copy)]
///     pub enum Dir { North, East, South, West }
/// }
/// ```
macro_rules! display_as_variant {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$variant_meta])* $variant),+
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(match self {
                    $(Self::$variant => stringify!($variant),)+
                })
            }
        }
    };
}

/// Several values named in a message: "Ja, Nee".
pub(crate) fn listed<T: std::fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use crate::Dir;
    use crate::drunter::{Card, DrunterError, GoalCard};

    #[test]
    fn a_variant_is_named_as_declared() {
        assert_eq!(Dir::North.to_string(), "North");
        assert_eq!(
            GoalCard::Building(crate::drunter::BuildingType::FireStation).to_string(),
            "Building(FireStation)"
        );
    }

    #[test]
    fn a_message_names_its_values_without_debug() {
        let e = DrunterError::MixedBallot {
            yes: vec![Card::Ja, Card::Jaaa],
            no: vec![Card::Nee],
        };
        assert_eq!(
            e.to_string(),
            "a ballot is yes cards or no cards, not both: Ja, Jaaa with Nee"
        );
    }
}
