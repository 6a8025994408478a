# English: the page's messages, and the fallback for every other language.
# The page's static text (index.html) carries data-l10n-id; its English there is the text
# shown before the messages load, so it must stay equal to the values here (a unit test
# checks that every id there has a message here).
# Attributes (.aria-label, .title, .placeholder) set the element's attribute of that name.
# Numbers, Dewey names, ±∞, key names and procedure names (F0, F1, F2, SSS*, PVS …) stay as
# printed in every language.

skip-link = Skip to the tree
app-title = Alpha-beta playground
app-subtitle = Knuth & Moore, “An Analysis of Alpha-Beta Pruning” (1975): F0, F1 and F2 on a tree you can edit — with Muszycka's and Slagle's procedures and experiments
toolbar =
    .aria-label = Tree and sharing
example-label = Example
example-select =
    .aria-label = Load an example tree
example-choose = choose…
undo = ↶ Undo
    .aria-label = Undo the last tree edit (Ctrl+Z)
    .title = Undo (Ctrl+Z)
redo = ↷ Redo
    .aria-label = Redo (Ctrl+Shift+Z)
    .title = Redo (Ctrl+Shift+Z)
copy-link = Copy link
    .title = Copy a link to this exact state
copy-embed = Copy embed code
    .title = Copy an iframe snippet that embeds this state
export-menu = Export
    .aria-label = Export the tree
export-svg = Tree view as SVG
export-qr = Tree view + QR code (SVG)
    .title = For print: the tree with a QR code of this state's link
export-png = Tree view as PNG
export-text = Tree as text
present-switch = Present
    .title = Presentation mode: the tree and the step-through fill the screen (f)
practice-switch = Practice
    .title = Practice: answer on the tree, then check
lang-label = Language
help-button =
    .aria-label = Keyboard shortcuts (?)
share-out =
    .aria-label = The link or snippet to copy
practice-area =
    .aria-label = Practice
tree-area =
    .aria-label = Tree and search
proc-legend = Procedure
proc-f0 =
    .title = F0: brute-force negamax, examines everything (0)
proc-f1 =
    .title = F1: branch-and-bound (1)
proc-f2 =
    .title = F2: alpha-beta (2)
proc-compare =
    .title = All three side by side (3)
proc-compare-text = Compare
proc-menu = Procedure
    .title = Every procedure, by paper (p)
proc-select =
    .aria-label = Procedure, grouped by paper (p)
cmp-menu = Add to compare
    .title = Add other papers' procedures to the comparison
view-legend = Values shown
view-negamax =
    .title = Negamax: values from the standpoint of the player to move
view-minimax =
    .title = Minimax: values from Max's standpoint (the minus signs dropped)
show-critical = Critical
zoom-in =
    .aria-label = Zoom in
zoom-out =
    .aria-label = Zoom out
zoom-fit = Fit
    .aria-label = Fit the tree in view
zoom-tap = Zoom to tap
zoom-tap-title = Zoom in until every position can be tapped on its own
cmp-mode-legend = Compare how
cmp-mode-side = Side by side
cmp-mode-diff = Difference on one tree
cmp-first-show = Show it
diff-legend =
    .aria-label = Legend of the difference
diff-legend-both = examined by both (filled)
diff-legend-none = neither (hollow, faint)
legend-title = Legend
legend-list =
    .aria-label = Legend
