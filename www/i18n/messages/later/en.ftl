# English, the second part: the messages of what loads later (practice, the experiments and
# pathology panels, the element's practice, the other papers' procedures), fetched after the
# first view is ready or when one of those opens (its code awaits this part). The first part
# (../en.ftl) is the first view's. Same rules as there.

## The step panel's sentences of Muszycka's and Slagle's procedures (families/procedure-run.js).

step-ready = Ready: { $proc } starts at the root (Max to move). Step forward (→) or play (Space).
step-too-large-for = This tree is too large to step through with { $proc }.

open-panel =
    .aria-label = SSS* OPEN list
open-status = status
open-merit = merit

## The aspiration map (panels/aspiration-map.js, aspiration-sweep.js). Counts are numbers;
## values and windows as printed; $outcome: exact, low (fails low) or high (fails high).

# $dark: yes in the dark theme (more positions are lighter there).
map-scale =
    { $dark ->
        [yes] lighter = more
       *[no] darker = more
    }
map-role = aspiration map
map-label = Aspiration map: total positions examined for each window. Arrow keys move, Enter sets the window.
map-cell =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] exact
        [low] fails low
       *[high] fails high
    }, { $count ->
        [one] { $count } position
       *[other] { $count } positions
    }
map-legend =
    { $lo } … { $hi } { $hi ->
        [one] position
       *[other] positions
    }; full window { $full }; F(root) = { $value } (outlined: exact)
map-off-grid = The current window is not on this grid.

## The step-through's buttons (panels/step-panel.js sets them while playing).

open-caption = OPEN list
open-after =
    OPEN after step { $step } (top first), { $count ->
        [one] { $count } triple
       *[other] { $count } triples
    }
open-not-started = OPEN list (not started yet)
open-select = Select position { $p } in the tree
open-purged = Purged at this step: { $names }.
open-note = Merits are from Max’s standpoint (SSS* is a minimax procedure); +∞ is the thesis’ MAXINT.

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

## The procedure options panel (panels/proc-options.js). $names: procedures' names, as printed.

opt-window-applies = The window (α, β) applies to { $names } (branch-and-bound takes β as its bound); the other procedures search with the full window.
opt-window-full = These procedures search with the full window; the window panel applies to F1, F2, branch-and-bound, alphabeta, falphabeta and PVS.
# $what: m or n (the report's names).
opt-mn-range = { $what } must be a whole number from 1 to 20
opt-exp-bad = the exponential functions take x, y (both sides) or x, y, r, s: numbers such as 3, 1

## The code panel's live values for Muszycka's and Slagle's procedures (families/thesis/
## live-text.js, families/mn/listing.js), in the papers' own names (staticvalue, TRUE,
## LIVE, Γ, OPEN, sta1, NOSUCC, value[p] … stay as printed). $routine: "scout: " (the
## routine's name when the listing shows several) or nothing; $p: a Dewey name or root.

# A backing-up function that may not behave as the report intends (Slagle §8.1, Theorem).
# $side: max or min; $dmax: the dmax it is for, or none; $lhs: the Theorem's left-hand side
# as printed ("y 2^x ln 2"); $product, $minimum: numbers as printed (3 decimals).
opt-warning =
    { $side ->
        [max] max side
       *[min] min side
    }{ $dmax ->
        [none] { "" }
       *[other] { " " }at dmax { $dmax }
    }: { $lhs } = { $product } > 1, so the backed-up value is not monotone in the best value { $side ->
        [max] a_2
       *[min] b_2
    } (Slagle section 8.1, Theorem); it is least at { $side ->
        [max] a_2 - alpha
       *[min] beta - b_2
    } = { $minimum }

## Notices about the page and the tree (app.js, state/, panels/). $error, $why: the core's or
## the browser's message, as it gives it.

# The help dialog: the table view's button (the keys' names stay as printed) and the switch
# for single-key shortcuts.
help-table-key = Table
help-single-keys = Single-key shortcuts (Space, 0–3, p, v, d, f, t, ?, [ ] . , b): turn them off if you use speech input or press keys by accident; the tree's keys work while it has the focus
# The help dialog's key names, as each language's keyboards label them.
help-key-space = Space
help-key-forward = → or .
help-key-back = ← or ,
help-key-ends = Home / End
help-key-speed = [ and ]
help-key-undo = Ctrl+Z, Ctrl+Shift+Z
help-key-clicker = Page Down / Page Up
help-clicker = in presentation mode: step forward / back (the buttons of a presentation remote)
help-key-blank = . or b
help-blank = in presentation mode: blank the screen; press again to return
help-close = Close

## The code panel beside the step sentence (panels/code-panel.js): the live values of the
## call the step is in, in the listing's names (p, α, β, m, t, i, d stay as printed).
## $p: a Dewey name or root; $window: "α = 1, β = 3, ", "bound = 3, " or nothing.

code-listing = The procedure as the paper prints it
code-not-started = Not started: the first step calls the procedure at the root.
code-returns =
    p = { $p ->
        [root] root
       *[other] { $p }
    } returns { $value }
# $value: f(p) as printed, or none before it is computed.
code-terminal =
    p = { $p ->
        [root] root
       *[other] { $p }
    } (terminal), { $window }f(p) = { $value ->
        [none] not yet computed
       *[other] { $value }
    }
code-interior =
    p = { $p ->
        [root] root
       *[other] { $p }
    }, { $window }m = { $m }, t = { $t }, i = { $i } of d = { $d }

## SSS*'s OPEN list panel. $limit: a number as printed.

# The trees' accessible names in the compare view. $proc: a procedure's name.
tree-label-proc = Game tree searched by { $proc }
tree-label-diff = Game tree: positions examined by both procedures, only by A, only by B
diff-choice-full = { $proc }, full window (−∞, +∞)
# $label: the mistake's name from the catalogue, as printed.
diff-choice-mistake = Mistake: { $label }
diff-mistake = the mistake “{ $label }”
diff-failed = The difference could not be made: { $error }
diff-count =
    { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } ({ $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminals
    })
# $both, $onlyA, $onlyB, $neither: diff-count texts.
diff-caption = { $a } against { $b } on one tree — both: { $both }; only { $a }: { $onlyA }; only { $b }: { $onlyB }; neither: { $neither }.
diff-same-run = A and B are the same run ({ $a }): choose two to see where they differ.
diff-same-positions = { $a } and { $b } examine the same positions.
# $yes: the run that examines it; $no: the one that does not.
diff-first =
    First difference of { $a } and { $b }: { $p ->
        [root] the root
       *[other] { $p }
    } — { $yes } examines it, { $no } does not.
diff-first-failed = The first difference could not be found: { $error }
diff-show =
    Show { $p ->
        [root] the root
       *[other] { $p }
    }

## The table view of the search (view/search-table-words.js). $p, $at: a Dewey name or the
## table's name of the root (table-root); numbers as printed ($from, $to, $size, $row).

table-root = root
# $view: negamax or minimax.
table-caption =
    { $proc }: one row per position in depth-first order; values { $view ->
        [minimax] from Max's standpoint (minimax)
       *[negamax] from the standpoint of the player to move (negamax)
    }
table-head-position = Position
table-head-player = To move
table-head-window = Window (α, β)
table-head-value = Value or bound
table-head-status = Status
table-region = The search as a table (scrolls sideways on narrow screens)
table-select-row = Select position { $p }
table-status-examined = examined
table-status-current = examined (the current step)
table-status-pending = not reached yet
table-status-skipped = not examined
# $kind: shallow, deep, window or other ($name: the core's name of the cutoff).
table-status-cut =
    cut off by { $kind ->
        [shallow] a shallow cutoff
        [deep] a deep cutoff
        [window] the window's bound
       *[other] a cutoff ({ $name })
    } at { $at }
table-status-saved = saved by the window (this search cut it off at { $at }; the full window examines it)
table-status-saved-plain = saved by the window (the full window examines it)
# $around: step, selection, start or moved (why these rows are shown); $shown: how many.
table-rows =
    Rows { $from }–{ $to } of { $size } positions (depth-first), { $around ->
        [step] around the current step
        [selection] around the selected position
        [moved] as you moved them
       *[start] from the root
    }. The drawing shows them all; the table shows { $shown } at a time.
table-earlier = Earlier rows
table-later = Later rows
table-announce = Table: the current step is at { $p }, row { $row } of { $size }.
table-compare-note = The compare view shows several runs; the table lists { $proc }'s.

## Notices about the link (what it could not use). $value: the link's text, cut short.

# $keys: the keys given twice, e.g. "proc=, step=".
link-repeated = the link gives { $keys } more than once: the last is used
# $km, $others: the procedures' names.
link-unknown-proc = unknown procedure '{ $value }' ({ $km } or one of { $others })
link-window-order = alpha must be less than beta; using (-inf, +inf)
link-unknown-view = unknown view '{ $value }'
link-bad-step = step '{ $value }' is not a number
link-bad-sel = the selected position (sel=) '{ $value }' is not a Dewey name such as 2.1 or root
link-bad-lang = the language (lang=) '{ $value }' is not a language tag such as fr or de

## More notices about the link (state/url-state.js). $value: the link's text, cut short.

link-or = { " " }or{ " " }
link-and = { " " }and{ " " }
# $used: the key used (tree=); $also: the others (tz=, held=, link-generated-tree), joined by link-or.
link-trees = the link gives more than one tree: { $used } is used, not { $also }
link-generated-tree = the generated tree (gen= with patch= or sum=)
link-patch-alone = the link has edits (patch=) but no generated tree (gen=) to apply them to
link-gen-unread = the generator in the link (gen=) cannot be read: '{ $value }'
# $what: patho (the only text the link caps); $max: a number as printed.
link-cut =
    { $what ->
       *[patho] the pathology settings (patho=) were
    } cut to { $max } characters
link-option-range = { $key } must be a whole number from { $min } to { $max }, not '{ $value }'
# $choices: the names the link may give, as printed.
link-unknown-backup = unknown backing-up functions '{ $value }' ({ $choices })
link-unknown-choice =
    unknown { $key ->
        [tie] tie rule
       *[other] { $key }
    } '{ $value }' ({ $choices })
link-cmp-unknown = some procedures in cmp= are unknown
# $keys: cmode=, diff= ($count of them, joined by link-and).
link-compare-only =
    { $keys } { $count ->
        [one] is
       *[other] are
    } used only with the compare view (proc=compare)
link-unknown-cmode = unknown compare mode '{ $value }' ({ $choices })
link-diff-only = diff= is used only with the difference view (show=diff)
link-bad-diff = the difference (diff=) must name two procedures, such as F1,F2 or F2,F2@full; not '{ $value }'
link-bad-mcts = the Monte Carlo box (mcts=) takes i (the iterations, 1 to { $max }), s (the seed, a whole number >= 0) and c (C, a number >= 0), such as { $example }, or mcts=on; not '{ $value }'
link-gen-long = the generator (gen=) is longer than { $limit } characters: not used
# The generator's settings the link gives that are not used: $value: the setting, quoted.
link-gen-not-setting = { $value } is not a setting
link-gen-model = { $value }: the model is one of { $models }
link-gen-not-finite = { $value }: not every entry is a finite number
link-gen-too-many = { $value }: at most { $max } entries (the first { $max } are used)
link-gen-too-large = { $value }: the number exceeds 2^53 - 1 in magnitude
link-gen-not-whole = { $value } is not a whole number
# $items: the link-gen-* texts joined by "; "; $more: how many more (0: none).
link-gen-unused =
    the generator (gen=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(and { $more } more)
    }; the generator's defaults are used for them

## Notices about the page and the tree (app.js, state/, panels/). $error, $why: the core's or
## the browser's message, as it gives it.

# Link notices of the experiment settings (exp=) and the practice keys.
link-exp-long = the experiment settings (exp=) are longer than { $limit } characters: not used
link-exp-unknown-procs = { $value }: some procedures are unknown
link-exp-too-many-procs = { $value }: at most { $max } procedures (the first { $max } are used)
link-exp-unused =
    the experiment settings (exp=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(and { $more } more)
    }; { $any ->
        [yes] the defaults are used for them
       *[no] nothing could be used
    }
link-exp-empty = the experiment settings (exp=) are empty
link-unknown-mode = unknown mode '{ $value }' (explore or practice)
link-unknown-task = unknown task '{ $value }' ({ $choices })
link-bad-exercise = the exercise{ $key ->
        [set] { " " }set
       *[ex] { "" }
    } in { $key }= could not be read: { $long ->
        [yes] it is longer than { $limit } characters
       *[no] an exercise is letters, digits and . , _ + - (such as prune.F2.s1.d3h4.random.v-9..9)
    }
link-unknown-feedback = unknown feedback '{ $value }' ({ $choices }): feedback at the end is used
link-bad-attempts = attempts= must be a whole number from 1 to { $max }, not '{ $value }': no limit is used
link-practice-only = { $keys } { $count ->
        [one] is
       *[other] are
    } used only in practice mode (mode=practice)

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

# $hint: step-hint after a space, or nothing.
thesis-done =
    Done: { $proc } returns { $value } { $exact ->
        [yes] = F(root)
       *[no] (a bound on F(root))
    }; { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    } created ({ $leaves ->
        [one] { $leaves } leaf node
       *[other] { $leaves } leaf nodes
    }), { $visits ->
        [one] { $visits } visit
       *[other] { $visits } visits
    }.{ $hint }
