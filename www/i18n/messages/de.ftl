# Deutsch. Begriffe: Alpha-Beta-Suche, Schnitt (flacher, tiefer), Fenster (α, β), Stellung,
# Nachfolger, Endstellung, Hauptvariante (docs/glossary.md).

skip-link = Zum Baum springen
app-title = Alpha-Beta-Spielwiese
app-subtitle = Knuth & Moore, „An Analysis of Alpha-Beta Pruning“ (1975): F0, F1 und F2 an einem Baum, den Sie bearbeiten können – mit den Verfahren von Muszycka und Slagle und mit Experimenten
toolbar =
    .aria-label = Baum und Teilen
example-label = Beispiel
example-select =
    .aria-label = Einen Beispielbaum laden
example-choose = auswählen…
undo = ↶ Rückgängig
    .aria-label = Die letzte Änderung am Baum rückgängig machen (Strg+Z)
    .title = Rückgängig (Strg+Z)
redo = ↷ Wiederholen
    .aria-label = Wiederholen (Strg+Umschalt+Z)
    .title = Wiederholen (Strg+Umschalt+Z)
copy-link = Link kopieren
    .title = Einen Link auf genau diesen Zustand kopieren
copy-embed = Einbetten
    .title = Den Einbettungscode kopieren: ein iframe-Schnipsel, das diesen Zustand einbettet
export-menu = Exportieren
    .aria-label = Den Baum exportieren
export-svg = Baumansicht als SVG
export-qr = Baumansicht + QR-Code (SVG)
    .title = Zum Drucken: der Baum mit einem QR-Code des Links auf diesen Zustand
export-png = Baumansicht als PNG
export-text = Baum als Text
present-switch = Präsentieren
    .title = Präsentationsmodus: Baum und Schrittfolge füllen den Bildschirm (f)
practice-switch = Üben
    .title = Üben: am Baum antworten, dann prüfen
lang-label = Sprache
help-button =
    .aria-label = Tastenkürzel (?)
share-out =
    .aria-label = Der zu kopierende Link oder Schnipsel
practice-area =
    .aria-label = Üben
tree-area =
    .aria-label = Baum und Suche
proc-legend = Verfahren
proc-f0 =
    .title = F0: Negamax als vollständige Suche, untersucht alles (0)
proc-f1 =
    .title = F1: Branch-and-Bound (1)
proc-f2 =
    .title = F2: Alpha-Beta-Suche (2)
proc-compare =
    .title = Alle drei nebeneinander (3)
proc-compare-text = Vergleichen
proc-menu = Verfahren
    .title = Alle Verfahren, nach Arbeit (p)
proc-select =
    .aria-label = Verfahren, nach Arbeit gruppiert (p)
cmp-menu = Zum Vergleich hinzufügen
    .title = Verfahren anderer Arbeiten zum Vergleich hinzufügen
view-legend = Angezeigte Werte
view-negamax =
    .title = Negamax: Werte aus Sicht des Spielers am Zug
view-minimax =
    .title = Minimax: Werte aus Sicht von Max (ohne die Minuszeichen)
show-critical = Kritisch
zoom-in =
    .aria-label = Vergrößern
zoom-out =
    .aria-label = Verkleinern
zoom-fit = Einpassen
    .aria-label = Den Baum in die Ansicht einpassen
zoom-tap = Zum Tippen vergrößern
zoom-tap-title = Vergrößern, bis jede Stellung einzeln angetippt werden kann
cmp-mode-legend = Art des Vergleichs
cmp-mode-side = Nebeneinander
cmp-mode-diff = Unterschied an einem Baum
cmp-first-show = Zeigen
diff-legend =
    .aria-label = Legende des Unterschieds
diff-legend-both = von beiden untersucht (gefüllt)
diff-legend-none = von keinem (hohl, blass)
legend-title = Legende
legend-list =
    .aria-label = Legende
legend-max = Max am Zug
legend-min = Min am Zug
legend-examined = untersucht (gefüllt)
legend-pending = noch nicht erreicht
legend-shallow = flacher Schnitt: gestrichelt, ein Balken
legend-deep = tiefer Schnitt: gepunktet, zwei Balken
legend-saved = durch das Fenster eingespart (das volle Fenster untersucht sie, diese Suche nicht): Strich-Punkt, drei Balken
legend-window = mit der Schranke des Fensters geschnitten (das volle Fenster überspringt sie auch): gestrichelt, ein Balken und ein Ring
legend-extra = +: nur wegen des Fensters untersucht (erste Suche oder Wiederholungssuche; das volle Fenster nicht)
legend-skipped = nicht untersucht (die Verfahren der anderen Arbeiten)
legend-edges = dicke Kanten: die Hauptvariante (m&n: der gewählte Zug); ≥3 / ≤3: das Verfahren gab eine Schranke zurück
stepper =
    .aria-label = Schrittfolge
step-first =
    .aria-label = Erster Schritt (Pos1)
    .title = Erster Schritt (Pos1)
step-back =
    .aria-label = Schritt zurück (←)
    .title = Schritt zurück (←)
