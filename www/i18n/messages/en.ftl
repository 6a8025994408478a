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
help =
    .aria-label = Keyboard shortcuts
help-title = Keyboard
help-play = play / pause the step-through
help-forward = step forward
help-back = step back
help-ends = first / last step
help-speed = slower / faster
help-km = F0, F1, F2, compare
help-proc = the procedure menu (every paper's procedures)
help-view = negamax / minimax view
help-dewey = show Dewey coordinates
help-present = presentation mode (the tree and the step-through fill the screen)
help-tree = focus the tree; there ↑ ↓ ← → move between positions (parent, first successor, neighbours on the level), Home the root, End the last position, typing a Dewey name (2.1) goes to it, Enter edits, + − zoom, 0 fits
help-table = the search as a table (one row per position, depth-first); there ↑ ↓ move between rows, Page Up / Page Down show the rows before / after
help-undo = undo, redo
help-help = this help
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
open-panel =
    .aria-label = SSS* OPEN list
open-status = status
open-merit = merit
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
options-title = Procedure options
opt-reading-legend = Reading of the thesis' texts
opt-resolved =
    .title = The resolved reading of the thesis' procedures (§2, App. 1): cut-off when m ≥ β; Scout tests with ≥
opt-resolved-text = Resolved reading
opt-literal =
    .title = The texts exactly as printed (cut-off m > β; Scout tests with >)
opt-literal-text = Literal (as printed)
opt-m = m (max side)
opt-n = n (min side)
opt-backup = Backing-up
opt-backup-identity = identity
opt-backup-sample = the report's sample (x = r = 3, y = s = 1)
opt-backup-exp = exponential, x, y[, r, s]
opt-tie = Root's tie rule
opt-tie-strict = strict: ties keep the earlier move
opt-tie-le = le: the report's α ≤ u
opt-warnings =
    .aria-label = Warnings about the backing-up functions
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
    }; { $terminals } terminal and { $positions } positions examined.{ $hint }
step-hint = Press |◀◀ (Home) to step through from the start.

## Muszycka's thesis (branchandbound, alphabeta, falphabeta, palphabeta, pvs, Scout, SSS*):
## the routines' names, TEST, testm, staticvalue, LIVE, SOLVED, OPEN, Γ and the triples
## ⟨p, s, m⟩ are the thesis' own and stay as printed.

thesis-call-bound = branchandbound with bound { $bound }
# $routine: alphabeta, falphabeta or pvs; $window: (α, β) as printed, e.g. (−7, −6).
thesis-call-window = { $routine } with window (α, β) = { $window }
thesis-call-scout = scout (evaluate it)
thesis-call-scout-cm = the Campbell–Marsland scout
# $rel: ≥, >, ≤ or <.
thesis-call-test = TEST: is its value { $rel } { $v }?
thesis-call-testm = testm: is its value { $rel } { $v }?
thesis-call-test-minimax = TEST (minimax): is its value { $rel } { $v }?
# $call: a thesis-call-* message or a routine's name; $question: yes when $call is a TEST's
# question (it ends with its question mark, no full stop).
thesis-enter =
    Visit { $p ->
        [root] the root
       *[other] position { $p }
    } ({ $who } to move): { $call }{ $question ->
        [yes] { "" }
       *[no] .
    }
# $side: max (values from Max's standpoint) or mover ($who's, the player to move there).
thesis-evaluate =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } is terminal: staticvalue = { $value } (from { $side ->
        [max] Max's standpoint
       *[mover] the standpoint of { $who }, to move there
    }).
thesis-return =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } returns { $value }.
thesis-test-result =
    The TEST at { $p ->
        [root] root
       *[other] { $p }
    } answers { $outcome ->
        [true] true
       *[false] false
    }.
# $after: the successor (its number) after which the cut-off comes.
thesis-cutoff =
    At { $p ->
        [root] root
       *[other] { $p }
    }: m = { $m } { $rel } { $ab } = { $b } after successor { $after }: a cut-off; { $count ->
        [one] position { $skipped } is
       *[other] positions { $skipped } are
    } not examined.
thesis-window-test =
    At { $p ->
        [root] root
       *[other] { $p }
    }: the minimal-window test of { $son } with { $window } gives t = { $t } { $rel } m = { $m }: { $promising ->
        [yes] promising, so { $son } is searched again.
       *[no] it cannot improve m; no re-search.
    }
thesis-scouted =
    At { $p ->
        [root] root
       *[other] { $p }
    }: the TEST of { $son } says { $outcome ->
        [true] true
       *[false] false
    }: { $evaluate ->
        [yes] it may be better, so Scout evaluates it.
       *[no] it cannot be better; skipped.
    }
thesis-re-search =
    At { $p ->
        [root] root
       *[other] { $p }
    }: { $evaluate ->
        [yes] evaluate
       *[no] re-search
    } { $son }: { $call }.
# SSS* (the thesis' §2.6 and Fig. 8): $triples, $triple, $top, $solved: triples as printed.
thesis-sss-start = Step { $step }: OPEN = { $triples }.
thesis-gamma = Step { $step }: Γ takes { $triple } from the top — { $what }.{ $done }
thesis-gamma-live-leaf = a LIVE terminal: evaluated, and { $solved } (merit min(m, static value)) goes in its sorted place
thesis-gamma-live-min = a LIVE Min position: its leftmost successor { $top } goes on top
thesis-gamma-live-max = a LIVE Max position: all its successors go on top, LIVE with merit { $merit }
# $purged: the Dewey names of the triples deleted from OPEN ($count of them).
thesis-gamma-solved-min =
    a SOLVED Min position: its parent { $top } goes on top{ $count ->
        [0] { "" }
       *[other] , and the parent's other successors are purged ({ $purged })
    }
