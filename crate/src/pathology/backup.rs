//! Backing values up a uniform tree stored level by level: minimaxing, and Pearl's and Nau's
//! product propagation (thesis §5.2, pp. 133-142).
//!
//! `values` are the positions of one level `level`, a contiguous block of whole subtrees
//! (w^k consecutive entries); the result is the block's positions at level `to` < `level`
//! (or the values themselves when `to == level`). Max moves at even levels, Min at odd ones.

/// Minimax: a Max position takes the largest of its sons' values, a Min position the least.
pub fn minimax_up(values: &[i64], width: u32, level: u32, to: u32) -> Vec<i64> {
    let w = width as usize;
    let mut cur = values.to_vec();
    for l in (to..level).rev() {
        // The fathers are at level l.
        let max = l % 2 == 0;
        cur = cur
            .chunks(w)
            .map(|sons| if max { *sons.iter().max().unwrap() } else { *sons.iter().min().unwrap() })
            .collect();
    }
    cur
}

/// Product propagation (§5.2; the OCR prints "min" for the product, which Fig. 54's
/// worked numbers confirm): a Min position's winability is the product of its sons'
/// winabilities, a Max position's is 1 - the product of (1 - winability) over its sons.
pub fn product_up(values: &[f64], width: u32, level: u32, to: u32) -> Vec<f64> {
    let w = width as usize;
    let mut cur = values.to_vec();
    for l in (to..level).rev() {
        let max = l % 2 == 0;
        cur = cur
            .chunks(w)
            .map(|sons| if max { 1.0 - sons.iter().map(|x| 1.0 - x).product::<f64>() } else { sons.iter().product() })
            .collect();
    }
    cur
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimax_alternates_from_the_root() {
        // Level-3 values (3 1) (4 1) (5 9) (2 6), width 2. Their fathers at level 2 are Max:
        // 3, 4, 9, 6; the level-1 positions are Min: min(3, 4) = 3, min(9, 6) = 6; the root
        // is Max: 6.
        let level3 = [3, 1, 4, 1, 5, 9, 2, 6];
        assert_eq!(minimax_up(&level3, 2, 3, 2), vec![3, 4, 9, 6]);
        assert_eq!(minimax_up(&level3, 2, 3, 1), vec![3, 6]);
        assert_eq!(minimax_up(&level3, 2, 3, 0), vec![6]);
        assert_eq!(minimax_up(&[7], 2, 1, 1), vec![7]);
    }

    #[test]
    fn figure_54_by_hand() {
        // Fig. 54 (p. 140): the root's sons p1, p2 are Min positions (level 1) with leaf sons
        // (0.42, 0.94) and (0.55, 0.52). Minimaxing backs up 0.42 and 0.52 (p2 is chosen);
        // product propagation 0.42 * 0.94 = 0.3948 and 0.55 * 0.52 = 0.2860 (p1 is chosen).
        let leaves = [0.42, 0.94, 0.55, 0.52];
        let pp = product_up(&leaves, 2, 2, 1);
        assert!((pp[0] - 0.3948).abs() < 1e-12 && (pp[1] - 0.286).abs() < 1e-12, "{pp:?}");
        // At the root (Max): 1 - (1 - 0.3948)(1 - 0.2860) = 1 - 0.6052 * 0.714 = 0.5678872.
        let root = product_up(&leaves, 2, 2, 0);
        assert!((root[0] - 0.5678872).abs() < 1e-12, "{root:?}");
        let mm = minimax_up(&[42, 94, 55, 52], 2, 2, 1);
        assert_eq!(mm, vec![42, 52]);
    }

    #[test]
    fn product_on_a_width_three_min_over_max() {
        // Two levels under a Min position at level 1: Max fathers at level 2 of leaves
        // (0.5 0 0) -> 0.5, (0.5 0.5 0) -> 1 - 0.25 = 0.75, (1 0 0) -> 1; the Min father:
        // 0.5 * 0.75 * 1 = 0.375.
        let leaves = [0.5, 0.0, 0.0, 0.5, 0.5, 0.0, 1.0, 0.0, 0.0];
        assert_eq!(product_up(&leaves, 3, 3, 2), vec![0.5, 0.75, 1.0]);
        assert_eq!(product_up(&leaves, 3, 3, 1), vec![0.375]);
    }
}