step-forward =
    .aria-label = Schritt vor (→)
    .title = Schritt vor (→)
step-last =
    .aria-label = Letzter Schritt (Ende)
    .title = Letzter Schritt (Ende)
step-slider =
    .aria-label = Schritt
step-follow = Folgen
    .title = Die Ansicht folgt dem Schritt: Sie schwenkt zur aktuellen Stellung und zu dem, was sie abgeschnitten hat
present-drawer = Bereiche
    .title = Die Seitenbereiche (Fenster, Zählungen, Bearbeiten)
present-exit = Präsentation verlassen
    .title = Den Präsentationsmodus verlassen (f)
speed-label = Tempo
speed-select =
    .aria-label = Abspieltempo
speed-slow = langsam
speed-normal = normal
speed-fast = schnell
speed-very-fast = sehr schnell
stack-caption = Aufrufstapel (innerster zuletzt)
open-full = In der Spielwiese öffnen ↗
side =
    .aria-label = Bereiche
edit-title = Gewählte Stellung
sel-set = Setzen
sel-add = Nachfolger hinzufügen
    .title = Eine Endstellung als Nachfolger nach dem letzten hinzufügen
sel-remove = Entfernen
    .aria-label = Diese Stellung und ihren Teilbaum entfernen
sel-terminal = Zur Endstellung machen
    .title = Diese Stellung zur Endstellung machen
sel-interior = Zur inneren Stellung machen
    .title = Dieser Endstellung zwei Nachfolger geben
sel-subtree = Teilbaum
sel-replace = Ersetzen
window-title = Fenster
window-full =
    .aria-label = Volles Fenster (-inf, +inf)
window-research = Die Wiederholungssuche zeigen
counts-title = Zählungen
map-title = Karte der Aspirationsfenster
text-title = Baum als Text
text-load = Diesen Baum laden
gen-title = Erzeugen
model-label = Modell
model-iid-ties = u.i.v. Werte (Gleichstände wahrscheinlich)
model-permutation = zufällige Permutation von 1..dʰ (§7)
model-pi = Ziffern von π (Abb. 1)
model-dependent = völlig abhängig (§9)
model-additive = additive Kantenwerte (§9)
model-nonuniform = zufällige Verzweigung (Kor. 2)
model-random-shape = zufällige Gestalt
gen-degree = Grad
gen-height = Höhe
lowest-value = Kleinster Wert
highest-value = Größter Wert
arc-scale = Kantenskala
q-per-level = q je Ebene
mean-degree = Mittlerer Grad je Ebene
max-degree = Größter Grad
max-depth = Größte Tiefe
seed-label = Startwert
new-seed = Neuer Startwert
    .title = Ein frischer zufälliger Startwert
gen-submit = Erzeugen
order-title = Umordnen
order-best = Bester zuerst
    .title = Umordnen: überall der beste Zug zuerst
order-worst = Schlechtester zuerst
    .title = Umordnen: überall der schlechteste Zug zuerst
order-reverse = Umkehren
    .aria-label = Jede Liste von Nachfolgern umkehren
order-shuffle = Mischen
    .aria-label = Die Nachfolger mischen (mit Startwert)
worst-case = Schlechtester Fall (§7)
    .title = Werte für diese Gestalt, mit denen F2 alles untersucht
exp-region =
    .aria-label = Experimente
exp-title = Experimente
exp-hint = viele Zufallsbäume mit Startwert: Zählungen gegen die Theorie (K&M §7–9)
model-iid = u.i.v. Werte
model-pi-one = Ziffern von π (ein Baum)
exp-degree = Grad d
exp-heights = Höhen
exp-heights-input =
    .title = Eine Liste (2, 4, 6) oder ein Bereich (1-6)
exp-samples = Stichproben je Höhe
exp-procs = Verfahren
exp-run = Starten
exp-cancel = Abbrechen
exp-progress =
    .aria-label = Fortschritt des Experiments
exp-plot-terminals = Untersuchte Endstellungen gegen die Höhe (logarithmisch), mit der Theorie
exp-plot-branching = Verzweigungsfaktor gegen den Grad: Tabelle 1 (r0 eine untere Schranke; r1 (39) und r* (Satz 4) obere Schranken) und das T^(1/h) des Experiments
exp-csv = Ergebnisse als CSV
path-title = Pathologie
path-hint = kann tiefere Suche schlechter entscheiden? Pearls Fehlerrekursion und Naus Spiele (Muszycka Kap. 5)
path-loading = Der Bereich wird geladen…
mcts-title = Monte-Carlo-Baumsuche (UCT)
footer-core = Der Rust-Kern (nach WebAssembly übersetzt) führt jede Suche aus; diese Seite zeichnet nur, was er meldet.
footer-embed = Beispiel zum Einbetten
footer-course = Eine Beispielseite für einen Kurs

## Die Sätze der Schrittfolge (Erzählung), die die Skripte der Familien bauen. Werte,
## Dewey-Namen, ±∞ und die Namen der Verfahren bleiben wie gedruckt; $p: ein Dewey-Name,
## oder „root“ für die Wurzel.

list-and = { $init } und { $last }

