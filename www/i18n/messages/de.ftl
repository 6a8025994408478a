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
copy-embed = Einbettungscode kopieren
    .title = Ein iframe-Schnipsel kopieren, das diesen Zustand einbettet
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
help =
    .aria-label = Tastenkürzel
help-title = Tastatur
help-play = Schrittfolge abspielen / anhalten
help-forward = einen Schritt vor
help-back = einen Schritt zurück
help-ends = erster / letzter Schritt
help-speed = langsamer / schneller
help-km = F0, F1, F2, Vergleich
help-proc = das Verfahrensmenü (die Verfahren aller Arbeiten)
help-view = Negamax- / Minimax-Ansicht
help-dewey = Dewey-Koordinaten zeigen
help-present = Präsentationsmodus (Baum und Schrittfolge füllen den Bildschirm)
help-tree = den Baum fokussieren; dort wechseln ↑ ↓ ← → zwischen Stellungen (Vorgänger, erster Nachfolger, Nachbarn auf der Ebene), Pos1 geht zur Wurzel, Ende zur letzten Stellung, ein getippter Dewey-Name (2.1) geht zu ihr, Eingabe bearbeitet, + − zoomen, 0 passt ein
help-table = die Suche als Tabelle (eine Zeile je Stellung, in Tiefensuche-Reihenfolge); dort wechseln ↑ ↓ zwischen Zeilen, Bild auf / Bild ab zeigen die Zeilen davor / danach
help-undo = rückgängig, wiederholen
help-help = diese Hilfe
practice-area =
    .aria-label = Üben
tree-area =
    .aria-label = Baum und Suche
proc-legend = Verfahren
proc-f0 =
    .title = F0: Negamax mit roher Gewalt, untersucht alles (0)
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
legend-saved = durch das Fenster gespart (das volle Fenster untersucht sie, diese Suche nicht): Strich-Punkt, drei Balken
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
open-panel =
    .aria-label = OPEN-Liste von SSS*
open-status = Status
open-merit = Wert
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
options-title = Optionen des Verfahrens
opt-reading-legend = Lesart der Texte der Dissertation
opt-resolved =
    .title = Die aufgelöste Lesart der Verfahren der Dissertation (§2, Anh. 1): Schnitt bei m ≥ β; Scout prüft mit ≥
opt-resolved-text = Aufgelöste Lesart
opt-literal =
    .title = Die Texte genau wie gedruckt (Schnitt bei m > β; Scout prüft mit >)
opt-literal-text = Wörtlich (wie gedruckt)
opt-m = m (Max-Seite)
opt-n = n (Min-Seite)
opt-backup = Rückrechnung
opt-backup-identity = Identität
opt-backup-sample = das Beispiel des Berichts (x = r = 3, y = s = 1)
opt-backup-exp = exponentiell, x, y[, r, s]
opt-tie = Gleichstandsregel der Wurzel
opt-tie-strict = strict: bei Gleichstand bleibt der frühere Zug
opt-tie-le = le: das α ≤ u des Berichts
opt-warnings =
    .aria-label = Warnungen zu den Rückrechnungsfunktionen
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
        [yes] = F(root)
       *[no] (eine Schranke für F(root))
    } zurück; { $terminals } { $terminals ->
        [one] Endstellung
       *[other] Endstellungen
    } und { $positions } { $positions ->
        [one] Stellung
       *[other] Stellungen
    } insgesamt untersucht.{ $hint }
step-hint = |◀◀ (Pos1) drücken, um von vorn Schritt für Schritt durchzugehen.

## Muszyckas Dissertation: die Namen der Routinen, TEST, testm, staticvalue, LIVE, SOLVED,
## OPEN, Γ und die Tripel ⟨p, s, m⟩ bleiben wie gedruckt.

thesis-call-bound = branchandbound mit Schranke { $bound }
thesis-call-window = { $routine } mit Fenster (α, β) = { $window }
thesis-call-scout = scout (sie bewerten)
thesis-call-scout-cm = der Scout von Campbell und Marsland
thesis-call-test = TEST: Ist ihr Wert { $rel } { $v }?
thesis-call-testm = testm: Ist ihr Wert { $rel } { $v }?
thesis-call-test-minimax = TEST (Minimax): Ist ihr Wert { $rel } { $v }?
thesis-enter =
    Besuch { $p ->
        [root] der Wurzel
       *[other] von Stellung { $p }
    } ({ $who } am Zug): { $call }{ $question ->
        [yes] { "" }
       *[no] .
    }
