# English, the second part: the messages of what loads later (practice, the experiments and
# pathology panels, the element's practice), fetched after the first view is ready or when
# one of those opens. The first part (../en.ftl) is the first view's. Same rules as there.

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