## Knuth und Moore (F0, F1, F2 und die späteren Negamax-Verfahren).

km-enter =
    { $p ->
        [root] Start: die Wurzel untersuchen
       *[other] Stellung { $p } untersuchen
    } ({ $who } am Zug){ $use ->
        [bound] { " " }mit Schranke { $beta }
        [window] { " " }mit Fenster (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }.
km-ready =
    Bereit: { $proc } beginnt an der Wurzel (Max am Zug){ $use ->
        [bound] { " " }mit Schranke { $beta }
        [window] { " " }mit Fenster (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }. Einen Schritt vor (→) oder abspielen (Leertaste).
km-terminal-minimax =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } ist eine Endstellung; ihr Wert ist { $value } (aus Sicht von Max).
km-terminal =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } ist eine Endstellung: f({ $dewey }) = { $value } (aus Sicht von { $who }, dort am Zug).
km-update-min =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    } (Min): { $child } ergibt { $t } < m = { $m }, also m = { $t }.
km-update-max =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    } (Max): { $child } ergibt { $t } > m = { $m }, also m = { $t }.
km-update =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    }: t = −{ $call }({ $child }) = { $t } > m = { $m }, also m = { $t }.
km-cutoff =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    }: m = { $m } { $rel } { $bound ->
        [bound] Schranke
       *[other] { $bound }
    } = { $b }: { $why }; { $count ->
        [one] Stellung { $skipped } wird nicht untersucht
       *[other] die Stellungen { $skipped } werden nicht untersucht
    }.{ $saved }
km-why-shallow = ein flacher Schnitt (die Schranke ist der Wert des Vorgängers)
km-why-deep-from =
    ein tiefer Schnitt (die Schranke ist der Wert m { $from ->
        [root] der Wurzel
       *[other] von { $from }
    }, einem Vorfahren oberhalb des Vorgängers, den F1 nicht kennen würde)
km-why-deep = ein tiefer Schnitt (die Schranke stammt von einem Vorfahren oberhalb des Vorgängers, den F1 nicht kennen würde)
km-why-window = ein Fensterschnitt (die Schranke ist das Fenster der Wurzel selbst, kein Wert einer untersuchten Stellung)
km-saved =
    Das volle Fenster untersucht { $which ->
        [it] sie
        [them] sie
       *[names] { $names }
    }: durch das Fenster eingespart.
km-not-saved =
    Das volle Fenster überspringt { $which ->
        [it] sie
        [them] sie
       *[names] { $names }
    } auch: nicht durch das Fenster eingespart.
km-leave-terminal =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } gibt ihren Wert { $value } zurück.
km-minimax-value-of = der Minimax-Wert von { $p }
km-leave-bound =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } gibt { $value } zurück, eine Schranke: { $F } { $rel } { $value } nach { $eq }.
km-leave =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } gibt { $value } = { $F } zurück.
km-research-root = Der letzte Durchgang ergab { $t }: die Wurzel noch einmal mit dem Nullfenster (α, β) = ({ $alpha }, { $beta }) durchsuchen.
km-research =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    }: der Nullfenstertest von { $child } ergab t = { $t }, innerhalb des Fensters: { $child } noch einmal mit (α, β) = ({ $alpha }, { $beta }) durchsuchen.
km-recall =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    }: Der Speicher hält eine Schranke { $value }, die diesen Aufruf erledigt; nichts darunter wird untersucht.
km-done =
    Fertig: { $proc } gibt { $value } { $exact ->
        [yes] = F(Wurzel)
       *[no] (eine Schranke für F(Wurzel))
    } zurück; { $terminals } { $terminals ->
        [one] Endstellung
       *[other] Endstellungen
    } und { $positions } { $positions ->
        [one] Stellung
       *[other] Stellungen
    } insgesamt untersucht.{ $hint }
step-hint = |◀◀ (Pos1) drücken, um von vorn Schritt für Schritt durchzugehen.

## Die übrigen Sätze der Schrittfolge (alle Familien).

step-too-large = Dieser Baum ist zu groß, um ihn Schritt für Schritt durchzugehen (mehr als { $limit } Stellungen).
step-choose-one = Wählen Sie ein einzelnes Verfahren, um einen Lauf Schritt für Schritt durchzugehen; die Vergleichsansicht zeigt sie fertig.
step-making = Die Schrittfolge von { $proc } wird im Hintergrund erstellt ({ $size } Stellungen)…

## Hinweise zum Link (was er nicht verwenden konnte). $value: der Text des Links, gekürzt.

link-unused = Ein Teil des Links wurde nicht verwendet: { $problems }.
link-cancelled =
    Das Öffnen des Baums aus dem Link wurde abgebrochen: { $initial ->
        [yes] die Seite zeigt den π-Baum
       *[no] die Seite behält ihren bisherigen Baum
    }.

## Der Aufrufstapel neben dem Satz des Schritts: seine Spaltenköpfe.

