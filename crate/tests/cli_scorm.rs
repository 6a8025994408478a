//! `gametree scorm` as a user runs it: the zip's files (the manifest first, the site's
//! single-file page as is), and the refusals — a missing site, a bad version, a set over the
//! limit, a mastery score that is not a percentage, a title too long.

mod program;
use program::{gametree, stderr, stdout};

use std::io::Read;
use std::path::PathBuf;

const SET: &str = "prune.F2.s1.d2h3.random.v-9..9,values.F2.s2.d2h3.good.v-5..5";

/// A folder with a stand-in single-file page (the CLI only copies it).
fn site(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-scorm-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("playground.html"), "<!doctype html>\n<title>page</title>\n<p>the practice page</p>\n")
        .unwrap();
    dir
}

fn entries(zip: &PathBuf) -> Vec<(String, String)> {
    let mut a = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
    (0..a.len())
        .map(|i| {
            let mut f = a.by_index(i).unwrap();
            let mut s = String::new();
            f.read_to_string(&mut s).unwrap();
            (f.name().to_string(), s)
        })
        .collect()
}

#[test]
fn a_package_holds_the_manifest_the_launch_page_the_set_and_the_page() {
    let dir = site("ok");
    for (version, schema) in
        [("1.2", "<schemaversion>1.2</schemaversion>"), ("2004", "<schemaversion>2004 4th Edition</schemaversion>")]
    {
        let zip = dir.join(format!("set-{version}.zip"));
        let o = gametree(&[
            "scorm",
            SET,
            "--version",
            version,
            "-o",
            zip.to_str().unwrap(),
            "--site",
            dir.to_str().unwrap(),
            "--mastery",
            "75",
            "--title",
            "Week 3: alpha-beta",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stdout(&o).contains("package of 2 exercises, mastery 75%"), "{}", stdout(&o));
        let e = entries(&zip);
        let names: Vec<&str> = e.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["imsmanifest.xml", "index.html", "set.txt", "playground.html"]);
        let manifest = &e[0].1;
        assert!(manifest.contains(schema), "{manifest}");
        assert!(manifest.contains("<title>Week 3: alpha-beta</title>"));
        if version == "1.2" {
            assert!(manifest.contains("<adlcp:masteryscore>75</adlcp:masteryscore>"));
        } else {
            assert!(manifest.contains("<imsss:minNormalizedMeasure>0.75</imsss:minNormalizedMeasure>"));
        }
        assert!(e[1].1.contains(&format!("playground.html#mode=practice&amp;set={SET}&amp;embed=1")));
        assert_eq!(e[2].1, SET.replace(',', "\n") + "\n");
        assert_eq!(e[3].1, std::fs::read_to_string(dir.join("playground.html")).unwrap());
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn refusals_say_what_is_wrong() {
    let dir = site("bad");
    let out = dir.join("x.zip");
    let (o_, d_) = (out.to_str().unwrap(), dir.to_str().unwrap());
    let over: Vec<String> = (1..=21).map(|s| format!("prune.F2.s{s}.d2h3.random.v-9..9")).collect();
    let over = over.join(",");
    let cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (
            vec!["scorm", SET, "--version", "1.2", "-o", o_, "--site", "/nonexistent-site"],
            1,
            "playground.html not found",
        ),
        (vec!["scorm", SET, "--version", "3", "-o", o_, "--site", d_], 2, "must be 1.2 or 2004"),
        (vec!["scorm", SET, "-o", o_, "--site", d_], 2, "--version 1.2 or --version 2004 is required"),
        (vec!["scorm", SET, "--version", "1.2", "--site", d_], 2, "-o FILE.zip is required"),
        (vec!["scorm", &over, "--version", "1.2", "-o", o_, "--site", d_], 2, "at most 20 exercises (got 21)"),
        (vec!["scorm", SET, "--version", "1.2", "-o", o_, "--site", d_, "--mastery", "101"], 2, "0 to 100"),
        (vec!["scorm", "prune.F9.s1", "--version", "1.2", "-o", o_, "--site", d_], 2, "exercise 1 of 1"),
    ];
    for (args, status, want) in cases {
        let o = gametree(&args);
        assert_eq!(o.status.code(), Some(status), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(want), "{args:?}: {}", stderr(&o));
    }
    let long = "t".repeat(201);
    let o = gametree(&["scorm", SET, "--version", "2004", "-o", o_, "--site", d_, "--title", &long]);
    assert!(stderr(&o).contains("at most 200 characters"), "{}", stderr(&o));
    // Not an HTML page: refused, nothing written.
    std::fs::write(dir.join("playground.html"), "PK\u{3}\u{4} not a page").unwrap();
    let o = gametree(&["scorm", SET, "--version", "1.2", "-o", o_, "--site", d_]);
    assert!(stderr(&o).contains("is it the single-file build"), "{}", stderr(&o));
    assert!(!out.exists());
    std::fs::remove_dir_all(&dir).ok();
}