legend-max = Max to move
legend-min = Min to move
legend-examined = examined (filled)
legend-pending = not reached yet
legend-shallow = shallow cutoff: dashed, one bar
legend-deep = deep cutoff: dotted, two bars
legend-saved = saved by the window (the full window examines it, this search does not): dash-dot, three bars
legend-window = cut with the window's bound (the full window skips it too): dashed, one bar and a ring
legend-extra = +: examined only because of the window (first search or re-search; the full window does not)
legend-skipped = not examined (the other papers' procedures)
legend-edges = thick edges: the principal variation (m&n: the chosen move); ≥3 / ≤3: the procedure returned a bound
stepper =
    .aria-label = Step-through
step-first =
    .aria-label = First step (Home)
    .title = First step (Home)
step-back =
    .aria-label = Step back (←)
    .title = Step back (←)
step-forward =
    .aria-label = Step forward (→)
    .title = Step forward (→)
step-last =
    .aria-label = Last step (End)
    .title = Last step (End)
step-slider =
    .aria-label = Step
step-follow = Follow
    .title = The view follows the step: it pans to the current position and what it cut off
present-drawer = Panels
    .title = The side panels (window, counts, edits)
present-exit = Leave presentation
    .title = Leave presentation mode (f)
speed-label = Speed
speed-select =
    .aria-label = Playing speed
speed-slow = slow
speed-normal = normal
speed-fast = fast
speed-very-fast = very fast
stack-caption = Call stack (innermost last)
open-full = Open in the playground ↗
side =
    .aria-label = Panels
edit-title = Selected position
sel-set = Set
sel-add = Add successor
    .title = Add a terminal successor after the last one
sel-remove = Remove
    .aria-label = Remove this position and its subtree
sel-terminal = Make terminal
    .title = Make this position terminal
sel-interior = Make interior
    .title = Give this terminal two successors
sel-subtree = Subtree
sel-replace = Replace
window-title = Window
window-full =
    .aria-label = Full window (-inf, +inf)
window-research = Show the re-search
counts-title = Counts
map-title = Aspiration map
text-title = Tree text
text-load = Load this tree
gen-title = Generate
model-label = Model
model-iid-ties = i.i.d. values (ties likely)
model-permutation = random permutation of 1..dʰ (§7)
model-pi = digits of π (Fig. 1)
model-dependent = totally dependent (§9)
model-additive = additive arc values (§9)
model-nonuniform = random branching (Cor. 2)
model-random-shape = random shape
gen-degree = Degree
gen-height = Height
lowest-value = Lowest value
highest-value = Highest value
arc-scale = Arc scale
q-per-level = q per level
mean-degree = Mean degree per level
max-degree = Max degree
max-depth = Max depth
seed-label = Seed
new-seed = New seed
    .title = A fresh random seed
gen-submit = Generate
order-title = Reorder
order-best = Best first
    .title = Reorder: best move first everywhere
order-worst = Worst first
    .title = Reorder: worst move first everywhere
order-reverse = Reverse
    .aria-label = Reverse every list of successors
order-shuffle = Shuffle
    .aria-label = Shuffle the successors (seeded)
worst-case = Worst case (§7)
    .title = Values for this shape that make F2 examine everything
exp-region =
    .aria-label = Experiments
exp-title = Experiments
exp-hint = many seeded random trees: counts against the theory (K&M §7–9)
model-iid = i.i.d. values
model-pi-one = digits of π (one tree)
exp-degree = Degree d
exp-heights = Heights
exp-heights-input =
    .title = A list (2, 4, 6) or a range (1-6)
exp-samples = Samples per height
exp-procs = Procedures
exp-run = Run
exp-cancel = Cancel
exp-progress =
    .aria-label = Experiment progress
exp-plot-terminals = Terminals examined against height (log scale), with the theory
exp-plot-branching = Branching factor against degree: Table 1 (r0 a lower bound; r1 (39) and r* (Theorem 4) upper bounds) and the experiment's T^(1/h)
exp-csv = Results as CSV
path-title = Pathology
path-hint = can deeper search decide worse? Pearl's error recursion and Nau's games (Muszycka ch. 5)
path-loading = Loading the panel…
mcts-title = Monte Carlo tree search (UCT)
footer-core = The Rust core (compiled to WebAssembly) does every search; this page only draws what it reports.
footer-embed = Embedding example
footer-course = A sample course page

## The step sentences (narration) the families' scripts build, shown while stepping and
## read by the live region. Their variables are text already printed as the page prints
## it (values with ±∞ and the minus sign −, Dewey names, procedure names), except counts
## ($count, $terminals, $positions …: numbers, for plural selectors). $p and the like: a
## position's Dewey name, or "root" for the root — select on it to say "the root".

list-and = { $init } and { $last }

## Knuth & Moore's family (F0, F1, F2 and the later negamax procedures). $who: Max or Min;
## $use: how the procedure takes a window (none, bound, window) with $alpha, $beta.

km-enter =
    { $p ->
        [root] Start: examine the root
       *[other] Examine position { $p }
    } ({ $who } to move){ $use ->
        [bound] { " " }with bound { $beta }
        [window] { " " }with window (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }.
km-ready =
    Ready: { $proc } starts at the root (Max to move){ $use ->
        [bound] { " " }with bound { $beta }
        [window] { " " }with window (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }. Step forward (→) or play (Space).
km-terminal-minimax =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } is terminal; its value is { $value } (from Max's standpoint).
km-terminal =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } is terminal: f({ $dewey }) = { $value } (from the standpoint of { $who }, to move there).
km-update-min =
    At { $p ->
        [root] the root
       *[other] { $p }
    } (Min): { $child } gives { $t } < m = { $m }, so m = { $t }.
km-update-max =
    At { $p ->
        [root] the root
       *[other] { $p }
    } (Max): { $child } gives { $t } > m = { $m }, so m = { $t }.
km-update =
    At { $p ->
        [root] the root
       *[other] { $p }
    }: t = −{ $call }({ $child }) = { $t } > m = { $m }, so m = { $t }.
# $rel: ≥ (or ≤ at Min in the minimax view); $bound: bound (F1's), α or β; $why: a km-why-*
# message; $skipped: the positions not examined (list-and); $saved: km-saved / km-not-saved
# sentences, each after a space, or nothing.
km-cutoff =
    At { $p ->
        [root] the root
       *[other] { $p }
    }: m = { $m } { $rel } { $bound ->
        [bound] bound
       *[other] { $bound }
    } = { $b }: { $why }; { $count ->
        [one] position { $skipped } is
       *[other] positions { $skipped } are
    } not examined.{ $saved }
km-why-shallow = a shallow cutoff (the bound is the parent's value)
km-why-deep-from =
    a deep cutoff (the bound is the value m of { $from ->
        [root] the root
       *[other] { $from }
    }, an ancestor above the parent, which F1 would not know)
km-why-deep = a deep cutoff (the bound comes from an ancestor above the parent, which F1 would not know)
km-why-window = a window cutoff (the bound is the root's window itself, not a value of an examined position)
# $which: it, them (all the positions the cutoff skips) or names ($names: some of them).
km-saved =
    The full window examines { $which ->
        [it] it
        [them] them
       *[names] { $names }
    }: saved by the window.
km-not-saved =
    The full window skips { $which ->
        [it] it
        [them] them
       *[names] { $names }
    } too: not saved by the window.
km-leave-terminal =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } returns its value { $value }.
km-minimax-value-of = the minimax value of { $p }
# $F: F(2.1) or km-minimax-value-of; $rel: ≥ or ≤; $eq: K&M's equation, (6) or (9).
km-leave-bound =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } returns { $value }, a bound: { $F } { $rel } { $value } by { $eq }.
km-leave =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } returns { $value } = { $F }.
km-research-root = The last pass gave { $t }: search the root again with the null window (α, β) = ({ $alpha }, { $beta }).
km-research =
    At { $p ->
        [root] the root
       *[other] { $p }
    }: the null-window test of { $child } gave t = { $t }, inside the window: search { $child } again with (α, β) = ({ $alpha }, { $beta }).
km-recall =
    { $p ->
        [root] The root
       *[other] Position { $p }
    }: the memory holds a bound { $value } that settles this call; nothing below it is examined.
km-done =
    Done: { $proc } returns { $value } { $exact ->
        [yes] = F(root)
       *[no] (a bound on F(root))
    }; { $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminals
    } and { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } examined in all.{ $hint }
step-hint = Press |◀◀ (Home) to step through from the start.

## The step panel's other sentences (every family).

# $limit: a number as printed, e.g. 50,000.
step-too-large = This tree is too large to step through (more than { $limit } positions).
step-choose-one = Choose one procedure to step through a run; the compare view shows them finished.
# $proc: the procedure's name; $size: the tree's positions, as printed (12,345).
step-making = Making the step-through of { $proc } in the background ({ $size } positions)…

## Notices about the link (what it could not use). $value: the link's text, cut short.

link-unused = Some of the link was not used: { $problems }.
link-cancelled =
    Opening the tree in the link was cancelled: { $initial ->
        [yes] the page shows the π tree
       *[no] the page keeps the tree it had
    }.

## The call stack beside the step sentence: its column heads.

stack-position = position
stack-to-move = to move
stack-bound = bound
stack-window-minimax = (α, β) (minimax)
# The step slider's value, as a screen reader says it.
step-valuetext = step { $pos } of { $length }
step-valuetext-end = the finished run; its steps are made when you step back or play
step-count-end = end

## ———— The first view's text built by the scripts ————

## The counts table (panels/km-counts.js) and the notes under it. Counts are numbers (plurals).

counts-caption = Counts on this tree and window
counts-count = count
counts-value = value at the root
counts-terminals = terminals examined
counts-positions = positions examined
counts-shallow = shallow cutoffs
counts-deep = deep cutoffs
counts-window = window cutoffs
counts-per-level = positions examined per level
# $level: the level (0 the root's); $size: the positions on it.
counts-level = level { $level } of { $size }
# Before and after the minimum ($min, printed in bold between the two).
counts-corollary3 = Corollary 3: on a uniform tree of degree { $degree } and height { $height } every algorithm examines at least
counts-corollary3-after =
    { $min ->
        [one] terminal position
       *[other] terminal positions
    } (d^⌈h/2⌉ + d^⌊h/2⌋ − 1); F2 does, with best-first ordering.
counts-corollary3-not = Corollary 3 (the minimum number of terminals) is for uniform trees; this one is not.
counts-critical = Critical positions (Theorem 1): { $total } — type 1: { $type1 }, type 2: { $type2 }, type 3: { $type3 }. With the best move first everywhere, F2 examines exactly these.
counts-deep-working = Counting the terminals the deep cutoffs skip…
# $events: F2's deep cutoff events; $skipped: the terminals they skip; $examined: those F1 examines; $other: the rest.
counts-deep-note =
    Deep cutoffs: F2 makes { $events ->
        [one] { $events } deep cutoff event
       *[other] { $events } deep cutoff events
    }, skipping { $skipped ->
        [one] { $skipped } terminal
       *[other] { $skipped } terminals
    }; F1 examines { $examined } of them and skips the other { $other } by cutoffs of its own.
counts-deep-km = Knuth and Moore count the terminals F1 examines and F2 does not (on Fig. 1's tree, “five deep cutoffs”): here { $count }.
counts-counter = counter

## The summary line above the tree (every family) and the notices about the tree's size.
## $size, $limit: numbers as printed (12,345); $count: the same as a number (plurals).

notice-too-big-to-draw =
    This tree has { $size } { $count ->
        [one] position
       *[other] positions
    }; the drawing stops at { $limit }. The counts are still the core's.
summary-predicting = Predicting { $proc }: its value and how many positions it examines are shown once Predict is switched off.
summary-searching =
    Searching the tree ({ $size } { $count ->
        [one] position
       *[other] positions
    }) in the background…
# The compare view: $list: "F0 81, F1 41, F2 31" (the procedures' names and counts, as printed).
summary-compare = F(root) = { $value }. Terminals examined of { $terminals }: { $list }.

## The tree's accessible names (view/position-words.js): the tree, and the selected
## position's ($p: its Dewey name or root; $who: Max or Min; $kind: terminal or interior;
## $value: its value or bound as drawn, or nothing; $count: its successors; $status: a
## tree-status-* message or nothing; $extra: yes when only the window made it examined).

tree-label = Game tree
tree-label-main = Game tree. Arrow keys move between positions, Home and End go to the first and last, typing a Dewey name goes to it, Enter edits the selected one, + and − zoom, 0 fits.
tree-none = No tree
tree-position =
    { $p ->
        [root] root
       *[other] Position { $p }
    }, { $who } to move, { $kind ->
        [terminal] terminal, value { $value }
       *[interior] { $count ->
            [one] { $count } successor
           *[other] { $count } successors
        }{ $value ->
            [none] { "" }
           *[other] , value { $value }
        }
    }{ $status ->
        [none] { "" }
       *[other] , { $status }
    }{ $extra ->
        [yes] , examined only because of the window
       *[no] { "" }
    }
tree-status-examined = examined
tree-status-current = examined, the current step
tree-status-pending = not reached yet
tree-status-skipped = not examined
tree-status-shallow = cut off by a shallow cutoff
tree-status-deep = cut off by a deep cutoff
tree-status-window = cut off by the window's bound
tree-status-saved = saved by the window (the full window examines it)
# Who moves (the papers' Max and Min), in tables, sentences and names.
player-max = Max
player-min = Min

## The selected position's panel (panels/edit-panel.js, panels/cut-reason.js). $p: a Dewey
## name or root; $who: Max or Min; $proc: a procedure's name, as printed; $window: (α, β) as
## printed; $value: a value or bound as printed.

sel-none = Click, tap or keyboard-select a position in the tree (focus the tree with t, then arrow keys).
# $kind: terminal or interior ($count successors); $what: the sel-examined, sel-not-examined
# and sel-extra sentences, each after "; ", or nothing.
sel-info =
    { $p ->
        [root] The root
       *[other] Position { $p }
    }: { $who } to move, { $kind ->
        [terminal] terminal
       *[interior] { $count ->
            [one] { $count } successor
           *[other] { $count } successors
        }
    }{ $what }.
sel-examined = { $proc } examined it with window { $window } and got { $value }
# $why: a sel-status-* message (or the status's name).
sel-not-examined = { $proc } did not examine it ({ $why })
sel-status-shallow = shallow cutoff
sel-status-deep = deep cutoff
sel-status-saved = saved by the window: the full window examines it
sel-status-window = cut with the window's bound; the full window skips it too
sel-extra = the full window (−∞, +∞) does not examine it: the window's search costs it extra
# $side: max (Max's standpoint, the minimax view) or mover ($who's, the player to move).
sel-value-name =
    Value of { $p ->
        [root] the root
       *[other] { $p }
    }, from { $side ->
        [max] Max's standpoint
       *[mover] { $who }'s standpoint (to move)
    }
# $stored: the value the tree text stores (Max's standpoint), or none when it is the one shown.
sel-value-hint =
    From { $side ->
        [max] Max's standpoint
       *[mover] { $who }'s standpoint (to move)
    }{ $stored ->
        [none] { "" }
       *[other] ; the tree text stores { $stored } (Max's standpoint)
    }. Type a number and press Enter.
sel-subtree-empty = Type a subtree first, e.g. (3,1,4) or 7.
# $cut: a cut-* message; $saved: yes when the full window examines it.
sel-cut-reason =
    { $proc } skipped it by { $cut }.{ $saved ->
        [yes] { " " }The full window (−∞, +∞) examines it: the window saved it.
       *[no] { "" }
    }
sel-go-to-cut = Go to the step where { $proc } cut it off
# A cutoff in words. $at, $parent, $from: Dewey names or root; $values: yes when m and β are
# known ($m, $beta as printed).
cut-shallow =
    a shallow cutoff at { $at ->
        [root] the root
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } reached β = { $beta }
       *[no] { "" }
    }, a bound from its parent { $parent ->
        [root] the root
       *[other] { $parent }
    }'s m
cut-deep =
    a deep cutoff at { $at ->
        [root] the root
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } reached β = { $beta }
       *[no] { "" }
    }, a bound from { $from ->
        [root] the root
        [unknown] an ancestor
       *[other] { $from }
    } (an ancestor above the parent, which F1 would not know)
cut-window =
    a window cutoff at { $at ->
        [root] the root
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } reached β = { $beta }
       *[no] { "" }
    }, a bound that is still the root window's (α, β)
