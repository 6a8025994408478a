//! SCORM packages of an exercise set: the manifest and the launch page (the package's other
//! files, the practice page itself, come from the built site; `gametree scorm` and the
//! page's "Download for a learning system" add them and zip).
//!
//! Two versions, as learning systems import them:
//! - SCORM 1.2 (ADL, 2001): IMS Content Packaging 1.1.2 with the `adlcp_rootv1p2`
//!   extensions; the mastery score is `adlcp:masteryscore` (0–100) on the item.
//! - SCORM 2004 4th Edition (ADL, 2009): IMS CP 1.1 with `adlcp_v1p3`; the mastery score
//!   is the primary objective's `imsss:minNormalizedMeasure` (0–1) with
//!   `satisfiedByMeasure="true"`.
//!
//! One item, one SCO (`index.html`, which opens `playground.html` at the set). The page
//! reports to the run-time (www/lms/scorm.js); nothing here talks to it.

use crate::error::{Error, ErrorMessage as Message, Result};
use crate::practice::ExerciseSet;

/// The longest title of a package (characters).
pub const MAX_TITLE: usize = 200;
/// The largest practice page put in a package (bytes): the single-file build is about
/// 2.9 MB; anything far larger is not that page.
pub const MAX_PAGE_BYTES: usize = 32 << 20;
/// The practice page's file name in the package.
pub const PAGE: &str = "playground.html";

/// A SCORM version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScormVersion {
    V12,
    V2004,
}

impl std::str::FromStr for ScormVersion {
    type Err = Error;
    fn from_str(s: &str) -> Result<ScormVersion> {
        match s.trim() {
            "1.2" | "12" => Ok(ScormVersion::V12),
            "2004" | "2004-4" => Ok(ScormVersion::V2004),
            other => {
                let shown = other.chars().take(20).collect::<String>();
                Err(Error::generator(format!("the SCORM version must be 1.2 or 2004, not '{shown}'"))
                    .said(Message::new("e-scorm-version").text("version", &shown)))
            }
        }
    }
}

/// When the package's *Show answer* shows the answer (the launch link's `answers=`). A graded
/// package keeps it off until the attempts are spent by default: a student who may see the
/// answer and then check it gets the grade for nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Answers {
    /// Never.
    Never,
    /// Once a limit of attempts (`attempts=`) is spent; without a limit, never.
    #[default]
    AfterAttempts,
    /// Always (an ungraded package). A check after it scores 0 all the same.
    Always,
}

impl Answers {
    pub fn name(self) -> &'static str {
        match self {
            Answers::Never => "never",
            Answers::AfterAttempts => "after-attempts",
            Answers::Always => "always",
        }
    }
}

impl std::str::FromStr for Answers {
    type Err = Error;
    fn from_str(s: &str) -> Result<Answers> {
        match s.trim() {
            "never" => Ok(Answers::Never),
            "after-attempts" => Ok(Answers::AfterAttempts),
            "always" => Ok(Answers::Always),
            other => {
                let shown = other.chars().take(20).collect::<String>();
                Err(Error::generator(format!("answers must be never, after-attempts or always, not '{shown}'"))
                    .said(Message::new("e-scorm-answers").text("value", &shown)))
            }
        }
    }
}

/// What a package holds besides the practice page.
#[derive(Debug, Clone)]
pub struct Package {
    pub set: ExerciseSet,
    pub version: ScormVersion,
    /// The share of the set to get right to pass, in percent (0..=100).
    pub mastery: u8,
    pub title: String,
    /// When *Show answer* shows it.
    pub answers: Answers,
    /// The share of an exercise's points a hint costs, in percent (0: hints are free).
    pub hint_cost: u8,
}

impl Package {
    /// Checks the set (at most 20 exercises), the mastery score and the title.
    pub fn new(set_text: &str, version: ScormVersion, mastery: u32, title: Option<&str>) -> Result<Package> {
        let set = ExerciseSet::parse(set_text)?;
        if mastery > 100 {
            return Err(Error::generator(format!("the mastery score is a percentage, 0 to 100 (got {mastery})"))
                .said(Message::new("e-scorm-mastery").number("mastery", mastery as i64)));
        }
        // Without the explicit bidi controls (U+202A–U+202E, U+2066–U+2069): a learning
        // system shows the title beside its own text, which an unclosed override would reorder.
        let title: Option<String> = title.map(|t| t.chars().filter(|&c| !is_bidi_control(c)).collect());
        let title = match title.as_deref().map(str::trim) {
            Some(t) if !t.is_empty() => t.to_string(),
            _ => format!("Game-tree exercises ({} exercise{})", set.0.len(), if set.0.len() == 1 { "" } else { "s" }),
        };
        if title.chars().count() > MAX_TITLE {
            return Err(Error::limit(format!(
                "a package title has at most {MAX_TITLE} characters (got {})",
                title.chars().count()
            ))
            .said(
                Message::new("e-scorm-title-long")
                    .number("max", MAX_TITLE as i64)
                    .number("n", title.chars().count() as i64),
            ));
        }
        if title.chars().any(char::is_control) {
            return Err(Error::generator("a package title cannot hold control characters".into())
                .said(Message::new("e-scorm-title-control")));
        }
        Ok(Package { set, version, mastery: mastery as u8, title, answers: Answers::default(), hint_cost: 0 })
    }

