//! Casbah across devices: everything lies open, so each seat is sent the whole table.

mod seen_common;

use proptest::prelude::*;
use seen_common::{each_seat_sees_its_own_table, json, played};
use tablee_rules::casbah::{Casbah, CasbahSetup, DraftOrder, Size};
use tablee_rules::{Seat, Session};

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_seat_is_sent_the_whole_open_table(seats in 2u8..=3, seed in any::<u64>(), moves in 0usize..50) {
        let session: Session<Casbah> = played(CasbahSetup::new(Size::new(6, 6), seats).with_draft(DraftOrder::Drawn), seed, moves);
        each_seat_sees_its_own_table(&session, seats);
        prop_assert_eq!(json(&session.seen_by(Seat(1)).game), json(session.game()));
    }
}