stack-position = Stellung
stack-to-move = am Zug
stack-bound = Schranke
stack-window-minimax = (α, β) (Minimax)
# The step slider's value, as a screen reader says it.
step-valuetext = Schritt { $pos } von { $length }
step-valuetext-end = der fertige Lauf; seine Schritte werden erstellt, wenn Sie zurückgehen oder abspielen
step-count-end = Ende

## ———— Der von den Skripten gebaute Text der ersten Ansicht ————

## Die Zähltabelle und die Anmerkungen darunter.

counts-caption = Zählungen auf diesem Baum und Fenster
counts-count = Zählung
counts-value = Wert an der Wurzel
counts-terminals = untersuchte Endstellungen
counts-positions = untersuchte Stellungen
counts-shallow = flache Schnitte
counts-deep = tiefe Schnitte
counts-window = Fensterschnitte
counts-per-level = untersuchte Stellungen je Ebene
counts-level = Ebene { $level } von { $size }
counts-corollary3 = Korollar 3: Auf einem gleichmäßigen Baum vom Grad { $degree } und der Höhe { $height } untersucht jeder Algorithmus mindestens
counts-corollary3-after =
    { $min ->
        [one] Endstellung
       *[other] Endstellungen
    } (d^⌈h/2⌉ + d^⌊h/2⌋ − 1); F2 tut das bei bestem Zug zuerst.
counts-corollary3-not = Korollar 3 (die kleinste Zahl der Endstellungen) gilt für gleichmäßige Bäume; dieser ist keiner.
counts-critical = Kritische Stellungen (Satz 1): { $total } — Typ 1: { $type1 }, Typ 2: { $type2 }, Typ 3: { $type3 }. Mit dem besten Zug überall zuerst untersucht F2 genau diese.
counts-deep-working = Die Endstellungen, die die tiefen Schnitte überspringen, werden gezählt…
counts-deep-note =
    Tiefe Schnitte: F2 macht { $events ->
        [one] { $events } tiefen Schnitt
       *[other] { $events } tiefe Schnitte
    } und überspringt { $skipped ->
        [one] { $skipped } Endstellung
       *[other] { $skipped } Endstellungen
    }; F1 untersucht { $examined } davon und überspringt die übrigen { $other } durch eigene Schnitte.
counts-deep-km = Knuth und Moore zählen die Endstellungen, die F1 untersucht und F2 nicht (auf dem Baum von Abb. 1 „five deep cutoffs“): hier { $count }.
counts-counter = Zähler

## Die Zusammenfassung und Hinweise zur Baumgröße.

notice-too-big-to-draw =
    Dieser Baum hat { $size } { $count ->
        [one] Stellung
       *[other] Stellungen
    }; die Zeichnung endet bei { $limit }. Die Zählungen sind weiter die des Kerns.
summary-predicting = Vorhersage für { $proc }: Wert und Zahl der untersuchten Stellungen erscheinen, sobald „Vorhersagen“ ausgeschaltet ist.
summary-searching =
    Der Baum wird im Hintergrund durchsucht ({ $size } { $count ->
        [one] Stellung
       *[other] Stellungen
    })…
summary-compare = F(Wurzel) = { $value }. Untersuchte Endstellungen von { $terminals }: { $list }.

## Die zugänglichen Namen des Baums.

tree-label = Spielbaum
tree-label-main = Spielbaum. Pfeiltasten wechseln zwischen Stellungen, Pos1 und Ende gehen zur ersten und letzten, ein getippter Dewey-Name geht zu ihr, Eingabe bearbeitet die gewählte, + und − zoomen, 0 passt ein.
tree-none = Kein Baum
tree-position =
    { $p ->
        [root] Wurzel
       *[other] Stellung { $p }
    }, { $who } am Zug, { $kind ->
        [terminal] Endstellung, Wert { $value }
       *[interior] { $count ->
            [one] { $count } Nachfolger
           *[other] { $count } Nachfolger
        }{ $value ->
            [none] { "" }
           *[other] , Wert { $value }
        }
    }{ $status ->
        [none] { "" }
       *[other] , { $status }
    }{ $extra ->
        [yes] , nur wegen des Fensters untersucht
       *[no] { "" }
    }
tree-status-examined = untersucht
tree-status-current = untersucht, der aktuelle Schritt
tree-status-pending = noch nicht erreicht
tree-status-skipped = nicht untersucht
tree-status-shallow = durch einen flachen Schnitt abgeschnitten
tree-status-deep = durch einen tiefen Schnitt abgeschnitten
tree-status-window = durch die Schranke des Fensters abgeschnitten
tree-status-saved = durch das Fenster eingespart (das volle Fenster untersucht sie)
player-max = Max
player-min = Min

## Das Feld der gewählten Stellung.

sel-none = Eine Stellung im Baum anklicken, antippen oder per Tastatur wählen (t gibt dem Baum den Fokus, dann Pfeiltasten).
sel-info =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    }: { $who } am Zug, { $kind ->
        [terminal] Endstellung
       *[interior] { $count ->
            [one] { $count } Nachfolger
           *[other] { $count } Nachfolger
        }
    }{ $what }.