thesis-gamma-solved-max-last = a SOLVED Max position, the last successor: its parent { $top } goes on top
thesis-gamma-solved-max-next = a SOLVED Max position: its next sibling { $top } goes on top
thesis-sss-stops = ⟨root, SOLVED, { $merit }⟩ is on top: SSS* stops with { $merit }.

## Slagle's m&n procedures (the report's own terms: m and n best values, alpha and beta,
## oldalpha / oldbeta, dmax, glbua / lubub, u, phase 1 and 2, stay as printed; values are
## from Max's standpoint). $index, $after: a successor's number.

# $passed: the bounds passed down, e.g. "oldalpha = 3, beta = 5" ($count of them).
mn-enter =
    Examine { $p ->
        [root] the root
       *[other] position { $p }
    } ({ $who } to move, dmax = { $dmax }){ $count ->
        [0] { "" }
       *[other] , passed { $passed }
    }.
mn-evaluate = Position { $p } is final: value { $value }.
# $list: the best values; $bounds: "; α = 3", "; β = 5" or nothing; $phase: 0 (none), 1 or 2;
# $ignored: yes when u changes nothing.
mn-take =
    At { $p }: successor { $index } ({ $child }) gives u = { $u }; the best values are now [{ $list }]{ $bounds }{ $phase ->
        [0] { "" }
       *[other] , phase { $phase }
    }{ $ignored ->
        [yes] { " " }— no change (not better than the bound)
       *[no] { "" }
    }.
# $fn: glbua[…] or lubub[…]; $assign: α = max(α, glbua) or β = min(β, lubub), $bound its value
# (phase 2 only).
mn-inverse =
    At { $p }, after successor { $index }: { $fn } = { $value }; { $phase2 ->
        [yes] phase 2 begins with { $assign } = { $bound }.
       *[no] still phase 1.
    }
mn-cutoff-highest = u = { $u } ≤ the root's best so far α = { $b }: a highest-level α cutoff (§7.1)
mn-cutoff-alpha = u = { $u } ≤ α = { $b }: an m&n α cutoff (§7.3)
mn-cutoff-beta = u = { $u } ≥ β = { $b }: an m&n β cutoff (§7.2)
# $what: an mn-cutoff-* message; $count: the successors the cutoff leaves unexamined.
mn-cutoff =
    At { $p }: successor { $after } returned { $what }; { $p } returns u at once{ $count ->
        [0] { "" }
        [one] { " " }and its last successor is not examined
       *[other] { " " }and its last { $count } successors are not examined
    }.
mn-root =
    The root compares successor { $index } ({ $child }), worth { $u }, with its best so far { $best }: { $taken ->
        [yes] { $child } is the new best move
       *[no] it keeps its best move
    }.
# $bound: exact, lower (the m&n value is at least $value) or upper (at most).
mn-leave =
    { $p ->
        [root] The root
       *[other] Position { $p }
    } returns { $value }{ $bound ->
        [lower] { " " }(a bound: its m&n value is at least this)
        [upper] { " " }(a bound: its m&n value is at most this)
       *[exact] { "" }
    }.

## The step panel's other sentences (every family).

step-ready = Ready: { $proc } starts at the root (Max to move). Step forward (→) or play (Space).
step-too-large-for = This tree is too large to step through with { $proc }.
# $limit: a number as printed, e.g. 50,000.
step-too-large = This tree is too large to step through (more than { $limit } positions).
step-choose-one = Choose one procedure to step through a run; the compare view shows them finished.
# $proc: the procedure's name; $size: the tree's positions, as printed (12,345).
step-making = Making the step-through of { $proc } in the background ({ $size } positions)…
# $hint: step-hint after a space, or nothing.
thesis-done =
    Done: { $proc } returns { $value } { $exact ->
        [yes] = F(root)
       *[no] (a bound on F(root))
    }; { $nodes } nodes created ({ $leaves } leaf nodes), { $visits } visits.{ $hint }
# $best: yes (the root chose successor $index, position $child) or no (the root is terminal).
mn-done =
    Done: { $proc } with m = { $m }, n = { $n } { $best ->
        [yes] chooses successor { $index } (position { $child }), worth { $value }
       *[no] returns { $value } (the root is terminal)
    }; { $positions } positions and { $terminals } terminals examined.{ $hint }

## Notices about the link (what it could not use). $value: the link's text, cut short.

link-unused = Some of the link was not used: { $problems }.
link-cancelled =
    Opening the tree in the link was cancelled: { $initial ->
        [yes] the page shows the π tree
       *[no] the page keeps the tree it had
    }.
# $keys: the keys given twice, e.g. "proc=, step=".
link-repeated = the link gives { $keys } more than once: the last is used
# $km, $others: the procedures' names.
link-unknown-proc = unknown procedure '{ $value }' ({ $km } or one of { $others })
link-window-order = alpha must be less than beta; using (-inf, +inf)
link-unknown-view = unknown view '{ $value }'
link-bad-step = step '{ $value }' is not a number
link-bad-sel = the selected position (sel=) '{ $value }' is not a Dewey name such as 2.1 or root
link-bad-lang = the language (lang=) '{ $value }' is not a language tag such as fr or de

## The call stack beside the step sentence: its column heads.

stack-position = position
stack-to-move = to move
stack-call = call
stack-bound = bound
stack-window-minimax = (α, β) (minimax)
stack-passed = passed
stack-best-values = best values
stack-phase = phase
# The step slider's value, as a screen reader says it.
step-valuetext = step { $pos } of { $length }
