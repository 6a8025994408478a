//! The decision experiment of Muszycka's thesis §5.3 (Nau's games, the dependent schemes):
//! each model's first tree checked by hand, determinism across threads, and the properties
//! the thesis' tables rest on.

use gametree::pathology::experiment::DEN;
use gametree::pathology::*;

fn spec(game: Game, width: u32, terminal_level: u32, seed: u64) -> GameSpec {
    GameSpec {
        game,
        width,
        terminal_level,
        p0: None,
        ps: None,
        backup: Backup::Minimax,
        sons: Sons::Distinct,
        ties: Ties::Half,
        samples: 1,
        seed,
    }
}

const HALF: u64 = DEN / 2;

#[test]
fn the_first_pearl_game_of_seed_2_by_hand() {
    // w = 2, t = 4 (even), so p0 = (sqrt 5 - 1)/2 = 0.618.
    // The generator's first tree (no tree discarded), terminals left to right:
    //   1 1 0 1 | 1 1 0 0 | 1 0 1 0 | 1 1 1 1
    // True values (Max at even levels): level 3 (Min) 1 0 1 0 0 0 1 1; level 2 (Max) 1 1 0 1;
    // level 1 (Min) 1 0: son 1 is the forced win W, son 2 the forced loss L.
    // Counts of terminal 1s: level 3: 2 1 2 0 1 1 2 2; level 2: 3 2 2 4; level 1: 5 6.
    // Minimax: d = 1: W 5 < L 6, wrong (0). d = 2: W min(3, 2) = 2, L min(2, 4) = 2: a tie (1/2).
    //   d = 3: W min(max(2,1), max(2,0)) = 2 > L min(max(1,1), max(2,2)) = 1: right. d = 4: exact.
    // Product (count / terminals below): d = 1: 5/8 < 6/8. d = 2: W 0.75 * 0.5 = 0.375 <
    //   L 0.5 * 1 = 0.5. d = 3: W min-product of (1 - 0*0.5, 1 - 0*1) = 1 > L (1 - 0.25) * 1 = 0.75.
    let s = spec(Game::Pearl, 2, 4, 2);
    let (tree, discarded) = s.kept_tree(0).unwrap();
    assert_eq!(discarded, 0);
    assert_eq!(tree.levels[4], vec![1, 1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 1, 1]);
    assert_eq!(tree.true_values_of_root_sons(), vec![1, 0]);
    assert_eq!(tree.levels[3], vec![2, 1, 2, 0, 1, 1, 2, 2]);
    assert_eq!(tree.levels[2], vec![3, 2, 2, 4]);
    assert_eq!(tree.levels[1], vec![5, 6]);
    assert_eq!(s.scores(&tree).unwrap(), vec![0, HALF, DEN, DEN]);
    // Ties counted wrong: the tie at d = 2 scores 0.
    assert_eq!(GameSpec { ties: Ties::Strict, ..s.clone() }.scores(&tree).unwrap(), vec![0, 0, DEN, DEN]);
    let product = GameSpec { backup: Backup::Product, ..s };
    assert_eq!(product.scores(&tree).unwrap(), vec![0, 0, DEN, DEN]);
}

#[test]
fn the_first_incremental_game_of_seed_40_by_hand() {
    // w = 2, t = 4, ps = 1/2. One tree discarded, then terminals:
    //   1 1 1 0 | 0 1 1 0 | 0 0 1 1 | 1 1 0 0
    // True values: level 3 (Min) 1 0 0 0 0 1 1 0; level 2 (Max) 1 0 1 1; level 1 (Min) 0 1:
    // W = son 2, L = son 1. Counts: level 3: 2 1 1 1 0 2 2 0; level 2: 3 2 2 2; level 1: 5 4.
    // Minimax: d = 1: W 4 < L 5 (0); d = 2: W min(2, 2) = 2 = L min(3, 2) (1/2);
    //   d = 3: W min(max(0,2), max(2,0)) = 2 > L min(max(2,1), max(1,1)) = 1 (1).
    // Product: d = 2: W 0.5 * 0.5 = 0.25 < L 0.75 * 0.5 = 0.375 (0);
    //   d = 3: W min-product of (1, 1) = 1 > L 1 * (1 - 0.5 * 0.5) = 0.75 (1).
    let s = spec(Game::Incremental, 2, 4, 40);
    let (tree, discarded) = s.kept_tree(0).unwrap();
    assert_eq!(discarded, 1);
    assert_eq!(tree.levels[4], vec![1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 0]);
    assert_eq!(tree.true_values_of_root_sons(), vec![0, 1]);
    assert_eq!(tree.levels[1], vec![5, 4]);
    assert_eq!(s.scores(&tree).unwrap(), vec![0, HALF, DEN, DEN]);
    assert_eq!(GameSpec { backup: Backup::Product, ..s }.scores(&tree).unwrap(), vec![0, 0, DEN, DEN]);
}