sel-examined = { $proc } hat sie mit dem Fenster { $window } untersucht und { $value } erhalten
sel-not-examined = { $proc } hat sie nicht untersucht ({ $why })
sel-status-shallow = flacher Schnitt
sel-status-deep = tiefer Schnitt
sel-status-saved = durch das Fenster eingespart: das volle Fenster untersucht sie
sel-status-window = mit der Schranke des Fensters geschnitten; das volle Fenster überspringt sie auch
sel-extra = das volle Fenster (−∞, +∞) untersucht sie nicht: die Suche mit Fenster kostet sie zusätzlich
sel-value-name =
    Wert von { $p ->
        [root] der Wurzel
       *[other] { $p }
    }, aus der Sicht { $side ->
        [max] von Max
       *[mover] von { $who } (am Zug)
    }
sel-value-hint =
    Aus der Sicht { $side ->
        [max] von Max
       *[mover] von { $who } (am Zug)
    }{ $stored ->
        [none] { "" }
       *[other] ; der Baumtext speichert { $stored } (Sicht von Max)
    }. Eine Zahl tippen und Eingabe drücken.
sel-subtree-empty = Zuerst einen Teilbaum tippen, z. B. (3,1,4) oder 7.
sel-cut-reason =
    { $proc } hat sie übersprungen durch { $cut }.{ $saved ->
        [yes] { " " }Das volle Fenster (−∞, +∞) untersucht sie: das Fenster hat sie eingespart.
       *[no] { "" }
    }
sel-go-to-cut = Zum Schritt, in dem { $proc } sie abschnitt
cut-shallow =
    einen flachen Schnitt bei { $at ->
        [root] der Wurzel
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } erreichte β = { $beta }
       *[no] { "" }
    }, eine Schranke aus dem m ihres Vorgängers { $parent ->
        [root] (der Wurzel)
       *[other] { $parent }
    }
cut-deep =
    einen tiefen Schnitt bei { $at ->
        [root] der Wurzel
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } erreichte β = { $beta }
       *[no] { "" }
    }, eine Schranke { $from ->
        [root] von der Wurzel
        [unknown] von einem Vorfahren
       *[other] von { $from }
    } (einem Vorfahren oberhalb des Vorgängers, den F1 nicht kennen würde)
cut-window =
    einen Fensterschnitt bei { $at ->
        [root] der Wurzel
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } erreichte β = { $beta }
       *[no] { "" }
    }, eine Schranke, die noch die des Wurzelfensters (α, β) ist
cut-other =
    einen Schnitt ({ $kind }) bei { $at ->
        [root] der Wurzel
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } erreichte β = { $beta }
       *[no] { "" }
    }
cut-no-steps = Die Schrittfolge dieser Suche ist nicht verfügbar (der Baum ist zu groß zum Aufzeichnen).

## Der Codebereich.

code-summary = Der Code

## Das Fenster und Eingabefehler.

score-empty =
    { $what ->
        [alpha] Alpha
        [beta] Beta
       *[value] Wert
    }: eine Zahl, -inf oder +inf tippen
score-not-integer =
    { $what ->
        [alpha] Alpha
        [beta] Beta
       *[value] Wert
    }: „{ $text }“ ist keine ganze Zahl, -inf oder +inf
score-too-large =
    { $what ->
        [alpha] Alpha
        [beta] Beta
       *[value] Wert
    }: { $text } ist zu groß (höchstens 2^53 - 1 im Betrag)
score-not-finite =
    { $what ->
        [alpha] Alpha
        [beta] Beta
       *[value] Wert
    }: der Wert einer Endstellung muss endlich sein
window-alpha =
    .aria-label = Alpha
window-beta =
    .aria-label = Beta
window-order = Alpha muss kleiner als Beta sein (Alpha = { $alpha }, Beta = { $beta }); { $window } bleibt
window-points = Wo (mit allem darunter): { $parts }.
window-points-saved = eingespart: { $names }
window-points-extra = vom Fenster gekostet: { $names }
window-points-show = Im Baum zeigen
window-shown-with = { $name } wird gezeigt, mit diesem Fenster gesucht (Zählungen und Wert stehen in der Zusammenfassung). Knuth und Moores { $km } mit demselben Fenster, zum Vergleich:
window-shown-without = { $name } wird gezeigt; es nimmt kein Fenster. Knuth und Moores { $km } mit diesem Fenster, zum Vergleich:
window-none = { $name } nimmt kein Fenster: (α, β) ändert nichts an seiner Arbeit.
window-bound = { $name } nimmt nur β = { $beta } als Schranke; α wird nicht verwendet.
window-bound-result =
    { $exact ->
        [yes] { $name }(Wurzel, { $beta }) = { $value } < Schranke: exakt (6).
       *[no] { $name }(Wurzel, { $beta }) = { $value } ≥ Schranke: nur F(Wurzel) ≥ { $value } ist bekannt (6).
    }
window-full-result = Volles Fenster { $window }: { $km } liefert F(Wurzel) = { $value }.
window-full-hint = Das Fenster verengen (oder in die Aspirationskarte klicken), um eine Aspirationssuche zu sehen: Eine richtige Schätzung spart Stellungen ein, eine falsche kostet eine Wiederholungssuche.
window-outcome =
    { $outcome ->
        [exact] Exakt.
        [low] Scheitert nach unten.
       *[high] Scheitert nach oben.
    }