# $kind: the core's name of the cutoff's kind.
cut-other =
    a cutoff ({ $kind }) at { $at ->
        [root] the root
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } reached β = { $beta }
       *[no] { "" }
    }
cut-no-steps = The step-through of this run is not available (the tree is too large to trace).

## The code panel beside the step sentence (panels/code-panel.js): the live values of the
## call the step is in, in the listing's names (p, α, β, m, t, i, d stay as printed).
## $p: a Dewey name or root; $window: "α = 1, β = 3, ", "bound = 3, " or nothing.

code-summary = The code

## The window panel (panels/window-panel.js) and the errors of typed values (core/score.js).
## $km, $name: procedures' names; values and windows as printed. "root" in F2(root, α, β)
## is the paper's call notation's argument: translate it as the tree's root.

# $what: alpha, beta or value (the field typed in); $text: what was typed.
score-empty =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] value
    }: type a number, -inf or +inf
score-not-integer =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] value
    }: '{ $text }' is not an integer, -inf or +inf
score-too-large =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] value
    }: { $text } is too large (at most 2^53 - 1 in magnitude)
score-not-finite =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] value
    }: a terminal value must be finite
window-alpha =
    .aria-label = alpha
window-beta =
    .aria-label = beta
window-order = alpha must be less than beta (alpha = { $alpha }, beta = { $beta }); keeping { $window }
# $parts: window-points-saved and window-points-extra, joined by "; ".
window-points = Where (with what is below): { $parts }.
window-points-saved = saved: { $names }
window-points-extra = cost by the window: { $names }
window-points-show = Show them in the tree
window-shown-with = { $name } is shown, searched with this window (its counts and value are in the summary). Knuth & Moore's { $km } with the same window, for comparison:
window-shown-without = { $name } is shown; it takes no window. Knuth & Moore's { $km } with this window, for comparison:
window-none = { $name } takes no window: (α, β) changes nothing it does.
window-bound = { $name } takes only β = { $beta } as its bound; α is not used.
window-bound-result =
    { $exact ->
        [yes] { $name }(root, { $beta }) = { $value } < bound: exact (6).
       *[no] { $name }(root, { $beta }) = { $value } ≥ bound: only F(root) ≥ { $value } is known (6).
    }