# $best: yes (the root chose successor $index, position $child) or no (the root is terminal).
mn-done =
    Done: { $proc } with m = { $m }, n = { $n } { $best ->
        [yes] chooses successor { $index } (position { $child }), worth { $value }
       *[no] returns { $value } (the root is terminal)
    }; { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } and { $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminals
    } examined.{ $hint }

## The call stack beside the step sentence: its column heads.

stack-call = call
stack-passed = passed
stack-best-values = best values
stack-phase = phase

## The counts table (panels/km-counts.js) and the notes under it. Counts are numbers (plurals).

# The other papers' counts (panels/other-counts.js). $value: a value as printed.
thesis-counts-caption = Muszycka's counters (thesis §3.1)
thesis-counts-bound = { $value } (bound)
thesis-counts-nodes = nodes created
thesis-counts-leaves = leaf nodes created
thesis-counts-visits = node visits
thesis-counts-leaf-visits = leaf visits
thesis-counts-evaluations = static evaluations
thesis-counts-tests = tests
thesis-counts-researches = re-searches
thesis-counts-cutoffs = cut-offs
thesis-counts-open = longest OPEN list
thesis-counts-note = Created: visited at least once (SSS*: processed while LIVE); the root is not counted, as in the thesis. Visits count every call, so re-searches and TESTs visit again.
mn-counts-caption = Slagle's m&n counts
mn-counts-best = chosen move
mn-counts-value = its value
mn-counts-mn = m, n
mn-counts-hla = highest-level α cutoffs
mn-counts-alpha = m&n α cutoffs
mn-counts-beta = m&n β cutoffs
mn-counts-note = Positions examined count the root; the root examines every successor.

## The aspiration map (panels/aspiration-map.js, aspiration-sweep.js). Counts are numbers;
## values and windows as printed; $outcome: exact, low (fails low) or high (fails high).

# Muszycka's thesis. $proc: the procedure's label from the catalogue (as printed); $literal:
# yes with the literal reading of the texts.
summary-thesis =
    { $proc }{ $literal ->
        [yes] { " " }(literal reading)
       *[no] { "" }
    }: root value { $exact ->
        [yes] { $value }
       *[no] { $value } (a bound)
    }; { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    } created ({ $leaves } of { $terminals } leaf nodes), { $visits ->
        [one] { $visits } visit
       *[other] { $visits } visits
    }.
# Slagle's m&n procedures. $move: mn-move or mn-move-none.
summary-mn = { $proc }, m = { $m }, n = { $n }: { $move }; { $positions } of { $allPositions } positions and { $terminals } of { $allTerminals } terminals examined.
mn-move = chooses successor { $index } (position { $child }), worth { $value }
mn-move-none = returns { $value }

## The compare view (view/compare-view.js, compare-diff.js): each tree's caption tail.

compare-caption-thesis =
    — { $leaves ->
        [one] { $leaves } leaf node
       *[other] { $leaves } leaf nodes
    }, { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    } created
compare-caption-mn =
    — move { $move }, { $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminals
    }

## SSS*'s OPEN list panel. $limit: a number as printed.

open-too-big = The OPEN list is shown for trees of up to { $limit } positions (it is recorded after every step).

## The code panel's live values for Muszycka's and Slagle's procedures (families/thesis/
## live-text.js, families/mn/listing.js), in the papers' own names (staticvalue, TRUE,
## LIVE, Γ, OPEN, sta1, NOSUCC, value[p] … stay as printed). $routine: "scout: " (the
## routine's name when the listing shows several) or nothing; $p: a Dewey name or root.

code-thesis-returns =
    { $routine }p = { $p ->
        [root] root
       *[other] { $p }
    } returns { $value }
# $args: ", α = 1, β = 3" (the routine's arguments) or nothing; $value: none before it is read.
code-thesis-leaf =
    { $routine }p = { $p ->
        [root] root
       *[other] { $p }
    } (leaf){ $args }, staticvalue(p) = { $value ->
        [none] not yet read
       *[other] { $value }
    }
# $parts: ", α = 1, β = 3, m = 2, t = –" (the arguments and values) or nothing; $f: the successors.
code-thesis-interior =
    { $routine }p = { $p ->
        [root] root
       *[other] { $p }
    }{ $parts }, i = { $i } of f = { $f }
code-sss-not-started = Not started: step 1 puts ⟨root, LIVE, MAXINT⟩ on OPEN.
code-sss-static = staticvalue({ $p }) = { $value }
# $put: the triples put on OPEN, as printed.
code-sss-start = Step 1: { $put } put on OPEN (list no. 1, numbered as in Fig. 8)
# $how: inserted (in its sorted place) or top; $purged: yes when triples were deleted ($names);
# $count: the triples on OPEN; $list: the list's number in Fig. 8.
code-sss-gamma =
    Γ({ $triple }): { $put } { $how ->
        [inserted] inserted in its sorted place
       *[top] put on top
    }{ $purged ->
        [yes] ; deleted { $names }
       *[no] { "" }
    }; OPEN holds { $count ->
        [one] { $count } triple
       *[other] { $count } triples
    } (list no. { $list }, numbered as in Fig. 8)
code-mn-not-started = Not started: the first step calls sta1 on the root’s successors.
# $bound: lower, upper or exact.
code-mn-returns =
    p = { $p ->
        [root] root
       *[other] { $p }
    } returns { $value }{ $bound ->
        [lower] { " " }(a lower bound)
        [upper] { " " }(an upper bound)
       *[exact] { "" }
    }
code-mn-final =
    p = { $p ->
        [root] root
       *[other] { $p }
    }: final, value[p] = { $value }
# $best: a Dewey name (the root's best successor so far) or NOSUCC.
code-mn-root = sta1: alpha = { $alpha }, best = { $best }

## Practice: the feedback the page writes around the core's (the core's sentences — each
## position's feedback, the hint's text, a known mistake's title and explanation — come in
## English and are passed in as $sentence, $text, $title, $names). $score, $total, counts.

practice-hint-button = Hint
practice-hint-button-title = One hint for this exercise (counted with the score)
practice-hint = Hint: { $text }
practice-hint-used = Hint used
practice-no-hint = No hint: { $error }
practice-hint-counted = (1 hint used)
practice-mode-continuous = Each mark or value is judged as you make it; a wrong one can be undone (Undo, or u on the tree). The score counts first tries: each wrong first step costs a point.
practice-mode-fix = Each mark or value is judged as you make it; a wrong one is corrected for you, and each correction costs a point.
# A mark or value judged as it is made (continuous and fix modes); $p: a Dewey name or "root".
practice-step-right =
    ✓ { $p ->
        [root] the root
       *[other] position { $p }
    }: right. { $sentence }
practice-step-wrong =
    ✗ { $p ->
        [root] the root
       *[other] position { $p }
    }: wrong. { $sentence }
practice-step-fixed =
    ✗ { $p ->
        [root] the root
       *[other] position { $p }
    }: wrong, corrected for you (it costs a point). { $sentence }
practice-undone = Undone.
practice-score = Score { $score } of { $total }.
practice-score-right = Score { $score } of { $total } — all right!
# Continuous and fix modes; $retried, $fixed: Dewey names, or "none".
practice-score-first-tries =
    Score { $score } of { $total }, counting first tries{ $retried ->
        [none] { "" }
       *[other] { " " }(wrong at the first try: { $retried })
    }{ $fixed ->
        [none] { "" }
       *[other] { " " }(corrected for you: { $fixed })
    }.{ $correct ->
        [yes] { " " }The answer is now all right.
       *[no] { "" }
    }
# $list: Dewey names.
practice-missed = Missed: { $list }.
practice-wrong = Wrong: { $list }.
# The ordering puzzle (K&M §7, Corollary 3); $corollary: a count, or "none".
practice-order =
    F2 examines { $terminals } terminals with your order (given order { $original }, best first { $bestFirst }, fewest possible { $best }{ $corollary ->
        [none] { "" }
       *[other] , Corollary 3’s minimum { $corollary }
    }).
# The feedback list's button for a position, and its verdict (right, wrong, missed).
practice-select =
    Select { $p ->
        [root] the root
       *[other] position { $p }
    }
# The right lines of a check, folded under the wrong and missed ones; $count: how many.
practice-fb-right-folded =
    Right: { $count } { $count ->
        [one] position
       *[other] positions
    }
practice-verdict =
    { $verdict ->
        [right] right
        [missed] missed
       *[wrong] wrong
    }:
practice-dx-close = Close to a known mistake: { $names } (below).
practice-dx-known = This is what a known mistake gives: { $names } (below).
practice-dx-closest-title =
    Closest known mistake ({ $count } { $count ->
        [one] position
       *[other] positions
    } apart): { $title }
practice-dx-title = A known mistake: { $title }
practice-dx-why = Why this is a mistake
practice-dx-show = Show the difference on this tree
practice-dx-show-title = The difference view: this mistake against the correct procedure, at the first position where they part

## Practice: the mode's bar (www/practice/mode.js). Labels are followed by their control.

practice-title = Practice
practice-task = Task
practice-procedure = Procedure
practice-view = View
practice-view-minimax = minimax (Max’s values)
practice-view-negamax = negamax
# The next-step task's View menu, fixed; $view: minimax or negamax.
practice-view-fixed = The next-step task asks for m as its procedure keeps it: { $view ->
        [minimax] minimax, from Max’s standpoint
       *[negamax] negamax, from the standpoint of the player to move
    }.
practice-task-prune = Prune: what is not examined?
practice-task-values = Values returned
practice-task-window = Window (α, β)
practice-task-next = Next step
practice-task-order = Ordering puzzle
# The printed worksheet's heading: "Exercise 2: mark the cutoffs — F2"; $number: a count, or "none".
practice-print-title =
    { $number ->
        [none] Exercise
       *[other] Exercise { $number }
    }: { $task } — { $proc }
practice-print-prune = mark the cutoffs
practice-print-values = the values returned
practice-print-window = search with a window
practice-print-next = the next step
practice-print-order = order for the most cutoffs
practice-new-menu = New exercise…
practice-seed = Seed
practice-degree = Degree
practice-height = Height
practice-ordering = Ordering
practice-ordering-random = random
practice-ordering-good = good
practice-ordering-bad = bad
practice-lowest = Lowest
practice-highest = Highest
practice-new-exercise = New exercise
practice-new-seed = New seed
practice-worksheet-menu = Worksheet…
practice-teacher-link = Teacher link: hide answers until checked
practice-latex = LaTeX
practice-latex-title = The worksheet as LaTeX (forest)
practice-latex-solution = LaTeX with solution
practice-print = Print
practice-latex-saved = LaTeX worksheet saved.
practice-latex-saved-solution = LaTeX worksheet with the solution saved.
practice-log-menu = Attempt log…
# $dropped: how many older records the log dropped (0: none).
practice-log-count =
    { $count } { $count ->
        [one] check
       *[other] checks
    } recorded in this browser{ $dropped ->
        [0] { "" }
       *[other] { " " }({ $dropped } older dropped)
    }; nothing is sent anywhere.
practice-log-save = Download (JSON lines)
practice-log-clear = Clear the log
practice-log-saved = Attempt log saved.
practice-log-cleared = Attempt log cleared.
practice-leave-label = Leave the exercise?
practice-leave-text = Leave the exercise for the explore view? It shows the search on this tree, and so the answer; your attempt will record that you left before checking.
practice-leave = Leave the exercise
practice-stay = Stay
practice-unusable = The exercise could not be used: { $error }
# $error: why, or "none".
practice-proc-not-loaded =
    { $proc } could not be loaded{ $error ->
        [none] { "" }
       *[other] { " " }({ $error })
    }: the exercise was not opened.
practice-set-unreadable = The exercise set could not be read: { $error }
# An exercise set's bar; $progress: practice-set-done.
practice-set-at = Exercise { $at } of { $size } · { $progress }
practice-set-done =
    { $done } of { $size } done{ $explored ->
        [0] { "" }
       *[other] { " " }({ $explored } after leaving for the explore view)
    }
practice-set-previous = ◀ Previous
practice-set-next = Next ▶
practice-set-reset = Reset progress
practice-fresh-needs-exercise = Fresh trees (fresh=1) need an exercise (ex= or set=): this tree stays.
practice-new-tree = New tree
practice-new-tree-title = The same kind of exercise on a new tree (a new attempt)
# $attempts: practice-attempt (with practice-attempt-scores).
practice-new-tree-announce = { $attempts }: a new tree.
# $limit: a count, or "none" (no limit).
practice-attempt =
    Attempt { $n }{ $limit ->
        [none] { "" }
       *[other] { " " }of { $limit }
    }
practice-attempts-none-left = No attempts left ({ $used } of { $limit } used)
# Follows practice-attempt; $scores: "2/4, 3/4".
practice-attempt-scores = { " " }· scores: { $scores }
practice-no-attempts-left = No attempts left: { $used } of { $limit } used.
practice-tree-checked = This tree has been checked: go on to a new tree (New tree) for the next attempt.
practice-left-before = You left this exercise for the explore view before: its checks are recorded as made after that.
# $why: the core's sentence saying why the next task does not step through a procedure.
practice-steps-through = { $why }; this exercise steps through { $proc }.
practice-mistake-unknown = The mistake '{ $id }' is not in this core's catalogue.
practice-difference-announce = The difference view: { $mistake } against { $proc } on this tree.
practice-teacher-link-kept = This is a teacher's link: its answers stay hidden, and it gives no solution sheet.

