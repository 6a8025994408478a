//! The search window (alpha, beta) of K&M's F2 (9).

use crate::error::{Error, ErrorMessage as Message, Result};
use crate::score::Score;
use serde::{Deserialize, Serialize};

/// A search window (alpha, beta) with alpha < beta; either end may be infinite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub alpha: Score,
    pub beta: Score,
}

impl Window {
    /// (-inf, +inf).
    pub const FULL: Window = Window { alpha: Score::NEG_INF, beta: Score::INF };

    /// The window (alpha, beta); an error unless alpha < beta.
    pub fn new(alpha: Score, beta: Score) -> Result<Window> {
        if alpha < beta {
            Ok(Window { alpha, beta })
        } else {
            let (a, b) = (alpha.to_string(), beta.to_string());
            Err(Error::window(format!("alpha must be less than beta (got alpha = {a}, beta = {b})"))
                .said(Message::new("e-window").text("alpha", &a).text("beta", &b)))
        }
    }
}

impl Default for Window {
    fn default() -> Window {
        Window::FULL
    }
}