window-full-result = Full window { $window }: { $km } gives F(root) = { $value }.
window-full-hint = Narrow the window (or click the aspiration map) to see an aspiration search: a right guess saves positions, a wrong one costs a re-search.
# $outcome: exact, low (fails low) or high (fails high).
window-outcome =
    { $outcome ->
        [exact] Exact.
        [low] Fails low.
       *[high] Fails high.
    }
window-first =
    { $km }(root, { $alpha }, { $beta }) = { $value }{ $outcome ->
        [exact] { " " }({ $alpha } < { $value } < { $beta }): this is F(root).
        [low] { " " }≤ α: fails low, so F(root) ≤ { $value }.
       *[high] { " " }≥ β: fails high, so F(root) ≥ { $value }.
    }
window-research-result = Re-search: { $km }(root, { $alpha }, { $beta }) = { $value } = F(root).
window-cost-caption = Positions examined by { $km } (terminals in brackets)
window-cost-first = first search
window-cost-research = re-search
window-cost-total = total
window-cost-full = full window (−∞, +∞)
window-saves =
    The window saves { $count ->
        [one] { $count } position
       *[other] { $count } positions
    }.
window-costs =
    The window costs { $count ->
        [one] { $count } extra position
       *[other] { $count } extra positions
    }.
window-same = The window costs the same as the full window.