## Practice: the task statement of a tree that is not a generated exercise (www/practice/statement.js).

practice-values-minimax = Values are from Max’s standpoint (minimax view).
practice-values-negamax = Values are from the standpoint of the player to move (negamax view).
# $view: practice-values-minimax or -negamax.
practice-statement-prune = Which positions does { $proc } not examine on this tree? Mark each subtree it skips. { $view }
practice-statement-values = What value does each position { $proc } examines return? Say whether it is exact or a bound (K&M (6), (9)). { $view }
practice-statement-window = { $proc } searches this tree with the window ({ $alpha }, { $beta }). Does it fail low, fail high or give the exact value, and what does it return? { $view }
practice-statement-next-mn = Step through { $proc } on this tree and predict each next step: the parent’s alpha (a max-position) or beta (a min-position) then, from Max’s standpoint (Slagle, Appendix C).
practice-statement-next = Step through { $proc } on this tree and predict each next step. m is the parent’s m, from the standpoint of its player to move (the m of the procedure’s text, negamax as in K&M and the thesis).
practice-statement-order = Reorder the successors so that F2 examines as few terminal positions as possible.

## Practice: one exercise's instructions, form and answer (www/practice/session.js).

practice-help-prune = Mark the positions the procedure does not examine. Click or tap a position to mark it (its subtree goes with it); with the keyboard: arrow keys select, Enter or x marks.
practice-help-values = Give the value each examined interior position returns, and whether it is exact or a bound. Select a position (click, tap or arrow keys; Enter jumps to the form) and set its value.
practice-help-window = Predict the outcome of the search with this window and the value it returns. Optionally mark (as in the prune task) the positions the window saves compared with (−∞, +∞).
practice-help-next = The step-through has stopped. Which position is examined next (tested or searched again, for PVS and Palphabeta), does its parent cut off right after it returns, and what is the parent’s m then? Select the position on the tree.
practice-help-next-drawn = The tree shows values from the standpoint of the player to move there (negamax), as m is.
practice-help-order = Reorder successors so that F2 examines as few terminal positions as possible. Select a position and move it left or right among its siblings (keys [ and ]).
# The practice tree's accessible name; $task: the task's name in links (prune, values …).
practice-tree-label-mark = Practice tree ({ $task }). Arrow keys move between positions; Enter marks the selected position.
practice-tree-label-form = Practice tree ({ $task }). Arrow keys move between positions; Enter goes to the answer form.
practice-no-selection = No position selected.
# $p: a Dewey name, or "root".
practice-position =
    { $p ->
        [root] the root
       *[other] position { $p }
    }
practice-root = root
# $name: practice-position; $terminal: "terminal" or "no"; $marked: Dewey names, or "none".
practice-selected =
    Selected: { $name }{ $terminal ->
        [terminal] { " " }(terminal: its value is given)
       *[no] { "" }
    }{ $marked ->
        [none] { "" }
       *[other] ; marked: { $marked }
    }.
practice-marked =
    Marked { $p ->
        [root] the root
       *[other] { $p }
    } and its subtree.
practice-unmarked =
    Unmarked { $p ->
        [root] the root
       *[other] { $p }
    }.
practice-describe-marked = marked as not examined
practice-describe-covered = in a marked subtree
practice-describe-unmarked = not marked
practice-describe-answer = your answer: { $value }
practice-check = Check
# An empty answer's Check asks first (www/practice/empty-check.js).
practice-empty-label = Check an empty answer?
practice-empty-ask = Your answer is empty: nothing is marked or filled in. A check counts as an attempt. Check it anyway?
practice-empty-check = Check anyway
practice-empty-back = Back to the answer
practice-show = Show answer
practice-retry = Try again
practice-undo = Undo
practice-feedback-label = Feedback per position
practice-call-stack = Call stack (innermost last)
practice-code = The code
practice-mark = Mark / unmark the selected position
practice-clear-marks = Clear marks
practice-value = Value
practice-value-is = is
practice-value-label = Value returned by the selected position
practice-bound-label = Exact value or bound
practice-exact = exact
practice-lower-bound = lower bound (≥)
practice-upper-bound = upper bound (≤)
practice-set = Set
practice-clear = Clear
practice-window-line = Window (α, β) = { $window }, procedure { $proc }.
practice-window-value-label = Value { $proc } returns
practice-outcome = Outcome
practice-outcome-fail-low = fail low
practice-outcome-exact = exact
practice-outcome-fail-high = fail high
practice-value-returned = Value returned
practice-mark-saved = Mark / unmark saved
practice-next-pos-label = Dewey coordinates of the position examined next
practice-next-mn-label = The parent’s alpha (a max-position) or beta (a min-position) after it returns
practice-next-m-label = The parent's m after it returns
practice-next-question = Next question
practice-examined-next = Examined next
practice-cutoff-question = Cutoff at its parent right after it?
practice-yes = yes
practice-no = no
practice-parent-mn = Parent’s α (max) / β (min) then
practice-parent-m = Parent’s m then
practice-move-left = ◀ Move left
practice-move-right = Move right ▶
practice-original-order = Original order
practice-search-over = The search is over: no position is examined after this one.
practice-select-interior = Select an interior position first (terminal values are given).
practice-select-non-root = Select a position other than the root to move it among its siblings.
practice-moved = Successor { $p } is now number { $at } of { $of }.
practice-choose-outcome = choose an outcome: fail low, exact or fail high
practice-say-cutoff = say whether the parent cuts off (yes or no)
practice-not-checked = Not checked: { $error }
practice-not-checked-stop = Not checked: { $error }.
practice-not-judged = Not judged: { $error }
# Show answer; $text: the task's sentence below.
practice-answer = Answer: { $text }
# $list: Dewey names, or "nothing".
practice-answer-prune =
    Not examined: { $list ->
        [nothing] nothing
       *[other] { $list }
    }.
# $outcome: practice-outcome-…; $saved: Dewey names, or "nothing".
practice-answer-window =
    Outcome { $outcome }, value { $value }; saved: { $saved ->
        [nothing] nothing
       *[other] { $saved }
    }.
practice-answer-values = The values returned are written beside each examined interior position (≥: a lower bound, ≤: an upper bound).
# $p: a Dewey name or "root"; $cutoff: yes or no.
practice-answer-next =
    Next: { $p }; { $cutoff ->
        [yes] its parent cuts off right after it
       *[no] no cutoff at its parent
    }; the parent’s m is then { $m }.
practice-answer-order = The tree now shows an ordering with which F2 examines the fewest terminal positions.

## Predict, in the explore view (www/practice/predict.js).

predict-tally = { $right } of { $made } predictions right
predict-none-yet = No predictions yet
predict-pos-label = Position examined next (Dewey, such as 2.1; the selected position fills it)
predict-pos = Next position examined
predict-cutoff-question = Does its parent cut off right after it?
predict-reveal = Reveal the step
predict-help = Predict each step before it is shown: select the next position examined on the tree (or type it), say whether its parent cuts off after it, then Reveal. → and Play wait for your prediction.
predict-unsupported = { $why }: Predict steps through the procedures the next-step task knows.
predict-no-steps = This run has no step-through to predict.
predict-first = Predict first: the position examined next (select it or type it) and whether its parent cuts off.
# $ok, $cutoff, $cutOk: yes or no; $p: a Dewey name or "root"; $said: what the student said (a Dewey name or "root"), or "none" when it was right.
predict-verdict =
    { $ok ->
        [yes] ✓ Right
       *[no] ✗ Not quite
    }: { $p ->
        [root] the root
       *[other] position { $p }
    } is examined next{ $said ->
        [none] { "" }
        [root] { " " }(you said the root)
       *[other] { " " }(you said { $said })
    }, and { $cutoff ->
        [yes] its parent cuts off right after it
       *[no] its parent does not cut off right after it
    }{ $cutOk ->
        [yes] { "" }
       *[no] { " " }(you said the opposite)
    }.
predict-predicting = Predicting { $proc }'s steps.
predict-choose-other = { $why }: choose F2 (or another procedure the next-step task steps through) to predict.
predict-not-loaded = Predict could not be loaded: { $error }
predict-gate = Predict first, then Reveal the step (Predict is on).

## Practice: the learning system's menu and notes (www/lms). SCORM, SPLICE: names.

lms-menu = Learning system…
lms-version = Version
lms-version-label = SCORM version
lms-mastery = Pass at %
lms-download = Download for a learning system
lms-download-title = A SCORM package of this set (or exercise) for Moodle, Canvas, Blackboard, Brightspace…
lms-no-set = Make an exercise or open a set first: the package holds an exercise set.
lms-bad-mastery = The mastery score is a whole percentage from 0 to 100.
# $name: the file's name.
lms-saved = { $name } saved: import it into the learning system as a SCORM activity.
lms-no-package = No package: { $error }
lms-progress-other-set = The progress the learning system kept is not of this set; starting afresh.
# $why: the learning system's own error, as it gives it.
lms-scorm-failed = The learning system did not take everything ({ $why }); your answers stay on this page.
lms-not-restored = The saved work from the learning system was not restored: { $why }.
# Why a SPLICE state was not restored: the end of lms-not-restored. $size, $max: counts.
lms-state-not-object = it is not an object
lms-state-not-json = it cannot be read as JSON
lms-state-too-large = it is too large ({ $size } characters; at most { $max })
lms-state-not-ours = it was not written by this playground
lms-state-other-exercise = it belongs to another exercise
lms-state-bad-attempts = its count of attempts is not a whole number from 0 to { $max }
lms-state-bad-done = its list of exercises done is malformed
lms-state-bad-at = its current exercise is out of range
# $error: why the page could not check it.
lms-state-bad-answer = its answer does not fit this exercise ({ $error })
lms-state-bad-log = its attempt records are not a list

## The Experiments panel's text the script writes (www/experiments; the form is index.html's).
## Numbers come printed ($done, $trees …); r0, r1, r*, T^(1/h), dʰ are the paper's symbols.

exp-not-loaded = The Experiments panel could not load: { $error }
exp-from-link = Settings from the link. Press Run to compute the results.
# $what: the field's name (exp-field-…, or the form's name of it).
exp-not-whole = { $what }: '{ $raw }' is not a whole number
exp-field-lo = lowest value
exp-field-hi = highest value
exp-field-scale = arc scale
exp-bad-q = q per level: numbers from 0 to 1, e.g. 0.9, 0.8
exp-starting = Starting…
exp-progress-value = { $done } of { $total } trees
exp-progress-status = { $done } of { $total } trees (height { $height })…
exp-done =
    Done: { $trees ->
        [one] { $trees } tree
       *[other] { $trees } trees
    } in { $seconds } s of search in the worker ({ $rate } trees/s).
exp-cancelled =
    Cancelled after { $trees ->
        [one] { $trees } tree
       *[other] { $trees } trees
    }; the heights finished so far are shown.
exp-stopped = Stopped.
exp-plots-failed = The plots could not be drawn: { $error }
exp-plot-terminals-label = Terminal positions examined against height, log scale, with the theory; the numbers are in the table below
exp-plot-branching-label = Branching factor against degree: Table 1's r0, r1, r* and the experiment's T^(1/h)
exp-caption = Terminal positions examined per tree (means over the samples)
exp-col-height = height
exp-col-procedure = procedure
exp-col-samples = samples
exp-col-mean-terminals = mean terminals
exp-col-stderr = ± s.e.
exp-col-interval = 95% interval
exp-col-theory = theory
exp-col-mean-positions = mean positions
exp-col-branching = T^(1/h)
exp-col-minimum = minimum (Cor. 3)
exp-col-all = all (dʰ)
exp-axis-height = height h
exp-axis-terminals = terminal positions examined
exp-axis-degree = degree d
exp-axis-branching = branching factor
exp-shaded = shaded: r0ʰ … r*ʰ (Table 1)
exp-tip-terminals = { $proc }, h = { $height }: { $mean } terminals (95%: { $low } – { $high })
exp-curve-all = dʰ (all)
exp-curve-minimum = Corollary 3 (minimum)
exp-curve-theorem6 = Theorem 6 (F2)
exp-curve-54 = (54) (F1)
exp-curve-r0 = r0(d), lower
exp-curve-r1 = r1(d), upper
exp-curve-rstar = r*(d), upper
exp-curve-d = d, no pruning
# A plot's settings, below an exported figure; $model: exp-model-….
exp-settings-line = Model: { $model }; degree d = { $degree }; { $samples } samples per height; seed { $seed }.
exp-model-permutation = random permutation of 1..dʰ (§7)
exp-model-iid = i.i.d. values
exp-model-dependent = totally dependent (§9)
exp-model-additive = additive arc values (§9)
exp-model-nonuniform = random branching (Cor. 2)
exp-model-pi = digits of π

## The Pathology panel, all built by script (www/pathology). ERR, P(correct), err1, err2,
## p, q, w, N, t, d, W/L, Max and Min are the thesis' symbols; numbers come printed.

