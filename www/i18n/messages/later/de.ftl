# Deutsch, zweiter Teil: die Meldungen dessen, was später lädt (Übungen, die Bereiche
# Experimente und Pathologie). Der erste Teil (../de.ftl) ist der der ersten Ansicht.

## Üben: die Rückmeldungen, die die Seite um die des Kerns schreibt (die Sätze des Kerns —
## die Rückmeldung je Stellung, der Text des Hinweises, Titel und Erklärung eines bekannten
## Fehlers — kommen auf Englisch: $sentence, $text, $title, $names).

practice-hint-button = Hinweis
practice-hint-button-title = Ein Hinweis für diese Aufgabe (zählt bei der Punktzahl)
practice-hint = Hinweis: { $text }
practice-hint-used = Hinweis genutzt
practice-no-hint = Kein Hinweis: { $error }
practice-hint-counted = (1 Hinweis genutzt)
practice-mode-continuous = Jede Markierung und jeder Wert wird sofort beurteilt; ein falscher lässt sich rückgängig machen (Rückgängig, oder u im Baum). Die Punktzahl zählt erste Versuche: Jeder falsche erste Schritt kostet einen Punkt.
practice-mode-fix = Jede Markierung und jeder Wert wird sofort beurteilt; ein falscher wird für Sie korrigiert, und jede Korrektur kostet einen Punkt.
practice-step-right =
    ✓ { $p ->
        [root] die Wurzel
       *[other] Stellung { $p }
    }: richtig. { $sentence }
practice-step-wrong =
    ✗ { $p ->
        [root] die Wurzel
       *[other] Stellung { $p }
    }: falsch. { $sentence }
practice-step-fixed =
    ✗ { $p ->
        [root] die Wurzel
       *[other] Stellung { $p }
    }: falsch, für Sie korrigiert (kostet einen Punkt). { $sentence }
practice-undone = Rückgängig gemacht.
practice-score = Punktzahl { $score } von { $total }.
practice-score-right = Punktzahl { $score } von { $total } — alles richtig!
practice-score-first-tries =
    Punktzahl { $score } von { $total }, erste Versuche gezählt{ $retried ->
        [none] { "" }
       *[other] { " " }(beim ersten Versuch falsch: { $retried })
    }{ $fixed ->
        [none] { "" }
       *[other] { " " }(für Sie korrigiert: { $fixed })
    }.{ $correct ->
        [yes] { " " }Die Antwort ist jetzt ganz richtig.
       *[no] { "" }
    }
practice-missed = Übersehen: { $list }.
practice-wrong = Falsch: { $list }.
practice-order =
    F2 untersucht mit Ihrer Reihenfolge { $terminals } Endstellungen (gegebene Reihenfolge { $original }, beste zuerst { $bestFirst }, kleinstmöglich { $best }{ $corollary ->
        [none] { "" }
       *[other] , Minimum nach Korollar 3 { $corollary }
    }).
practice-select =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } auswählen
practice-verdict =
    { $verdict ->
        [right] richtig
        [missed] übersehen
       *[wrong] falsch
    }:
practice-dx-close = Nahe an einem bekannten Fehler: { $names } (unten).
practice-dx-known = Das ergibt ein bekannter Fehler: { $names } (unten).
practice-dx-closest-title =
    Nächster bekannter Fehler ({ $count } { $count ->
        [one] Stellung
       *[other] Stellungen
    } Abstand): { $title }
practice-dx-title = Ein bekannter Fehler: { $title }
practice-dx-why = Warum das ein Fehler ist
practice-dx-show = Den Unterschied in diesem Baum zeigen
practice-dx-show-title = Die Unterschiedsansicht: dieser Fehler gegen das richtige Verfahren, an der ersten Stellung, an der sie sich trennen

## Das Pathologie-Panel (www/pathology).

path-not-loaded = Das Pathologie-Panel konnte nicht geladen werden: { $error }
path-not-number = { $what }: '{ $bad }' ist keine Zahl
path-slider = { $field } (Schieberegler)
path-data-table = Datentabelle
path-link-unused = Einige Pathologie-Einstellungen des Links wurden nicht verwendet: { $problems }.
path-from-link = Einstellungen aus dem Link. Drücke Starten, um die Ergebnisse zu berechnen.
path-rec-title = Pearls Fehlerrekursion (§5.1)
path-rec-intro = Ein gleichmäßiger Baum, dessen Blätter mit den Fehlern err1 (ein Verlust als Gewinn bewertet) und err2 (ein Gewinn als Verlust bewertet) bewertet werden; ein Blatt ist mit Wahrscheinlichkeit p ein Gewinn. ERR ist die Wahrscheinlichkeit, dass der von Minimax zur Wurzel hochgereichte Wert falsch ist (Gl. (1); Gl. (3), wenn Stellungen mit Wahrscheinlichkeit q Endstellungen sind).
path-preset = Vorgabe
path-preset-title = Eine Abbildung der Dissertation: (err1, err2), p von 0.2 bis 0.9; q = 0.05 wo angegeben
path-preset-custom = eigene
path-width = Breite w
path-levels = Ebenen N
path-err1 = err1 (Blätter)
path-err1-hint = P(ein verlorenes Blatt wird als Gewinn bewertet)
path-err2 = err2 (Blätter)
path-err2-hint = P(ein gewonnenes Blatt wird als Verlust bewertet)
path-q = q (Endstellung)
path-q-hint = Gl. (3): die Wahrscheinlichkeit, dass eine Stellung eine Endstellung ist; 0 ergibt Gl. (1)
path-p = p (Blätter, eine Liste)
path-p-hint = P(ein Blatt ist ein Gewinn), je eine Kurve: 0.2, 0.4, 0.6
path-rec-caption = ERR an der Wurzel nach k Iterationen, eine Kurve je p (Dissertation, Abb. 44–47, 50–53)
path-col-level = Ebene
path-rec-table-caption = { $title }; ERR an der Wurzel nach k Iterationen (die Blätter auf Ebene N = { $levels })
path-plot-label = { $title }. Die Zahlen stehen in der Datentabelle.
path-rec-plot-title =
    ERR nach k Iterationen von Gl. ({ $eq }): w = { $width }, err1 = { $err1 }, err2 = { $err2 }{ $q ->
        [none] { "" }
       *[other] , q = { $q }
    }