## The aspiration map (panels/aspiration-map.js, aspiration-sweep.js). Counts are numbers;
## values and windows as printed; $outcome: exact, low (fails low) or high (fails high).

map-hint = Total positions F2 examines (first search + re-search) for each window (α, β);
map-hint-click = . Click a cell to use that window.
# $cmp: fewer, more or same than the full window, by $diff positions.
map-readout =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] exact
        [low] fails low
       *[high] fails high
    }; { $count ->
        [one] { $count } position
       *[other] { $count } positions
    } in total, { $cmp ->
        [fewer] { $diff } fewer than
        [more] { $diff } more than
       *[same] as many as
    } the full window.
map-not-loaded = The aspiration map could not load: { $error }
map-too-big =
    The map is drawn for trees of up to { $limit } { $count ->
        [one] position
       *[other] positions
    }.
# Knuth & Moore's family. $use: none, bound ($beta) or window ($window, as printed);
# $exact: no when the value is only a bound; counts are numbers.
summary-km =
    { $proc }{ $use ->
        [bound] { " " }with bound { $beta }
        [window] { " " }with window { $window }
       *[none] { "" }
    }: root value { $exact ->
        [yes] { $value }
       *[no] { $value } (a bound)
    }; { $terminals } of { $allTerminals } terminals and { $positions } of { $allPositions } positions examined; { $deep ->
        [one] { $deep } deep cutoff
       *[other] { $deep } deep cutoffs
    }.
