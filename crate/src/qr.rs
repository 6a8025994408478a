//! A QR code of a link as vector LaTeX, for printed worksheets: a `picture` (core LaTeX,
//! no package) of black rules, one per run of dark modules in a row, with the four-module
//! quiet zone the QR standard asks for around the symbol.

use crate::error::{Error, ErrorMessage as Message, Result};
use qrcode::{Color, EcLevel, QrCode};
use std::fmt::Write as _;

/// The longest link put in a QR code (bytes): version 40 at level L holds 2,953 bytes;
/// a link that long no longer scans from paper reliably, so the bound is lower.
pub const MAX_LINK: usize = 1200;

/// A QR code's modules: `width` × `width`, row by row, true for dark.
#[derive(Debug, Clone)]
pub struct Qr {
    pub width: usize,
    pub dark: Vec<bool>,
}

/// Encodes `link` (level M, or L when M does not fit).
pub fn encode(link: &str) -> Result<Qr> {
    if link.len() > MAX_LINK {
        return Err(Error::limit(format!(
            "a link in a QR code has at most {MAX_LINK} bytes (this one {})",
            link.len()
        ))
        .said(Message::new("e-qr-long").number("max", MAX_LINK as i64).number("bytes", link.len() as i64)));
    }
    let code = QrCode::with_error_correction_level(link.as_bytes(), EcLevel::M)
        .or_else(|_| QrCode::with_error_correction_level(link.as_bytes(), EcLevel::L))
        .map_err(|e| Error::limit(format!("the link does not fit in a QR code: {e}")))?;
    let width = code.width();
    let dark = code.to_colors().into_iter().map(|c| c == Color::Dark).collect();
    Ok(Qr { width, dark })
}

/// The quiet zone around the symbol, in modules.
pub const QUIET: usize = 4;

/// `qr` as a LaTeX `picture` `size` wide (a TeX length such as `3cm`).
pub fn latex_picture(qr: &Qr, size: &str) -> String {
    let n = qr.width + 2 * QUIET;
    let mut s = String::new();
    let _ = writeln!(s, "% QR code: {} x {} modules, in a square of {n} with the quiet zone", qr.width, qr.width);
    let _ = writeln!(s, "\\setlength{{\\unitlength}}{{\\dimexpr {size}/{n}\\relax}}%");
    let _ = writeln!(s, "\\begin{{picture}}({n},{n})%");
    for row in 0..qr.width {
        let y = n - QUIET - 1 - row; // picture y grows upwards
        let mut col = 0;
        while col < qr.width {
            if !qr.dark[row * qr.width + col] {
                col += 1;
                continue;
            }
            let start = col;
            while col < qr.width && qr.dark[row * qr.width + col] {
                col += 1;
            }
            let _ =
                writeln!(s, "\\put({},{y}){{\\rule{{{}\\unitlength}}{{\\unitlength}}}}%", start + QUIET, col - start);
        }
    }
    s.push_str("\\end{picture}%\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_link_is_version_1_to_3_and_the_picture_draws_every_dark_module() {
        let qr = encode("https://example.org/#mode=practice&ex=prune.F2.s1.d2h3.random.v-9..9").unwrap();
        assert!(qr.width >= 21 && (qr.width - 17).is_multiple_of(4));
        let pic = latex_picture(&qr, "3cm");
        let mut drawn = 0;
        for line in pic.lines().filter(|l| l.starts_with("\\put(")) {
            let k: usize = line.split("\\rule{").nth(1).unwrap().split("\\unitlength").next().unwrap().parse().unwrap();
            drawn += k;
        }
        assert_eq!(drawn, qr.dark.iter().filter(|&&d| d).count());
    }

    #[test]
    fn a_link_too_long_is_refused() {
        assert!(encode(&"x".repeat(MAX_LINK + 1)).unwrap_err().to_string().contains("at most 1200 bytes"));
    }
}
