//! `gametree scorm`: an exercise set as a SCORM 1.2 or 2004 package (a zip a learning
//! system imports as a graded activity). The package's page is the site's single-file
//! build (`playground.html`, everything inlined, so the package works offline); the CLI does
//! not carry the site, so it reads it from `--site` (default `dist/`).

use super::args::{self, Spec};
use super::CliError;
use crate::scorm::{check_page, Answers, Package, ScormVersion, PAGE};
use std::io::Write;
use std::path::Path;

pub const HELP: &str = "\
gametree scorm - an exercise set as a SCORM package for a learning system

USAGE
  gametree scorm SET --version 1.2|2004 -o FILE.zip [--site DIR] [--mastery PCT]
                 [--title TEXT] [--answers never|after-attempts|always]
                 [--hint-cost PCT]

  SET        an exercise set as in a link: exercises joined by commas (at most 20), e.g.
             prune.F2.s1.d2h3.random.v-9..9,window.F2.s2.d2h3.good.v-5..5
  --version  1.2 (SCORM 1.2) or 2004 (SCORM 2004 4th Edition)
  -o, --output FILE  the zip to write
  --site DIR the built site holding playground.html, the single-file page (default dist/;
             build it with 'npm run build')
  --mastery  the share of the set to get right to pass, in percent (default 80)
  --title    the activity's title (at most 200 characters; default names the set's size)
  --answers  when Show answer shows the answer: never, after-attempts (default: once a
             limit of attempts is spent, and the package sets none, so never) or always; a
             check after Show answer scores 0 whatever the choice
  --hint-cost PCT  the share of an exercise's points a hint costs (default 0: free)
  -h, --help this text

The package holds imsmanifest.xml, index.html (the SCO: it opens the practice page at the
set), playground.html and set.txt. The page finds the learning system's API, reports the
score (exercises right over exercises), passed/failed against the mastery score, and
keeps the progress in the suspend data so that a student resumes where they left. Import
the zip as a SCORM activity (docs/teaching.md).
";

const SPEC: Spec = Spec {
    command: "scorm",
    options: &["version", "output", "site", "mastery", "title", "answers", "hint-cost"],
    flags: &[],
};

fn usage(m: impl Into<String>) -> CliError {
    CliError::usage(m).for_command("scorm")
}

pub fn run(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    // `-o FILE` is `--output FILE` (the usual short form for an output file).
    let rest: Vec<String> = rest.iter().map(|a| if a == "-o" { "--output".to_string() } else { a.clone() }).collect();
    let a = args::parse(&SPEC, &rest)?;
    if a.flag("help") {
        return out.write_all(HELP.as_bytes()).map_err(CliError::output);
    }
    let set = match &a.positional[..] {
        [one] => one,
        [] => {
            return Err(usage(
                "an exercise set is required (e.g. prune.F2.s1.d2h3.random.v-9..9,values.F2.s2.d2h3.good.v-9..9)",
            ))
        }
        _ => return Err(usage("one exercise set only (join exercises with commas)")),
    };
    let version: ScormVersion = a
        .value("version")
        .ok_or_else(|| usage("--version 1.2 or --version 2004 is required"))?
        .parse()
        .map_err(|e: crate::Error| usage(format!("--version: {e}")))?;
    let output = a.value("output").ok_or_else(|| usage("-o FILE.zip is required"))?;
    let mastery = match a.value("mastery") {
        Some(v) => args::number::<u32>("scorm", "mastery", v)?,
        None => 80,
    };
    let answers: Answers = match a.value("answers") {
        Some(v) => v.parse().map_err(|e: crate::Error| usage(format!("--answers: {e}")))?,
        None => Answers::default(),
    };
    let hint_cost = match a.value("hint-cost") {
        Some(v) => args::number::<u32>("scorm", "hint-cost", v)?,
        None => 0,
    };
    let pkg = Package::new(set, version, mastery, a.value("title"))
        .and_then(|p| p.with_policy(answers, hint_cost))
        .map_err(|e| usage(e.to_string()))?;
    let site = Path::new(a.value("site").unwrap_or("dist"));
    let page_path = site.join(PAGE);
    let page = read_page(&page_path)?;
    check_page(&page).map_err(|e| CliError::input(format!("{}: {e}", page_path.display())))?;
    let bytes = zip(&pkg, &page).map_err(|e| CliError::input(format!("building the zip: {e}")))?;
    std::fs::write(output, &bytes).map_err(|e| CliError::input(format!("writing {output}: {e}")))?;
    let v = match version {
        ScormVersion::V12 => "SCORM 1.2",
        ScormVersion::V2004 => "SCORM 2004 4th Edition",
    };
    let n = pkg.set.0.len();
    writeln!(
        out,
        "{output}: {v} package of {n} exercise{}, mastery {mastery}%, {} bytes",
        if n == 1 { "" } else { "s" },
        bytes.len()
    )
    .map_err(CliError::output)
}

fn read_page(path: &Path) -> Result<Vec<u8>, CliError> {
    let meta = std::fs::metadata(path).map_err(|_| {
        CliError::input(format!(
            "{} not found: the package needs the site's single-file page; build the site ('npm run build') or name it with --site DIR",
            path.display()
        ))
    })?;
    if meta.len() > crate::scorm::MAX_PAGE_BYTES as u64 {
        return Err(CliError::input(format!(
            "{}: {} bytes; a package takes a page of at most {} bytes",
            path.display(),
            meta.len(),
            crate::scorm::MAX_PAGE_BYTES
        )));
    }
    std::fs::read(path).map_err(|e| CliError::input(format!("reading {}: {e}", path.display())))
}

/// The zip: the manifest at the top (where learning systems look for it), deflated.
fn zip(pkg: &Package, page: &[u8]) -> zip::result::ZipResult<Vec<u8>> {
    use zip::write::SimpleFileOptions;
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (name, text) in pkg.files() {
        w.start_file(name, opts)?;
        w.write_all(text.as_bytes())?;
    }
    w.start_file(PAGE, opts)?;
    w.write_all(page)?;
    Ok(w.finish()?.into_inner())
}