window-first =
    { $km }(Wurzel, { $alpha }, { $beta }) = { $value }{ $outcome ->
        [exact] { " " }({ $alpha } < { $value } < { $beta }): das ist F(Wurzel).
        [low] { " " }≤ α: scheitert nach unten, also F(Wurzel) ≤ { $value }.
       *[high] { " " }≥ β: scheitert nach oben, also F(Wurzel) ≥ { $value }.
    }
window-research-result = Wiederholungssuche: { $km }(Wurzel, { $alpha }, { $beta }) = { $value } = F(Wurzel).
window-cost-caption = Von { $km } untersuchte Stellungen (Endstellungen in Klammern)
window-cost-first = erste Suche
window-cost-research = Wiederholungssuche
window-cost-total = gesamt
window-cost-full = volles Fenster (−∞, +∞)
window-saves =
    Das Fenster spart { $count ->
        [one] { $count } Stellung
       *[other] { $count } Stellungen
    } ein.
window-costs =
    Das Fenster kostet { $count ->
        [one] { $count } zusätzliche Stellung
       *[other] { $count } zusätzliche Stellungen
    }.
window-same = Das Fenster kostet so viel wie das volle Fenster.

## Die Aspirationskarte.

map-hint = Stellungen, die F2 (erste Suche + Wiederholungssuche) für jedes Fenster (α, β) insgesamt untersucht;
map-hint-click = . Eine Zelle anklicken, um dieses Fenster zu verwenden.
map-readout =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] exakt
        [low] scheitert nach unten
       *[high] scheitert nach oben
    }; insgesamt { $count ->
        [one] { $count } Stellung
       *[other] { $count } Stellungen
    }, { $cmp ->
        [fewer] { $diff } weniger als
        [more] { $diff } mehr als
       *[same] so viele wie
    } das volle Fenster.
map-not-loaded = Die Aspirationskarte konnte nicht laden: { $error }
map-too-big =
    Die Karte wird für Bäume mit höchstens { $limit } { $count ->
        [one] Stellung
       *[other] Stellungen
    } gezeichnet.

## Die Zusammenfassung jeder Familie.

summary-km =
    { $proc }{ $use ->
        [bound] { " " }mit Schranke { $beta }
        [window] { " " }mit Fenster { $window }
       *[none] { "" }
    }: Wert an der Wurzel { $exact ->
        [yes] { $value }
       *[no] { $value } (eine Schranke)
    }; { $terminals } von { $allTerminals } Endstellungen und { $positions } von { $allPositions } Stellungen untersucht; { $deep ->
        [one] { $deep } tiefer Schnitt
       *[other] { $deep } tiefe Schnitte
    }.
run-failed = { $proc } konnte nicht laufen: { $error }

## Der Vergleich.

compare-caption-km =
    — { $terminals ->
        [one] { $terminals } Endstellung
       *[other] { $terminals } Endstellungen
    }, { $positions ->
        [one] { $positions } Stellung
       *[other] { $positions } Stellungen
    }

## Die OPEN-Liste von SSS*.

diff-legend-only = nur
diff-legend-a = (schraffiert, durchgezogener Rand)
diff-legend-b = (gepunktet, gestrichelter Rand)

## Die Tabellenansicht.

table-switch = Tabelle
    .title = Die Suche als Tabelle: eine Zeile je Stellung, in Tiefensuche-Reihenfolge (ein Bildschirmleser liest sie statt der Zeichnung)
table-title = Die Suche als Tabelle
table-hidden-practice = Die Tabelle der Suche ist beim Üben verborgen: Sie würde die Antworten verraten.
table-waiting = Die Tabelle folgt, wenn die Suche fertig ist.

## Die Knöpfe der Schrittfolge.

step-play = ▶ Abspielen
    .aria-label = Abspielen (Leertaste)
    .title = Abspielen / Pause (Leertaste)
step-play-label = Abspielen (Leertaste)
step-pause = ❚❚ Pause
step-pause-label = Pause (Leertaste)
step-play-title = Abspielen / Pause (Leertaste)
step-predict = Vorhersagen
    .title = Jeden Schritt vorhersagen, bevor er gezeigt wird
stack-root = Wurzel

## Elemente von index.html.

view-negamax-text = Negamax
view-minimax-text = Minimax
show-dewey = Dewey
sel-value-label = Wert
text-paste = Einen Baum einfügen, z. B.
text-paste-after = — Werte aus der Sicht von Max.
list-separator = { "; " }
text-too-long =
    Der Text des Baums ist { $over ->
        [yes] über { $size } MB
       *[no] { $size } MB
    } groß, zu lang, um ihn hier zu zeigen: Exportieren Sie ihn als Text (Exportieren) oder tippen Sie hier einen neuen Baum ein.

## Weitere Hinweise zum Link.