path-not-loaded = The Pathology panel could not load: { $error }
path-not-number = { $what }: '{ $bad }' is not a number
# A slider's name beside its number box; $field: the box's label.
path-slider = { $field } (slider)
path-data-table = Data table
path-link-unused = Some of the link's pathology settings were not used: { $problems }.
path-from-link = Settings from the link. Press Run to compute the results.
path-rec-title = Pearl's error recursion (§5.1)
path-rec-intro = A uniform tree whose leaves are evaluated with errors err1 (a loss called a win) and err2 (a win called a loss), a leaf a win with probability p. ERR is the probability that the value backed up by minimax to the root is wrong (eq. (1); eq. (3) when positions are terminal with probability q).
path-preset = Preset
path-preset-title = A figure of the thesis: (err1, err2), p from 0.2 to 0.9; q = 0.05 where named
path-preset-custom = custom
path-width = width w
path-levels = levels N
path-err1 = err1 (leaves)
path-err1-hint = P(a lost leaf is evaluated as a win)
path-err2 = err2 (leaves)
path-err2-hint = P(a won leaf is evaluated as a loss)
path-q = q (terminal)
path-q-hint = eq. (3): the probability that a position is terminal; 0 gives eq. (1)
path-p = p (leaves, a list)
path-p-hint = P(a leaf is a win), one curve each: 0.2, 0.4, 0.6
path-rec-caption = ERR at the root after k iterations, one curve per p (thesis Figs. 44–47, 50–53)
path-col-level = level
# $title: path-rec-plot-title.
path-rec-table-caption = { $title }; ERR at the root after k iterations (the leaves at level N = { $levels })
path-plot-label = { $title }. The numbers are in the data table.
# $eq: 1 or 3; $q: a number, or "none" (eq. (1)).
path-rec-plot-title =
    ERR after k iterations of eq. ({ $eq }): w = { $width }, err1 = { $err1 }, err2 = { $err2 }{ $q ->
        [none] { "" }
       *[other] , q = { $q }
    }
path-axis-iterations = iterations k (search depth)
path-game-title = Nau's games (§5.3)
path-game-intro = Random trees with known true values: at each search depth d the level-d positions are evaluated by their number of winning terminals below, backed up to the root’s forced-win and forced-loss sons; the probability of a correct decision, P(correct decision), is the share of trees where the forced win scores higher (a tie counts one half). Where it falls as d grows, deeper search is worse: the pathology.
path-game = Game
path-game-pearl = Pearl-game
path-game-incremental = incremental
path-terminal-levels = terminal levels t
path-terminal-levels-hint = a list, one curve each: 5, 7, 9
path-bad-terminal-levels = terminal levels t: '{ $text }' is not a list of whole numbers
path-samples = samples
path-seed = seed
path-run = Run
path-cancel = Cancel
path-progress-label = Pathology experiment progress
path-game-caption = P(correct decision) against search depth, minimax beside product propagation (§5.3)
path-starting = Starting…
# $backup: path-backup-….
path-progress = { $pct }% (t = { $t }, { $backup })…
path-backup-minimax = minimax
path-backup-product = product
path-done =
    Done: { $samples ->
        [one] { $samples } tree
       *[other] { $samples } trees
    } ({ $discarded } drawn and discarded) in { $seconds } s in the worker.
path-cancelled = Cancelled; the curves finished so far are shown.
path-stopped = Stopped.
path-col-backup = backing up
path-col-depth = depth d
path-col-stderr = ± s.e.
path-col-samples = samples
path-col-discarded = discarded
path-game-name-pearl = Pearl-game
path-game-name-incremental = incremental game
path-game-plot-title = P(correct decision) against search depth: { $game }, w = { $width }, t = { $t }; { $samples } samples, seed { $seed }
path-facet-minimax = minimax
path-facet-product = product propagation
path-axis-depth = search depth d
path-demo-title = One Pearl-game tree, searched to depth d
path-demo-intro = Squares: Max to move; circles: Min. W/L: the true value for Max (filled: a forced win). Numbers: the evaluation at depth d (terminal 1-positions below) backed up by minimax; deeper positions are faded, their terminals show 1 or 0. A thick edge: the son a rule picks (see below).
path-terminal-level = terminal level t
path-depth = search depth d
path-next-tree = Next tree
path-next-tree-title = The next seed
path-demo-label = A Pearl-game tree of width 2 and terminal level { $t }: searched to depth { $d }, minimax { $minimax }, product propagation { $product }.
path-verdict-correct = correct
path-verdict-wrong = wrong
path-verdict-tie = a tie
# A position's tooltip; $win: yes or no; $d: the search depth, or "none" below it.
path-demo-node =
    level { $level }, { $player } to move: truly a { $win ->
        [yes] forced win
       *[no] forced loss
    } for Max; { $ones } terminal 1-positions below{ $d ->
        [none] { "" }
       *[other] ; backed up from depth { $d }: minimax { $minimax }, product { $product }
    }
# $rule: minimax or product.
path-demo-backs-up =
    { $rule ->
        [minimax] Minimax
       *[product] Product propagation
    } backs up { $left } to the left son and { $right } to the right:
path-demo-tie = a tie (counts one half)
# $side: left or right; $correct: yes or no.
path-demo-picks =
    it picks the { $side ->
        [left] left
       *[right] right
    } son, { $correct ->
        [yes] the forced win — correct
       *[no] a forced loss — wrong
    }
path-demo-core-scores = (the core scores it { $score })
# $win, $loss: left or right.
path-demo-truth =
    Truth: the { $win ->
        [left] left
       *[right] right
    } son is a forced win for Max, the { $loss ->
        [left] left
       *[right] right
    } son a forced loss (W/L under each position). Searched to depth { $d } (the dashed line), each level-{ $d } position is evaluated by its number of terminal 1-positions below.
path-demo-discarded =
    The seed drew { $count } { $count ->
        [one] tree
       *[other] trees
    } without a forced-win or a forced-loss son first; they were discarded as in the experiment.

## The <game-tree-playground> element (www/embed): its controls, caption and errors. The
## errors are the element's `error` event's message too.

embed-tree-label = Game tree
embed-controls = Controls
embed-procedure = Procedure
embed-step-through = Step-through
embed-first-step = First step
embed-step-back = Step back
embed-step-forward = Step forward
embed-last-step = Last step
embed-needs-smaller = The step-through needs a smaller tree.
# <game-tree-playground procedure="mcts"> (embed/embed-mcts.js): the caption of a finished run ($optimal: yes or no; $best a Dewey name) and why it has no step-through.
embed-mcts-caption = UCT, { $iterations } iterations: best move { $best }{ $optimal ->
        [yes] { " " }(minimax-optimal)
       *[no] { " " }(not minimax-optimal)
    }; W/N at the root { $mean }; { $visited } of { $positions } positions in the search tree; minimax value { $value }
embed-mcts-no-steps = UCT has no step-through in this element: the playground's Monte Carlo box steps through its phases.
embed-predict = Predict
embed-predict-title = Predict each step before it is shown
embed-predict-label = Predict the next step
embed-predict-no-steps = This run has no step-through to predict (a smaller tree has one).
# The caption under the tree; $run: the procedure and its window, as printed; $exact: yes or no.
embed-caption =
    { $run }: value { $value }{ $exact ->
        [yes] { "" }
       *[no] { " " }(a bound)
    } · { $terminals } of { $allTerminals } terminals, { $positions } of { $allPositions } positions examined{ $deep ->
        [0] { "" }
        [one] { " " }· { $deep } deep cutoff
       *[other] { " " }· { $deep } deep cutoffs
    }
embed-caption-bound = bound { $beta }
embed-practice-not-loaded = practice mode could not be loaded: { $error }
# $list, $last: procedure names.
embed-bad-procedure = procedure must be { $list } or { $last }, not '{ $asked }'
embed-bad-view = view must be negamax or minimax
embed-bad-window = alpha must be less than beta (alpha = { $alpha }, beta = { $beta })
embed-bad-tree = tree: { $error }
embed-too-large = the tree has { $size } positions; the element draws at most 20000
# The element's practice mode (mode="practice"): its attributes' errors. $value: the
# attribute's text, cut short; $list: the names it takes; $max, $size: counts.
embed-bad-fresh = fresh must be 1 (or empty, or true) to give a new tree after each check, or 0, not '{ $value }'
embed-bad-attempts = attempts must be a whole number from 1 to { $max }, not '{ $value }'
# $error: the core's reason.
embed-bad-exercise = exercise: { $error }
# $example: an exercise, as written in the attribute.
embed-fresh-needs-exercise = fresh needs an exercise (the exercise attribute, such as { $example }): a new tree is the exercise with a new seed
embed-attempts-needs-fresh = attempts limits the fresh trees: it needs fresh (and an exercise)
embed-bad-task = task must be one of { $list }, not '{ $value }'
embed-bad-proc = proc must be one of { $list }, not '{ $value }'
embed-bad-feedback = feedback must be one of { $list }, not '{ $value }'
embed-practice-too-large = a practice tree has at most { $max } positions (this one { $size })
# $method: submitAnswer or practiceHint, as written.
embed-not-practice-yet = { $method }: the element is not a practice exercise yet (mode=practice; await el.practiceReady)

## The known mistakes (crate/src/mutants): each one's title and explanation, by its id. The
## core gives them in English (the CLI's); the page shows these. Symbols as printed (α, β, −∞, K&M (9)).

mutant-alpha-not-raised-title = α not raised by the value so far
mutant-alpha-not-raised-explanation = When a position's value so far m rises above α, its later successors only matter if they can beat m, so alpha-beta searches them with (−β, −m): m is the new α (K&M's F2 starts m at α and passes −m down). Passing the original α instead still gives the right root value but loses every cutoff that the raised bound would have caused further down: with the full window (−∞, +∞) no bound ever becomes finite, and the search is plain minimaxing.
mutant-bounds-exact-title = Bounds reported as exact values
mutant-bounds-exact-explanation = A value returned at a position is exact only when it lies strictly inside the window (α, β) the position was searched with. At α or below, the search found nothing better than α: the true value is at most that (an upper bound). At β or above, it stopped as soon as it reached β: the true value is at least that (a lower bound) (K&M (9)).
mutant-cutter-marked-title = The successor that causes a cutoff marked as cut
mutant-cutter-marked-explanation = A cutoff happens after a successor has been searched: its value made m reach β (K&M's test m ≥ β comes after t := −F2(p_i, …)). That successor was examined — its value is what allows the cutoff. Only the successors after it are not examined.
mutant-fail-soft-values-title = Fail-soft values for F2
mutant-fail-soft-values-explanation = K&M's F2 starts a position's m at α, not at −∞: when no successor beats α the position returns α itself, an upper bound (K&M (9)). The form many courses teach starts at −∞ and returns the best value found, which may lie below α (fail-soft, Fishburn 1981). The same positions are examined and the values inside the window agree; the values outside it differ.
mutant-minmax-swapped-title = Max and Min swapped
mutant-minmax-swapped-explanation = The root is Max's position: Max moves there and takes the largest value of its successors; on the next level Min takes the smallest, and so on, alternating (K&M §1). Exchanging them computes the value of another game — one where each player helps the other — and alpha-beta then cuts off where that game's bounds say, not where this one's do.
mutant-parent-marked-title = The position that cuts off marked instead of its successors
mutant-parent-marked-explanation = A cutoff at a position p means that p stops searching: the successors of p after the one that made m reach β are not examined. p itself was examined — it returned a value (a bound) to its parent — and so were the successors it searched before the cutoff. The marks go on the successors not searched, not on p.
mutant-right-to-left-title = Successors examined last to first
mutant-right-to-left-explanation = Alpha-beta examines the successors of a position in their order, first to last (K&M's loop runs i = 1, …, d), and which positions it cuts off depends on that order: a good move found early gives a bound that prunes the moves after it. Searching from the last successor to the first is another search with other cutoffs; its root value is the same, but the positions it examines are those of the mirrored tree.
mutant-root-window-reset-title = Full window for every successor of the root
mutant-root-window-reset-explanation = The root is a position like any other: once its first successor has given Max a value m, every further successor only matters if it can beat m, so it is searched with the window (−β, −m) (in minimax terms: α = m). Searching each root move with (−∞, +∞) still finds the right value, but it gives up every cutoff that the root's value so far would have allowed below its second and later successors.
mutant-shallow-only-title = No deep cutoffs (only the parent's bound)
mutant-shallow-only-explanation = Alpha-beta passes both ends of its window down: a position receives (−β, −m) from its parent, and −β is its grandparent's m (negated twice). So a bound found two or more levels up still applies: when a position's value reaches a bound that an ancestor above its parent already holds, the rest of its successors cannot change the result at that ancestor, and they are cut off — a deep cutoff (K&M Fig. 3). Using only the parent's value (branch-and-bound, K&M's F1) examines the same positions on levels 0 to 3 but misses the deep cutoffs from level 4 on.
mutant-strict-cutoff-title = Cutoff only when m > β
mutant-strict-cutoff-explanation = Alpha-beta stops at a position as soon as its value so far m reaches the bound β (m ≥ β), not only when it passes it. Once m = β the position is already worth β to the player there, and the opponent above already has a way to hold it to β: whatever the remaining successors give, the result one level up cannot change. Searching on when m = β examines positions that cannot matter.

## A diagnosis' sentence (the core's message practice-dx-text: $task, $mutant, $near, $example).
## Each mistake's clause completes "… what α-β gives if …".
mutant-alpha-not-raised-clause = each position passes the window it was given to all its successors, without raising α to its value so far
mutant-bounds-exact-clause = every value returned is taken as exact, also where the search stopped at the window and it is only a bound
mutant-cutter-marked-clause = the successor whose value causes a cutoff is also marked as not examined
mutant-fail-soft-values-clause = a position returns the best value it found (fail-soft), where F2 returns α when nothing beats α
mutant-minmax-swapped-clause = Max and Min are exchanged (the root takes the smallest value, the level below the largest, and so on)
mutant-parent-marked-clause = the position where a cutoff happens is marked, instead of the successors it does not search
mutant-right-to-left-clause = each position's successors are examined from the last to the first
mutant-root-window-reset-clause = each successor of the root is searched with the full window (−∞, +∞), forgetting the root's value so far
mutant-shallow-only-clause = a position is cut off only by its parent's bound, never by one from further up (K&M's F1: no deep cutoffs)
mutant-strict-cutoff-clause = a position cuts off only when its value so far is strictly beyond the bound (m > β instead of m ≥ β)
# $task: prune, values, window, next or order; $near: how many positions apart, or "none" (it matches).
practice-dx-lead =
    { $task ->
        [prune]
            { $near ->
                [none] Your marks are
               *[other] Your marks are close to
            }
        [values]
            { $near ->
                [none] Your values are
               *[other] Your values are close to
            }
        [next]
            { $near ->
                [none] Your prediction is
               *[other] Your prediction is close to
            }
       *[window]
            { $near ->
                [none] Your answer is
               *[other] Your answer is close to
            }
    }
# $lead: practice-dx-lead; $clause: the mistake's (mutant-…-clause).
practice-dx-text =
    { $task ->
        [order]
            { $near ->
                [none] Your order is a best one if { $clause }.
               *[other] Your order is close to a best one if { $clause }.
            }
       *[other]
            { $near ->
                [none] { $lead } what α-β gives if { $clause }.
               *[other] { $lead } what α-β gives if { $clause } ({ $near } { $near ->
                    [one] position differs
                   *[other] positions differ
                }).
            }
    }
# Before the check's own (English) sentence about the first position where the mistake's answer parts.
practice-dx-here = Here that means:

## The core's hints (practiceHint's message: the English is the core's text, character for
## character). $at, $from: a position's Dewey name, "root" for the root; $after: which
## successor (a number, an ordinal in the sentence); $levels: a count; $alpha, $beta: values.
practice-hint-cutoff-parent = Look at the bound { $from ->
        [root] the root
       *[other] position { $from }
    } passes to { $at ->
        [root] the root
       *[other] position { $at }
    }: after { $at ->
        [root] the root
       *[other] position { $at }
    }'s { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor returns, compare the value so far with that bound.
practice-hint-cutoff-ancestor = Look at the bound { $from ->
        [root] the root
       *[other] position { $from }
    } passes down to { $at ->
        [root] the root
       *[other] position { $at }
    }, { $levels } levels below it: after { $at ->
        [root] the root
       *[other] position { $at }
    }'s { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor returns, compare the value so far with that bound.
practice-hint-cutoff-root = Look at the root's window: after { $at ->
        [root] the root
       *[other] position { $at }
    }'s { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor returns, compare the value so far with that bound.