# A procedure the core could not run on this tree; $error: the core's message.
run-failed = { $proc } could not run: { $error }

## The compare view (view/compare-view.js, compare-diff.js): each tree's caption tail.

compare-caption-km =
    — { $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminals
    }, { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    }

## SSS*'s OPEN list panel. $limit: a number as printed.

# The difference on one tree: $a, $b: the two runs' names (a procedure's name, "F2 (−∞, +∞)"
# or a diff-mistake); $p: a Dewey name or root.
diff-legend-only = only
diff-legend-a = (hatched, solid outline)
diff-legend-b = (dotted, dashed outline)

## The table view of the search (view/search-table-words.js). $p, $at: a Dewey name or the
## table's name of the root (table-root); numbers as printed ($from, $to, $size, $row).

table-switch = Table
    .title = The search as a table: one row per position, in depth-first order (a screen reader reads this instead of the drawing)
table-title = The search as a table
table-hidden-practice = The table of the search is hidden while you practise: it would give the answers.
table-waiting = The table follows when the search is done.

## The step-through's buttons (panels/step-panel.js sets them while playing).

step-play = ▶ Play
    .aria-label = Play (Space)
    .title = Play / pause (Space)
step-play-label = Play (Space)
step-pause = ❚❚ Pause
step-pause-label = Pause (Space)
step-play-title = Play / pause (Space)
step-predict = Predict
    .title = Predict each step before it is shown
# The root in the call stack's position column.
stack-root = root

## index.html's elements added to the first view's messages.

