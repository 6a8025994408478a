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