#[test]
fn the_first_integer_dependent_tree_by_hand() {
    // w = 2, t = 3, seed 1, distinct sons' values. Path sums: level 1: 2 1; level 2: 3 4 3 2;
    // level 3: 5 4 6 5 5 4 4 3 (each pair of brothers differs by 1: the values 1 and 2).
    // True values: level 2 (Max) 5 6 5 4; level 1 (Min) 5 4: son 1 is the best son.
    // d = 1: 2 > 1, right. d = 2: min(3, 4) = 3 > min(3, 2) = 2, right. d = 3: exact.
    let s = spec(Game::IntegerDependent, 2, 3, 1);
    let (tree, discarded) = s.kept_tree(0).unwrap();
    assert_eq!(discarded, 0);
    assert_eq!(tree.levels[1..], [vec![2, 1], vec![3, 4, 3, 2], vec![5, 4, 6, 5, 5, 4, 4, 3]]);
    assert_eq!(tree.true_values_of_root_sons(), vec![5, 4]);
    assert_eq!(s.scores(&tree).unwrap(), vec![DEN, DEN, DEN]);
}

#[test]
fn the_first_real_dependent_tree_by_hand() {
    // w = 2, t = 3, seed 1: values k/2^L kept as k * 2^(3-L) (units of 1/8). Level 1: 4 8
    // (1/2, 1); level 2: 8 6 10 12; level 3: 10 9 8 7 11 12 14 13.
    // True values: level 2 (Max) 10 8 12 14; level 1 (Min) 8 12 (1 and 3/2): son 2 is best.
    // d = 1: 4 < 8, son 2, right; d = 2: min(8, 6) = 6 < min(10, 12) = 10, right.
    let s = spec(Game::RealDependent, 2, 3, 1);
    let (tree, _) = s.kept_tree(0).unwrap();
    assert_eq!(tree.levels[1..], [vec![4, 8], vec![8, 6, 10, 12], vec![10, 9, 8, 7, 11, 12, 14, 13]]);
    assert_eq!(tree.true_values_of_root_sons(), vec![8, 12]);
    assert_eq!(s.scores(&tree).unwrap(), vec![DEN, DEN, DEN]);
}

#[test]
fn the_first_tree_with_independent_sons_values_by_hand() {
    // Integer scheme, w = 2, t = 3, seed 1, one tree discarded (its root's sons were equal).
    // Path sums: level 1: 1 1; level 2: 3 2 2 2; level 3: 5 5 3 3 4 3 4 3 (own values 1 or 2,
    // repeats allowed). True values: level 2 (Max) 5 3 4 4; level 1 (Min) 3 4: son 2 is best.
    // d = 1: 1 = 1, both sons tied, one of them best: 1/2. d = 2: min(3, 2) = 2 = min(2, 2):
    // 1/2. d = 3: exact.
    let s = GameSpec { sons: Sons::Independent, ..spec(Game::IntegerDependent, 2, 3, 1) };
    let (tree, discarded) = s.kept_tree(0).unwrap();
    assert_eq!(discarded, 1);
    assert_eq!(tree.levels[1..], [vec![1, 1], vec![3, 2, 2, 2], vec![5, 5, 3, 3, 4, 3, 4, 3]]);
    assert_eq!(tree.true_values_of_root_sons(), vec![3, 4]);
    assert_eq!(s.scores(&tree).unwrap(), vec![HALF, HALF, DEN]);
    // Strictly: at d = 1 and 2 the best son shares the top with the other son: wrong.
    assert_eq!(GameSpec { ties: Ties::Strict, ..s.clone() }.scores(&tree).unwrap(), vec![0, 0, DEN]);
    // Real scheme, seed 3 (units of 1/8): level 1: 4 4; level 2: 8 8 8 6; level 3:
    // 10 9 9 9 10 9 8 8. True: level 2 (Max) 10 9 10 8; level 1 (Min) 9 8: son 1 is best.
    // d = 1: tie (1/2); d = 2: min(8, 8) = 8 > min(8, 6) = 6 (right).
    let s = GameSpec { sons: Sons::Independent, ..spec(Game::RealDependent, 2, 3, 3) };
    let (tree, _) = s.kept_tree(0).unwrap();
    assert_eq!(tree.levels[1..], [vec![4, 4], vec![8, 8, 8, 6], vec![10, 9, 9, 9, 10, 9, 8, 8]]);
    assert_eq!(s.scores(&tree).unwrap(), vec![HALF, DEN, DEN]);
}

