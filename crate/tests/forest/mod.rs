//! Reading a worksheet's `forest` figures back (crate/src/worksheet.rs): the bracket tree of
//! each `forest` environment, and the whole tree from a worksheet split into figures (the
//! top with its stubs, `gt stub={DEWEY}`, then one figure per stub, in preorder).
#![allow(dead_code)]

/// A forest node read back: its content, its options, its children.
#[derive(Debug, PartialEq)]
pub struct Node {
    pub content: String,
    pub options: String,
    pub children: Vec<Node>,
}

/// Reads a forest bracket tree: `[{content}, options [child]...]`. Braces inside options
/// are kept balanced; an error says where.
fn parse_node(s: &[u8], i: &mut usize) -> Result<Node, String> {
    skip_ws(s, i);
    if s.get(*i) != Some(&b'[') {
        return Err(format!("offset {}: expected '['", *i));
    }
    *i += 1;
    if s.get(*i) != Some(&b'{') {
        return Err(format!("offset {}: a node's content is braced", *i));
    }
    let content = braced(s, i)?;
    let mut options = String::new();
    let mut children = Vec::new();
    loop {
        match s.get(*i) {
            None => return Err("unbalanced: the input ends inside a node".into()),
            Some(b']') => {
                *i += 1;
                return Ok(Node { content, options, children });
            }
            Some(b'[') => children.push(parse_node(s, i)?),
            Some(b'{') => options.push_str(&format!("{{{}}}", braced(s, i)?)),
            Some(&c) => {
                options.push(c as char);
                *i += 1;
            }
        }
    }
}

fn braced(s: &[u8], i: &mut usize) -> Result<String, String> {
    let start = *i + 1;
    let mut depth = 0;
    while let Some(&c) = s.get(*i) {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    *i += 1;
                    return Ok(String::from_utf8_lossy(&s[start..*i - 1]).into_owned());
                }
            }
            b'\\' => *i += 1,
            _ => {}
        }
        *i += 1;
    }
    Err("unbalanced braces".into())
}

fn skip_ws(s: &[u8], i: &mut usize) {
    while s.get(*i).is_some_and(|c| c.is_ascii_whitespace()) {
        *i += 1;
    }
}

/// The forest environment's bracket tree.
pub fn forest_of(tex: &str) -> Node {
    let start = tex.find("\\begin{forest}").expect("a forest environment") + "\\begin{forest}".len();
    let end = tex.find("\\end{forest}").expect("closed");
    let body = &tex[start..end];
    let at = body.find('[').expect("a root node");
    assert_eq!(body[..at].trim(), "gt tree", "only the style before the root");
    let mut i = 0;
    let s = &body.as_bytes()[at..];
    let n = parse_node(s, &mut i).unwrap_or_else(|e| panic!("{e}\n{body}"));
    assert!(body[at + i..].trim().is_empty(), "nothing after the root node: {}", &body[at + i..]);
    n
}

/// Every `forest` environment's bracket tree, in order.
pub fn forests_of(tex: &str) -> Vec<Node> {
    let mut out = Vec::new();
    let mut rest = tex;
    while let Some(start) = rest.find("\\begin{forest}") {
        let end = rest.find("\\end{forest}").expect("closed") + "\\end{forest}".len();
        out.push(forest_of(&rest[start..end]));
        rest = &rest[end..];
    }
    out
}

/// The whole tree of a worksheet: each stub of the first figure (in preorder) takes the
/// successors of the root of the next figure; the stub keeps its own options (its cut mark
/// is on the edge drawn in the top figure).
pub fn assembled(tex: &str) -> Node {
    let mut figures = forests_of(tex).into_iter();
    let mut top = figures.next().expect("a figure");
    fn fill(n: &mut Node, parts: &mut dyn Iterator<Item = Node>) {
        if n.options.contains("gt stub=") {
            let part = parts.next().expect("a figure for every stub");
            assert_eq!(part.content, n.content, "the stub and its figure's root show the same");
            assert!(!part.children.is_empty(), "a stub stands for positions below it");
            n.children = part.children;
            return;
        }
        for c in &mut n.children {
            fill(c, parts);
        }
    }
    fill(&mut top, &mut figures);
    assert!(figures.next().is_none(), "a figure for every stub, no more");
    top
}