link-gen-differs = der erzeugte Baum weicht vom verlinkten ab (der Link stammt von einer anderen Version des Generators): gezeigt wird, was diese Version erzeugt
link-tree-held = Der Baum ({ $size } Zeichen) ist zu groß für einen Link (höchstens { $limit }): der Link lässt ihn weg. Neu laden in diesem Tab behält ihn; zum Teilen mit Exportieren → Baum als Text sichern.
link-tree-lost = Der Baum ist zu groß für einen Link und für den Speicher dieses Tabs: Neu laden behält ihn nicht; mit Exportieren → Baum als Text sichern.
link-tz-unsupported = dieser Browser kann komprimierte Bäume (tz=) nicht lesen
link-tz-not-base64 = der komprimierte Baum (tz=) ist kein base64url
link-tz-damaged = der komprimierte Baum (tz=) ist beschädigt
link-tz-too-large = der komprimierte Baum entpackt sich zu mehr als { $mib } MiB

## Hinweise zur Seite und zum Baum.

announce-position =
    { $p ->
        [root] Wurzel
       *[other] Stellung { $p }
    }, { $who } am Zug, { $kind ->
        [terminal] Endstellung, Wert { $value }
       *[interior] { $count } Nachfolger
    }.
notice-worker-stopped = Die Hintergrundsuche wurde beendet ({ $why }): Die Seite sucht ab jetzt im eigenen Thread, was sie bei großen Bäumen anhalten kann.
notice-no-start = Der Spielplatz konnte nicht starten: { $error }
notice-compare-not-loaded = Die zu vergleichenden Verfahren konnten nicht geladen werden: { $why }.
notice-no-qr = Kein QR-Export: { $error }
present-too-wide = Der ganze Baum braucht { $width } px bei { $font } px großen Beschriftungen; die aktuelle Stellung wird gezeigt.
undo-other-tree = Rückgängig: Der gezeigte Baum ist nicht der, auf dem diese Änderung gemacht wurde.
undo-not-kept = Rückgängig: Die Bäume vor diesem sind nicht mehr gespeichert (der über ein Neuladen behaltene Verlauf ist begrenzt).
undo-cancelled = Rückgängig wurde abgebrochen: Die Seite behält den gezeigten Baum.
undo-dropped = Rückgängig: Ein Schritt des Verlaufs ließ sich nicht wiederholen ({ $error }); er wurde verworfen.
load-stage = { $what }: { $stage }…
load-opening = Der Baum im Link wird geöffnet
load-making = Der Baum wird erzeugt
load-reading = Der Baum wird gelesen
load-stage-reading = der Baumtext wird gelesen
load-stage-generating = der Baum wird erzeugt
load-stage-editing = die Änderungen des Links werden angewandt
load-stage-handing = der Baum wird an die Seite übergeben
load-cancel = Abbrechen
load-cancelled = Abgebrochen: Die Seite behält ihren bisherigen Baum.
load-worker-lost = Der Worker, der große Bäume öffnet, wurde beendet ({ $why }): Der Baum wurde stattdessen auf der Seite gelesen.
gen-lo-hi = lo darf nicht größer als hi sein
gen-mean-degree = mittlerer Grad: Zahlen von mindestens 1, eine je Ebene
example-pi = K&M Abb. 1: der π-Baum (Grad 3, Höhe 4)
example-fig4-ordered = K&M Abb. 4: perfekt geordnet
example-fig4-better = K&M Abb. 4: umgeordnet, weniger durchsucht
example-specimen = Beispielbaum der Dissertation
present-drawer-close = Felder schließen
panel-tabs = Felder

# Grenzen, die die Seite selbst prüft: ein Generator, der Generator eines Links, ein Export.
gen-too-many = Grad { $degree } und Höhe { $height } ergeben mehr als { $limit } Stellungen, das Höchste, was diese Seite auf einmal zeichnet und durchsucht
link-gen-too-big = der Generator im Link (Grad { $degree }, Höhe { $height }) ergibt mehr als { $limit } Stellungen, das Höchste, was diese Seite verarbeitet
link-gen-makes = der Generator im Link ergibt { $size } Stellungen; diese Seite verarbeitet höchstens { $limit }
export-too-big = der Baum hat { $size } Stellungen; der SVG- und PNG-Export endet bei { $limit } (der Baumtext wird in jeder Größe exportiert)

# Die Bezeichnungen der Verfahren und die Titel der Arbeiten im Katalog.
proc-label-F0 = F0 — Negamax, alles
proc-label-F1 = F1 — Branch-and-Bound
proc-label-F2 = F2 — Alpha-Beta
proc-label-failsoft = Fail-soft-Alpha-Beta
proc-label-negascout = NegaScout
proc-label-mtdf = MTD(f) — Nullfenster mit Speicher
proc-label-branch-and-bound = Branch-and-Bound (§2.1)
proc-label-alphabeta = Alphabeta (§2.2)
proc-label-falphabeta = Falphabeta, fail-soft (§2.3)
proc-label-palphabeta = Palphabeta (§2.3)
proc-label-pvs = PVS (§2.4)
proc-label-scout = Scout, TEST (§2.5)
proc-label-scout-testm = Scout mit testm (Anh. 1)
proc-label-scout-pearl = Scout, Pearls Minimax-Form (Anh. 1)
proc-label-scout-cm = Scout, Campbell–Marsland (Anh. 1)
proc-label-sss = SSS* (§2.6)
proc-label-mn-minimax = m&n-Minimax (Anh. B)
proc-label-mn-alphabeta = m&n-Alpha-Beta (Anh. C)
proc-label-compare = Vergleichen (nebeneinander)
paper-title-km = Negamax: Knuth & Moore 1975 und später
paper-title-thesis = Muszycka 1985 (Dissertation)
paper-title-mn = Slagle 1963 (m&n)