practice-hint-cutoff-window = Look at the window { $at ->
        [root] the root
       *[other] position { $at }
    } is called with: after { $at ->
        [root] the root
       *[other] position { $at }
    }'s { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor returns, compare the value so far with that bound.
practice-hint-bounds = Follow the bounds each position passes to its successors: a position is skipped only when an earlier sibling's value already reaches the bound its parent holds.
practice-hint-values-window = Look at the window (α, β) = ({ $alpha }, { $beta }) { $at ->
        [root] the root
       *[other] position { $at }
    } is called with: a value that does not fall strictly inside it is a bound, not the exact value (K&M (6), (9)).
practice-hint-values = Look at the window { $at ->
        [root] the root
       *[other] position { $at }
    } is called with: a value that does not fall strictly inside it is a bound, not the exact value (K&M (6), (9)).
practice-hint-values-bottom = Start at the bottom: each examined position returns the best value of its examined successors for the player to move there.
practice-hint-next = Look at { $at ->
        [root] the root
       *[other] position { $at }
    } in the call stack: which of its successors has not been examined yet, and will the value it returns make { $at ->
        [root] the root
       *[other] position { $at }
    }'s m reach its β?
practice-hint-order = Start at the root: put first the successor that is best for the player to move there, then do the same below it; with the best successor first everywhere F2 examines exactly the critical positions (K&M, Theorem 1).

# Exercises and worksheets: an exercise's statement and a worksheet's words (the core's
# sentences: crate/src/practice/mod.rs statement, crate/src/worksheet.rs).
practice-ex-statement-prune = Mark the positions { $proc } does not examine: each position not examined whose parent is examined (marking it covers its whole subtree).
practice-ex-statement-values = Give the value { $proc } returns at each examined interior position ({ $view ->
        [negamax] from the standpoint of the player to move there
       *[minimax] from Max's standpoint
    }), and whether it is exact, a lower or an upper bound (K&M (6), (9)).
practice-ex-statement-window = Search with the window (alpha, beta) = ({ $alpha }, { $beta }): does { $proc } fail low, return the exact value, or fail high? What value does it return, and which positions does the window save against (-inf, +inf)?
practice-ex-statement-next = After step { $step } of { $proc }'s trace: which position is examined next, does its parent cut off after it, and what does the parent's m become?
practice-ex-statement-order = Reorder the successors so that F2 examines as few terminal positions as possible.
# The label before each part of a tree a worksheet splits: "Subtree 2.1:".
practice-sheet-subtree = Subtree
# $outcome: exact, fail_low or fail_high; $cut: the cut-off roots' Dewey names, or "none".
practice-sheet-solution = Solution ({ $proc }): the value is { $value }{ $outcome ->
        [fail_low] { " " }(fail low: an upper bound)
        [fail_high] { " " }(fail high: a lower bound)
       *[exact] { "" }
    }; { $positions } of { $total } positions examined{ $cut ->
        [none] { "" }
       *[other] ; not examined below the cut marks: { $cut }
    }.

# Practice feedback sentences (the core's)
## The core's feedback sentences (a checked answer's per position, practiceCheck's feedback[].message:
## the English is the core's sentence, character for character). $at, $top, $from: a position's
## Dewey name, "root" for the root; $after: which successor (an ordinal in the sentence); $levels,
## $least, $mine: counts; $alpha, $beta, $value, $bound, $worth, $given: values as printed;
## $proc: a procedure's name; $why: the clause (another of these messages) the sentence explains with.
## $kind: shallow, deep, window, cutoff, highest-level-alpha, mn-alpha or mn-beta.
practice-fb-order-right = At { $at ->
        [root] the root
       *[other] position { $at }
    } (window ({ $alpha }, { $beta })) your order is as good as any: { $least } terminals below it with the best orders further down.
practice-fb-order-wrong = At { $at ->
        [root] the root
       *[other] position { $at }
    } (window ({ $alpha }, { $beta })) your order costs { $mine } terminals below it even with the best orders further down; the successors in the order { $better } cost { $least }.
practice-fb-window-fail-low = { $proc } with ({ $alpha }, { $beta }) returns { $value } ≤ α: it fails low, so the root's value is at most { $value } (K&M (9)); an aspiration search re-searches with (−∞, { $value }) (K&M §4).
practice-fb-window-exact = { $proc } with ({ $alpha }, { $beta }) returns { $value }, strictly inside the window: it is the root's exact value (K&M (9)).
practice-fb-window-fail-high = { $proc } with ({ $alpha }, { $beta }) returns { $value } ≥ β: it fails high, so the root's value is at least { $value } (K&M (9)); an aspiration search re-searches with ({ $value }, +∞) (K&M §4).
## $outcome: the outcome answered (fail_low, exact or fail_high).
practice-fb-window-not = Not { $outcome }: { $why }
practice-fb-window-value = { $proc } returns { $value }.
practice-fb-window-value-wrong = You gave { $given }: { $why }
practice-fb-window-saved = { $at ->
        [root] the root
       *[other] position { $at }
    } is examined with (−∞, +∞) and saved by the window: { $why }.
practice-fb-window-examined = { $at ->
        [root] the root
       *[other] position { $at }
    } is still examined with the window ({ $alpha }, { $beta }): nothing saved there.
practice-fb-window-higher = { $at ->
        [root] the root
       *[other] position { $at }
    } is saved, but the saving starts higher up: mark { $top ->
        [root] the root
       *[other] position { $top }
    }.
practice-fb-window-nothing = { $at ->
        [root] the root
       *[other] position { $at }
    } is not examined with (−∞, +∞) either: the window saves nothing there.
practice-fb-prune-right = { $at ->
        [root] the root
       *[other] position { $at }
    } is not examined: { $why }.
practice-fb-prune-missed = { $at ->
        [root] the root
       *[other] position { $at }
    } is not examined and was not marked: { $why }.
practice-fb-prune-examined = { $at ->
        [root] the root
       *[other] position { $at }
    } is examined by { $proc }: no cutoff skips it.
practice-fb-prune-higher = { $at ->
        [root] the root
       *[other] position { $at }
    } is indeed not examined, but the cut is higher up: mark { $top ->
        [root] the root
       *[other] position { $top }
    } (its whole subtree is skipped).
practice-fb-prune-below-none = { $at ->
        [root] the root
       *[other] position { $at }
    } is not examined, but it lies below no cut-off root.
practice-fb-never = { $proc } never reaches { $at ->
        [root] the root
       *[other] position { $at }
    }: it is below no cutoff, but the procedure did not need it
## Why a cutoff skips successors ($why of the sentences above); $player: Max or Min, the player
## at $from; $levels: how far up $from is (0: the root window's bound).
practice-fb-cut-minimax-max = { $kind ->
        [shallow] a shallow cutoff
        [deep] a deep cutoff
       *[window] a window cutoff
    } at { $at ->
        [root] the root
       *[other] position { $at }
    }: after its { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor, { $at ->
        [root] the root
       *[other] position { $at }
    } (Max) is worth at least { $value } to Max, and { $levels ->
        [0] the root window
        [1] its parent, { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player })
       *[other] { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player }), { $levels } levels up
    } holds Max to at most β = { $bound }, so its remaining successors cannot change the result (K&M §2, from Max's standpoint)
practice-fb-cut-minimax-min = { $kind ->
        [shallow] a shallow cutoff
        [deep] a deep cutoff
       *[window] a window cutoff
    } at { $at ->
        [root] the root
       *[other] position { $at }
    }: after its { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor, { $at ->
        [root] the root
       *[other] position { $at }
    } (Min) holds Max to at most { $value }, and Max is already sure of α = { $bound } at { $levels ->
        [0] the root window
        [1] its parent, { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player })
       *[other] { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player }), { $levels } levels up
    }, so its remaining successors cannot change the result (K&M §2, from Max's standpoint)
practice-fb-cut-negamax-max = { $kind ->
        [shallow] a shallow cutoff
        [deep] a deep cutoff
       *[window] a window cutoff
    } at { $at ->
        [root] the root
       *[other] position { $at }
    }: after its { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor, m = { $value } ≥ β, where { $levels ->
        [0] β = { $bound } is the root window's
        [1] β = { $bound } is −m of its parent, { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player })
       *[other] β = { $bound } is −m of { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player }), { $levels } levels up
    }; { $at ->
        [root] the root
       *[other] position { $at }
    } (Max) is already worth at least { $worth }, so its remaining successors cannot change the result (K&M §2)
practice-fb-cut-negamax-min = { $kind ->
        [shallow] a shallow cutoff
        [deep] a deep cutoff
       *[window] a window cutoff
    } at { $at ->
        [root] the root
       *[other] position { $at }
    }: after its { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor, m = { $value } ≥ β, where { $levels ->
        [0] β = { $bound } is the root window's
        [1] β = { $bound } is −m of its parent, { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player })
       *[other] β = { $bound } is −m of { $from ->
        [root] the root
       *[other] position { $from }
    } ({ $player }), { $levels } levels up
    }; { $at ->
        [root] the root
       *[other] position { $at }
    } (Min) already holds Max to at most { $worth }, so its remaining successors cannot change the result (K&M §2)
practice-fb-cut-other = { $kind ->
        [cutoff] a cut-off
        [highest-level-alpha] a highest-level α cutoff (Slagle §7.1)
        [mn-alpha] an m&n α cutoff (Slagle §7.3)
       *[mn-beta] an m&n β cutoff (Slagle §7.2)
    } at { $at ->
        [root] the root
       *[other] position { $at }
    }: after its { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor, the value { $value } reached the bound { $bound }, so its remaining successors are not examined
practice-fb-cut-other-minimax = { $kind ->
        [cutoff] a cut-off
        [highest-level-alpha] a highest-level α cutoff (Slagle §7.1)
        [mn-alpha] an m&n α cutoff (Slagle §7.3)
       *[mn-beta] an m&n β cutoff (Slagle §7.2)
    } at { $at ->
        [root] the root
       *[other] position { $at }
    }: after its { ORDINAL($after) ->
        [one] { $after }st
        [two] { $after }nd
        [few] { $after }rd
       *[other] { $after }th
    } successor, the value { $value } (from Max's standpoint) reached the bound { $bound }, so its remaining successors are not examined
## The values task. $player: Max or Min, the player at $at; $standpoint: whose standpoint the
## value is from; $window: yes (then $alpha, $beta) or no; $rule: km6, km9 or slagle (the rule
## that says which bound a value is); $bound: exact, lower or upper (the kind answered).
practice-fb-values-exact = { $at ->
        [root] The root
       *[other] Position { $at }
    } ({ $player }), searched{ $window ->
        [yes] { " " }with the window ({ $alpha }, { $beta })
       *[no] { "" }
    }, returns { $value } from { $standpoint }'s standpoint: its exact value ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, Appendix C
    }).