thesis-evaluate =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } ist eine Endstellung: staticvalue = { $value } (aus Sicht { $side ->
        [max] von Max
       *[mover] von { $who }, dort am Zug
    }).
thesis-return =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } gibt { $value } zurück.
thesis-test-result =
    Der TEST bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    } antwortet { $outcome ->
        [true] wahr
       *[false] falsch
    }.
thesis-cutoff =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    }: m = { $m } { $rel } { $ab } = { $b } nach dem { $after }. Nachfolger: ein Schnitt; { $count ->
        [one] Stellung { $skipped } wird nicht untersucht
       *[other] die Stellungen { $skipped } werden nicht untersucht
    }.
thesis-window-test =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    }: der Test mit minimalem Fenster von { $son } mit { $window } ergibt t = { $t } { $rel } m = { $m }: { $promising ->
        [yes] vielversprechend, also wird { $son } noch einmal durchsucht.
       *[no] sie kann m nicht verbessern; keine Wiederholungssuche.
    }
thesis-scouted =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    }: der TEST von { $son } sagt { $outcome ->
        [true] wahr
       *[false] falsch
    }: { $evaluate ->
        [yes] sie kann besser sein, also bewertet Scout sie.
       *[no] sie kann nicht besser sein; übersprungen.
    }
thesis-re-search =
    Bei { $p ->
        [root] der Wurzel
       *[other] { $p }
    }: { $evaluate ->
        [yes] bewerte
       *[no] Wiederholungssuche von
    } { $son }: { $call }.
thesis-sss-start = Schritt { $step }: OPEN = { $triples }.
thesis-gamma = Schritt { $step }: Γ nimmt { $triple } von oben — { $what }.{ $done }
thesis-gamma-live-leaf = eine LIVE-Endstellung: bewertet, und { $solved } (Verdienst min(m, statischer Wert)) kommt an ihren sortierten Platz
thesis-gamma-live-min = eine LIVE-Min-Stellung: ihr linkester Nachfolger { $top } kommt nach oben
thesis-gamma-live-max = eine LIVE-Max-Stellung: alle ihre Nachfolger kommen nach oben, LIVE mit Verdienst { $merit }
thesis-gamma-solved-min =
    eine SOLVED-Min-Stellung: ihr Vorgänger { $top } kommt nach oben{ $count ->
        [0] { "" }
       *[other] , und die übrigen Nachfolger des Vorgängers werden gelöscht ({ $purged })
    }
thesis-gamma-solved-max-last = eine SOLVED-Max-Stellung, der letzte Nachfolger: ihr Vorgänger { $top } kommt nach oben
thesis-gamma-solved-max-next = eine SOLVED-Max-Stellung: ihr nächster Geschwisterknoten { $top } kommt nach oben
thesis-sss-stops = ⟨root, SOLVED, { $merit }⟩ liegt oben: SSS* hält mit { $merit } an.

## Slagles m&n-Verfahren (die Begriffe des Berichts — m und n beste Werte, alpha, beta,
## oldalpha, oldbeta, dmax, glbua, lubub, u, Phase 1 und 2 — bleiben wie gedruckt).

mn-enter =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } untersuchen ({ $who } am Zug, dmax = { $dmax }){ $count ->
        [0] { "" }
       *[other] , übergeben: { $passed }
    }.
mn-evaluate = Stellung { $p } ist final: Wert { $value }.
mn-take =
    Bei { $p }: Nachfolger { $index } ({ $child }) ergibt u = { $u }; die besten Werte sind jetzt [{ $list }]{ $bounds }{ $phase ->
        [0] { "" }
       *[other] , Phase { $phase }
    }{ $ignored ->
        [yes] { " " }— keine Änderung (nicht besser als die Schranke)
       *[no] { "" }
    }.
mn-inverse =
    Bei { $p }, nach Nachfolger { $index }: { $fn } = { $value }; { $phase2 ->
        [yes] Phase 2 beginnt mit { $assign } = { $bound }.
       *[no] weiter Phase 1.
    }