path-axis-iterations = Iterationen k (Suchtiefe)
path-game-title = Naus Spiele (§5.3)
path-game-intro = Zufällige Bäume mit bekannten wahren Werten: bei jeder Suchtiefe d werden die Stellungen der Ebene d nach der Zahl der gewinnenden Endstellungen darunter bewertet und zu den Söhnen der Wurzel mit erzwungenem Gewinn und erzwungenem Verlust hochgereicht; P(correct) zählt, wie oft der erzwungene Gewinn höher bewertet wird (ein Gleichstand zählt halb). Wo es mit wachsendem d fällt, ist tiefere Suche schlechter: die Pathologie.
path-game = Spiel
path-game-pearl = Pearl-Spiel
path-game-incremental = inkrementell
path-terminal-levels = Endebenen t
path-terminal-levels-hint = eine Liste, je eine Kurve: 5, 7, 9
path-bad-terminal-levels = Endebenen t: '{ $text }' ist keine Liste ganzer Zahlen
path-samples = Stichproben
path-seed = Startwert
path-run = Starten
path-cancel = Abbrechen
path-progress-label = Fortschritt des Pathologie-Experiments
path-game-caption = P(richtige Entscheidung) über der Suchtiefe, Minimax neben Produktpropagation (§5.3)
path-starting = Start…
path-progress = { $pct } % (t = { $t }, { $backup })…
path-backup-minimax = Minimax
path-backup-product = Produkt
path-done = Fertig: { $samples } Bäume ({ $discarded } gezogen und verworfen) in { $seconds } s im Worker.
path-cancelled = Abgebrochen; die bisher fertigen Kurven werden gezeigt.
path-stopped = Angehalten.
path-col-backup = Hochreichen
path-col-depth = Tiefe d
path-col-stderr = ± Std.-Fehler
path-col-samples = Stichproben
path-col-discarded = verworfen
path-game-name-pearl = Pearl-Spiel
path-game-name-incremental = inkrementelles Spiel
path-game-plot-title = P(richtige Entscheidung) über der Suchtiefe: { $game }, w = { $width }, t = { $t }; { $samples } Stichproben, Startwert { $seed }
path-facet-minimax = Minimax
path-facet-product = Produktpropagation
path-axis-depth = Suchtiefe d
path-demo-title = Ein Pearl-Spielbaum, bis Tiefe d durchsucht
path-demo-intro = Quadrate: Max am Zug; Kreise: Min. W/L: der wahre Wert für Max (gefüllt: ein erzwungener Gewinn). Zahlen: die Bewertung in Tiefe d (Endstellungen mit 1 darunter), von Minimax hochgereicht; tiefere Stellungen sind blass, ihre Endstellungen zeigen 1 oder 0. Eine dicke Kante: der Sohn, den eine Regel wählt (siehe unten).
path-terminal-level = Endebene t
path-depth = Suchtiefe d
path-next-tree = Nächster Baum
path-next-tree-title = Der nächste Startwert
path-demo-label = Ein Pearl-Spielbaum der Breite 2 mit Endebene { $t }: bis Tiefe { $d } durchsucht, Minimax { $minimax }, Produktpropagation { $product }.
path-verdict-correct = richtig
path-verdict-wrong = falsch
path-verdict-tie = unentschieden
path-demo-node =
    Ebene { $level }, { $player } am Zug: in Wahrheit ein { $win ->
        [yes] erzwungener Gewinn
       *[no] erzwungener Verlust
    } für Max; { $ones } Endstellungen mit 1 darunter{ $d ->
        [none] { "" }
       *[other] ; hochgereicht aus Tiefe { $d }: Minimax { $minimax }, Produkt { $product }
    }
path-demo-backs-up =
    { $rule ->
        [minimax] Minimax
       *[product] Produktpropagation
    } reicht { $left } an den linken Sohn und { $right } an den rechten hoch:
path-demo-tie = ein Gleichstand (zählt halb)
path-demo-picks =
    sie wählt den { $side ->
        [left] linken
       *[right] rechten
    } Sohn, { $correct ->
        [yes] den erzwungenen Gewinn — richtig
       *[no] einen erzwungenen Verlust — falsch
    }
path-demo-core-scores = (der Kern bewertet es mit { $score })
path-demo-truth =
    Wahrheit: der { $win ->
        [left] linke
       *[right] rechte
    } Sohn ist ein erzwungener Gewinn für Max, der { $loss ->
        [left] linke
       *[right] rechte
    } ein erzwungener Verlust (W/L unter jeder Stellung). Bis Tiefe { $d } durchsucht (die gestrichelte Linie), wird jede Stellung der Ebene { $d } nach ihrer Zahl von Endstellungen mit 1 darunter bewertet.
path-demo-discarded =
    Der Startwert zog zuerst { $count } { $count ->
        [one] Baum
       *[other] Bäume
    } ohne einen Sohn mit erzwungenem Gewinn oder Verlust; sie wurden wie im Experiment verworfen.