practice-fb-values-lower = { $at ->
        [root] The root
       *[other] Position { $at }
    } ({ $player }), searched{ $window ->
        [yes] { " " }with the window ({ $alpha }, { $beta })
       *[no] { "" }
    }, returns { $value } from { $standpoint }'s standpoint, a lower bound: the search stopped at the window's upper end, so the true value is at least { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, Appendix C
    }).
practice-fb-values-upper = { $at ->
        [root] The root
       *[other] Position { $at }
    } ({ $player }), searched{ $window ->
        [yes] { " " }with the window ({ $alpha }, { $beta })
       *[no] { "" }
    }, returns { $value } from { $standpoint }'s standpoint, an upper bound: nothing rose above the window's lower end, so the true value is at most { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, Appendix C
    }).
practice-fb-values-empty = { $at ->
        [root] The root
       *[other] Position { $at }
    } ({ $player }) returns { $value } from { $standpoint }'s standpoint; its window was empty, so it says nothing more.
practice-fb-values-missed = No value given. { $why }
practice-fb-values-wrong-value = You gave { $given }, the value is { $value }. { $why }
practice-fb-values-wrong-bound = The value { $given } is right, but it is not { $bound ->
        [exact] exact
        [lower] a lower bound
       *[upper] an upper bound
    }. { $why }
practice-fb-values-wrong-both = You gave { $given } ({ $bound ->
        [exact] exact
        [lower] a lower bound
       *[upper] an upper bound
    }). { $why }
practice-fb-values-terminal = { $at ->
        [root] the root
       *[other] position { $at }
    } is terminal: its value { $value } is given with the tree.
practice-fb-values-terminal-unexamined = { $at ->
        [root] the root
       *[other] position { $at }
    } is terminal and not examined: it returns nothing.
practice-fb-values-no-record = { $proc } records no value at { $at ->
        [root] the root
       *[other] position { $at }
    }.
practice-fb-values-not-examined = { $at ->
        [root] the root
       *[other] position { $at }
    } is not examined by { $proc }: it returns nothing.
## The next task. $parent: the caller (a position's Dewey name, "root"); $at: the successor it
## examines next; $n: which successor (an ordinal); $event: the trace's event number; $t, $m,
## $before ("none": not yet set), $after, $u, $bound: values; $var: the running value's name
## (m, α or β); $test: beta or bound (F1's and branch-and-bound's); $exceeds, $cut: yes or no;
## $side: max or min (Slagle's max- and min-positions); $update: the running value's clause.
practice-fb-next-examines = Next, { $parent ->
        [root] the root
       *[other] position { $parent }
    } examines its { ORDINAL($n) ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    } successor, { $at ->
        [root] the root
       *[other] position { $at }
    } (event { $event }).
practice-fb-next-tests = Next, { $parent ->
        [root] the root
       *[other] position { $parent }
    } tests its { ORDINAL($n) ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    } successor, { $at ->
        [root] the root
       *[other] position { $at }
    }, with a minimal window (event { $event }).
practice-fb-next-researches = Next, { $parent ->
        [root] the root
       *[other] position { $parent }
    } searches its { ORDINAL($n) ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    } successor, { $at ->
        [root] the root
       *[other] position { $at }
    }, again (event { $event }).
practice-fb-next-not = Not { $given ->
        [root] the root
       *[other] position { $given }
    }: { $why }
practice-fb-next-raise = { $at ->
        [root] the root
       *[other] position { $at }
    } gives t = { $t } > m = { $before ->
        [none] not yet set
       *[other] { $before }
    }, so m := { $after }
practice-fb-next-stays = { $at ->
        [root] the root
       *[other] position { $at }
    } gives t = { $t } ≤ m = { $before ->
        [none] not yet set
       *[other] { $before }
    }, so m stays { $after }
practice-fb-next-first = { $at ->
        [root] the root
       *[other] position { $at }
    } is the first successor: m := −value = { $after }
practice-fb-next-research = the re-search of { $at ->
        [root] the root
       *[other] position { $at }
    } gives m := −value = { $after }
practice-fb-next-test = the test of { $at ->
        [root] the root
       *[other] position { $at }
    } gives t = { $t }, which { $exceeds ->
        [yes] exceeds (a re-search follows)
       *[no] does not exceed
    } m; m stays { $after }
practice-fb-next-m = { $update }.
practice-fb-next-m-wrong = You gave { $var } = { $given }: { $update }.
practice-fb-next-cut = m = { $m } ≥ { $test ->
        [bound] bound
       *[beta] β
    } = { $bound }: { $parent ->
        [root] the root
       *[other] position { $parent }
    } cuts off after { $at ->
        [root] the root
       *[other] position { $at }
    }.
practice-fb-next-test-no-cut = A minimal-window test does not cut off: no cutoff at { $parent ->
        [root] the root
       *[other] position { $parent }
    } after { $at ->
        [root] the root
       *[other] position { $at }
    }.
practice-fb-next-equal = m = { $m } = { $test ->
        [bound] bound
       *[beta] β
    }, but the cut-off test as printed (m > { $test ->
        [bound] bound
       *[beta] β
    }) fails: no cutoff at { $parent ->
        [root] the root
       *[other] position { $parent }
    } after { $at ->
        [root] the root
       *[other] position { $at }
    }.
practice-fb-next-less = m = { $m } < { $test ->
        [bound] bound
       *[beta] β
    } = { $bound }: no cutoff at { $parent ->
        [root] the root
       *[other] position { $parent }
    } after { $at ->
        [root] the root
       *[other] position { $at }
    }.
practice-fb-next-cut-plain = { $cut ->
        [yes] A cutoff
       *[no] No cutoff
    } at { $parent ->
        [root] the root
       *[other] position { $parent }
    } after { $at ->
        [root] the root
       *[other] position { $at }
    }.
practice-fb-next-mn-cutoff = { $at ->
        [root] the root
       *[other] position { $at }
    } returns { $u }, beyond the bound: { $parent ->
        [root] the root
       *[other] position { $parent }
    } returns it at once and its { $var } stays { $after }
practice-fb-next-mn-keeps = { $at ->
        [root] the root
       *[other] position { $at }
    } returns { $u }; { $parent ->
        [root] the root
       *[other] position { $parent }
    } ({ $side ->
        [max] a max-position
       *[min] a min-position
    }) keeps { $var } = { $after }
practice-fb-next-mn-changes = { $at ->
        [root] the root
       *[other] position { $at }
    } returns { $u }; { $parent ->
        [root] the root
       *[other] position { $parent }
    } ({ $side ->
        [max] a max-position
       *[min] a min-position
    }) changes { $var } from { $before } to { $after }
practice-fb-next-mn-beta = u = { $u } ≥ β = { $bound }: an m&n β cutoff at { $parent ->
        [root] the root
       *[other] position { $parent }
    } after { $at ->
        [root] the root
       *[other] position { $at }
    } (§7.2).
practice-fb-next-mn-alpha = u = { $u } ≤ α = { $bound }: an m&n α cutoff at { $parent ->
        [root] the root
       *[other] position { $parent }
    } after { $at ->
        [root] the root
       *[other] position { $at }
    } (§7.3).
practice-fb-next-mn-highest = u = { $u } ≤ the root's best so far, { $bound }: a highest-level α cutoff at { $parent ->
        [root] the root
       *[other] position { $parent }
    } after { $at ->
        [root] the root
       *[other] position { $at }
    } (§7.1).

# The experiment form's checks (experiments/spec.js).
exp-whole-in = { $what } must be a whole number from { $lo } to { $hi }
exp-what-degree = degree
exp-what-height = every height
exp-what-samples = samples
exp-what-seed = seed
exp-bad-heights = heights: '{ $text }' is not a list of whole numbers such as 2, 4, 6 or 1-6
exp-unknown-model = unknown model '{ $model }'
exp-no-height = give at least one height
exp-too-many-heights = at most { $max } heights
exp-no-procedure = pick at least one procedure
exp-too-big = a tree of degree { $degree } and height { $height } has { $positions } positions; the page searches trees of at most { $limit }
exp-lo-hi = the lowest value must be a whole number at most the highest

# The Pathology panel's form checks (pathology/spec.js): { $what } is the field as its form
# labels it; its presets (the thesis' figure numbers); the plots' readouts (pathology/plots.js,
# experiments/plots.js). P(correct decision) is the thesis' probability of a correct decision (ch. 5), defined in path-game-intro.
path-preset-fig = Fig. { $figure } ({ $err1 }, { $err2 })
path-preset-fig-q = Fig. { $figure } ({ $err1 }, { $err2 }, q)
path-give-number = { $what }: give a number
path-in-range = { $what } must be { $lo } to { $hi }, not { $value }
path-probability = { $what } must be from 0 to 1, not { $value }
path-below-one = { $what } must be from 0 to below 1, not { $value }
path-what-p = p
path-no-p = p: give one or more probabilities, e.g. 0.4, 0.6
path-too-many-p = p: at most { $max } values, not { $n }
path-bad-game = the game must be one of { $games }, not '{ $value }'
path-no-t = terminal levels t: give one or more, e.g. 5, 7, 9
path-too-many-t = terminal levels t: at most { $max }, not { $n }
path-too-many-terminals = terminal level t = { $t }: a tree of width { $width } has { $width }^{ $t } = { $terminals } terminals; the page draws trees of at most { $max }
path-too-much-work = samples × terminals × depths = { $work } is above the page's bound of { $max }; use fewer samples or smaller t (the CLI runs larger experiments)
path-what-demo-t = the demonstration's terminal level t
path-what-demo-seed = the demonstration's seed
path-link-unknown-key = unknown key '{ $key }'
path-axis-correct = P(correct decision)
path-tip-err = { $curve }, k = { $k }: ERR = { $err }
path-tip-correct = { $backup }, { $curve }, d = { $depth }: P(correct decision) = { $correct } (95%: { $low } – { $high })
exp-tip-branching = { $proc }, d = { $degree }, h = { $height }: T^(1/h) = { $value }

# The core's errors from the generators, pathology, experiments, exercises, worksheets, SCORM
# packages and QR codes (crate/src: .said(...); the English as the core says it, character
# for character: the CLI prints that text). Numbers come as counts.
e-g-full-only = the { $model } model is generated by the full module only
e-g-pi = the pi model has at most { $max } digits; d^h = { $n } terminals asked for
e-g-degree = degree must be at least 1
e-g-deep = the tree would be deeper than { $max } levels (height { $height }; the limit): lower the height
e-g-many = degree { $degree } and height { $height } make more than { $max } positions (d^0 + ... + d^h; the limit): lower the degree or the height
e-g-lo-hi = lo must not exceed hi (got lo = { $lo }, hi = { $hi })
e-g-scale = scale must be at least 1 (got { $scale })
e-g-scale-sums = scale { $scale } is too large: sums of { $height } arc values could exceed 2^53 - 1
e-g-no-q = q needs at least one probability
e-g-q = q must be in [0, 1] (got { $q } for level { $level })
e-g-mean = a mean degree must be at least 1 (got { $mean } for level { $level })
e-g-shape-many = the tree would have more than { $max } positions (the limit): lower the height, q or the mean degree
e-g-random-many = the tree would have more than { $max } positions (the limit): lower the maximum degree or depth
e-g-max-degree = the maximum degree must be at least 1
e-g-deep-height = the tree would be deeper than { $max } levels (height { $value }; the limit): lower the height
e-g-deep-max-depth = the tree would be deeper than { $max } levels (maximum depth { $value }; the limit): lower the maximum depth
e-qr-long = a link in a QR code has at most { $max } bytes (this one { $bytes })
e-ws-big = a worksheet draws trees of at most { $max } positions and height { $maxHeight } (this one: { $positions } positions, height { $height })
e-scorm-version = the SCORM version must be 1.2 or 2004, not '{ $version }'
e-scorm-mastery = the mastery score is a percentage, 0 to 100 (got { $mastery })
e-scorm-title-long = a package title has at most { $max } characters (got { $n })
e-scorm-title-control = a package title cannot hold control characters
e-path-probability = { $name } must be a probability in [0, 1], not { $value }
e-path-width = width must be 2 to { $max }, not { $width }
e-path-levels = levels must be at most { $max }, not { $levels }
e-path-q = q must be below 1 (with q = 1 every node is terminal)
e-path-t = the terminal level must be at least 1
e-path-terminals = a tree of width { $width } and terminal level { $t } has { $width }^{ $t } terminals, more than the { $max } allowed
e-path-samples = samples must be 1 to { $max }, not { $samples }
e-path-work = samples x terminals = { $samples } x { $terminals } is above the bound of { $max } terminal positions per run; use fewer samples or a smaller tree
e-x-no-height = give at least one height
e-x-no-samples = samples must be at least 1
e-x-samples = samples must be at most { $max } per height (got { $samples }): use fewer samples (the standard error shrinks only as 1/sqrt(samples))
e-x-no-procedure = give at least one procedure
e-x-height-twice = height { $height } is given twice: list each height once
e-x-proc-twice = the procedure { $proc } is given twice ('{ $given }'): list each procedure once
e-ex-degree = degree must be 2, 3 or 4 (got { $degree })
e-ex-height = height must be 3, 4 or 5 (got { $height })
e-ex-values = the values must satisfy -{ $max } <= lo < hi <= { $max } (got lo = { $lo }, hi = { $hi })