view-negamax-text = Negamax
view-minimax-text = Minimax
show-dewey = Dewey
sel-value-label = Value
text-paste = Paste a tree, e.g.
text-paste-after = — values from Max's standpoint.
# Between the items of a list the scripts join (a link's unused parts): French puts a narrow
# no-break space before the semicolon.
list-separator = { "; " }
# The tree text box's placeholder when the tree's text is too long to show ($size: megabytes, as printed; $over: yes when more than that).
text-too-long =
    The tree's text is { $over ->
        [yes] over { $size } MB
       *[no] { $size } MB
    }, too long to show here: export it as text (Export), or type a new tree here.

## More notices about the link (state/url-state.js). $value: the link's text, cut short.

link-gen-differs = the generated tree differs from the one linked (the link was made by a different version of the generator): the tree shown is what this version makes
# $size, $limit: numbers as printed.
link-tree-held = The tree ({ $size } characters) is too large for a link (at most { $limit }): the link leaves it out. Reloading this tab keeps it; to share it, save it with Export → Tree as text.
link-tree-lost = The tree is too large for a link and for this tab's storage: a reload will not keep it; save it with Export → Tree as text.
link-tz-unsupported = this browser cannot read compressed trees (tz=)
link-tz-not-base64 = the compressed tree (tz=) is not base64url
link-tz-damaged = the compressed tree (tz=) is damaged
# $mib: a number as printed.
link-tz-too-large = the compressed tree inflates to more than { $mib } MiB

## Notices about the page and the tree (app.js, state/, panels/). $error, $why: the core's or
## the browser's message, as it gives it.

# $p: a Dewey name or root; $kind: interior ($count successors) or terminal ($value as printed).
announce-position =
    { $p ->
        [root] Root
       *[other] Position { $p }
    }, { $who } to move, { $kind ->
        [terminal] terminal, value { $value }
       *[interior] { $count ->
            [one] { $count } successor
           *[other] { $count } successors
        }
    }.
notice-worker-stopped = The background search stopped ({ $why }): the page searches on its own thread from now on, which may pause it on big trees.
notice-no-start = The playground could not start: { $error }
notice-compare-not-loaded = The procedures to compare could not be loaded: { $why }.
notice-no-qr = No QR export: { $error }
# $width, $font: numbers as printed.
present-too-wide = The whole tree needs { $width } px at { $font } px labels; showing the current position.
undo-other-tree = Undo: the tree shown is not the one this edit was made on.
undo-not-kept = Undo: the trees before this one are no longer kept (the history kept across a reload is bounded).
undo-cancelled = Undo was cancelled: the page keeps the tree it shows.
undo-dropped = Undo: a step kept in the history could not be made again ({ $error }); it was dropped.
# A big tree opened, made or read in the worker: $what: load-opening, load-making or
# load-reading; $stage: a load-stage-* message.
load-stage = { $what }: { $stage }…
load-opening = Opening the tree in the link
load-making = Making the tree
load-reading = Reading the tree
load-stage-reading = reading the tree text
load-stage-generating = generating the tree
load-stage-editing = applying the link’s edits
load-stage-handing = handing the tree to the page
load-cancel = Cancel
load-cancelled = Cancelled: the page keeps the tree it had.
load-worker-lost = The worker that opens big trees stopped ({ $why }): the tree was read on the page instead.
gen-lo-hi = lo must not be greater than hi
gen-mean-degree = mean degree: numbers of at least 1, one per level
# The example menu (the core's examples).
example-pi = K&M Fig. 1: the π tree (degree 3, height 4)
example-fig4-ordered = K&M Fig. 4: perfectly ordered
example-fig4-better = K&M Fig. 4: reordered, searched less
example-specimen = Thesis specimen tree
present-drawer-close = Close the panels
panel-tabs = Panels

# Limits the page checks itself: a generator, a link's generator, an export.
gen-too-many = degree { $degree } and height { $height } make more than { $limit } positions, the most this page draws and searches at once
link-gen-too-big = the generator in the link (degree { $degree }, height { $height }) makes more than { $limit } positions, the most this page handles
link-gen-makes = the generator in the link makes { $size } positions; this page handles at most { $limit }
export-too-big = the tree has { $size } positions; SVG and PNG export stop at { $limit } (the tree text exports at any size)