mn-cutoff-highest = u = { $u } ≤ dem bisher besten Wert der Wurzel α = { $b }: ein α-Schnitt auf höchster Ebene (§7.1)
mn-cutoff-alpha = u = { $u } ≤ α = { $b }: ein m&n-α-Schnitt (§7.3)
mn-cutoff-beta = u = { $u } ≥ β = { $b }: ein m&n-β-Schnitt (§7.2)
mn-cutoff =
    Bei { $p }: Nachfolger { $after } lieferte { $what }; { $p } gibt sofort u zurück{ $count ->
        [0] { "" }
        [one] { " " }und sein letzter Nachfolger wird nicht untersucht
       *[other] { " " }und seine letzten { $count } Nachfolger werden nicht untersucht
    }.
mn-root =
    Die Wurzel vergleicht Nachfolger { $index } ({ $child }), Wert { $u }, mit ihrem bisher besten { $best }: { $taken ->
        [yes] { $child } ist der neue beste Zug
       *[no] sie behält ihren besten Zug
    }.
mn-leave =
    { $p ->
        [root] Die Wurzel
       *[other] Stellung { $p }
    } gibt { $value } zurück{ $bound ->
        [lower] { " " }(eine Schranke: ihr m&n-Wert ist mindestens dieser)
        [upper] { " " }(eine Schranke: ihr m&n-Wert ist höchstens dieser)
       *[exact] { "" }
    }.

## Die übrigen Sätze der Schrittfolge (alle Familien).

step-ready = Bereit: { $proc } beginnt an der Wurzel (Max am Zug). Einen Schritt vor (→) oder abspielen (Leertaste).
step-too-large-for = Dieser Baum ist zu groß, um ihn mit { $proc } Schritt für Schritt durchzugehen.
step-too-large = Dieser Baum ist zu groß, um ihn Schritt für Schritt durchzugehen (mehr als { $limit } Stellungen).
step-choose-one = Wählen Sie ein einzelnes Verfahren, um einen Lauf Schritt für Schritt durchzugehen; die Vergleichsansicht zeigt sie fertig.
step-making = Die Schrittfolge von { $proc } wird im Hintergrund erstellt ({ $size } Stellungen)…
thesis-done =
    Fertig: { $proc } gibt { $value } { $exact ->
        [yes] = F(root)
       *[no] (eine Schranke für F(root))
    } zurück; { $nodes } { $nodes ->
        [one] Knoten
       *[other] Knoten
    } erzeugt ({ $leaves } { $leaves ->
        [one] Blatt
       *[other] Blätter
    }), { $visits } { $visits ->
        [one] Besuch
       *[other] Besuche
    }.{ $hint }
mn-done =
    Fertig: { $proc } mit m = { $m }, n = { $n } { $best ->
        [yes] wählt Nachfolger { $index } (Stellung { $child }), Wert { $value }
       *[no] gibt { $value } zurück (die Wurzel ist eine Endstellung)
    }; { $positions } Stellungen und { $terminals } { $terminals ->
        [one] Endstellung
       *[other] Endstellungen
    } untersucht.{ $hint }

## Hinweise zum Link (was er nicht verwenden konnte). $value: der Text des Links, gekürzt.

link-unused = Ein Teil des Links wurde nicht verwendet: { $problems }.
link-cancelled =
    Das Öffnen des Baums aus dem Link wurde abgebrochen: { $initial ->
        [yes] die Seite zeigt den π-Baum
       *[no] die Seite behält ihren bisherigen Baum
    }.
link-repeated = der Link gibt { $keys } mehr als einmal an: der letzte Wert gilt
link-unknown-proc = unbekanntes Verfahren „{ $value }“ ({ $km } oder eines von { $others })
link-window-order = alpha muss kleiner als beta sein; (-inf, +inf) wird verwendet
link-unknown-view = unbekannte Ansicht „{ $value }“
link-bad-step = der Schritt „{ $value }“ ist keine Zahl
link-bad-sel = die ausgewählte Stellung (sel=) „{ $value }“ ist kein Dewey-Name wie 2.1 oder root
link-bad-lang = die Sprache (lang=) „{ $value }“ ist kein Sprachkürzel wie fr oder de

## Der Aufrufstapel neben dem Satz des Schritts: seine Spaltenköpfe.

stack-position = Stellung
stack-to-move = am Zug
stack-call = Aufruf
stack-bound = Schranke
stack-window-minimax = (α, β) (Minimax)
stack-passed = übergeben
stack-best-values = beste Werte
stack-phase = Phase
# The step slider's value, as a screen reader says it.
step-valuetext = Schritt { $pos } von { $length }
