//! Numbers written into SVG attributes. Every board's coordinates go through [`Num`]: rounded to
//! hundredths of a unit and written with integer arithmetic, so no page links the float formatter
//! (about 5 KB of a page's gzipped bundle) for what the eye cannot tell apart.

use std::fmt;

/// A coordinate, length or angle as an SVG attribute writes it: at most two decimals, no trailing
/// zeros, no `-0`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num(pub f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `as` saturates, and a NaN becomes 0: nothing a board computes is out of that range.
        let hundredths = (self.0 * 100.0).round() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let magnitude = hundredths.unsigned_abs();
        let (whole, fraction) = (magnitude / 100, magnitude % 100);
        match fraction {
            0 => write!(f, "{sign}{whole}"),
            f10 if f10 % 10 == 0 => write!(f, "{sign}{whole}.{}", f10 / 10),
            _ => write!(f, "{sign}{whole}.{fraction:02}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Num;

    #[test]
    fn writes_at_most_two_decimals_without_trailing_zeros() {
        let written: Vec<String> = [
            0.0,
            12.0,
            12.5,
            -12.5,
            0.05,
            -0.05,
            1.0 / 3.0,
            99.999,
            -0.001,
        ]
        .into_iter()
        .map(|x| Num(x).to_string())
        .collect();
        assert_eq!(
            written,
            [
                "0", "12", "12.5", "-12.5", "0.05", "-0.05", "0.33", "100", "0"
            ]
        );
    }

    #[test]
    fn agrees_with_the_float_formatter_to_the_hundredth() {
        for i in -20_000..20_000 {
            let x = f64::from(i) * 0.37;
            let ours: f64 = Num(x).to_string().parse().unwrap_or(f64::NAN);
            assert!(
                (ours - x).abs() <= 0.005 + 1e-9,
                "{x} written as {}",
                Num(x)
            );
        }
    }
}
