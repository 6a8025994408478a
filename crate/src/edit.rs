//! Edits. Each one validates first and either returns the edited tree or an error, leaving
//! the original untouched (trees are values: an edit builds a new arena in O(n)).

use crate::dewey::Dewey;
use crate::error::{Error, ErrorMessage as Message, Result};
use crate::tree::{check_value, Content, Limits, NodeId, Tree};

/// Where a position of the edited tree comes from.
#[derive(Clone, Copy)]
enum Src {
    Old(NodeId),
    New(NodeId),
}

/// What the edited position becomes.
enum Becomes<'a> {
    Terminal(i64),
    /// Successors drawn from the old tree and from `graft`.
    Children(Vec<Src>, Option<&'a Tree>),
}

impl Tree {
    fn rebuild(&self, target: NodeId, becomes: Becomes<'_>, limits: Limits) -> Result<Tree> {
        // The rebuild below knows decision positions only: it would drop the chance marks.
        if self.has_chance() || matches!(&becomes, Becomes::Children(_, Some(g)) if g.has_chance()) {
            return Err(Error::edit(
                "a tree with chance positions can have its terminal values changed, not its shape: edit its text instead"
                    .into(),
            ));
        }
        let graft = match &becomes {
            Becomes::Children(_, g) => *g,
            Becomes::Terminal(_) => None,
        };
        let mut becomes = Some(becomes);
        Tree::build(Src::Old(self.root()), limits, |src, _, buf| match src {
            Src::Old(p) if p == target => match becomes.take().expect("the target is visited once") {
                Becomes::Terminal(v) => Ok(Content::Terminal(v)),
                Becomes::Children(kids, _) => {
                    buf.extend(kids);
                    Ok(Content::Interior)
                }
            },
            Src::Old(p) => expand(self, p, Src::Old, buf),
            Src::New(p) => expand(graft.expect("new positions come from the graft"), p, Src::New, buf),
        })
    }

    /// Sets the value of terminal `at`.
    pub fn set_value(&self, at: &Dewey, value: i64) -> Result<Tree> {
        let p = self.find(at)?;
        if !self.is_terminal(p) {
            return Err(at_error(
                format!("position '{at}' is not terminal: its value comes from its successors"),
                "e-e-not-term",
                at,
            ));
        }
        check_value(value)?;
        let mut t = self.clone();
        t.set_value_unchecked(p, value);
        Ok(t)
    }

    /// Replaces the subtree at `at` by `subtree`.
    pub fn replace_subtree(&self, at: &Dewey, subtree: &Tree, limits: Limits) -> Result<Tree> {
        let p = self.find(at)?;
        let r = subtree.root();
        let becomes = if subtree.is_terminal(r) {
            Becomes::Terminal(subtree.value(r))
        } else {
            Becomes::Children(subtree.children(r).map(Src::New).collect(), Some(subtree))
        };
        self.rebuild(p, becomes, limits)
    }

    /// Inserts `subtree` as successor number `index` (1-based; `degree + 1` appends) of the
    /// interior position `at`.
    pub fn add_successor(&self, at: &Dewey, index: u32, subtree: &Tree, limits: Limits) -> Result<Tree> {
        let p = self.find(at)?;
        if self.is_terminal(p) {
            return Err(at_error(
                format!("position '{at}' is terminal: make it interior to give it successors"),
                "e-e-term",
                at,
            ));
        }
        let d = self.degree(p);
        if index == 0 || index > d + 1 {
            return Err(bad_index(at, d));
        }
        let mut kids: Vec<Src> = self.children(p).map(Src::Old).collect();
        let r = subtree.root();
        // Graft the subtree root itself: as a terminal, or through its successors.
        kids.insert(index as usize - 1, Src::New(r));
        self.rebuild(p, Becomes::Children(kids, Some(subtree)), limits)
    }

    /// Removes the position `at` (and its subtree) from its parent's successors.
    pub fn remove_successor(&self, at: &Dewey, limits: Limits) -> Result<Tree> {
        let p = self.find(at)?;
        let Some(parent) = self.parent(p) else {
            return Err(Error::edit("the root cannot be removed".into()).said(Message::new("e-e-root")));
        };
        if self.degree(parent) == 1 {
            return Err(only_successor(at));
        }
        let kids = self.children(parent).filter(|&c| c != p).map(Src::Old).collect();
        self.rebuild(parent, Becomes::Children(kids, None), limits)
    }

    /// Makes the position `at` terminal with `value`, dropping its subtree.
    pub fn make_terminal(&self, at: &Dewey, value: i64, limits: Limits) -> Result<Tree> {
        check_value(value)?;
        let p = self.find(at)?;
        self.rebuild(p, Becomes::Terminal(value), limits)
    }