#[test]
fn with_distinct_sons_values_every_decision_on_a_uniform_tree_is_right() {
    // Why: the sons of a position carry a permutation of the same w values, so at the level
    // above the terminals a Max position backs up (its sum) + w and a Min position (its sum) + 1;
    // one level up again a constant, and so on. Every root son's backed-up value at every depth
    // is its own value plus one constant, and the best son is the one with the largest own
    // value, at every depth. (The thesis' Tables XXIII-XXIV report 0.61-0.89 instead.)
    for game in [Game::IntegerDependent, Game::RealDependent] {
        for w in 2..=4 {
            for t in 2..=5 {
                let s = GameSpec { samples: 60, ..spec(game, w, t, 9) };
                let tally = s.run_range(0, 60).unwrap();
                assert_eq!(tally.discarded, 0, "{game:?} w = {w} t = {t}");
                assert!(tally.rows().iter().all(|r| r.correct == 1.0), "{game:?} w = {w} t = {t}");
            }
        }
    }
}

#[cfg(feature = "cli")]
#[test]
fn one_and_two_threads_give_identical_results() {
    for (game, sons, backup) in [
        (Game::Pearl, Sons::Distinct, Backup::Minimax),
        (Game::Incremental, Sons::Distinct, Backup::Product),
        (Game::IntegerDependent, Sons::Independent, Backup::Minimax),
    ] {
        let s = GameSpec { samples: 300, sons, backup, ..spec(game, 3, 5, 17) };
        let one = s.run_parallel(Some(1)).unwrap();
        let two = s.run_parallel(Some(2)).unwrap();
        assert_eq!(one, two, "{game:?}");
        assert_eq!(one, s.run_range(0, 300).unwrap(), "{game:?}");
        assert_eq!(one.samples, 300);
    }
}

#[test]
fn scoring_a_tree_that_would_be_discarded_is_an_error() {
    // All terminals 0: both root sons are forced losses.
    let tree = games::GameTree::with_shape(2, 3);
    assert!(spec(Game::Pearl, 2, 3, 1).scores(&tree).is_err());
    assert!(spec(Game::IntegerDependent, 2, 3, 1).scores(&tree).is_err());
}

#[test]
fn another_seed_gives_other_trees() {
    let a = spec(Game::Pearl, 2, 8, 1).kept_tree(0).unwrap().0;
    let b = spec(Game::Pearl, 2, 8, 2).kept_tree(0).unwrap().0;
    assert_ne!(a.levels[8], b.levels[8]);
}

#[test]
fn the_standard_error_is_that_of_the_scores() {
    // With n samples of scores in {0, 1/2, 1}, SE = sqrt(s^2 / n), s^2 the sample variance.
    let s = GameSpec { samples: 500, ..spec(Game::Pearl, 3, 4, 5) };
    let tally = s.run_range(0, 500).unwrap();
    let rows = tally.rows();
    for (k, r) in rows.iter().enumerate() {
        let mean = tally.sum[k] as f64 / 500.0 / DEN as f64;
        let mean_sq = tally.sum_sq[k] as f64 / 500.0 / (DEN * DEN) as f64;
        let var = (mean_sq - mean * mean) * 500.0 / 499.0;
        assert!((r.correct - mean).abs() < 1e-12);
        assert!((r.stderr - (var / 500.0).sqrt()).abs() < 1e-9, "{r:?}");
    }
    // Depth 1 of U(3, ., 4) is an honest estimate: neither always right nor always wrong.
    assert!(rows[0].stderr > 0.0 && rows[0].correct < 1.0);
}

#[test]
fn in_the_pearl_game_binary_trees_of_terminal_level_five_improve_with_depth_and_wide_ones_do_not() {
    // t = 5, d = 1, 2, 3: w = 2 rises with depth (Table XIX, Nau: 0.842, 0.867, 0.891; Table XX,
    // the thesis: 0.851, 0.878, 0.891), w = 6 falls (Table XIX: 0.675, 0.649, 0.638; the thesis'
    // own w = 6 column is not monotone). With 4000 trees the SE is below 0.008.
    let rows = |w| GameSpec { samples: 4000, ..spec(Game::Pearl, w, 5, 1) }.run_range(0, 4000).unwrap().rows();
    let two = rows(2);
    assert!(two[2].correct > two[0].correct + 0.02, "{two:?}");
    let six = rows(6);
    assert!(six[2].correct < six[0].correct, "{six:?}");
}