    /// With the teacher's choices of *Show answer* and of what a hint costs (percent, 0..=100).
    pub fn with_policy(mut self, answers: Answers, hint_cost: u32) -> Result<Package> {
        if hint_cost > 100 {
            return Err(Error::generator(format!("a hint's cost is a percentage, 0 to 100 (got {hint_cost})"))
                .said(Message::new("e-scorm-hint-cost").number("cost", hint_cost as i64)));
        }
        self.answers = answers;
        self.hint_cost = hint_cost as u8;
        Ok(self)
    }

    /// The set's text as the link carries it.
    pub fn set_text(&self) -> String {
        self.set.text()
    }

    /// The files besides the practice page, as (name, text), manifest first.
    pub fn files(&self) -> Vec<(&'static str, String)> {
        vec![
            ("imsmanifest.xml", self.manifest()),
            ("index.html", self.launch_page()),
            ("set.txt", format!("{}\n", self.set_text().replace(',', "\n"))),
        ]
    }

    /// The practice page's link inside the package: the set, the policy of *Show answer*, a
    /// hint's cost, and the pass mark (for a run-time that passes on no mastery score, the
    /// page decides passed or failed from it).
    pub fn launch_link(&self) -> String {
        let hints = if self.hint_cost > 0 { format!("&hintcost={}", self.hint_cost) } else { String::new() };
        format!(
            "{PAGE}#mode=practice&set={}&embed=1&answers={}{hints}&pass={}",
            self.set_text(),
            self.answers.name(),
            self.mastery
        )
    }

    /// The SCO's page: opens the practice page at the set (no script needed).
    pub fn launch_page(&self) -> String {
        let link = xml(&self.launch_link());
        let title = xml(&self.title);
        format!(
            "<!doctype html>\n<html lang=\"en\">\n<meta charset=\"utf-8\">\n<title>{title}</title>\n\
             <meta http-equiv=\"refresh\" content=\"0; url={link}\">\n\
             <p>Opening the exercises… If nothing happens, <a href=\"{link}\">open them here</a>.</p>\n</html>\n"
        )
    }

    /// A stable identifier of the package (the set's text hashed, and the SCORM version):
    /// re-importing the same set in the same version updates the same activity, and the 1.2
    /// and 2004 packages of one set are two packages to a learning system that takes both.
    pub fn identifier(&self) -> String {
        let mut h: u32 = 0x811c_9dc5;
        for b in self.set_text().bytes() {
            h ^= u32::from(b);
            h = h.wrapping_mul(0x0100_0193);
        }
        let version = match self.version {
            ScormVersion::V12 => "scorm12",
            ScormVersion::V2004 => "scorm2004",
        };
        format!("gametree-set-{h:08x}-{version}")
    }

    fn file_list(&self) -> String {
        ["index.html", PAGE, "set.txt"].iter().map(|f| format!("      <file href=\"{f}\"/>\n")).collect()
    }

    /// `imsmanifest.xml`.
    pub fn manifest(&self) -> String {
        let id = self.identifier();
        let title = xml(&self.title);
        let files = self.file_list();
        match self.version {
            ScormVersion::V12 => format!(
                r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{id}" version="1.0"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org-1">
    <organization identifier="org-1">
      <title>{title}</title>
      <item identifier="item-1" identifierref="sco-1" isvisible="true">
        <title>{title}</title>
        <adlcp:masteryscore>{mastery}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco-1" type="webcontent" adlcp:scormtype="sco" href="index.html">
{files}    </resource>
  </resources>
</manifest>
"#,
                mastery = self.mastery
            ),
            ScormVersion::V2004 => format!(
                r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{id}" version="1"
    xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
    xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
    xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
    xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="org-1">
    <organization identifier="org-1">
      <title>{title}</title>
      <item identifier="item-1" identifierref="sco-1" isvisible="true">
        <title>{title}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="mastery" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>{measure}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco-1" type="webcontent" adlcp:scormType="sco" href="index.html">
{files}    </resource>
  </resources>
</manifest>
"#,
                measure = scaled(self.mastery)
            ),
        }
    }
}

/// A percentage as SCORM 2004's scaled measure (0.8 for 80).
fn scaled(pct: u8) -> String {
    match pct {
        100 => "1".into(),
        p if p % 10 == 0 => format!("0.{}", p / 10),
        p => format!("0.{p:02}"),
    }
}

/// An explicit directional embedding, override or isolate (Unicode's bidi controls).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Text escaped for XML and HTML content and attributes.
fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// Checks the practice page to package: present, not empty, within [`MAX_PAGE_BYTES`], HTML.
pub fn check_page(bytes: &[u8]) -> Result<()> {
    if bytes.len() > MAX_PAGE_BYTES {
        return Err(Error::limit(format!(
            "the practice page is {} bytes; a package takes at most {MAX_PAGE_BYTES}",
            bytes.len()
        )));
    }
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(512)]).to_ascii_lowercase();
    if !head.trim_start().starts_with("<!doctype html") {
        return Err(Error::generator(
            "the practice page does not start with <!doctype html>: is it the single-file build (playground.html)?"
                .into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scaled_measures() {
        assert_eq!(scaled(80), "0.8");
        assert_eq!(scaled(75), "0.75");
        assert_eq!(scaled(5), "0.05");
        assert_eq!(scaled(0), "0.0");
        assert_eq!(scaled(100), "1");
    }

    #[test]
    fn titles_are_escaped() {
        let p = Package::new("prune.F2.s1.d2h3.random.v-9..9", ScormVersion::V12, 80, Some("A & <B>")).unwrap();
        assert!(p.manifest().contains("<title>A &amp; &lt;B&gt;</title>"));
    }
}