# The catalogue's procedure labels and paper titles (crate/src/procedures.rs; English's are the catalogue's own).
proc-label-F0 = F0 — negamax, everything
proc-label-F1 = F1 — branch-and-bound
proc-label-F2 = F2 — alpha-beta
proc-label-failsoft = Fail-soft alpha-beta
proc-label-negascout = NegaScout
proc-label-mtdf = MTD(f) — null windows with a memory
proc-label-branch-and-bound = Branch-and-bound (§2.1)
proc-label-alphabeta = Alphabeta (§2.2)
proc-label-falphabeta = Falphabeta, fail-soft (§2.3)
proc-label-palphabeta = Palphabeta (§2.3)
proc-label-pvs = PVS (§2.4)
proc-label-scout = Scout, TEST (§2.5)
proc-label-scout-testm = Scout with testm (App. 1)
proc-label-scout-pearl = Scout, Pearl's minimax form (App. 1)
proc-label-scout-cm = Scout, Campbell–Marsland (App. 1)
proc-label-sss = SSS* (§2.6)
proc-label-mn-minimax = m&n minimaxing (App. B)
proc-label-mn-alphabeta = m&n alpha-beta (App. C)
proc-label-compare = Compare (side by side)
paper-title-km = Negamax: Knuth & Moore 1975 and after
paper-title-thesis = Muszycka 1985 (thesis)
paper-title-mn = Slagle 1963 (m&n)

# The core's errors (crate/src/error.rs; the English as the core says it). $offset: a byte
# offset in the tree text; e-found words what was found there ($found: end, char or byte; $c).
e-found = { $found ->
    [end] the end of the text
    [byte] byte { $c }
   *[char] '{ $c }'
}
e-p-many = offset { $offset }: the tree has more than { $max } positions
e-p-deep = offset { $offset }: nesting deeper than { $max } levels
e-p-empty = offset { $offset }: empty list: a terminal needs a value
e-p-item = offset { $offset }: expected a number or '(', found { e-found }
e-p-end = offset { $offset }: expected the end of the text, found { e-found }
e-p-sep = offset { $offset }: expected ',' or '{ $close }'
e-p-next = offset { $offset }: expected ',', '{ $close }' or a number, found { e-found }
e-p-range = offset { $offset }: number out of range: |value| must be at most 2^53 - 1
e-p-digit = offset { $offset }: expected a digit, found { e-found }
e-p-chance = offset { $offset }: position '{ $name }' is a chance position: trees with chance positions are read by the full module
e-p-chance-root = offset { $offset }: the root is a chance position: trees with chance positions are read by the full module
e-e-not-term = position '{ $at }' is not terminal: its value comes from its successors
e-e-term = position '{ $at }' is terminal: make it interior to give it successors
e-e-index = position '{ $at }' has { $d } successors: a new one can be number 1 to { $last }
e-e-root = the root cannot be removed
e-e-only = position '{ $at }' is the only successor of '{ $up }': make '{ $up }' terminal instead
e-e-interior = position '{ $at }' is already interior
e-no-succ = an interior position needs at least one successor
e-no-pos-term = no position '{ $at }': position '{ $here }' is terminal
e-no-pos = no position '{ $at }': position '{ $here }' has { $n } successors
e-dewey = position '{ $at }': '{ $part }' is not a successor number (1, 2, ...)
e-many = the tree would have more than { $max } positions
e-deep = the tree would be deeper than { $max } levels
e-window = alpha must be less than beta (got alpha = { $alpha }, beta = { $beta })
e-link-tree = the tree in the link could not be read: { $error }

## Sharing (panels/share.js) and the teachers' menu in the header (panels/teachers.js).

share-link-copied = Link copied.
share-embed-copied = Embed code copied.
share-exercise-copied = Exercise link copied: it opens this tree in practice mode.
share-select = Copy this (it is selected):
# $what: link, or embed (the embed code).
share-local = This page is a file on this computer (file://): the { $what ->
        [embed] embed code
       *[link] link
    } works only here. To share, put the playground on a web server (its built dist/ folder), or build it with VITE_PLAYGROUND_PUBLIC_URL set to its public address.
share-close = Close
teach-menu = For teachers
teach-exercise = Copy exercise link
    .title = A link that opens this tree in practice mode, for students
teach-hide = Teacher link: hide answers until checked
teach-scorm = Moodle, Canvas, Blackboard… (SCORM package)
teach-embed-hint = An iframe for a course page; in a PreTeXt or Runestone book it reports scores through SPLICE.
teach-worksheet = Worksheet (LaTeX, print)
teach-guide = Teaching guide: learning systems, books, paper
view-menu = View