# The page's limits, worded where no bundle is at hand (core/page-error.js: a worker, the element's shared checks): numbers grouped.
lim-positions = the tree has { $n } positions; this page handles at most { $max }
lim-deep-page = the tree is { $height } levels deep; this page handles at most { $max } levels (the command line, gametree, takes deeper trees)
lim-deep-element = the tree is { $height } levels deep; this element handles at most { $max } levels (the command line, gametree, takes deeper trees)
lim-steps = The step-through of { $proc } on this tree has { $steps } steps; the page steps through at most { $max } (F2, with its cutoffs, has far fewer).

# What the page's scripts say early or on a failure (core/errors.js wordOr: English until the later part is in).
worker-why-unread = a message from it could not be read
worker-why-stopped = it stopped running
worker-why-silent = it did not answer for { $seconds } s
exp-stopped-lost = the experiment stopped: a worker was lost ({ $why })
path-stopped-lost = the experiment stopped: its worker was lost ({ $why })
exp-stopped-why = the experiment stopped: { $why }
exp-stopped-worker = the experiment stopped: a worker failed
path-stopped-worker = the experiment stopped: the worker failed
job-not-loaded = the experiment could not be loaded: { $error }
link-exercise-unchecked = the exercise could not be checked: { $error }
core-loading = Loading the other papers’ procedures, practice and experiments…
core-not-loaded = The full core could not be loaded ({ $error }); Knuth & Moore’s F0, F1 and F2 still work.
procs-not-loaded = { $procs } could not be loaded ({ $error })
practice-not-loaded-mode = Practice mode could not be loaded: { $error }.
proc-not-loaded = { $proc } could not be loaded: { $why }. Knuth & Moore's { $first } and { $last } still work.
proc-minimax-view = { $proc } works from Max's standpoint: the minimax view is on (v toggles it).

# The page's own errors made where no bundle is at hand (core/page-error.js): QR codes, SCORM packages, exports, a link's patch.
qr-too-long = the link is too long for a QR code ({ $n } characters; at most { $max })
qr-no-fit = the link does not fit in a QR code
lms-no-page = the package needs playground.html, the single-file page, beside this page; it could not be read here (a page opened from a file, or a site built without it)
lms-page-big = playground.html is { $bytes } bytes; a package takes at most { $max }
export-svg-failed = the browser could not draw the SVG
export-png-big = the picture is too large for a PNG
patch-long = the patch (patch=) is longer than { $kb } KB
patch-many = the patch (patch=) has more than { $max } edits
patch-unread = edit { $k } of the patch (patch=) cannot be read: '{ $item }'
patch-big = edit { $k } of the patch (patch=): { $value } is too large

## An exercise's text (ex=, set=) refused by the core (crate/src/practice/exercise.rs): the
## English reproduces the core's text; { $why } is another of these messages.
e-xs = offset { $offset }: exercise '{ $text }': { $why }
e-xs-no-proc = the procedure is missing after the task (e.g. prune.F2)
e-xs-repeat = '{ $seg }' repeats a setting given before
e-xs-not-degree = '{ $seg }': '{ $value }' is not a degree
e-xs-not-height = '{ $seg }': '{ $value }' is not a height
e-xs-not-value = '{ $seg }': '{ $value }' is not a value
e-xs-seed = '{ $seg }': a seed is 's' and a whole number (s123)
e-xs-size = '{ $seg }': the size is 'd' degree 'h' height (d3h4)
e-xs-values = '{ $seg }': the values are 'v' LO..HI (v-9..9)
e-xs-window = '{ $seg }': the window is 'w' ALPHA..BETA (w-2..5)
e-xs-score = '{ $seg }': '{ $value }': { $why }
e-score-int = '{ $value }' is not an integer, -inf or +inf
e-score-range = '{ $value }' is out of range: |value| must be at most 2^53 - 1
e-xs-not-setting = '{ $seg }' is not a setting: expected sSEED, dDhH, random|good|bad, vLO..HI, wA..B or negamax
e-xs-mutant = '{ $proc }' is a mistake the checker recognises, not a procedure to practise: choose one of the catalogue's procedures (e.g. F2)
e-task = unknown task '{ $task }': expected prune, values, window, next or order
e-proc = unknown procedure '{ $name }': expected one of { $known }
e-xset-empty = an exercise set needs at least one exercise
e-xset-many = an exercise set has at most { $max } exercises (got { $n })
e-xset-item = exercise { $i } of { $n }: { $why }
link-ex-unused = the exercise (ex=) was not used: { $error }
link-set-unused = the exercise set (set=) was not used: { $error }
link-ex-next = the exercise (ex=): the next task does not step through { $proc }; this exercise steps through { $first }
link-set-next = exercise { $i } of the set (set=): the next task does not step through { $proc }; this exercise steps through { $first }
e-mutant = unknown mistake '{ $name }': expected one of { $known }

## Grades and learning systems: a package's launch link (practice/link.js), the score of a
## check after Show answer (practice/session.js) and the notice when no learning system
## records the score (lms/practice-lms.js). $choices: the link's words, as printed.

link-unknown-answers = unknown answers= '{ $value }' ({ $choices }): Show answer stays available
# $key: hintcost or pass.
link-bad-percent = { $key }= must be a whole percentage from 0 to 100, not '{ $value }': it is not used
practice-revealed-zero = The answer was shown: this check scores 0.
lms-not-recorded = No learning system was found: your score is not being recorded. Open the exercises from your course page.
# The core's errors of a package's options. $value: as given, cut short; $cost: a number.
e-scorm-answers = answers must be never, after-attempts or always, not '{ $value }'
e-scorm-hint-cost = a hint's cost is a percentage, 0 to 100 (got { $cost })
# The package menu's choice of when Show answer shows the answer, and a hint's cost.
lms-answers = Show answer
lms-answers-label = When Show answer shows the answer
lms-answers-after-attempts = after the last attempt
lms-answers-never = never
lms-answers-always = always
lms-hint-cost = A hint costs %
lms-bad-hint-cost = A hint's cost is a whole percentage from 0 to 100.

## Chance positions
## Trees with chance positions (Ballard 1983's *-minimax trees), families/chance/. $p: the
## position's Dewey name, or root; $count: its outcomes; $value: its value as drawn, or none.
chance-tree-position =
    { $p ->
        [root] root
       *[other] Position { $p }
    }, chance position, { $count ->
        [one] { $count } outcome
       *[other] { $count } outcomes
    }{ $value ->
        [none] { "" }
       *[other] , value { $value }
    }
# A chance procedure chosen on a tree of decision positions only. $proc: its name.
chance-plain-tree = { $proc } searches trees with chance positions, and this tree has none: open one (the Examples menu has two) or choose a procedure of the other papers.
# The step-through's sentences (families/chance/sentences.js). $p, $child, $first: positions
# (Dewey names, or the word for the root); values are exact (fractions); $kind: max, min,
# chance or terminal.
chance-step-enter = Enter { $p } ({ $kind ->
        [max] Max to move
        [min] Min to move
        [chance] a chance position
       *[terminal] a terminal
    }) with the window (α, β) = ({ $alpha }, { $beta }).
chance-step-evaluate = { $p } is terminal: f = { $value }.
chance-step-update = At { $p }: { $child } gives t = { $t }, more than m: m := { $m }.
chance-step-probe = At { $p } (Star2's probing): { $child }, through its first successor { $first }, is worth at least W = { $value }.
# $L, $U: the leaf range's ends as the player to move sees them (L and U, or −U and −L);
# $verdict: high (lo ≥ β), low (hi ≤ α) or none.
chance-step-bounds-first = At { $p }, before any outcome: with every outcome at { $L } or at { $U }, [lo, hi] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : lo ≥ β = { $beta }: cut
        [low] : hi ≤ α = { $alpha }: cut
       *[none] , not outside (α, β) = ({ $alpha }, { $beta }): search the outcomes
    }.
# $loSum, $hiSum: Ballard's sums, such as 1/2·3 + 1/2·L.
chance-step-bounds = At { $p }, after { $child }: [lo, hi] = [{ $loSum }, { $hiSum }] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : cannot fall below β = { $beta }: cut
        [low] : cannot rise above α = { $alpha }: cut
       *[none] , inside (α, β) = ({ $alpha }, { $beta }): go on
    }.
# $kind: decision, chance or probing; $skipped: a number.
chance-step-cutoff = { $kind ->
        [decision] Cutoff at { $p } after { $child } (m ≥ β)
        [probing] Probing cutoff at { $p } after { $child }: the probes' lower bound reaches β
       *[chance] Chance cutoff at { $p }
    }; not searched: { $skipped }.
chance-step-return = { $p } returns { $value }{ $bound ->
        [lower] , a lower bound (the value is at least this)
        [upper] , an upper bound (the value is at most this)
       *[exact] { "" }
    }.
chance-who = { $kind ->
        [max] Max
        [min] Min
        [chance] chance
       *[terminal] terminal
    }