# The core's errors (crate/src/error.rs; en.ftl says what the arguments are).
e-found = { $found ->
    [end] das Ende des Textes
    [byte] das Byte { $c }
   *[char] „{ $c }“
}
e-p-many = Byte { $offset }: Der Baum hat mehr als { $max } Stellungen
e-p-deep = Byte { $offset }: tiefer als { $max } Ebenen verschachtelt
e-p-empty = Byte { $offset }: leere Liste: Eine Endstellung braucht einen Wert
e-p-item = Byte { $offset }: erwartet wurde eine Zahl oder „(“, gefunden wurde { e-found }
e-p-end = Byte { $offset }: erwartet wurde das Ende des Textes, gefunden wurde { e-found }
e-p-sep = Byte { $offset }: erwartet wurde „,“ oder „{ $close }“
e-p-next = Byte { $offset }: erwartet wurde „,“, „{ $close }“ oder eine Zahl, gefunden wurde { e-found }
e-p-range = Byte { $offset }: Zahl außerhalb des Bereichs: |Wert| darf höchstens 2^53 - 1 sein
e-p-digit = Byte { $offset }: erwartet wurde eine Ziffer, gefunden wurde { e-found }
e-p-chance = Byte { $offset }: Die Stellung „{ $name }“ ist eine Zufallsstellung: Bäume mit Zufallsstellungen liest das vollständige Modul
e-p-chance-root = Byte { $offset }: Die Wurzel ist eine Zufallsstellung: Bäume mit Zufallsstellungen liest das vollständige Modul
e-e-not-term = Stellung „{ $at }“ ist keine Endstellung: Ihr Wert kommt von ihren Nachfolgern
e-e-term = Stellung „{ $at }“ ist eine Endstellung: Machen Sie sie zur inneren Stellung, um ihr Nachfolger zu geben
e-e-index = Stellung „{ $at }“ hat { $d } Nachfolger: Ein neuer kann die Nummer 1 bis { $last } haben
e-e-root = Die Wurzel kann nicht entfernt werden
e-e-only = Stellung „{ $at }“ ist der einzige Nachfolger von „{ $up }“: Machen Sie stattdessen „{ $up }“ zur Endstellung
e-e-interior = Stellung „{ $at }“ ist schon eine innere Stellung
e-no-succ = Eine innere Stellung braucht mindestens einen Nachfolger
e-no-pos-term = Keine Stellung „{ $at }“: Stellung „{ $here }“ ist eine Endstellung
e-no-pos = Keine Stellung „{ $at }“: Stellung „{ $here }“ hat { $n } Nachfolger
e-dewey = Stellung „{ $at }“: „{ $part }“ ist keine Nachfolgernummer (1, 2, …)
e-many = Der Baum hätte mehr als { $max } Stellungen
e-deep = Der Baum wäre tiefer als { $max } Ebenen
e-window = Alpha muss kleiner als Beta sein (Alpha = { $alpha }, Beta = { $beta })
e-link-tree = Der Baum im Link konnte nicht gelesen werden: { $error }

## Teilen (panels/share.js) und das Menü für Lehrende in der Kopfzeile (panels/teachers.js).

share-link-copied = Link kopiert.
share-embed-copied = Einbettungscode kopiert.
share-exercise-copied = Übungslink kopiert: Er öffnet diesen Baum im Übungsmodus.
share-select = Bitte kopieren (der Text ist markiert):
share-local = Diese Seite ist eine Datei auf diesem Computer (file://): Der { $what ->
        [embed] Einbettungscode
       *[link] Link
    } funktioniert nur hier. Zum Teilen den Playground auf einen Webserver legen (seinen gebauten Ordner dist/) oder ihn mit VITE_PLAYGROUND_PUBLIC_URL bauen, gesetzt auf seine öffentliche Adresse.
share-close = Schließen
teach-menu = Für Lehrende
teach-exercise = Übungslink kopieren
    .title = Ein Link, der diesen Baum im Übungsmodus öffnet, für Studierende
teach-hide = Link für Lehrende: Lösungen bis zur Prüfung verbergen
teach-scorm = Moodle, Canvas, Blackboard… (SCORM-Paket)
teach-embed-hint = Ein iframe für eine Kursseite; in einem PreTeXt- oder Runestone-Buch meldet es Punkte über SPLICE.
teach-worksheet = Arbeitsblatt (LaTeX, Drucken)
teach-guide = Leitfaden für die Lehre: Lernplattformen, Bücher, Papier
view-menu = Ansicht