    /// Makes the terminal `at` interior, with terminal successors holding `values`.
    pub fn make_interior(&self, at: &Dewey, values: &[i64], limits: Limits) -> Result<Tree> {
        let p = self.find(at)?;
        if !self.is_terminal(p) {
            return Err(at_error(format!("position '{at}' is already interior"), "e-e-interior", at));
        }
        if values.is_empty() {
            return Err(crate::tree::no_successor());
        }
        for &v in values {
            check_value(v)?;
        }
        let leaves = Tree::build(0usize, limits, |i, _, buf| {
            if i == 0 {
                buf.extend(1..=values.len());
                Ok(Content::Interior)
            } else {
                Ok(Content::Terminal(values[i - 1]))
            }
        })?;
        self.replace_subtree(at, &leaves, limits)
    }
}

/// The edit error `text` about position `at`, said by message `id` (with `at`).
#[cold]
#[inline(never)]
fn at_error(text: String, id: &'static str, at: &Dewey) -> Error {
    Error::edit(text).said(Message::new(id).text("at", &at.to_string()))
}

/// No successor number `index` for position `at`, which has `d`.
#[cold]
#[inline(never)]
fn bad_index(at: &Dewey, d: u32) -> Error {
    Error::edit(format!("position '{at}' has {d} successors: a new one can be number 1 to {}", d + 1))
        .said(Message::new("e-e-index").text("at", &at.to_string()).number("d", d as i64).number("last", d as i64 + 1))
}

/// Position `at` cannot be removed: it is its parent's only successor.
#[cold]
#[inline(never)]
fn only_successor(at: &Dewey) -> Error {
    let up = at.parent().unwrap_or_default();
    Error::edit(format!("position '{at}' is the only successor of '{up}': make '{up}' terminal instead"))
        .said(Message::new("e-e-only").text("at", &at.to_string()).text("up", &up.to_string()))
}

fn expand(tree: &Tree, p: NodeId, wrap: fn(NodeId) -> Src, buf: &mut Vec<Src>) -> Result<Content> {
    if tree.is_terminal(p) {
        Ok(Content::Terminal(tree.value(p)))
    } else {
        buf.extend(tree.children(p).map(wrap));
        Ok(Content::Interior)
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::{parse, print};
    use crate::tree::Limits;

    fn d(s: &str) -> crate::Dewey {
        s.parse().unwrap()
    }

    #[test]
    fn each_edit_gives_the_expected_tree() {
        let t = parse("((3,1,4),(1,5,9),2)").unwrap();
        let l = Limits::default();
        assert_eq!(print(&t.set_value(&d("2.3"), -7).unwrap()), "((3,1,4),(1,5,-7),2)");
        let sub = parse("(8,(9,10))").unwrap();
        assert_eq!(print(&t.replace_subtree(&d("1"), &sub, l).unwrap()), "((8,(9,10)),(1,5,9),2)");
        assert_eq!(print(&t.replace_subtree(&d(""), &sub, l).unwrap()), "(8,(9,10))");
        assert_eq!(print(&t.add_successor(&d("2"), 1, &sub, l).unwrap()), "((3,1,4),((8,(9,10)),1,5,9),2)");
        assert_eq!(print(&t.add_successor(&d(""), 4, &parse("6").unwrap(), l).unwrap()), "((3,1,4),(1,5,9),2,6)");
        assert_eq!(print(&t.remove_successor(&d("1.2"), l).unwrap()), "((3,4),(1,5,9),2)");
        assert_eq!(print(&t.make_terminal(&d("1"), 0, l).unwrap()), "(0,(1,5,9),2)");
        assert_eq!(print(&t.make_interior(&d("3"), &[4, 5], l).unwrap()), "((3,1,4),(1,5,9),(4,5))");
    }

    #[test]
    fn a_failed_edit_says_why_and_changes_nothing() {
        let t = parse("((3,1,4),(1,5,9),2)").unwrap();
        let before = t.clone();
        let l = Limits::default();
        assert!(t.set_value(&d("1"), 5).unwrap_err().to_string().contains("not terminal"));
        assert!(t.set_value(&d("4"), 5).unwrap_err().to_string().contains("has 3 successors"));
        assert!(t.set_value(&d("1.1"), 1 << 60).is_err());
        assert!(t.remove_successor(&d(""), l).is_err());
        assert!(t.add_successor(&d("3"), 1, &t, l).unwrap_err().to_string().contains("terminal"));
        assert!(t.add_successor(&d("1"), 5, &t, l).is_err());
        let only = parse("((1),2)").unwrap();
        assert!(only.remove_successor(&d("1.1"), l).unwrap_err().to_string().contains("only successor"));
        let tiny = Limits { max_positions: 8, max_depth: 10 };
        assert!(t.add_successor(&d(""), 1, &parse("(1,2)").unwrap(), tiny).is_err());
        assert_eq!(t, before);
    }
}
