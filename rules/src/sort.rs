//! Stable sorting with one piece of code for the whole bundle.
//!
//! The standard library's sorts are generated anew for every element type and comparison,
//! 3 to 7 KB of wasm each: 39 KB on the Casbah page, for nine sorts of a few dozen items. Here
//! the merge sort orders positions through a `dyn` comparison, so it exists once; each call
//! site adds only its comparison and the permutation. Every engine and screen sorts with these.
//!
//! ```
//! let mut words = vec!["pear", "fig", "apple", "kiwi"];
//! tablee_rules::sort::by_key(&mut words, |w| w.len());
//! assert_eq!(words, ["fig", "pear", "kiwi", "apple"]);
//! ```

use std::cmp::Ordering;

/// Sorts `items` in ascending order, keeping equal items in their order (as `slice::sort`).
pub fn ascending<T: Ord>(items: &mut [T]) {
    by(items, T::cmp);
}

/// Sorts `items` by `key`, keeping items of equal keys in their order (as `slice::sort_by_key`).
pub fn by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` by `compare`, keeping equal items in their order (as `slice::sort_by`).
pub fn by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    if items.len() < 2 {
        return;
    }
    let mut order: Vec<usize> = (0..items.len()).collect();
    {
        let items = &*items;
        merge_sort(&mut order, &mut |a, b| {
            compare(&items[a], &items[b]) == Ordering::Greater
        });
    }
    permute(items, &order);
}

/// Bottom-up merge sort of positions; `after(a, b)`: the item at `a` goes strictly after the
/// one at `b`. Not generic, so compiled once.
fn merge_sort(order: &mut Vec<usize>, after: &mut dyn FnMut(usize, usize) -> bool) {
    let n = order.len();
    let mut merged = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let middle = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut left, mut right) = (start, middle);
            for slot in &mut merged[start..end] {
                // The right run's head goes first only when the left one is strictly after it:
                // equal items keep their order.
                let take_right =
                    right < end && (left >= middle || after(order[left], order[right]));
                if take_right {
                    *slot = order[right];
                    right += 1;
                } else {
                    *slot = order[left];
                    left += 1;
                }
            }
            start = end;
        }
        std::mem::swap(order, &mut merged);
        width *= 2;
    }
}

/// Moves the item at `order[k]` to position `k`, for every `k`, by swaps.
fn permute<T>(items: &mut [T], order: &[usize]) {
    for k in 0..items.len() {
        // Positions before `k` are final: the item wanted here, if it sat there, was swapped
        // away to where that position's own item came from; follow it.
        let mut from = order[k];
        while from < k {
            from = order[from];
        }
        items.swap(k, from);
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sorts_as_the_standard_library_does_keeping_ties_in_order(
            items in proptest::collection::vec((0u8..6, any::<u16>()), 0..300)
        ) {
            let mut ours = items.clone();
            super::by_key(&mut ours, |&(key, _)| key);
            let mut std_sorted = items.clone();
            std_sorted.sort_by_key(|&(key, _)| key);
            prop_assert_eq!(ours, std_sorted);
        }

        #[test]
        fn sorts_items_that_cannot_be_copied(words in proptest::collection::vec("[a-c]{0,3}", 0..60)) {
            let mut ours = words.clone();
            super::ascending(&mut ours);
            let mut std_sorted = words;
            std_sorted.sort();
            prop_assert_eq!(ours, std_sorted);
        }
    }

    #[test]
    fn sorts_by_a_comparison_descending() {
        let mut values = vec![2.5, -1.0, 7.0, 2.5, 0.0];
        super::by(&mut values, |a: &f64, b| b.total_cmp(a));
        assert_eq!(values, [7.0, 2.5, 2.5, 0.0, -1.0]);
    }
}