chance-stack-window = window (α, β)
chance-stack-bounds = bounds [lo, hi]
# The summary, the closing sentence and the compare view's caption. $decimal: none for an
# integer; $assumed: yes when no range was given (the tree's own).
chance-summary = { $proc }: value { $value }{ $decimal ->
        [none] { "" }
       *[other] { " " }(≈ { $decimal })
    }; { $terminals } of { $allTerminals } terminals evaluated; chance cutoffs: { $chanceCuts }, probing cutoffs: { $probingCuts }; leaf range [L, U] = [{ $L }, { $U }]{ $assumed ->
        [yes] { " " }(assumed: the tree's least and greatest terminal values)
       *[no] { "" }
    }.
chance-done = Done: { $proc }: the root's value is { $value }; { $terminals } of { $allTerminals } terminals evaluated, chance cutoffs: { $chanceCuts }, probing cutoffs: { $probingCuts }.
chance-compare-caption = — value { $value }; { $terminals } terminals; chance cutoffs: { $chanceCuts }
# The counts table (panels/other-counts.js).
chance-counts-caption = Ballard 1983: value and counts
chance-counts-note = Star1 and Star2 bound a chance position's value with the leaf range [L, U], in which every terminal value lies; expectimax looks at every position.
chance-counts-value = value
chance-counts-decision = decision cutoffs (m ≥ β)
chance-counts-chance = chance cutoffs
chance-counts-probing = probing cutoffs (Star2)
chance-counts-probes = probes (Star2)
chance-counts-range = leaf range [L, U]
# The leaf range option (families/chance/range-field.js). $value: as typed, cut short.
chance-range-legend = Leaf range (Star1, Star2)
chance-range-label = [L, U] as L..U
chance-range-hint = Every terminal value must lie in it. Empty: the tree's least and greatest terminal values.
chance-range-bad = '{ $value }' is not a leaf range: write L..U with whole numbers, such as -10..10, or leave it empty.
# The procedure menu on a tree with chance positions: a procedure of decision positions only. $label: its label.
chance-menu-off = { $label } (not on chance positions)
# The edit panel's row for a chance position's probabilities (families/chance/prob-editor.js). $count: its outcomes.
chance-probs-label = Probabilities
chance-probs-set = Set
chance-probs-hint = One per outcome ({ $count }), fractions or decimals separated by spaces, such as 1/6 5/6; they must sum to 1.
# The same in the minimax view at Min's positions (Max's standpoint).
chance-step-update-min = At { $p } (Min's, seen by Max): { $child } gives t = { $t }, less than m: m := { $m }.
chance-step-probe-min = At { $p } (Star2's probing, Min's, seen by Max): { $child }, through its first successor { $first }, is worth at most W = { $value }.
# The menus' words for Ballard's family and the examples with chance positions, added when the full core is in.
example-dice = Chance: a backgammon-like tree (dice, 1/6 a double)
example-aima-chance = Chance: AIMA Fig. 5.12, left (values 2.1 and 1.3)
example-aima-chance-transformed = Chance: AIMA Fig. 5.12, right (the same order, values 21 and 40.9)
proc-label-expectimax = Expectiminimax — every position
proc-label-star1 = Star1
proc-label-star2 = Star2 — Star1 with probing
paper-title-chance = Chance positions: Ballard 1983
# Practice on the tree shown (families/chance/practice-panel.js; the core's chancePractice).
# $L, $U: the leaf range; $p: a position's Dewey name; $given: the value typed; $value: the
# right one; $score, $total: the marks; $list: Dewey names.
chance-practice-summary = Practise on this tree
chance-practice-task = Task
chance-practice-skip = Mark the terminals Star1 does not evaluate (leaf values in [{ $L }, { $U }])
chance-practice-values = Give the value of each chance position
chance-practice-skip-hint = Click or tap each terminal Star1 skips on the tree (or select it and press Enter, Space or x), or tick it below (it searches the whole window and bounds each chance position with L and U).
chance-practice-values-hint = The probability-weighted average of its outcomes, as a fraction (7/18) or a decimal (0.39). Enter on a chance position in the tree goes to its field.
chance-practice-terminal = terminal { $p }
chance-practice-position = chance position { $p }
chance-practice-check = Check
chance-practice-show = Show answer
chance-practice-retry = Try again
chance-practice-hiding = Practising: the tree shows the terminals only until you check your answer or close “{ chance-practice-summary }”.
chance-practice-marked = { $p } marked.
chance-practice-unmarked = { $p } unmarked.
chance-practice-describe-marked = marked as skipped
chance-practice-describe-unmarked = not marked
chance-practice-describe-value = your value { $value }
chance-practice-score = { $score } of { $total } right.
chance-practice-wrong-skip = { $p }: marked, but Star1 evaluates it.
chance-practice-missed-skip = { $p }: Star1 skips it; not marked.
chance-practice-wrong-value = { $p }: { $given } is not its value.
chance-practice-missed-value = { $p }: no value given.
chance-practice-right = { $p }: right.
chance-practice-answer-skip = Star1 skips: { $list }.
chance-practice-answer-none = Star1 evaluates every terminal.
chance-practice-answer-value = { $p }: { $value }
chance-practice-mistake = The mistake: { $title }. { $explanation }
chance-mistake-chance-as-min-title = a chance position valued as Min's
chance-mistake-chance-as-min = A chance position was valued as if Min moved there (its least outcome); its value is the probability-weighted average of its outcomes.
chance-mistake-plain-average-title = plain average
chance-mistake-plain-average = The probabilities were ignored (the plain average of the outcomes); each outcome counts with its probability.
chance-mistake-forgets-unseen-mass-title = the outcomes not yet searched forgotten
chance-mistake-forgets-unseen-mass = The bounds at a chance position left out the outcomes not yet searched; Star1 counts each of them at L for the lower bound and at U for the upper one.

## Monte Carlo tree search
## The panel that runs UCT on the page's tree beside alpha-beta (mcts/panel.js, plot.js,
## stepper.js). N: visits; W: rewards summed; W/N: the mean reward (0 to 1, from the
## standpoint of the player moving at the parent); UCB1: W/N + C·sqrt(ln N_parent / N).
mcts-not-loaded = The Monte Carlo tree search panel could not load: { $error }
mcts-intro = UCT (Kocsis & Szepesvári 2006) samples the tree: each iteration selects a path by the UCB1 values, adds a position, plays random moves to a terminal and counts the reward on the path. Its move is the root's successor visited most. Beside it, alpha-beta (F2) proves the minimax value.
mcts-iterations = Iterations
mcts-seed = Seed
mcts-c = C (exploration)
mcts-run = Run UCT
mcts-cap = Runs are made in a background thread, with their progress shown and Cancel; they stop at { $max } iterations.
mcts-bad-iterations = Iterations: a whole number from 1 to { $max }.
mcts-bad-seed = Seed: a whole number, 0 or more.
mcts-bad-c = C: a number, 0 or more (or a root such as √2).
mcts-refused = UCT cannot run on this tree: { $error }
mcts-done = UCT ran { $iterations } iterations.
mcts-stale = The tree changed: run UCT again for this tree.
mcts-cancel = Cancel
mcts-progress-label = Iterations run
mcts-progress-value = { $done } of { $total } iterations
mcts-progress-status = Running UCT: { $done } of { $total } iterations…
mcts-starting = Starting a run of { $total } iterations…
mcts-cancelled = Cancelled after { $done } of { $total } iterations; the last finished run stays shown.
mcts-stopped-lost = the run stopped: its worker was lost ({ $why })
mcts-stopped-why = the run stopped: { $why }
mcts-stopped-worker = the run stopped: the worker failed
mcts-root = the root
mcts-table-caption = The root's successors after the run
mcts-col-move = Move
mcts-col-n = N
mcts-col-mean = W/N
mcts-col-ucb = UCB1
mcts-col-value = Minimax value
mcts-col-optimal = Optimal
mcts-chosen-move = { $move } (UCT's move)
mcts-yes = yes
mcts-no = no
mcts-no-move = UCT has no move: the root is terminal.
mcts-move-optimal = After { $iterations } iterations UCT moves to { $move } (the most visits), a minimax-optimal move.
mcts-move-not-optimal = After { $iterations } iterations UCT moves to { $move } (the most visits), which is not minimax-optimal (optimal: { $optimal }).
mcts-estimate = The root's estimate is { $estimate }; its minimax value is { $value }.
mcts-f2 = Alpha-beta (F2) examines { $terminals } terminals to prove the value { $value }.
mcts-plot-caption = The root's estimate against the iterations, beside the minimax value and alpha-beta's cost
mcts-plot-label = Plot of UCT's estimate of the root's value against the number of iterations on a log scale, with the minimax value as a horizontal line and the terminals alpha-beta examines as a vertical line
mcts-plot-failed = The plot could not be drawn: { $error }
mcts-axis-iterations = iterations
mcts-axis-estimate = root's estimate
mcts-key-estimate = UCT's estimate
mcts-key-optimal = move optimal
mcts-key-not-optimal = move not optimal
mcts-key-value = minimax value
mcts-key-f2 = F2's terminals
mcts-tip = { $iterations } iterations: estimate { $estimate }, move optimal: { $optimal }
mcts-steps-title = The first iterations, phase by phase
mcts-steps-intro = The first { $iterations } iterations of the same run, each in four phases: selection, expansion, simulation, backpropagation.
mcts-prev = Previous phase
mcts-next = Next phase
mcts-prev-iteration = Previous iteration
mcts-next-iteration = Next iteration
mcts-scrub = Go to phase
mcts-where = Phase { $k } of { $steps }
mcts-step-positions = Positions: { $positions }
mcts-ph-select = Iteration { $iteration }, selection:
mcts-ph-select-none = Iteration { $iteration }, selection: the root still has successors outside the search tree, so selection stops at the root.
mcts-ph-select-at = at { $at } the UCB1 values are { $values }; it chooses { $chosen }.
mcts-ph-expand = Iteration { $iteration }, expansion: { $position } is added to the search tree.
mcts-ph-expand-none = Iteration { $iteration }, expansion: { $position } is terminal, nothing is added.
mcts-ph-simulate = Iteration { $iteration }, simulation: random moves { $path } reach the terminal { $leaf }, value { $value }, reward { $reward } for Max.
mcts-ph-backup = Iteration { $iteration }, backpropagation: N and W grow on the path:
mcts-ph-update = { $position } N = { $n }, W = { $w }
mcts-on-tree = Show the step on the tree (N and W/N beside each position of the search tree)
mcts-tree-stats = N { $n } · { $mean }
mcts-tree-n = N { $n }
mcts-tree-ucb = UCB { $ucb }
mcts-tree-visits = in the search tree, N = { $n }, W/N = { $mean }
mcts-tree-unvisited = not in the search tree
mcts-tree-role-path = on the selection's path
mcts-tree-role-chosen = chosen by selection
mcts-tree-role-added = added by expansion
mcts-tree-role-random = on the simulation's random path
mcts-tree-role-updated = updated by backpropagation
mcts-practice-summary = Practise UCT by hand
mcts-practice-task = Task
mcts-practice-select = Which successor does selection choose next?
mcts-practice-backup = What are N and W after this backpropagation?
mcts-practice-shown = Iterations before the question
mcts-practice-new = New question
mcts-practice-bad-shown = Iterations before the question: a whole number from 0 to 100,000.
mcts-practice-stale = The tree changed: this is a new question on the tree shown.
mcts-practice-statement = After { $shown } iterations of UCT with seed { $seed } and C = { $c } (rewards: the terminal's value scaled from [{ $lower }, { $upper }] to [0, 1]), the search tree holds these statistics. W counts the rewards of the player who moves at the position's parent (Max at the root).
mcts-practice-select-hint = From the root down, choose the successor with the greatest UCB1 value W/N + C·√(ln N_parent / N) (on a tie, the first). Selection stops at a position with a successor not yet in the search tree, or at a terminal.
mcts-practice-backup-hint = The next iteration goes down { $path }; its simulation reaches the terminal { $leaf } (value { $value }): reward { $reward } to Max. Give N and W of each position on the path after backpropagation (W exactly: a fraction such as 7/4, or a decimal).
mcts-practice-stops-terminal = Selection stops at { $p }: it is a terminal.
mcts-practice-stops-root = The root still has a successor outside the search tree: selection chooses nothing (ask after more iterations).
mcts-practice-stops-unvisited = Selection stops at { $p }: it has a successor not yet in the search tree (expansion adds it).
mcts-practice-at =
    Step { $k }: at { $p } (N = { $n }; { $who ->
        [max] Max
       *[min] Min
    } moves), which successor?
mcts-practice-col-position = Position
mcts-practice-col-w = W
mcts-practice-col-choose = Choose
mcts-practice-col-for = Rewards of
mcts-practice-col-n-after = N after
mcts-practice-col-w-after = W after
mcts-practice-who =
    { $who ->
        [max] Max
       *[min] Min
    }
mcts-practice-n-of = N of { $p } after backpropagation
mcts-practice-w-of = W of { $p } after backpropagation
mcts-practice-check = Check
mcts-practice-show = Show answer
mcts-practice-score = { $score } of { $total } right.
mcts-practice-step-right = Step { $k }: { $p }, right.
mcts-practice-step-wrong =
    Step { $k }: { $p } is not { $after ->
        [true] on selection's path (a step before went wrong).
       *[false] the successor with the greatest UCB1 value.
    }
mcts-practice-step-missed = Step { $k }: no successor chosen.
mcts-practice-step-extra = Step { $k }: { $p }: selection stops before it.
mcts-practice-nw-right = { $p }: N and W right.
mcts-practice-nw-bad =
    { $p }: { $part ->
        [n] N
       *[w] W
    } { $said ->
        [yes] = { $given } is not right.
       *[no] not given.
    }
mcts-practice-answer-select = Selection chooses { $list }.
mcts-practice-answer-none = Selection chooses nothing: the root still has a successor outside the search tree.
mcts-practice-answer-nw = { $p }: N = { $n }, W = { $w }
mcts-practice-mistake = The mistake: { $title }. { $explanation }
mcts-mistake-perspective-title = the perspective error
mcts-mistake-perspective = The rewards were counted from Max's standpoint at every position. W counts the reward of the player who moves at the parent: under a Min position it is 1 − r, and Min chooses by its own W/N, not by Max's.
mcts-mistake-exploit-only-title = exploitation only (C = 0)
mcts-mistake-exploit-only = The successor with the best mean W/N was chosen, without the exploration term C·√(ln N_parent / N); a successor visited less may have the greater UCB1 value.
mcts-mistake-swapped-title = visits and rewards swapped
mcts-mistake-swapped = Visits and rewards were swapped (the reward added to N, one to W): each position on the path gets one more visit, N + 1, and its reward is added to W.

uct-exp-title = UCT against alpha-beta: shallow traps and P-games
uct-exp-intro = Over many seeded trees, how often UCT's move (the most visited successor of the root) is a minimax-optimal move after each number of iterations, and how many terminals F2 (alpha-beta) examines to prove the value on the same trees. Trap trees hide a losing move whose refutation is shallow (Ramanujan, Sabharwal & Selman 2010); P-games are Kocsis & Szepesvári's random games (2006). The same as gametree experiment --model trap or pgame.
uct-exp-model = Model
uct-exp-model-trap = trap trees (a shallow trap)
uct-exp-model-pgame = P-games
uct-exp-degree = Degree
uct-exp-height = Height
uct-exp-samples = Trees
uct-exp-iterations = Iterations (increasing budgets)
uct-exp-seed = Seed
uct-exp-c = C (exploration)
uct-exp-run = Run UCT
uct-exp-cancel = Cancel
uct-exp-csv = Download CSV
uct-exp-starting = Starting…
uct-exp-progress = { $done } of { $total } trees
uct-exp-done = Done: { $trees } trees in { $seconds } s.
uct-exp-cancelled = Cancelled.
uct-exp-stopped = Stopped.
uct-exp-caption = UCT's move against the minimax-optimal moves, per iteration budget
uct-exp-col-iterations = Iterations
uct-exp-col-trees = Trees
uct-exp-col-optimal = Optimal move
uct-exp-col-probability = P(optimal)
uct-exp-col-wilson-low = 95% low (Wilson)
uct-exp-col-wilson-high = 95% high (Wilson)
uct-exp-col-settled = Optimal from here on
uct-exp-col-f2 = F2's terminals (mean)
uct-exp-bad-whole = { $field }: a whole number from { $lo } to { $hi }.
uct-exp-bad-iterations = Iterations: increasing whole numbers separated by commas, at most { $max } of them.
uct-exp-bad-c = C: a number ≥ 0, such as 1.4 or √2.
uct-exp-needed = UCT's move is optimal on at least { $share } of the trees from { $iterations } iterations on; F2 examines { $terminals } terminals on average to prove the value (ratio { $ratio }).
uct-exp-not-reached = UCT's move is not optimal on { $share } of the trees even at { $last } iterations; F2 examines { $terminals } terminals on average to prove the value.
uct-exp-plot-caption = P(UCT's move is minimax-optimal) against the iterations (log scale), with F2's terminals
uct-exp-plot-label = Probability that UCT's move is minimax-optimal against the iterations, with the mean terminals F2 examines as a vertical line
uct-exp-plot-failed = The plot could not be drawn: { $error }
uct-exp-key-optimal = P(optimal move)
uct-exp-key-settled = optimal from here on
uct-exp-key-f2 = F2's terminals
uct-exp-axis-iterations = Iterations
uct-exp-axis-probability = Share of trees
uct-exp-tip = { $iterations } iterations: P = { $probability } ({ $optimal } of { $trees } trees)
