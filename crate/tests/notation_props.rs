//! The notation round-trips and the parser never panics.

mod common;

use gametree::notation::{parse, print};
use proptest::prelude::*;

#[test]
fn print_then_parse_gives_the_same_tree() {
    for seed in 0..500 {
        let t = common::tree_for(seed);
        let text = print(&t);
        assert_eq!(parse(&text).unwrap(), t, "seed {seed}, tree {text}");
        // The canonical text needs no escaping in a URL fragment.
        assert!(text.bytes().all(|b| b.is_ascii_digit() || b"-(),".contains(&b)), "{text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_parser_never_panics_on_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let s = String::from_utf8_lossy(&bytes);
        let _ = parse(&s);
    }

    #[test]
    fn the_parser_never_panics_on_tree_like_text(s in "[()\\[\\], 0-9+-]{0,120}") {
        if let Ok(t) = parse(&s) {
            prop_assert_eq!(parse(&print(&t)).unwrap(), t);
        }
    }
}
