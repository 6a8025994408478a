# Deutsch, zweiter Teil: die Meldungen dessen, was später lädt (Übungen, die Bereiche
# Experimente und Pathologie). Der erste Teil (../de.ftl) ist der der ersten Ansicht.

## Die übrigen Sätze der Schrittfolge (alle Familien).

step-ready = Bereit: { $proc } beginnt an der Wurzel (Max am Zug). Einen Schritt vor (→) oder abspielen (Leertaste).
step-too-large-for = Dieser Baum ist zu groß, um ihn mit { $proc } Schritt für Schritt durchzugehen.

open-panel =
    .aria-label = OPEN-Liste von SSS*
open-status = Status
open-merit = Wert

## Die Aspirationskarte.

map-scale =
    { $dark ->
        [yes] heller = mehr
       *[no] dunkler = mehr
    }
map-role = Aspirationskarte
map-label = Aspirationskarte: insgesamt untersuchte Stellungen für jedes Fenster. Pfeiltasten bewegen, Eingabe setzt das Fenster.
map-cell =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] exakt
        [low] scheitert nach unten
       *[high] scheitert nach oben
    }, { $count ->
        [one] { $count } Stellung
       *[other] { $count } Stellungen
    }
map-legend =
    { $lo } … { $hi } { $hi ->
        [one] Stellung
       *[other] Stellungen
    }; volles Fenster { $full }; F(Wurzel) = { $value } (umrandet: exakt)
map-off-grid = Das aktuelle Fenster liegt nicht auf diesem Raster.

## Die Knöpfe der Schrittfolge.

open-caption = OPEN-Liste
open-after =
    OPEN nach Schritt { $step } (oben zuerst), { $count ->
        [one] { $count } Tripel
       *[other] { $count } Tripel
    }
open-not-started = OPEN-Liste (noch nicht begonnen)
open-select = Stellung { $p } im Baum wählen
open-purged = In diesem Schritt entfernt: { $names }.
open-note = Die Werte (merit) sind aus der Sicht von Max (SSS* ist ein Minimax-Verfahren); +∞ ist das MAXINT der Dissertation.

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

## Der Code von Muszycka und Slagle.

opt-warning =
    { $side ->
        [max] Max-Seite
       *[min] Min-Seite
    }{ $dmax ->
        [none] { "" }
       *[other] { " " }bei dmax { $dmax }
    }: { $lhs } = { $product } > 1, also ist der zurückgegebene Wert nicht monoton im besten Wert { $side ->
        [max] a_2
       *[min] b_2
    } (Slagle, Abschnitt 8.1, Satz); er ist am kleinsten bei { $side ->
        [max] a_2 - alpha
       *[min] beta - b_2
    } = { $minimum }

## Die Optionen der Verfahren.

opt-window-applies = Das Fenster (α, β) gilt für { $names } (branch-and-bound nimmt β als Schranke); die übrigen Verfahren suchen mit dem vollen Fenster.
opt-window-full = Diese Verfahren suchen mit dem vollen Fenster; das Fensterfeld gilt für F1, F2, branch-and-bound, alphabeta, falphabeta und PVS.
opt-mn-range = { $what } muss eine ganze Zahl von 1 bis 20 sein
opt-exp-bad = die Exponentialfunktionen nehmen x, y (beide Seiten) oder x, y, r, s: Zahlen wie 3, 1

## Hinweise zur Seite und zum Baum.

help-table-key = Tabelle
help-single-keys = Einzeltasten-Kürzel (Leertaste, 0–3, p, v, d, f, t, ?, [ ] . , b): ausschalten bei Spracheingabe oder versehentlichen Tastendrücken; die Tasten des Baums wirken, solange er den Fokus hat
# Die Tastennamen der Hilfe, wie deutsche Tastaturen sie beschriften.
help-key-space = Leertaste
help-key-forward = → oder .
help-key-back = ← oder ,
help-key-ends = Pos1 / Ende
help-key-speed = [ und ]
help-key-undo = Strg+Z, Strg+Umschalt+Z
help-key-clicker = Bild ab / Bild auf
help-clicker = im Präsentationsmodus: Schritt vor / zurück (die Tasten eines Presenters)
help-key-blank = . oder b
help-blank = im Präsentationsmodus: Bildschirm schwarz; erneut drücken, um zurückzukehren
help-close = Schließen

## Der Codebereich.

code-listing = Das Verfahren, wie die Arbeit es druckt
code-not-started = Nicht begonnen: Der erste Schritt ruft das Verfahren an der Wurzel auf.
code-returns =
    p = { $p ->
        [root] Wurzel
       *[other] { $p }
    } liefert { $value }
code-terminal =
    p = { $p ->
        [root] Wurzel
       *[other] { $p }
    } (Endstellung), { $window }f(p) = { $value ->
        [none] noch nicht berechnet
       *[other] { $value }
    }
code-interior =
    p = { $p ->
        [root] Wurzel
       *[other] { $p }
    }, { $window }m = { $m }, t = { $t }, i = { $i } von d = { $d }

## Die OPEN-Liste von SSS*.

tree-label-proc = Von { $proc } durchsuchter Spielbaum
tree-label-diff = Spielbaum: Stellungen, die beide Verfahren untersuchen, nur A, nur B
diff-choice-full = { $proc }, volles Fenster (−∞, +∞)
diff-choice-mistake = Fehler: { $label }
diff-mistake = der Fehler „{ $label }“
diff-failed = Der Unterschied konnte nicht gebildet werden: { $error }
diff-count =
    { $positions ->
        [one] { $positions } Stellung
       *[other] { $positions } Stellungen
    } ({ $terminals ->
        [one] { $terminals } Endstellung
       *[other] { $terminals } Endstellungen
    })
diff-caption = { $a } gegen { $b } auf einem Baum — beide: { $both }; nur { $a }: { $onlyA }; nur { $b }: { $onlyB }; keines: { $neither }.
diff-same-run = A und B sind dieselbe Suche ({ $a }): zwei wählen, um zu sehen, wo sie sich unterscheiden.
diff-same-positions = { $a } und { $b } untersuchen dieselben Stellungen.
diff-first =
    Erster Unterschied von { $a } und { $b }: { $p ->
        [root] die Wurzel
       *[other] { $p }
    } — { $yes } untersucht sie, { $no } nicht.
diff-first-failed = Der erste Unterschied konnte nicht gefunden werden: { $error }
diff-show =
    { $p ->
        [root] Die Wurzel
       *[other] { $p }
    } zeigen

## Die Tabellenansicht.

table-root = Wurzel
table-caption =
    { $proc }: eine Zeile je Stellung in Tiefensuche-Reihenfolge; Werte { $view ->
        [minimax] aus der Sicht von Max (Minimax)
       *[negamax] aus der Sicht des Spielers am Zug (Negamax)
    }
table-head-position = Stellung
table-head-player = Am Zug
table-head-window = Fenster (α, β)
table-head-value = Wert oder Schranke
table-head-status = Status
table-region = Die Suche als Tabelle (rollt auf schmalen Bildschirmen seitwärts)
table-select-row = Stellung { $p } wählen
table-status-examined = untersucht
table-status-current = untersucht (der aktuelle Schritt)
table-status-pending = noch nicht erreicht
table-status-skipped = nicht untersucht
table-status-cut =
    abgeschnitten durch { $kind ->
        [shallow] einen flachen Schnitt
        [deep] einen tiefen Schnitt
        [window] die Schranke des Fensters
       *[other] einen Schnitt ({ $name })
    } bei { $at }
table-status-saved = durch das Fenster eingespart (diese Suche schnitt sie bei { $at } ab; das volle Fenster untersucht sie)
table-status-saved-plain = durch das Fenster eingespart (das volle Fenster untersucht sie)
table-rows =
    Zeilen { $from }–{ $to } von { $size } Stellungen (Tiefensuche), { $around ->
        [step] um den aktuellen Schritt
        [selection] um die gewählte Stellung
        [moved] wie Sie sie verschoben haben
       *[start] ab der Wurzel
    }. Die Zeichnung zeigt alle; die Tabelle zeigt { $shown } auf einmal.
table-earlier = Frühere Zeilen
table-later = Spätere Zeilen
table-announce = Tabelle: Der aktuelle Schritt ist bei { $p }, Zeile { $row } von { $size }.
table-compare-note = Der Vergleich zeigt mehrere Suchen; die Tabelle listet die von { $proc }.

## Hinweise zum Link (was er nicht verwenden konnte). $value: der Text des Links, gekürzt.

link-repeated = der Link gibt { $keys } mehr als einmal an: der letzte Wert gilt
link-unknown-proc = unbekanntes Verfahren „{ $value }“ ({ $km } oder eines von { $others })
link-window-order = alpha muss kleiner als beta sein; (-inf, +inf) wird verwendet
link-unknown-view = unbekannte Ansicht „{ $value }“
link-bad-step = der Schritt „{ $value }“ ist keine Zahl
link-bad-sel = die ausgewählte Stellung (sel=) „{ $value }“ ist kein Dewey-Name wie 2.1 oder root
link-bad-lang = die Sprache (lang=) „{ $value }“ ist kein Sprachkürzel wie fr oder de

## Weitere Hinweise zum Link.

link-or = { " " }oder{ " " }
link-and = { " " }und{ " " }
link-trees = der Link gibt mehr als einen Baum: { $used } wird verwendet, nicht { $also }
link-generated-tree = der erzeugte Baum (gen= mit patch= oder sum=)
link-patch-alone = der Link hat Änderungen (patch=), aber keinen erzeugten Baum (gen=), auf den sie anzuwenden wären
link-gen-unread = der Generator im Link (gen=) kann nicht gelesen werden: „{ $value }“
link-cut =
    { $what ->
       *[patho] die Pathologie-Einstellungen (patho=) wurden
    } auf { $max } Zeichen gekürzt
link-option-range = { $key } muss eine ganze Zahl von { $min } bis { $max } sein, nicht „{ $value }“
link-unknown-backup = unbekannte Rückrechnungen „{ $value }“ ({ $choices })
link-unknown-choice =
    unbekannte { $key ->
        [tie] Gleichstandsregel
       *[other] Angabe { $key }
    } „{ $value }“ ({ $choices })
link-cmp-unknown = einige Verfahren in cmp= sind unbekannt
link-compare-only =
    { $keys } { $count ->
        [one] gilt
       *[other] gelten
    } nur im Vergleich (proc=compare)
link-unknown-cmode = unbekannte Vergleichsart „{ $value }“ ({ $choices })
link-diff-only = diff= gilt nur in der Unterschiedsansicht (show=diff)
link-bad-diff = der Unterschied (diff=) muss zwei Verfahren nennen, etwa F1,F2 oder F2,F2@full; nicht „{ $value }“
link-bad-mcts = die Monte-Carlo-Box (mcts=) nimmt i (die Iterationen, 1 bis { $max }), s (den Startwert, eine ganze Zahl >= 0) und c (C, eine Zahl >= 0), etwa { $example }, oder mcts=on; nicht „{ $value }“
link-gen-long = der Generator (gen=) ist länger als { $limit } Zeichen: nicht verwendet
link-gen-not-setting = { $value } ist keine Einstellung
link-gen-model = { $value }: das Modell ist eines von { $models }
link-gen-not-finite = { $value }: nicht jeder Eintrag ist eine endliche Zahl
link-gen-too-many = { $value }: höchstens { $max } Einträge (die ersten { $max } werden verwendet)
link-gen-too-large = { $value }: die Zahl übersteigt 2^53 - 1 im Betrag
link-gen-not-whole = { $value } ist keine ganze Zahl
link-gen-unused =
    der Generator (gen=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(und { $more } weitere)
    }; dafür gelten die Vorgaben des Generators

## Hinweise zur Seite und zum Baum.

# Hinweise zum Link: Versuchseinstellungen (exp=) und Übungsschlüssel.
link-exp-long = die Versuchseinstellungen (exp=) sind länger als { $limit } Zeichen: nicht verwendet
link-exp-unknown-procs = { $value }: einige Verfahren sind unbekannt
link-exp-too-many-procs = { $value }: höchstens { $max } Verfahren (die ersten { $max } werden verwendet)
link-exp-unused =
    die Versuchseinstellungen (exp=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(und { $more } weitere)
    }; { $any ->
        [yes] dafür gelten die Voreinstellungen
       *[no] nichts davon war verwendbar
    }
link-exp-empty = die Versuchseinstellungen (exp=) sind leer
link-unknown-mode = unbekannter Modus „{ $value }“ (explore oder practice)
link-unknown-task = unbekannte Aufgabe „{ $value }“ ({ $choices })
link-bad-exercise = { $key ->
        [set] die Aufgabenreihe
       *[ex] die Aufgabe
    } in { $key }= war nicht lesbar: { $long ->
        [yes] sie ist länger als { $limit } Zeichen
       *[no] eine Aufgabe besteht aus Buchstaben, Ziffern und . , _ + - (etwa prune.F2.s1.d3h4.random.v-9..9)
    }
link-unknown-feedback = unbekannte Rückmeldung „{ $value }“ ({ $choices }): Rückmeldung am Ende wird verwendet
link-bad-attempts = attempts= muss eine ganze Zahl von 1 bis { $max } sein, nicht „{ $value }“: keine Begrenzung
link-practice-only = { $keys } { $count ->
        [one] gilt
       *[other] gelten
    } nur im Übungsmodus (mode=practice)

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
thesis-gamma-solved-max-next = eine SOLVED-Max-Stellung: ihre nächste Geschwisterstellung { $top } kommt nach oben
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

thesis-done =
    Fertig: { $proc } gibt { $value } { $exact ->
        [yes] = F(Wurzel)
       *[no] (eine Schranke für F(Wurzel))
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
    }; { $positions ->
        [one] { $positions } Stellung
       *[other] { $positions } Stellungen
    } und { $terminals } { $terminals ->
        [one] Endstellung
       *[other] Endstellungen
    } untersucht.{ $hint }

## Der Aufrufstapel neben dem Satz des Schritts: seine Spaltenköpfe.

stack-call = Aufruf
stack-passed = übergeben
stack-best-values = beste Werte
stack-phase = Phase

## Die Zähltabelle und die Anmerkungen darunter.

thesis-counts-caption = Muszyckas Zähler (Dissertation, §3.1)
thesis-counts-bound = { $value } (Schranke)
thesis-counts-nodes = erzeugte Knoten
thesis-counts-leaves = erzeugte Blätter
thesis-counts-visits = Knotenbesuche
thesis-counts-leaf-visits = Blattbesuche
thesis-counts-evaluations = statische Bewertungen
thesis-counts-tests = Tests
thesis-counts-researches = Wiederholungssuchen
thesis-counts-cutoffs = Schnitte
thesis-counts-open = längste OPEN-Liste
thesis-counts-note = Erzeugt: mindestens einmal besucht (SSS*: als LIVE bearbeitet); die Wurzel zählt nicht, wie in der Dissertation. Besuche zählen jeden Aufruf: Wiederholungssuchen und TESTs besuchen erneut.
mn-counts-caption = Slagles m&n-Zählungen
mn-counts-best = gewählter Zug
mn-counts-value = sein Wert
mn-counts-mn = m, n
mn-counts-hla = α-Schnitte der obersten Ebene
mn-counts-alpha = m&n-α-Schnitte
mn-counts-beta = m&n-β-Schnitte
mn-counts-note = Untersuchte Stellungen zählen die Wurzel mit; die Wurzel untersucht jeden Nachfolger.

## Die Zusammenfassung jeder Familie.

summary-thesis =
    { $proc }{ $literal ->
        [yes] { " " }(wörtliche Lesart)
       *[no] { "" }
    }: Wert an der Wurzel { $exact ->
        [yes] { $value }
       *[no] { $value } (eine Schranke)
    }; { $nodes } Knoten erzeugt ({ $leaves } von { $terminals } Blättern), { $visits ->
        [one] { $visits } Besuch
       *[other] { $visits } Besuche
    }.
summary-mn = { $proc }, m = { $m }, n = { $n }: { $move }; { $positions } von { $allPositions } Stellungen und { $terminals } von { $allTerminals } Endstellungen untersucht.
mn-move = wählt Nachfolger { $index } (Stellung { $child }), Wert { $value }
mn-move-none = liefert { $value }

## Der Vergleich.

compare-caption-thesis =
    — { $leaves ->
        [one] { $leaves } Blatt
       *[other] { $leaves } Blätter
    }, { $nodes } Knoten erzeugt
compare-caption-mn =
    — Zug { $move }, { $terminals ->
        [one] { $terminals } Endstellung
       *[other] { $terminals } Endstellungen
    }

## Die OPEN-Liste von SSS*.

open-too-big = Die OPEN-Liste wird für Bäume mit höchstens { $limit } Stellungen gezeigt (sie wird nach jedem Schritt aufgezeichnet).

## Der Code von Muszycka und Slagle.

code-thesis-returns =
    { $routine }p = { $p ->
        [root] Wurzel
       *[other] { $p }
    } liefert { $value }
code-thesis-leaf =
    { $routine }p = { $p ->
        [root] Wurzel
       *[other] { $p }
    } (Blatt){ $args }, staticvalue(p) = { $value ->
        [none] noch nicht gelesen
       *[other] { $value }
    }
code-thesis-interior =
    { $routine }p = { $p ->
        [root] Wurzel
       *[other] { $p }
    }{ $parts }, i = { $i } von f = { $f }
code-sss-not-started = Nicht begonnen: Schritt 1 legt ⟨root, LIVE, MAXINT⟩ auf OPEN.
code-sss-static = staticvalue({ $p }) = { $value }
code-sss-start = Schritt 1: { $put } auf OPEN gelegt (Liste Nr. 1, nummeriert wie in Abb. 8)
code-sss-gamma =
    Γ({ $triple }): { $put } { $how ->
        [inserted] an seiner Stelle einsortiert
       *[top] oben aufgelegt
    }{ $purged ->
        [yes] ; gelöscht { $names }
       *[no] { "" }
    }; OPEN enthält { $count ->
        [one] { $count } Tripel
       *[other] { $count } Tripel
    } (Liste Nr. { $list }, nummeriert wie in Abb. 8)
code-mn-not-started = Nicht begonnen: Der erste Schritt ruft sta1 auf den Nachfolgern der Wurzel auf.
code-mn-returns =
    p = { $p ->
        [root] Wurzel
       *[other] { $p }
    } liefert { $value }{ $bound ->
        [lower] { " " }(eine untere Schranke)
        [upper] { " " }(eine obere Schranke)
       *[exact] { "" }
    }
code-mn-final =
    p = { $p ->
        [root] Wurzel
       *[other] { $p }
    }: final, value[p] = { $value }
code-mn-root = sta1: alpha = { $alpha }, best = { $best }

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
practice-fb-right-folded =
    Richtig: { $count } { $count ->
        [one] Stellung
       *[other] Stellungen
    }
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

## Üben: die Leiste (www/practice/mode.js).

practice-title = Üben
practice-task = Aufgabe
practice-procedure = Verfahren
practice-view = Ansicht
practice-view-minimax = Minimax (Werte aus Max’ Sicht)
practice-view-negamax = Negamax
practice-view-fixed = Die Aufgabe „Nächster Schritt“ fragt nach m, wie ihr Verfahren es führt: { $view ->
        [minimax] Minimax, aus Max’ Sicht
       *[negamax] Negamax, aus der Sicht des Spielers am Zug
    }.
practice-task-prune = Schnitte: was wird nicht untersucht?
practice-task-values = Zurückgegebene Werte
practice-task-window = Fenster (α, β)
practice-task-next = Nächster Schritt
practice-task-order = Ordnungsrätsel
practice-print-title =
    { $number ->
        [none] Aufgabe
       *[other] Aufgabe { $number }
    }: { $task } — { $proc }
practice-print-prune = die Schnitte markieren
practice-print-values = die zurückgegebenen Werte
practice-print-window = Suche mit einem Fenster
practice-print-next = der nächste Schritt
practice-print-order = Ordnung für die meisten Schnitte
practice-new-menu = Neue Aufgabe…
practice-seed = Startwert
practice-degree = Grad
practice-height = Höhe
practice-ordering = Ordnung
practice-ordering-random = zufällig
practice-ordering-good = gut
practice-ordering-bad = schlecht
practice-lowest = Kleinster
practice-highest = Größter
practice-new-exercise = Neue Aufgabe
practice-new-seed = Neuer Startwert
practice-worksheet-menu = Arbeitsblatt…
practice-teacher-link = Link für Lehrende: Lösungen bis zur Prüfung verbergen
practice-latex = LaTeX
practice-latex-title = Das Arbeitsblatt als LaTeX (forest)
practice-latex-solution = LaTeX mit Lösung
practice-print = Drucken
practice-latex-saved = LaTeX-Arbeitsblatt gespeichert.
practice-latex-saved-solution = LaTeX-Arbeitsblatt mit Lösung gespeichert.
practice-log-menu = Versuchsprotokoll…
practice-log-count =
    { $count } { $count ->
        [one] Prüfung
       *[other] Prüfungen
    } in diesem Browser gespeichert{ $dropped ->
        [0] { "" }
       *[other] { " " }({ $dropped } ältere verworfen)
    }; nichts wird irgendwohin gesendet.
practice-log-save = Herunterladen (JSON-Zeilen)
practice-log-clear = Protokoll löschen
practice-log-saved = Versuchsprotokoll gespeichert.
practice-log-cleared = Versuchsprotokoll gelöscht.
practice-leave-label = Die Aufgabe verlassen?
practice-leave-text = Die Aufgabe für die Erkunden-Ansicht verlassen? Sie zeigt die Suche auf diesem Baum und damit die Lösung; Ihr Versuch vermerkt, dass Sie vor dem Prüfen gegangen sind.
practice-leave = Aufgabe verlassen
practice-stay = Bleiben
practice-unusable = Die Aufgabe konnte nicht verwendet werden: { $error }
practice-proc-not-loaded =
    { $proc } konnte nicht geladen werden{ $error ->
        [none] { "" }
       *[other] { " " }({ $error })
    }: die Aufgabe wurde nicht geöffnet.
practice-set-unreadable = Die Aufgabenreihe konnte nicht gelesen werden: { $error }
practice-set-at = Aufgabe { $at } von { $size } · { $progress }
practice-set-done =
    { $done } von { $size } gelöst{ $explored ->
        [0] { "" }
       *[other] { " " }({ $explored } nach einem Wechsel in die Erkunden-Ansicht)
    }
practice-set-previous = ◀ Zurück
practice-set-next = Weiter ▶
practice-set-reset = Fortschritt zurücksetzen
practice-fresh-needs-exercise = Neue Bäume (fresh=1) brauchen eine Aufgabe (ex= oder set=): dieser Baum bleibt.
practice-new-tree = Neuer Baum
practice-new-tree-title = Dieselbe Art Aufgabe auf einem neuen Baum (ein neuer Versuch)
practice-new-tree-announce = { $attempts }: ein neuer Baum.
practice-attempt =
    Versuch { $n }{ $limit ->
        [none] { "" }
       *[other] { " " }von { $limit }
    }
practice-attempts-none-left = Keine Versuche mehr ({ $used } von { $limit } verbraucht)
practice-attempt-scores = { " " }· Punkte: { $scores }
practice-no-attempts-left = Keine Versuche mehr: { $used } von { $limit } verbraucht.
practice-tree-checked = Dieser Baum wurde geprüft: weiter mit einem neuen Baum (Neuer Baum) für den nächsten Versuch.
practice-left-before = Sie haben diese Aufgabe schon einmal für die Erkunden-Ansicht verlassen: ihre Prüfungen werden als danach gemacht vermerkt.
practice-steps-through = { $why }; diese Aufgabe geht { $proc } schrittweise durch.
practice-mistake-unknown = Der Fehler „{ $id }“ ist nicht im Katalog dieses Kerns.
practice-difference-announce = Die Unterschiedsansicht: { $mistake } gegen { $proc } auf diesem Baum.
practice-teacher-link-kept = Dies ist ein Link für Lehrende: Seine Lösungen bleiben verborgen, und er gibt kein Lösungsblatt.

## Üben: die Aufgabenstellung (www/practice/statement.js).

practice-values-minimax = Die Werte sind aus Max’ Sicht (Minimax-Ansicht).
practice-values-negamax = Die Werte sind aus der Sicht des Spielers am Zug (Negamax-Ansicht).
practice-statement-prune = Welche Stellungen untersucht { $proc } auf diesem Baum nicht? Markieren Sie jeden Teilbaum, den es überspringt. { $view }
practice-statement-values = Welchen Wert gibt jede Stellung zurück, die { $proc } untersucht? Sagen Sie, ob er exakt oder eine Schranke ist (K&M (6), (9)). { $view }
practice-statement-window = { $proc } durchsucht diesen Baum mit dem Fenster ({ $alpha }, { $beta }). Scheitert die Suche nach unten, nach oben oder liefert sie den exakten Wert, und was gibt sie zurück? { $view }
practice-statement-next-mn = Gehen Sie { $proc } auf diesem Baum Schritt für Schritt durch und sagen Sie jeden nächsten Schritt vorher: das Alpha (Max-Stellung) oder Beta (Min-Stellung) des Vorgängers danach, aus Max’ Sicht (Slagle, Anhang C).
practice-statement-next = Gehen Sie { $proc } auf diesem Baum Schritt für Schritt durch und sagen Sie jeden nächsten Schritt vorher. m ist das m des Vorgängers, aus der Sicht seines Spielers am Zug (das m aus dem Text des Verfahrens, Negamax wie bei K&M und in der Dissertation).
practice-statement-order = Ordnen Sie die Nachfolger so, dass F2 möglichst wenige Endstellungen untersucht.

## Üben: Anleitung, Formular und Lösung einer Aufgabe (www/practice/session.js).

practice-help-prune = Markieren Sie die Stellungen, die das Verfahren nicht untersucht. Klicken oder tippen Sie auf eine Stellung, um sie zu markieren (ihr Teilbaum gehört dazu); mit der Tastatur: Pfeiltasten wählen, Enter oder x markiert.
practice-help-values = Geben Sie den Wert an, den jede untersuchte innere Stellung zurückgibt, und ob er exakt oder eine Schranke ist. Wählen Sie eine Stellung (Klick, Tippen oder Pfeiltasten; Enter springt zum Formular) und setzen Sie ihren Wert.
practice-help-window = Sagen Sie den Ausgang der Suche mit diesem Fenster und den zurückgegebenen Wert vorher. Wahlweise markieren Sie (wie bei den Schnitten) die Stellungen, die das Fenster gegenüber (−∞, +∞) einspart.
practice-help-next = Der Schrittmodus hat angehalten. Welche Stellung wird als Nächstes untersucht (getestet oder erneut durchsucht, bei PVS und Palphabeta), schneidet ihr Vorgänger gleich nach ihrer Rückkehr ab, und was ist dann das m des Vorgängers? Wählen Sie die Stellung auf dem Baum.
practice-help-next-drawn = Der Baum zeigt die Werte aus der Sicht des Spielers, der dort am Zug ist (Negamax), wie m.
practice-help-order = Ordnen Sie die Nachfolger so, dass F2 möglichst wenige Endstellungen untersucht. Wählen Sie eine Stellung und verschieben Sie sie unter ihren Geschwistern nach links oder rechts (Tasten [ und ]).
practice-tree-label-mark = Übungsbaum ({ $task }). Pfeiltasten wechseln zwischen Stellungen; Enter markiert die gewählte Stellung.
practice-tree-label-form = Übungsbaum ({ $task }). Pfeiltasten wechseln zwischen Stellungen; Enter geht zum Antwortformular.
practice-no-selection = Keine Stellung gewählt.
practice-position =
    { $p ->
        [root] die Wurzel
       *[other] Stellung { $p }
    }
practice-root = Wurzel
practice-selected =
    Gewählt: { $name }{ $terminal ->
        [terminal] { " " }(Endstellung: ihr Wert ist gegeben)
       *[no] { "" }
    }{ $marked ->
        [none] { "" }
       *[other] ; markiert: { $marked }
    }.
practice-marked =
    { $p ->
        [root] Die Wurzel
       *[other] { $p }
    } und ihr Teilbaum markiert.
practice-unmarked =
    Markierung von { $p ->
        [root] der Wurzel
       *[other] { $p }
    } entfernt.
practice-describe-marked = als nicht untersucht markiert
practice-describe-covered = in einem markierten Teilbaum
practice-describe-unmarked = nicht markiert
practice-describe-answer = Ihre Antwort: { $value }
practice-check = Prüfen
practice-empty-label = Eine leere Antwort prüfen?
practice-empty-ask = Ihre Antwort ist leer: nichts ist markiert oder ausgefüllt. Jede Prüfung zählt als Versuch. Trotzdem prüfen?
practice-empty-check = Trotzdem prüfen
practice-empty-back = Zurück zur Antwort
practice-show = Lösung zeigen
practice-retry = Noch einmal
practice-undo = Rückgängig
practice-feedback-label = Rückmeldung je Stellung
practice-call-stack = Aufrufstapel (innerster zuletzt)
practice-code = Der Code
practice-mark = Gewählte Stellung markieren / Markierung entfernen
practice-clear-marks = Markierungen löschen
practice-value = Wert
practice-value-is = ist
practice-value-label = Von der gewählten Stellung zurückgegebener Wert
practice-bound-label = Exakter Wert oder Schranke
practice-exact = exakt
practice-lower-bound = untere Schranke (≥)
practice-upper-bound = obere Schranke (≤)
practice-set = Setzen
practice-clear = Löschen
practice-window-line = Fenster (α, β) = { $window }, Verfahren { $proc }.
practice-window-value-label = Von { $proc } zurückgegebener Wert
practice-outcome = Ausgang
practice-outcome-fail-low = scheitert nach unten (fail low)
practice-outcome-exact = exakt
practice-outcome-fail-high = scheitert nach oben (fail high)
practice-value-returned = Zurückgegebener Wert
practice-mark-saved = Eingespart markieren / Markierung entfernen
practice-next-pos-label = Dewey-Koordinaten der als Nächstes untersuchten Stellung
practice-next-mn-label = Das Alpha (Max-Stellung) oder Beta (Min-Stellung) des Vorgängers nach ihrer Rückkehr
practice-next-m-label = Das m des Vorgängers nach ihrer Rückkehr
practice-next-question = Nächste Frage
practice-examined-next = Als Nächstes untersucht
practice-cutoff-question = Schnitt am Vorgänger gleich danach?
practice-yes = ja
practice-no = nein
practice-parent-mn = α (Max) / β (Min) des Vorgängers danach
practice-parent-m = m des Vorgängers danach
practice-move-left = ◀ Nach links
practice-move-right = Nach rechts ▶
practice-original-order = Ursprüngliche Ordnung
practice-search-over = Die Suche ist zu Ende: nach dieser wird keine Stellung mehr untersucht.
practice-select-interior = Wählen Sie zuerst eine innere Stellung (die Werte der Endstellungen sind gegeben).
practice-select-non-root = Wählen Sie eine andere Stellung als die Wurzel, um sie unter ihren Geschwistern zu verschieben.
practice-moved = Nachfolger { $p } ist jetzt Nummer { $at } von { $of }.
practice-choose-outcome = wählen Sie einen Ausgang: scheitert nach unten, exakt oder scheitert nach oben
practice-say-cutoff = sagen Sie, ob der Vorgänger abschneidet (ja oder nein)
practice-not-checked = Nicht geprüft: { $error }
practice-not-checked-stop = Nicht geprüft: { $error }.
practice-not-judged = Nicht bewertet: { $error }
practice-answer = Lösung: { $text }
practice-answer-prune =
    Nicht untersucht: { $list ->
        [nothing] nichts
       *[other] { $list }
    }.
practice-answer-window =
    Ausgang { $outcome }, Wert { $value }; eingespart: { $saved ->
        [nothing] nichts
       *[other] { $saved }
    }.
practice-answer-values = Die zurückgegebenen Werte stehen neben jeder untersuchten inneren Stellung (≥: eine untere Schranke, ≤: eine obere Schranke).
practice-answer-next =
    Als Nächstes: { $p }; { $cutoff ->
        [yes] ihr Vorgänger schneidet gleich danach ab
       *[no] kein Schnitt am Vorgänger
    }; das m des Vorgängers ist dann { $m }.
practice-answer-order = Der Baum zeigt jetzt eine Ordnung, mit der F2 die wenigsten Endstellungen untersucht.

## Vorhersagen in der Erkunden-Ansicht (www/practice/predict.js).

predict-tally = { $right } von { $made } Vorhersagen richtig
predict-none-yet = Noch keine Vorhersagen
predict-pos-label = Als Nächstes untersuchte Stellung (Dewey, etwa 2.1; die gewählte Stellung füllt es aus)
predict-pos = Nächste untersuchte Stellung
predict-cutoff-question = Schneidet ihr Vorgänger gleich danach ab?
predict-reveal = Schritt aufdecken
predict-help = Sagen Sie jeden Schritt vorher, bevor er gezeigt wird: wählen Sie die nächste untersuchte Stellung auf dem Baum (oder tippen Sie sie ein), sagen Sie, ob ihr Vorgänger danach abschneidet, dann Aufdecken. → und Abspielen warten auf Ihre Vorhersage.
predict-unsupported = { $why }: Vorhersagen geht durch die Verfahren, die die Aufgabe „Nächster Schritt“ kennt.
predict-no-steps = Dieser Lauf hat keinen Schrittmodus zum Vorhersagen.
predict-first = Erst vorhersagen: die als Nächstes untersuchte Stellung (wählen oder eintippen) und ob ihr Vorgänger abschneidet.
predict-verdict =
    { $ok ->
        [yes] ✓ Richtig
       *[no] ✗ Nicht ganz
    }: { $p ->
        [root] die Wurzel
       *[other] Stellung { $p }
    } wird als Nächstes untersucht{ $said ->
        [none] { "" }
        [root] { " " }(Sie sagten: die Wurzel)
       *[other] { " " }(Sie sagten { $said })
    }, und { $cutoff ->
        [yes] ihr Vorgänger schneidet gleich danach ab
       *[no] ihr Vorgänger schneidet danach nicht ab
    }{ $cutOk ->
        [yes] { "" }
       *[no] { " " }(Sie sagten das Gegenteil)
    }.
predict-predicting = Vorhersage der Schritte von { $proc }.
predict-choose-other = { $why }: wählen Sie F2 (oder ein anderes Verfahren, das die Aufgabe „Nächster Schritt“ durchgeht), um vorherzusagen.
predict-not-loaded = Vorhersagen konnte nicht geladen werden: { $error }
predict-gate = Erst vorhersagen, dann den Schritt aufdecken (Vorhersagen ist an).

## Üben: das Menü für Lernplattformen (www/lms).

lms-menu = Lernplattform…
lms-version = Version
lms-version-label = SCORM-Version
lms-mastery = Bestanden ab %
lms-download = Für eine Lernplattform herunterladen
lms-download-title = Ein SCORM-Paket dieser Reihe (oder Aufgabe) für Moodle, Canvas, Blackboard, Brightspace…
lms-no-set = Erstellen Sie zuerst eine Aufgabe oder öffnen Sie eine Reihe: das Paket enthält eine Aufgabenreihe.
lms-bad-mastery = Die Bestehensgrenze ist ein ganzer Prozentwert von 0 bis 100.
lms-saved = { $name } gespeichert: importieren Sie es als SCORM-Aktivität in die Lernplattform.
lms-no-package = Kein Paket: { $error }
lms-progress-other-set = Der von der Lernplattform gespeicherte Fortschritt gehört nicht zu dieser Reihe; es beginnt von vorn.
lms-scorm-failed = Die Lernplattform hat nicht alles übernommen ({ $why }); Ihre Antworten bleiben auf dieser Seite.
lms-not-restored = Die gespeicherte Arbeit aus der Lernplattform wurde nicht wiederhergestellt: { $why }.
# Why a SPLICE state was not restored: the end of lms-not-restored. $size, $max: counts.
lms-state-not-object = er ist kein Objekt
lms-state-not-json = er lässt sich nicht als JSON lesen
lms-state-too-large = er ist zu groß ({ $size } Zeichen; höchstens { $max })
lms-state-not-ours = er stammt nicht von dieser Seite
lms-state-other-exercise = er gehört zu einer anderen Aufgabe
lms-state-bad-attempts = seine Zahl der Versuche ist keine ganze Zahl von 0 bis { $max }
lms-state-bad-done = seine Liste erledigter Aufgaben ist fehlerhaft
lms-state-bad-at = seine aktuelle Aufgabe liegt außerhalb des Bereichs
# $error: why the page could not check it.
lms-state-bad-answer = seine Antwort passt nicht zu dieser Aufgabe ({ $error })
lms-state-bad-log = seine Versuchsprotokolle sind keine Liste

## Das Experimente-Panel (www/experiments).

exp-not-loaded = Das Experimente-Panel konnte nicht geladen werden: { $error }
exp-from-link = Einstellungen aus dem Link. Drücken Sie Starten, um die Ergebnisse zu berechnen.
exp-not-whole = { $what }: „{ $raw }“ ist keine ganze Zahl
exp-field-lo = kleinster Wert
exp-field-hi = größter Wert
exp-field-scale = Kantenskala
exp-bad-q = q je Ebene: Zahlen von 0 bis 1, z. B. 0.9, 0.8
exp-starting = Start…
exp-progress-value = { $done } von { $total } Bäumen
exp-progress-status = { $done } von { $total } Bäumen (Höhe { $height })…
exp-done =
    Fertig: { $trees ->
        [one] { $trees } Baum
       *[other] { $trees } Bäume
    } in { $seconds } s Suche im Worker ({ $rate } Bäume/s).
exp-cancelled =
    Abgebrochen nach { $trees ->
        [one] { $trees } Baum
       *[other] { $trees } Bäumen
    }; die bisher fertigen Höhen werden gezeigt.
exp-stopped = Angehalten.
exp-plots-failed = Die Diagramme konnten nicht gezeichnet werden: { $error }
exp-plot-terminals-label = Untersuchte Endstellungen über der Höhe, logarithmisch, mit der Theorie; die Zahlen stehen in der Tabelle darunter
exp-plot-branching-label = Verzweigungsfaktor über dem Grad: r0, r1, r* aus Tabelle 1 und T^(1/h) des Experiments
exp-caption = Untersuchte Endstellungen je Baum (Mittelwerte über die Stichproben)
exp-col-height = Höhe
exp-col-procedure = Verfahren
exp-col-samples = Stichproben
exp-col-mean-terminals = Endstellungen (Mittel)
exp-col-stderr = ± Std.-Fehler
exp-col-interval = 95-%-Intervall
exp-col-theory = Theorie
exp-col-mean-positions = Stellungen (Mittel)
exp-col-branching = T^(1/h)
exp-col-minimum = Minimum (Kor. 3)
exp-col-all = alle (dʰ)
exp-axis-height = Höhe h
exp-axis-terminals = untersuchte Endstellungen
exp-axis-degree = Grad d
exp-axis-branching = Verzweigungsfaktor
exp-shaded = schattiert: r0ʰ … r*ʰ (Tabelle 1)
exp-tip-terminals = { $proc }, h = { $height }: { $mean } Endstellungen (95 %: { $low } – { $high })
exp-curve-all = dʰ (alle)
exp-curve-minimum = Korollar 3 (Minimum)
exp-curve-theorem6 = Satz 6 (F2)
exp-curve-54 = (54) (F1)
exp-curve-r0 = r0(d), untere
exp-curve-r1 = r1(d), obere
exp-curve-rstar = r*(d), obere
exp-curve-d = d, ohne Schnitte
exp-settings-line = Modell: { $model }; Grad d = { $degree }; { $samples } Stichproben je Höhe; Startwert { $seed }.
exp-model-permutation = zufällige Permutation von 1..dʰ (§7)
exp-model-iid = u.i.v. Werte
exp-model-dependent = völlig abhängig (§9)
exp-model-additive = additive Kantenwerte (§9)
exp-model-nonuniform = zufällige Verzweigung (Kor. 2)
exp-model-pi = Ziffern von π

## Das Pathologie-Panel (www/pathology).

path-not-loaded = Das Pathologie-Panel konnte nicht geladen werden: { $error }
path-not-number = { $what }: „{ $bad }“ ist keine Zahl
path-slider = { $field } (Schieberegler)
path-data-table = Datentabelle
path-link-unused = Einige Pathologie-Einstellungen des Links wurden nicht verwendet: { $problems }.
path-from-link = Einstellungen aus dem Link. Drücken Sie Starten, um die Ergebnisse zu berechnen.
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
path-p = p (Blätter, Liste)
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
path-game-intro = Zufällige Bäume mit bekannten wahren Werten: bei jeder Suchtiefe d werden die Stellungen der Ebene d nach der Zahl der gewinnenden Endstellungen darunter bewertet und zu den Söhnen der Wurzel mit erzwungenem Gewinn und erzwungenem Verlust hochgereicht; die Wahrscheinlichkeit einer richtigen Entscheidung, P(richtige Entscheidung), ist der Anteil der Bäume, in denen der erzwungene Gewinn höher bewertet wird (ein Gleichstand zählt halb). Wo sie mit wachsendem d fällt, ist tiefere Suche schlechter: die Pathologie.
path-game = Spiel
path-game-pearl = Pearl-Spiel
path-game-incremental = inkrementell
path-terminal-levels = Endebenen t
path-terminal-levels-hint = eine Liste, je eine Kurve: 5, 7, 9
path-bad-terminal-levels = Endebenen t: „{ $text }“ ist keine Liste ganzer Zahlen
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
path-done =
    Fertig: { $samples ->
        [one] { $samples } Baum
       *[other] { $samples } Bäume
    } ({ $discarded } gezogen und verworfen) in { $seconds } s im Worker.
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
       *[product] Die Produktpropagation
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

## Das Element <game-tree-playground> (www/embed).

embed-tree-label = Spielbaum
embed-controls = Bedienelemente
embed-procedure = Verfahren
embed-step-through = Schrittmodus
embed-first-step = Erster Schritt
embed-step-back = Schritt zurück
embed-step-forward = Schritt vor
embed-last-step = Letzter Schritt
embed-needs-smaller = Der Schrittmodus braucht einen kleineren Baum.
embed-mcts-caption = UCT, { $iterations } Iterationen: bester Zug { $best }{ $optimal ->
        [yes] { " " }(minimax-optimal)
       *[no] { " " }(nicht minimax-optimal)
    }; W/N an der Wurzel { $mean }; { $visited } von { $positions } Positionen im Suchbaum; Minimax-Wert { $value }
embed-mcts-no-steps = UCT hat in diesem Element keinen Schrittmodus: die Monte-Carlo-Box des Playgrounds geht seine Phasen durch.
embed-predict = Vorhersagen
embed-predict-title = Jeden Schritt vorhersagen, bevor er gezeigt wird
embed-predict-label = Den nächsten Schritt vorhersagen
embed-predict-no-steps = Dieser Lauf hat keinen Schrittmodus zum Vorhersagen (ein kleinerer Baum hat einen).
embed-caption =
    { $run }: Wert { $value }{ $exact ->
        [yes] { "" }
       *[no] { " " }(eine Schranke)
    } · { $terminals } von { $allTerminals } Endstellungen, { $positions } von { $allPositions } Stellungen untersucht{ $deep ->
        [0] { "" }
        [one] { " " }· { $deep } tiefer Schnitt
       *[other] { " " }· { $deep } tiefe Schnitte
    }
embed-caption-bound = Schranke { $beta }
embed-practice-not-loaded = der Übungsmodus konnte nicht geladen werden: { $error }
embed-bad-procedure = procedure muss { $list } oder { $last } sein, nicht „{ $asked }“
embed-bad-view = view muss negamax oder minimax sein
embed-bad-window = alpha muss kleiner als beta sein (alpha = { $alpha }, beta = { $beta })
embed-bad-tree = tree: { $error }
embed-too-large = der Baum hat { $size } Stellungen; das Element zeichnet höchstens 20000
# The element's practice mode (mode="practice"): its attributes' errors. $value: the
# attribute's text, cut short; $list: the names it takes; $max, $size: counts.
embed-bad-fresh = fresh ist 1 (oder leer, oder true) für einen neuen Baum nach jeder Prüfung, oder 0, nicht „{ $value }“
embed-bad-attempts = attempts ist eine ganze Zahl von 1 bis { $max }, nicht „{ $value }“
# $error: the core's reason.
embed-bad-exercise = exercise: { $error }
# $example: an exercise, as written in the attribute.
embed-fresh-needs-exercise = fresh braucht eine Aufgabe (das Attribut exercise, etwa { $example }): ein neuer Baum ist die Aufgabe mit einem neuen Startwert
embed-attempts-needs-fresh = attempts begrenzt die neuen Bäume: es braucht fresh (und eine Aufgabe)
embed-bad-task = task ist einer der Werte { $list }, nicht „{ $value }“
embed-bad-proc = proc ist eines der Verfahren { $list }, nicht „{ $value }“
embed-bad-feedback = feedback ist einer der Werte { $list }, nicht „{ $value }“
embed-practice-too-large = ein Übungsbaum hat höchstens { $max } Positionen (dieser { $size })
# $method: submitAnswer or practiceHint, as written.
embed-not-practice-yet = { $method }: das Element ist noch keine Übungsaufgabe (mode=practice; auf el.practiceReady warten)

## Die bekannten Fehler (crate/src/mutants): Titel und Erklärung nach ihrer Kennung.

mutant-alpha-not-raised-title = α nicht auf den bisherigen Wert angehoben
mutant-alpha-not-raised-explanation = Steigt der bisherige Wert m einer Stellung über α, zählen ihre späteren Nachfolger nur noch, wenn sie m übertreffen können; die Alpha-Beta-Suche durchsucht sie daher mit (−β, −m): m ist das neue α (K&Ms F2 beginnt m bei α und gibt −m nach unten weiter). Wird stattdessen das ursprüngliche α weitergegeben, stimmt der Wert der Wurzel noch, aber jeder Schnitt geht verloren, den die angehobene Schranke weiter unten bewirkt hätte: mit dem vollen Fenster (−∞, +∞) wird nie eine Schranke endlich, und die Suche ist reines Minimax.
mutant-bounds-exact-title = Schranken als exakte Werte angegeben
mutant-bounds-exact-explanation = Ein an einer Stellung zurückgegebener Wert ist nur dann exakt, wenn er echt innerhalb des Fensters (α, β) liegt, mit dem die Stellung durchsucht wurde. Bei α oder darunter hat die Suche nichts Besseres als α gefunden: der wahre Wert ist höchstens so groß (eine obere Schranke). Bei β oder darüber hat sie aufgehört, sobald sie β erreichte: der wahre Wert ist mindestens so groß (eine untere Schranke) (K&M (9)).
mutant-cutter-marked-title = Der Nachfolger, der den Schnitt auslöst, als abgeschnitten markiert
mutant-cutter-marked-explanation = Ein Schnitt geschieht, nachdem ein Nachfolger durchsucht wurde: sein Wert ließ m β erreichen (K&Ms Test m ≥ β kommt nach t := −F2(p_i, …)). Dieser Nachfolger wurde untersucht — sein Wert erlaubt erst den Schnitt. Nur die Nachfolger nach ihm werden nicht untersucht.
mutant-fail-soft-values-title = Fail-soft-Werte für F2
mutant-fail-soft-values-explanation = K&Ms F2 beginnt das m einer Stellung bei α, nicht bei −∞: übertrifft kein Nachfolger α, gibt die Stellung α selbst zurück, eine obere Schranke (K&M (9)). Die in vielen Kursen gelehrte Form beginnt bei −∞ und gibt den besten gefundenen Wert zurück, der unter α liegen kann (fail-soft, Fishburn 1981). Es werden dieselben Stellungen untersucht, und die Werte innerhalb des Fensters stimmen überein; die Werte außerhalb unterscheiden sich.
mutant-minmax-swapped-title = Max und Min vertauscht
mutant-minmax-swapped-explanation = Die Wurzel ist Max’ Stellung: dort zieht Max und nimmt den größten Wert seiner Nachfolger; auf der nächsten Ebene nimmt Min den kleinsten, und so abwechselnd weiter (K&M §1). Vertauscht man sie, berechnet man den Wert eines anderen Spiels — eines, in dem jeder Spieler dem anderen hilft —, und die Alpha-Beta-Suche schneidet dann dort ab, wo die Schranken dieses Spiels es sagen, nicht die dieses hier.
mutant-parent-marked-title = Die abschneidende Stellung statt ihrer Nachfolger markiert
mutant-parent-marked-explanation = Ein Schnitt an einer Stellung p bedeutet, dass p aufhört zu suchen: die Nachfolger von p nach dem, der m β erreichen ließ, werden nicht untersucht. p selbst wurde untersucht — es hat seinem Vorgänger einen Wert (eine Schranke) zurückgegeben —, ebenso die Nachfolger, die es vor dem Schnitt durchsucht hat. Die Markierungen gehören an die nicht durchsuchten Nachfolger, nicht an p.
mutant-right-to-left-title = Nachfolger vom letzten zum ersten untersucht
mutant-right-to-left-explanation = Die Alpha-Beta-Suche untersucht die Nachfolger einer Stellung in ihrer Reihenfolge, vom ersten zum letzten (K&Ms Schleife läuft i = 1, …, d), und welche Stellungen sie abschneidet, hängt von dieser Reihenfolge ab: ein früh gefundener guter Zug liefert eine Schranke, die die Züge nach ihm beschneidet. Vom letzten zum ersten Nachfolger zu suchen ist eine andere Suche mit anderen Schnitten; ihr Wert an der Wurzel ist derselbe, aber die untersuchten Stellungen sind die des gespiegelten Baums.
mutant-root-window-reset-title = Volles Fenster für jeden Nachfolger der Wurzel
mutant-root-window-reset-explanation = Die Wurzel ist eine Stellung wie jede andere: sobald ihr erster Nachfolger Max einen Wert m gegeben hat, zählt jeder weitere Nachfolger nur, wenn er m übertreffen kann, und wird daher mit dem Fenster (−β, −m) durchsucht (in Minimax-Begriffen: α = m). Jeden Zug an der Wurzel mit (−∞, +∞) zu durchsuchen findet noch den richtigen Wert, verschenkt aber jeden Schnitt, den der bisherige Wert der Wurzel unter ihrem zweiten und späteren Nachfolgern erlaubt hätte.
mutant-shallow-only-title = Keine tiefen Schnitte (nur die Schranke des Vorgängers)
mutant-shallow-only-explanation = Die Alpha-Beta-Suche gibt beide Enden ihres Fensters nach unten weiter: eine Stellung erhält (−β, −m) von ihrem Vorgänger, und −β ist das m des Vorgängers ihres Vorgängers (zweimal negiert). Eine zwei oder mehr Ebenen höher gefundene Schranke gilt also weiter: erreicht der Wert einer Stellung eine Schranke, die schon ein Vorfahr oberhalb ihres Vorgängers hält, können ihre übrigen Nachfolger das Ergebnis bei diesem Vorfahren nicht mehr ändern, und sie werden abgeschnitten — ein tiefer Schnitt (K&M Fig. 3). Nur den Wert des Vorgängers zu verwenden (Branch-and-Bound, K&Ms F1) untersucht auf den Ebenen 0 bis 3 dieselben Stellungen, verpasst aber die tiefen Schnitte ab Ebene 4.
mutant-strict-cutoff-title = Schnitt nur bei m > β
mutant-strict-cutoff-explanation = Die Alpha-Beta-Suche hört an einer Stellung auf, sobald ihr bisheriger Wert m die Schranke β erreicht (m ≥ β), nicht erst, wenn er sie überschreitet. Bei m = β ist die Stellung für den Spieler dort schon β wert, und der Gegner darüber hat schon einen Weg, sie auf β zu halten: was die übrigen Nachfolger auch ergeben, das Ergebnis eine Ebene höher kann sich nicht ändern. Bei m = β weiterzusuchen untersucht Stellungen, die nicht zählen können.

## Der Satz einer Diagnose (die Nachricht practice-dx-text des Kerns). Jede Klausel ist ein Nebensatz nach „… was α-β ergibt, wenn …“.

mutant-alpha-not-raised-clause = jede Stellung das Fenster, das sie bekam, an alle ihre Nachfolger weitergibt, ohne α auf ihren bisherigen Wert anzuheben
mutant-bounds-exact-clause = jeder zurückgegebene Wert als exakt genommen wird, auch wo die Suche am Fenster anhielt und er nur eine Schranke ist
mutant-cutter-marked-clause = auch der Nachfolger, dessen Wert den Schnitt auslöst, als nicht untersucht markiert wird
mutant-fail-soft-values-clause = eine Stellung den besten gefundenen Wert zurückgibt (fail-soft), wo F2 α zurückgibt, wenn nichts α übertrifft
mutant-minmax-swapped-clause = Max und Min vertauscht sind (die Wurzel nimmt den kleinsten Wert, die Ebene darunter den größten, und so weiter)
mutant-parent-marked-clause = die Stellung, an der ein Schnitt geschieht, markiert wird statt der Nachfolger, die sie nicht durchsucht
mutant-right-to-left-clause = die Nachfolger jeder Stellung vom letzten zum ersten untersucht werden
mutant-root-window-reset-clause = jeder Nachfolger der Wurzel mit dem vollen Fenster (−∞, +∞) durchsucht wird und der bisherige Wert der Wurzel vergessen wird
mutant-shallow-only-clause = eine Stellung nur durch die Schranke ihres Vorgängers abgeschnitten wird, nie durch eine von weiter oben (K&Ms F1: keine tiefen Schnitte)
mutant-strict-cutoff-clause = eine Stellung nur abschneidet, wenn ihr bisheriger Wert die Schranke echt überschreitet (m > β statt m ≥ β)
practice-dx-lead =
    { $task ->
        [prune]
            { $near ->
                [none] Ihre Markierungen sind das,
               *[other] Ihre Markierungen sind nahe an dem,
            }
        [values]
            { $near ->
                [none] Ihre Werte sind das,
               *[other] Ihre Werte sind nahe an dem,
            }
        [next]
            { $near ->
                [none] Ihre Vorhersage ist das,
               *[other] Ihre Vorhersage ist nahe an dem,
            }
       *[window]
            { $near ->
                [none] Ihre Antwort ist das,
               *[other] Ihre Antwort ist nahe an dem,
            }
    }
practice-dx-text =
    { $task ->
        [order]
            { $near ->
                [none] Ihre Ordnung ist eine beste, wenn { $clause }.
               *[other] Ihre Ordnung ist nahe an einer besten, wenn { $clause }.
            }
       *[other]
            { $near ->
                [none] { $lead } was α-β ergibt, wenn { $clause }.
               *[other] { $lead } was α-β ergibt, wenn { $clause } ({ $near } { $near ->
                    [one] Stellung weicht ab
                   *[other] Stellungen weichen ab
                }).
            }
    }
practice-dx-here = Hier heißt das:

## Die Hinweise des Kerns (die Nachricht von practiceHint). $at, $from: Dewey-Name einer Stellung, "root" für die Wurzel; $after: welcher Nachfolger (Zahl); $levels: Anzahl; $alpha, $beta: Werte.
practice-hint-cutoff-parent = Sehen Sie sich die Schranke an, die { $from ->
        [root] die Wurzel
       *[other] Stellung { $from }
    } an { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } weitergibt: Vergleichen Sie, nachdem der { $after }. Nachfolger { $at ->
        [root] der Wurzel
       *[other] von Stellung { $at }
    } zurückkehrt, den bisherigen Wert mit dieser Schranke.
practice-hint-cutoff-ancestor = Sehen Sie sich die Schranke an, die { $from ->
        [root] die Wurzel
       *[other] Stellung { $from }
    } an { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } weitergibt, { $levels } Ebenen tiefer: Vergleichen Sie, nachdem der { $after }. Nachfolger { $at ->
        [root] der Wurzel
       *[other] von Stellung { $at }
    } zurückkehrt, den bisherigen Wert mit dieser Schranke.
practice-hint-cutoff-root = Sehen Sie sich das Fenster der Wurzel an: Vergleichen Sie, nachdem der { $after }. Nachfolger { $at ->
        [root] der Wurzel
       *[other] von Stellung { $at }
    } zurückkehrt, den bisherigen Wert mit dieser Schranke.
practice-hint-cutoff-window = Sehen Sie sich das Fenster an, mit dem { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } aufgerufen wird: Vergleichen Sie, nachdem der { $after }. Nachfolger { $at ->
        [root] der Wurzel
       *[other] von Stellung { $at }
    } zurückkehrt, den bisherigen Wert mit dieser Schranke.
practice-hint-bounds = Verfolgen Sie die Schranken, die jede Stellung an ihre Nachfolger weitergibt: Eine Stellung wird nur übersprungen, wenn der Wert einer früheren Geschwisterstellung schon die Schranke erreicht, die ihr Vorgänger hält.
practice-hint-values-window = Sehen Sie sich das Fenster (α, β) = ({ $alpha }, { $beta }) an, mit dem { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } aufgerufen wird: Ein Wert, der nicht echt darin liegt, ist eine Schranke, nicht der exakte Wert (K&M (6), (9)).
practice-hint-values = Sehen Sie sich das Fenster an, mit dem { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } aufgerufen wird: Ein Wert, der nicht echt darin liegt, ist eine Schranke, nicht der exakte Wert (K&M (6), (9)).
practice-hint-values-bottom = Beginnen Sie unten: Jede untersuchte Stellung gibt den besten Wert ihrer untersuchten Nachfolger für den Spieler zurück, der dort am Zug ist.
practice-hint-next = Sehen Sie sich { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } im Aufrufstapel an: Welcher ihrer Nachfolger ist noch nicht untersucht, und lässt der Wert, den er zurückgibt, das m { $at ->
        [root] der Wurzel
       *[other] von Stellung { $at }
    } sein β erreichen?
practice-hint-order = Beginnen Sie an der Wurzel: Stellen Sie den Nachfolger an den Anfang, der für den Spieler am Zug dort am besten ist, dann ebenso darunter; mit dem besten Nachfolger überall zuerst untersucht F2 genau die kritischen Stellungen (K&M, Satz 1).

# Aufgaben und Arbeitsblätter: die Aufgabenstellung und die Wörter eines Arbeitsblatts (Sätze des Kerns).
practice-ex-statement-prune = Markieren Sie die Stellungen, die { $proc } nicht untersucht: jede nicht untersuchte Stellung, deren Vorgänger untersucht wird (die Markierung gilt für ihren ganzen Teilbaum).
practice-ex-statement-values = Geben Sie den Wert an, den { $proc } an jeder untersuchten inneren Stellung zurückgibt ({ $view ->
        [negamax] aus der Sicht des Spielers, der dort am Zug ist
       *[minimax] aus Max’ Sicht
    }), und ob er exakt, eine untere oder eine obere Schranke ist (K&M (6), (9)).
practice-ex-statement-window = Suchen Sie mit dem Fenster (α, β) = ({ $alpha }, { $beta }): Scheitert { $proc } nach unten, liefert es den exakten Wert oder scheitert es nach oben? Welchen Wert gibt es zurück, und welche Stellungen spart das Fenster gegenüber (−∞, +∞) ein?
practice-ex-statement-next = Nach Schritt { $step } der Spur von { $proc }: Welche Stellung wird als Nächstes untersucht, schneidet ihr Vorgänger danach ab, und was wird aus dem m des Vorgängers?
practice-ex-statement-order = Ordnen Sie die Nachfolger so, dass F2 möglichst wenige Endstellungen untersucht.
practice-sheet-subtree = Teilbaum
practice-sheet-solution = Lösung ({ $proc }): Der Wert ist { $value }{ $outcome ->
        [fail_low] { " " }(scheitert nach unten: eine obere Schranke)
        [fail_high] { " " }(scheitert nach oben: eine untere Schranke)
       *[exact] { "" }
    }; { $positions } von { $total } Stellungen untersucht{ $cut ->
        [none] { "" }
       *[other] ; nicht untersucht unterhalb der Schnittmarken: { $cut }
    }.

# Practice feedback sentences (the core's)
practice-fb-order-right = An { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    } (Fenster ({ $alpha }, { $beta })) ist Ihre Reihenfolge so gut wie jede andere: { $least } { $least ->
        [one] Endstellung
       *[other] Endstellungen
    } darunter mit den besten Reihenfolgen weiter unten.
practice-fb-order-wrong = An { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    } (Fenster ({ $alpha }, { $beta })) kostet Ihre Reihenfolge { $mine } Endstellungen darunter, selbst mit den besten Reihenfolgen weiter unten; die Nachfolger in der Reihenfolge { $better } kosten { $least }.
practice-fb-window-fail-low = { $proc } mit ({ $alpha }, { $beta }) gibt { $value } ≤ α zurück: Die Suche scheitert nach unten, der Wert der Wurzel ist also höchstens { $value } (K&M (9)); eine Aspirationssuche startet eine Wiederholungssuche mit (−∞, { $value }) (K&M §4).
practice-fb-window-exact = { $proc } mit ({ $alpha }, { $beta }) gibt { $value } zurück, echt innerhalb des Fensters: Das ist der exakte Wert der Wurzel (K&M (9)).
practice-fb-window-fail-high = { $proc } mit ({ $alpha }, { $beta }) gibt { $value } ≥ β zurück: Die Suche scheitert nach oben, der Wert der Wurzel ist also mindestens { $value } (K&M (9)); eine Aspirationssuche startet eine Wiederholungssuche mit ({ $value }, +∞) (K&M §4).
practice-fb-window-not = Nicht { $outcome ->
        [fail_low] „scheitert nach unten“
        [exact] „exakt“
       *[other] „scheitert nach oben“
    }: { $why }
practice-fb-window-value = { $proc } gibt { $value } zurück.
practice-fb-window-value-wrong = Sie haben { $given } angegeben: { $why }
practice-fb-window-saved = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird mit (−∞, +∞) untersucht und durch das Fenster eingespart: { $why }.
practice-fb-window-examined = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird auch mit dem Fenster ({ $alpha }, { $beta }) untersucht: Dort wird nichts eingespart.
practice-fb-window-higher = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird eingespart, aber die Einsparung beginnt weiter oben: Markieren Sie { $top ->
        [root] die Wurzel
       *[other] Stellung { $top }
    }.
practice-fb-window-nothing = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird auch mit (−∞, +∞) nicht untersucht: Das Fenster spart dort nichts ein.
practice-fb-prune-right = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird nicht untersucht: { $why }.
practice-fb-prune-missed = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird nicht untersucht und wurde nicht markiert: { $why }.
practice-fb-prune-examined = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird von { $proc } untersucht: Kein Schnitt überspringt sie.
practice-fb-prune-higher = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird tatsächlich nicht untersucht, aber der Schnitt liegt weiter oben: Markieren Sie { $top ->
        [root] die Wurzel
       *[other] Stellung { $top }
    } (ihr ganzer Teilbaum wird übersprungen).
practice-fb-prune-below-none = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird nicht untersucht, liegt aber unter keiner Wurzel eines abgeschnittenen Teilbaums.
practice-fb-never = { $proc } erreicht { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } nie: Sie liegt unter keinem Schnitt, aber das Verfahren brauchte sie nicht
practice-fb-cut-minimax-max = { $kind ->
        [shallow] ein flacher Schnitt
        [deep] ein tiefer Schnitt
       *[window] ein Fensterschnitt
    } bei { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }: Nach ihrem { $after }. Nachfolger ist { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } (Max) für Max mindestens { $value } wert, und { $levels ->
        [0] das Fenster der Wurzel
        [1] ihr Vorgänger, { $from ->
        [root] die Wurzel
       *[other] Stellung { $from }
    } ({ $player }),
       *[other] { $from ->
        [root] die Wurzel
       *[other] Stellung { $from }
    } ({ $player }), { $levels } Ebenen höher,
    } hält Max auf höchstens β = { $bound }, also können ihre übrigen Nachfolger das Ergebnis nicht ändern (K&M §2, aus Sicht von Max)
practice-fb-cut-minimax-min = { $kind ->
        [shallow] ein flacher Schnitt
        [deep] ein tiefer Schnitt
       *[window] ein Fensterschnitt
    } bei { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }: Nach ihrem { $after }. Nachfolger hält { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } (Min) Max auf höchstens { $value }, und Max hat { $levels ->
        [0] im Fenster der Wurzel
        [1] bei ihrem Vorgänger, { $from ->
        [root] der Wurzel
       *[other] Stellung { $from }
    } ({ $player }),
       *[other] bei { $from ->
        [root] der Wurzel
       *[other] Stellung { $from }
    } ({ $player }), { $levels } Ebenen höher,
    } bereits α = { $bound } sicher, also können ihre übrigen Nachfolger das Ergebnis nicht ändern (K&M §2, aus Sicht von Max)
practice-fb-cut-negamax-max = { $kind ->
        [shallow] ein flacher Schnitt
        [deep] ein tiefer Schnitt
       *[window] ein Fensterschnitt
    } bei { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }: Nach ihrem { $after }. Nachfolger ist m = { $value } ≥ β, wobei { $levels ->
        [0] β = { $bound } aus dem Fenster der Wurzel stammt
        [1] β = { $bound } das −m ihres Vorgängers, { $from ->
        [root] die Wurzel
       *[other] Stellung { $from }
    } ({ $player }), ist
       *[other] β = { $bound } das −m { $from ->
        [root] der Wurzel
       *[other] von Stellung { $from }
    } ({ $player }), { $levels } Ebenen höher, ist
    }; { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } (Max) ist bereits mindestens { $worth } wert, also können ihre übrigen Nachfolger das Ergebnis nicht ändern (K&M §2)
practice-fb-cut-negamax-min = { $kind ->
        [shallow] ein flacher Schnitt
        [deep] ein tiefer Schnitt
       *[window] ein Fensterschnitt
    } bei { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }: Nach ihrem { $after }. Nachfolger ist m = { $value } ≥ β, wobei { $levels ->
        [0] β = { $bound } aus dem Fenster der Wurzel stammt
        [1] β = { $bound } das −m ihres Vorgängers, { $from ->
        [root] die Wurzel
       *[other] Stellung { $from }
    } ({ $player }), ist
       *[other] β = { $bound } das −m { $from ->
        [root] der Wurzel
       *[other] von Stellung { $from }
    } ({ $player }), { $levels } Ebenen höher, ist
    }; { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } (Min) hält Max bereits auf höchstens { $worth }, also können ihre übrigen Nachfolger das Ergebnis nicht ändern (K&M §2)
practice-fb-cut-other = { $kind ->
        [cutoff] ein Schnitt
        [highest-level-alpha] ein α-Schnitt der obersten Ebene (Slagle §7.1)
        [mn-alpha] ein m&n-α-Schnitt (Slagle §7.3)
       *[mn-beta] ein m&n-β-Schnitt (Slagle §7.2)
    } bei { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }: Nach ihrem { $after }. Nachfolger hat der Wert { $value } die Schranke { $bound } erreicht, also werden ihre übrigen Nachfolger nicht untersucht
practice-fb-cut-other-minimax = { $kind ->
        [cutoff] ein Schnitt
        [highest-level-alpha] ein α-Schnitt der obersten Ebene (Slagle §7.1)
        [mn-alpha] ein m&n-α-Schnitt (Slagle §7.3)
       *[mn-beta] ein m&n-β-Schnitt (Slagle §7.2)
    } bei { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }: Nach ihrem { $after }. Nachfolger hat der Wert { $value } (aus Sicht von Max) die Schranke { $bound } erreicht, also werden ihre übrigen Nachfolger nicht untersucht
practice-fb-values-exact = { $at ->
        [root] Die Wurzel
       *[other] Stellung { $at }
    } ({ $player }), untersucht{ $window ->
        [yes] { " " }mit dem Fenster ({ $alpha }, { $beta })
       *[no] { "" }
    }, gibt { $value } aus Sicht von { $standpoint } zurück: ihr exakter Wert ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, Anhang C
    }).
practice-fb-values-lower = { $at ->
        [root] Die Wurzel
       *[other] Stellung { $at }
    } ({ $player }), untersucht{ $window ->
        [yes] { " " }mit dem Fenster ({ $alpha }, { $beta })
       *[no] { "" }
    }, gibt { $value } aus Sicht von { $standpoint } zurück, eine untere Schranke: Die Suche hielt am oberen Ende des Fensters an, der wahre Wert ist also mindestens { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, Anhang C
    }).
practice-fb-values-upper = { $at ->
        [root] Die Wurzel
       *[other] Stellung { $at }
    } ({ $player }), untersucht{ $window ->
        [yes] { " " }mit dem Fenster ({ $alpha }, { $beta })
       *[no] { "" }
    }, gibt { $value } aus Sicht von { $standpoint } zurück, eine obere Schranke: Nichts stieg über das untere Ende des Fensters, der wahre Wert ist also höchstens { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, Anhang C
    }).
practice-fb-values-empty = { $at ->
        [root] Die Wurzel
       *[other] Stellung { $at }
    } ({ $player }) gibt { $value } aus Sicht von { $standpoint } zurück; ihr Fenster war leer, sie sagt also nichts weiter.
practice-fb-values-missed = Kein Wert angegeben. { $why }
practice-fb-values-wrong-value = Sie haben { $given } angegeben, der Wert ist { $value }. { $why }
practice-fb-values-wrong-bound = Der Wert { $given } stimmt, aber er ist nicht { $bound ->
        [exact] exakt
        [lower] eine untere Schranke
       *[upper] eine obere Schranke
    }. { $why }
practice-fb-values-wrong-both = Sie haben { $given } angegeben ({ $bound ->
        [exact] exakt
        [lower] untere Schranke
       *[upper] obere Schranke
    }). { $why }
practice-fb-values-terminal = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } ist eine Endstellung: Ihr Wert { $value } ist mit dem Baum gegeben.
practice-fb-values-terminal-unexamined = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } ist eine Endstellung und wird nicht untersucht: Sie gibt nichts zurück.
practice-fb-values-no-record = { $proc } speichert keinen Wert bei { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }.
practice-fb-values-not-examined = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } wird von { $proc } nicht untersucht: Sie gibt nichts zurück.
practice-fb-next-examines = Als Nächstes untersucht { $parent ->
        [root] die Wurzel
       *[other] Stellung { $parent }
    } ihren { $n }. Nachfolger, { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } (Ereignis { $event }).
practice-fb-next-tests = Als Nächstes testet { $parent ->
        [root] die Wurzel
       *[other] Stellung { $parent }
    } ihren { $n }. Nachfolger, { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    }, mit einem minimalen Fenster (Ereignis { $event }).
practice-fb-next-researches = Als Nächstes durchsucht { $parent ->
        [root] die Wurzel
       *[other] Stellung { $parent }
    } ihren { $n }. Nachfolger, { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    }, erneut (Ereignis { $event }).
practice-fb-next-not = Nicht { $given ->
        [root] die Wurzel
       *[other] Stellung { $given }
    }: { $why }
practice-fb-next-raise = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } liefert t = { $t } > m = { $before ->
        [none] noch nicht gesetzt
       *[other] { $before }
    }, also m := { $after }
practice-fb-next-stays = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } liefert t = { $t } ≤ m = { $before ->
        [none] noch nicht gesetzt
       *[other] { $before }
    }, also bleibt m { $after }
practice-fb-next-first = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } ist der erste Nachfolger: m := −value = { $after }
practice-fb-next-research = die Wiederholungssuche { $at ->
        [root] der Wurzel
       *[other] von Stellung { $at }
    } ergibt m := −value = { $after }
practice-fb-next-test = der Test { $at ->
        [root] der Wurzel
       *[other] von Stellung { $at }
    } ergibt t = { $t }, was m { $exceeds ->
        [yes] übersteigt (eine Wiederholungssuche folgt)
       *[no] nicht übersteigt
    }; m bleibt { $after }
practice-fb-next-m = { $update }.
practice-fb-next-m-wrong = Sie haben { $var } = { $given } angegeben: { $update }.
practice-fb-next-cut = m = { $m } ≥ { $test ->
        [bound] Schranke
       *[beta] β
    } = { $bound }: { $parent ->
        [root] die Wurzel
       *[other] Stellung { $parent }
    } schneidet nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    } ab.
practice-fb-next-test-no-cut = Ein Test mit minimalem Fenster schneidet nicht ab: kein Schnitt bei { $parent ->
        [root] der Wurzel
       *[other] Stellung { $parent }
    } nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }.
practice-fb-next-equal = m = { $m } = { $test ->
        [bound] Schranke
       *[beta] β
    }, aber der Schnitttest, wie er gedruckt ist (m > { $test ->
        [bound] Schranke
       *[beta] β
    }), schlägt fehl: kein Schnitt bei { $parent ->
        [root] der Wurzel
       *[other] Stellung { $parent }
    } nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }.
practice-fb-next-less = m = { $m } < { $test ->
        [bound] Schranke
       *[beta] β
    } = { $bound }: kein Schnitt bei { $parent ->
        [root] der Wurzel
       *[other] Stellung { $parent }
    } nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }.
practice-fb-next-cut-plain = { $cut ->
        [yes] Ein Schnitt
       *[no] Kein Schnitt
    } bei { $parent ->
        [root] der Wurzel
       *[other] Stellung { $parent }
    } nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    }.
practice-fb-next-mn-cutoff = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } gibt { $u } zurück, jenseits der Schranke: { $parent ->
        [root] die Wurzel
       *[other] Stellung { $parent }
    } gibt den Wert sofort zurück, und ihr { $var } bleibt { $after }
practice-fb-next-mn-keeps = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } gibt { $u } zurück; { $parent ->
        [root] die Wurzel
       *[other] Stellung { $parent }
    } ({ $side ->
        [max] eine Max-Stellung
       *[min] eine Min-Stellung
    }) behält { $var } = { $after }
practice-fb-next-mn-changes = { $at ->
        [root] die Wurzel
       *[other] Stellung { $at }
    } gibt { $u } zurück; { $parent ->
        [root] die Wurzel
       *[other] Stellung { $parent }
    } ({ $side ->
        [max] eine Max-Stellung
       *[min] eine Min-Stellung
    }) ändert { $var } von { $before } auf { $after }
practice-fb-next-mn-beta = u = { $u } ≥ β = { $bound }: ein m&n-β-Schnitt bei { $parent ->
        [root] der Wurzel
       *[other] Stellung { $parent }
    } nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    } (§7.2).
practice-fb-next-mn-alpha = u = { $u } ≤ α = { $bound }: ein m&n-α-Schnitt bei { $parent ->
        [root] der Wurzel
       *[other] Stellung { $parent }
    } nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    } (§7.3).
practice-fb-next-mn-highest = u = { $u } ≤ dem bisher besten Wert der Wurzel, { $bound }: ein α-Schnitt der obersten Ebene bei { $parent ->
        [root] der Wurzel
       *[other] Stellung { $parent }
    } nach { $at ->
        [root] der Wurzel
       *[other] Stellung { $at }
    } (§7.1).

# Die Prüfungen des Versuchsformulars.
exp-whole-in = { $what } muss eine ganze Zahl von { $lo } bis { $hi } sein
exp-what-degree = der Grad
exp-what-height = jede Höhe
exp-what-samples = die Zahl der Stichproben
exp-what-seed = der Startwert
exp-bad-heights = Höhen: „{ $text }“ ist keine Liste ganzer Zahlen wie 2, 4, 6 oder 1-6
exp-unknown-model = unbekanntes Modell „{ $model }“
exp-no-height = geben Sie mindestens eine Höhe an
exp-too-many-heights = höchstens { $max } Höhen
exp-no-procedure = wählen Sie mindestens ein Verfahren
exp-too-big = ein Baum mit Grad { $degree } und Höhe { $height } hat { $positions } Stellungen; die Seite durchsucht Bäume mit höchstens { $limit }
exp-lo-hi = der kleinste Wert muss eine ganze Zahl sein, höchstens so groß wie der größte

# The Pathology panel's form checks, presets and plots' readouts (the English file says more).
path-preset-fig = Abb. { $figure } ({ $err1 }; { $err2 })
path-preset-fig-q = Abb. { $figure } ({ $err1 }; { $err2 }; q)
path-give-number = { $what }: geben Sie eine Zahl an
path-in-range = { $what } muss zwischen { $lo } und { $hi } liegen, nicht { $value }
path-probability = { $what } muss zwischen 0 und 1 liegen, nicht { $value }
path-below-one = { $what } muss mindestens 0 und kleiner als 1 sein, nicht { $value }
path-what-p = p
path-no-p = p: geben Sie eine oder mehrere Wahrscheinlichkeiten an, z. B. 0.4, 0.6
path-too-many-p = p: höchstens { $max } Werte, nicht { $n }
path-bad-game = das Spiel muss eines von { $games } sein, nicht „{ $value }“
path-no-t = Endebenen t: geben Sie eine oder mehrere an, z. B. 5, 7, 9
path-too-many-t = Endebenen t: höchstens { $max }, nicht { $n }
path-too-many-terminals = Endebene t = { $t }: ein Baum der Breite { $width } hat { $width }^{ $t } = { $terminals } Endstellungen; die Seite zeichnet Bäume mit höchstens { $max } Endstellungen
path-too-much-work = Stichproben × Endstellungen × Tiefen = { $work } liegt über der Schranke der Seite von { $max }; wählen Sie weniger Stichproben oder ein kleineres t (die CLI rechnet größere Experimente)
path-what-demo-t = die Endebene t des Beispielbaums
path-what-demo-seed = der Startwert des Beispielbaums
path-link-unknown-key = unbekannter Schlüssel „{ $key }“
path-axis-correct = P(richtige Entscheidung)
path-tip-err = { $curve }, k = { $k }: ERR = { $err }
path-tip-correct = { $backup }, { $curve }, d = { $depth }: P(richtige Entscheidung) = { $correct } (95 %: { $low } – { $high })
exp-tip-branching = { $proc }, d = { $degree }, h = { $height }: T^(1/h) = { $value }

# The core's errors: generators, pathology, experiments, exercises, worksheets, SCORM, QR (the English file says more).
e-g-full-only = Das Modell { $model } wird nur vom vollständigen Modul erzeugt
e-g-pi = Das Modell pi hat höchstens { $max } Ziffern; verlangt sind d^h = { $n } Endstellungen
e-g-degree = Der Grad muss mindestens 1 sein
e-g-deep = Der Baum wäre tiefer als { $max } Ebenen (Höhe { $height }; die Grenze): verringern Sie die Höhe
e-g-many = Grad { $degree } und Höhe { $height } ergeben mehr als { $max } Stellungen (d^0 + ... + d^h; die Grenze): verringern Sie den Grad oder die Höhe
e-g-lo-hi = lo darf hi nicht übersteigen (lo = { $lo }, hi = { $hi })
e-g-scale = Die Skala muss mindestens 1 sein (erhalten: { $scale })
e-g-scale-sums = Die Skala { $scale } ist zu groß: Summen von { $height } Kantenwerten könnten 2^53 - 1 übersteigen
e-g-no-q = q braucht mindestens eine Wahrscheinlichkeit
e-g-q = q muss in [0, 1] liegen ({ $q } auf Ebene { $level })
e-g-mean = Ein mittlerer Grad muss mindestens 1 sein ({ $mean } auf Ebene { $level })
e-g-shape-many = Der Baum hätte mehr als { $max } Stellungen (die Grenze): verringern Sie die Höhe, q oder den mittleren Grad
e-g-random-many = Der Baum hätte mehr als { $max } Stellungen (die Grenze): verringern Sie den größten Grad oder die größte Tiefe
e-g-max-degree = Der größte Grad muss mindestens 1 sein
e-g-deep-height = Der Baum wäre tiefer als { $max } Ebenen (Höhe { $value }; die Grenze): verringern Sie die Höhe
e-g-deep-max-depth = Der Baum wäre tiefer als { $max } Ebenen (größte Tiefe { $value }; die Grenze): verringern Sie die größte Tiefe
e-qr-long = Ein Link in einem QR-Code hat höchstens { $max } Bytes (dieser: { $bytes })
e-ws-big = Ein Arbeitsblatt zeichnet Bäume mit höchstens { $max } Stellungen und höchstens der Höhe { $maxHeight } (dieser: { $positions } Stellungen, Höhe { $height })
e-scorm-version = Die SCORM-Version muss 1.2 oder 2004 sein, nicht „{ $version }“
e-scorm-mastery = Die Bestehensgrenze ist ein Prozentwert von 0 bis 100 (erhalten: { $mastery })
e-scorm-title-long = Ein Pakettitel hat höchstens { $max } Zeichen (erhalten: { $n })
e-scorm-title-control = Ein Pakettitel darf keine Steuerzeichen enthalten
e-path-probability = { $name } muss eine Wahrscheinlichkeit in [0, 1] sein, nicht { $value }
e-path-width = Die Breite muss zwischen 2 und { $max } liegen, nicht { $width }
e-path-levels = Die Zahl der Ebenen darf höchstens { $max } sein, nicht { $levels }
e-path-q = q muss kleiner als 1 sein (mit q = 1 ist jeder Knoten eine Endstellung)
e-path-t = Die Endebene muss mindestens 1 sein
e-path-terminals = Ein Baum der Breite { $width } mit Endebene { $t } hat { $width }^{ $t } Endstellungen, mehr als die erlaubten { $max }
e-path-samples = Die Zahl der Stichproben muss zwischen 1 und { $max } liegen, nicht { $samples }
e-path-work = Stichproben × Endstellungen = { $samples } × { $terminals } liegt über der Schranke von { $max } Endstellungen je Lauf; wählen Sie weniger Stichproben oder einen kleineren Baum
e-x-no-height = Geben Sie mindestens eine Höhe an
e-x-no-samples = Die Zahl der Stichproben muss mindestens 1 sein
e-x-samples = Höchstens { $max } Stichproben je Höhe (erhalten: { $samples }): wählen Sie weniger (der Standardfehler sinkt nur wie 1/sqrt(Stichproben))
e-x-no-procedure = Geben Sie mindestens ein Verfahren an
e-x-height-twice = Die Höhe { $height } ist doppelt angegeben: nennen Sie jede Höhe nur einmal
e-x-proc-twice = Das Verfahren { $proc } ist doppelt angegeben („{ $given }“): nennen Sie jedes Verfahren nur einmal
e-ex-degree = Der Grad muss 2, 3 oder 4 sein (erhalten: { $degree })
e-ex-height = Die Höhe muss 3, 4 oder 5 sein (erhalten: { $height })
e-ex-values = Die Werte müssen -{ $max } <= lo < hi <= { $max } erfüllen (lo = { $lo }, hi = { $hi })

# The page's limits (core/page-error.js).
lim-positions = Der Baum hat { $n } Stellungen; diese Seite verarbeitet höchstens { $max }
lim-deep-page = Der Baum ist { $height } Ebenen tief; diese Seite verarbeitet höchstens { $max } Ebenen (die Kommandozeile, gametree, nimmt tiefere Bäume)
lim-deep-element = Der Baum ist { $height } Ebenen tief; dieses Element verarbeitet höchstens { $max } Ebenen (die Kommandozeile, gametree, nimmt tiefere Bäume)
lim-steps = Die Schrittfolge von { $proc } auf diesem Baum hat { $steps } Schritte; die Seite geht höchstens { $max } Schritte durch (F2 hat mit seinen Schnitten weit weniger).

# Sentences of the page's scripts said early or on a failure (core/errors.js wordOr).
worker-why-unread = eine seiner Nachrichten war nicht lesbar
worker-why-stopped = er läuft nicht mehr
worker-why-silent = er hat { $seconds } s lang nicht geantwortet
exp-stopped-lost = Das Experiment wurde beendet: ein Worker ging verloren ({ $why })
path-stopped-lost = Das Experiment wurde beendet: sein Worker ging verloren ({ $why })
exp-stopped-why = Das Experiment wurde beendet: { $why }
exp-stopped-worker = Das Experiment wurde beendet: ein Worker ist ausgefallen
path-stopped-worker = Das Experiment wurde beendet: der Worker ist ausgefallen
job-not-loaded = Das Experiment konnte nicht geladen werden: { $error }
link-exercise-unchecked = Die Aufgabe konnte nicht geprüft werden: { $error }
core-loading = Die Verfahren der anderen Arbeiten, das Üben und die Experimente werden geladen…
core-not-loaded = Der vollständige Kern konnte nicht geladen werden ({ $error }); F0, F1 und F2 von Knuth & Moore funktionieren weiterhin.
procs-not-loaded = { $procs } konnte nicht geladen werden ({ $error })
practice-not-loaded-mode = Der Übungsmodus konnte nicht geladen werden: { $error }.
proc-not-loaded = { $proc } konnte nicht geladen werden: { $why }. { $first } und { $last } von Knuth & Moore funktionieren weiterhin.
proc-minimax-view = { $proc } rechnet aus der Sicht von Max: die Minimax-Ansicht ist eingeschaltet (v schaltet um).

# The page's own errors (core/page-error.js).
qr-too-long = Der Link ist zu lang für einen QR-Code ({ $n } Zeichen; höchstens { $max })
qr-no-fit = Der Link passt in keinen QR-Code
lms-no-page = Das Paket braucht playground.html, die Seite als einzelne Datei, neben dieser Seite; sie war hier nicht lesbar (eine aus einer Datei geöffnete Seite oder eine ohne sie gebaute Website)
lms-page-big = playground.html hat { $bytes } Bytes; ein Paket nimmt höchstens { $max } auf
export-svg-failed = Der Browser konnte das SVG nicht zeichnen
export-png-big = Das Bild ist zu groß für ein PNG
patch-long = Der Patch (patch=) ist länger als { $kb } KB
patch-many = Der Patch (patch=) hat mehr als { $max } Änderungen
patch-unread = Änderung { $k } des Patches (patch=) ist nicht lesbar: „{ $item }“
patch-big = Änderung { $k } des Patches (patch=): { $value } ist zu groß

## Der Text einer Aufgabe (ex=, set=), vom Kern abgelehnt; { $why } ist eine weitere dieser Meldungen.
e-xs = Byte { $offset }: Aufgabe „{ $text }“: { $why }
e-xs-no-proc = Nach der Aufgabenart fehlt das Verfahren (z. B. prune.F2)
e-xs-repeat = „{ $seg }“ wiederholt eine schon gegebene Einstellung
e-xs-not-degree = „{ $seg }“: „{ $value }“ ist kein Grad
e-xs-not-height = „{ $seg }“: „{ $value }“ ist keine Höhe
e-xs-not-value = „{ $seg }“: „{ $value }“ ist kein Wert
e-xs-seed = „{ $seg }“: ein Startwert ist „s“ und eine ganze Zahl (s123)
e-xs-size = „{ $seg }“: die Größe ist „d“ Grad „h“ Höhe (d3h4)
e-xs-values = „{ $seg }“: die Werte sind „v“ MIN..MAX (v-9..9)
e-xs-window = „{ $seg }“: das Fenster ist „w“ ALPHA..BETA (w-2..5)
e-xs-score = „{ $seg }“: „{ $value }“: { $why }
e-score-int = „{ $value }“ ist weder eine ganze Zahl noch -inf oder +inf
e-score-range = „{ $value }“ liegt außerhalb des Bereichs: |Wert| darf höchstens 2^53 - 1 sein
e-xs-not-setting = „{ $seg }“ ist keine Einstellung: erwartet sSTART, dDhH, random|good|bad, vMIN..MAX, wA..B oder negamax
e-xs-mutant = „{ $proc }“ ist ein Fehler, den die Prüfung erkennt, kein Verfahren zum Üben: Wählen Sie ein Verfahren des Katalogs (z. B. F2)
e-task = Unbekannte Aufgabenart „{ $task }“: erwartet prune, values, window, next oder order
e-proc = Unbekanntes Verfahren „{ $name }“: erwartet eines von { $known }
e-xset-empty = Eine Aufgabenreihe braucht mindestens eine Aufgabe
e-xset-many = Eine Aufgabenreihe hat höchstens { $max } Aufgaben (hier { $n })
e-xset-item = Aufgabe { $i } von { $n }: { $why }
link-ex-unused = Die Aufgabe (ex=) wurde nicht verwendet: { $error }
link-set-unused = Die Aufgabenreihe (set=) wurde nicht verwendet: { $error }
link-ex-next = Die Aufgabe (ex=): Die Aufgabenart „Nächster Schritt“ geht { $proc } nicht durch; diese Aufgabe geht { $first } durch
link-set-next = Aufgabe { $i } der Reihe (set=): Die Aufgabenart „Nächster Schritt“ geht { $proc } nicht durch; diese Aufgabe geht { $first } durch
e-mutant = Unbekannter Fehler „{ $name }“: erwartet einer von { $known }

## Bewertung und Lernplattformen: der Startlink eines Pakets (practice/link.js), die Punkte
## einer Prüfung nach „Lösung zeigen“ (practice/session.js) und der Hinweis, wenn keine
## Lernplattform die Punkte speichert (lms/practice-lms.js).

link-unknown-answers = unbekanntes answers= „{ $value }“ ({ $choices }): „Lösung zeigen“ bleibt verfügbar
link-bad-percent = { $key }= muss ein ganzzahliger Prozentsatz von 0 bis 100 sein, nicht „{ $value }“: wird nicht verwendet
practice-revealed-zero = Die Lösung wurde gezeigt: Diese Prüfung ergibt 0 Punkte.
lms-not-recorded = Keine Lernplattform gefunden: Ihre Punkte werden nicht gespeichert. Öffnen Sie die Aufgaben über Ihre Kursseite.
e-scorm-answers = answers muss never, after-attempts oder always sein, nicht „{ $value }“
e-scorm-hint-cost = die Kosten eines Hinweises sind ein Prozentsatz von 0 bis 100 (angegeben: { $cost })
lms-answers = Lösung zeigen
lms-answers-label = Wann „Lösung zeigen“ die Lösung zeigt
lms-answers-after-attempts = nach dem letzten Versuch
lms-answers-never = nie
lms-answers-always = immer
lms-hint-cost = Ein Hinweis kostet (%)
lms-bad-hint-cost = Die Kosten eines Hinweises sind ein ganzzahliger Prozentsatz von 0 bis 100.

## Chance positions
## Trees with chance positions (Ballard 1983's *-minimax trees), families/chance/. $p: the
## position's Dewey name, or root; $count: its outcomes; $value: its value as drawn, or none.
chance-tree-position =
    { $p ->
        [root] Wurzel
       *[other] Stellung { $p }
    }, Zufallsstellung, { $count ->
        [one] { $count } Ausgang
       *[other] { $count } Ausgänge
    }{ $value ->
        [none] { "" }
       *[other] , Wert { $value }
    }
# A chance procedure chosen on a tree of decision positions only. $proc: its name.
chance-plain-tree = { $proc } durchsucht Bäume mit Zufallsstellungen, und dieser Baum hat keine: Öffnen Sie einen (das Menü Beispiel hat zwei) oder wählen Sie ein Verfahren der anderen Arbeiten.
# The step-through's sentences (families/chance/sentences.js).
chance-step-enter = Betrete { $p } ({ $kind ->
        [max] Max am Zug
        [min] Min am Zug
        [chance] eine Zufallsstellung
       *[terminal] eine Endstellung
    }) mit dem Fenster (α, β) = ({ $alpha }, { $beta }).
chance-step-evaluate = { $p } ist eine Endstellung: f = { $value }.
chance-step-update = In { $p }: { $child } ergibt t = { $t }, mehr als m: m := { $m }.
chance-step-probe = In { $p } (Sondierung von Star2): { $child } ist über seinen ersten Nachfolger { $first } mindestens W = { $value } wert.
chance-step-bounds-first = In { $p }, vor jedem Ausgang: mit jedem Ausgang bei { $L } oder bei { $U } ist [lo, hi] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : lo ≥ β = { $beta }: Schnitt
        [low] : hi ≤ α = { $alpha }: Schnitt
       *[none] , nicht außerhalb von (α, β) = ({ $alpha }, { $beta }): die Ausgänge werden durchsucht
    }.
chance-step-bounds = In { $p }, nach { $child }: [lo, hi] = [{ $loSum }, { $hiSum }] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : kann nicht unter β = { $beta } fallen: Schnitt
        [low] : kann nicht über α = { $alpha } steigen: Schnitt
       *[none] , innerhalb von (α, β) = ({ $alpha }, { $beta }): weiter
    }.
chance-step-cutoff = { $kind ->
        [decision] Schnitt in { $p } nach { $child } (m ≥ β)
        [probing] Sondierungsschnitt in { $p } nach { $child }: die untere Schranke der Sondierungen erreicht β
       *[chance] Zufallsschnitt in { $p }
    }; nicht durchsucht: { $skipped }.
chance-step-return = { $p } gibt { $value } zurück{ $bound ->
        [lower] , eine untere Schranke (der Wert ist mindestens dies)
        [upper] , eine obere Schranke (der Wert ist höchstens dies)
       *[exact] { "" }
    }.
chance-who = { $kind ->
        [max] Max
        [min] Min
        [chance] Zufall
       *[terminal] Endstellung
    }
chance-stack-window = Fenster (α, β)
chance-stack-bounds = Schranken [lo, hi]
chance-summary = { $proc }: Wert { $value }{ $decimal ->
        [none] { "" }
       *[other] { " " }(≈ { $decimal })
    }; { $terminals } von { $allTerminals } Endstellungen bewertet; Zufallsschnitte: { $chanceCuts }, Sondierungsschnitte: { $probingCuts }; Blattbereich [L, U] = [{ $L }, { $U }]{ $assumed ->
        [yes] { " " }(angenommen: der kleinste und der größte Endwert des Baums)
       *[no] { "" }
    }.
chance-done = Fertig: { $proc }: Der Wert der Wurzel ist { $value }; { $terminals } von { $allTerminals } Endstellungen bewertet, Zufallsschnitte: { $chanceCuts }, Sondierungsschnitte: { $probingCuts }.
chance-compare-caption = — Wert { $value }; { $terminals } Endstellungen; Zufallsschnitte: { $chanceCuts }
chance-counts-caption = Ballard 1983: Wert und Zählungen
chance-counts-note = Star1 und Star2 schranken den Wert einer Zufallsstellung mit dem Blattbereich [L, U] ein, in dem jeder Endwert liegt; expectimax betrachtet jede Stellung.
chance-counts-value = Wert
chance-counts-decision = Entscheidungsschnitte (m ≥ β)
chance-counts-chance = Zufallsschnitte
chance-counts-probing = Sondierungsschnitte (Star2)
chance-counts-probes = Sondierungen (Star2)
chance-counts-range = Blattbereich [L, U]
chance-range-legend = Blattbereich (Star1, Star2)
chance-range-label = [L, U] als L..U
chance-range-hint = Jeder Endwert muss darin liegen. Leer: der kleinste und der größte Endwert des Baums.
chance-range-bad = „{ $value }“ ist kein Blattbereich: Schreiben Sie L..U mit ganzen Zahlen, etwa -10..10, oder lassen Sie das Feld leer.
chance-menu-off = { $label } (nicht mit Zufallsstellungen)
# The edit panel's row for a chance position's probabilities (families/chance/prob-editor.js). $count: its outcomes.
chance-probs-label = Wahrscheinlichkeiten
chance-probs-set = Setzen
chance-probs-hint = Eine je Ausgang ({ $count }), Brüche oder Dezimalzahlen, durch Leerzeichen getrennt, etwa 1/6 5/6; ihre Summe muss 1 sein.
# The same in the minimax view at Min's positions (Max's standpoint).
chance-step-update-min = In { $p } (Mins, von Max aus gesehen): { $child } ergibt t = { $t }, weniger als m: m := { $m }.
chance-step-probe-min = In { $p } (Sondierung von Star2, Mins, von Max aus gesehen): { $child } ist über seinen ersten Nachfolger { $first } höchstens W = { $value } wert.
# The menus' words for Ballard's family and the examples with chance positions, added when the full core is in.
example-dice = Zufall: ein Baum wie beim Backgammon (Würfel, 1/6 ein Pasch)
example-aima-chance = Zufall: AIMA Abb. 5.12, links (Werte 2,1 und 1,3)
example-aima-chance-transformed = Zufall: AIMA Abb. 5.12, rechts (gleiche Ordnung, Werte 21 und 40,9)
proc-label-expectimax = Expectiminimax — alle Stellungen
proc-label-star1 = Star1
proc-label-star2 = Star2 — Star1 mit Sondierung
paper-title-chance = Zufallsstellungen: Ballard 1983
# Practice on the tree shown (families/chance/practice-panel.js; the core's chancePractice).
chance-practice-summary = An diesem Baum üben
chance-practice-task = Aufgabe
chance-practice-skip = Die Endstellungen markieren, die Star1 nicht bewertet (Blattwerte in [{ $L }, { $U }])
chance-practice-values = Den Wert jeder Zufallsstellung angeben
chance-practice-skip-hint = Klicken oder tippen Sie im Baum auf jede Endstellung, die Star1 überspringt (oder wählen Sie sie und drücken Sie Enter, Leertaste oder x), oder kreuzen Sie sie unten an (es sucht mit dem ganzen Fenster und schränkt jede Zufallsstellung mit L und U ein).
chance-practice-values-hint = Der mit den Wahrscheinlichkeiten gewichtete Mittelwert ihrer Ausgänge, als Bruch (7/18) oder Dezimalzahl (0.39). Enter auf einer Zufallsstellung im Baum führt zu ihrem Feld.
chance-practice-terminal = Endstellung { $p }
chance-practice-position = Zufallsstellung { $p }
chance-practice-check = Prüfen
chance-practice-show = Lösung zeigen
chance-practice-retry = Noch einmal
chance-practice-hiding = Übung: Der Baum zeigt nur die Endstellungen, bis Sie Ihre Antwort prüfen oder „{ chance-practice-summary }“ schließen.
chance-practice-marked = { $p } markiert.
chance-practice-unmarked = { $p } nicht mehr markiert.
chance-practice-describe-marked = als übersprungen markiert
chance-practice-describe-unmarked = nicht markiert
chance-practice-describe-value = Ihr Wert { $value }
chance-practice-score = { $score } von { $total } richtig.
chance-practice-wrong-skip = { $p }: markiert, aber Star1 bewertet sie.
chance-practice-missed-skip = { $p }: Star1 überspringt sie; nicht markiert.
chance-practice-wrong-value = { $p }: { $given } ist nicht ihr Wert.
chance-practice-missed-value = { $p }: kein Wert angegeben.
chance-practice-right = { $p }: richtig.
chance-practice-answer-skip = Star1 überspringt: { $list }.
chance-practice-answer-none = Star1 bewertet jede Endstellung.
chance-practice-answer-value = { $p }: { $value }
chance-practice-mistake = Der Fehler: { $title }. { $explanation }
chance-mistake-chance-as-min-title = Zufallsstellung wie Mins bewertet
chance-mistake-chance-as-min = Eine Zufallsstellung wurde bewertet, als zöge dort Min (ihr kleinster Ausgang); ihr Wert ist der mit den Wahrscheinlichkeiten gewichtete Mittelwert ihrer Ausgänge.
chance-mistake-plain-average-title = einfacher Mittelwert
chance-mistake-plain-average = Die Wahrscheinlichkeiten wurden übergangen (der einfache Mittelwert der Ausgänge); jeder Ausgang zählt mit seiner Wahrscheinlichkeit.
chance-mistake-forgets-unseen-mass-title = noch nicht durchsuchte Ausgänge vergessen
chance-mistake-forgets-unseen-mass = Die Schranken einer Zufallsstellung ließen die noch nicht durchsuchten Ausgänge weg; Star1 zählt jeden davon mit L für die untere Schranke und mit U für die obere.

## Monte Carlo tree search
## The panel that runs UCT on the page's tree beside alpha-beta (mcts/panel.js, plot.js,
## stepper.js). N: visits; W: rewards summed; W/N: the mean reward (0 to 1, from the
## standpoint of the player moving at the parent); UCB1: W/N + C·sqrt(ln N_parent / N).
mcts-not-loaded = Der Bereich Monte-Carlo-Baumsuche konnte nicht geladen werden: { $error }
mcts-intro = UCT (Kocsis & Szepesvári 2006) zieht Stichproben aus dem Baum: Jede Iteration wählt einen Pfad nach den UCB1-Werten, fügt eine Stellung hinzu, spielt Zufallszüge bis zu einer Endstellung und zählt die Belohnung auf dem Pfad. Sein Zug ist der meistbesuchte Nachfolger der Wurzel. Daneben beweist Alpha-Beta (F2) den Minimax-Wert.
mcts-iterations = Iterationen
mcts-seed = Startwert
mcts-c = C (Exploration)
mcts-run = UCT ausführen
mcts-cap = Läufe geschehen in einem Hintergrund-Thread, mit angezeigtem Fortschritt und Abbrechen; sie enden bei { $max } Iterationen.
mcts-bad-iterations = Iterationen: eine ganze Zahl von 1 bis { $max }.
mcts-bad-seed = Startwert: eine ganze Zahl, 0 oder mehr.
mcts-bad-c = C: eine Zahl, 0 oder mehr (oder eine Wurzel wie √2).
mcts-refused = UCT kann auf diesem Baum nicht laufen: { $error }
mcts-done = UCT hat { $iterations } Iterationen ausgeführt.
mcts-stale = Der Baum hat sich geändert: UCT für diesen Baum erneut ausführen.
mcts-cancel = Abbrechen
mcts-progress-label = Ausgeführte Iterationen
mcts-progress-value = { $done } von { $total } Iterationen
mcts-progress-status = UCT läuft: { $done } von { $total } Iterationen…
mcts-starting = Ein Lauf von { $total } Iterationen beginnt…
mcts-cancelled = Abgebrochen nach { $done } von { $total } Iterationen; der letzte fertige Lauf bleibt angezeigt.
mcts-stopped-lost = Der Lauf wurde beendet: sein Worker ging verloren ({ $why })
mcts-stopped-why = Der Lauf wurde beendet: { $why }
mcts-stopped-worker = Der Lauf wurde beendet: der Worker ist ausgefallen
mcts-root = die Wurzel
mcts-table-caption = Die Nachfolger der Wurzel nach dem Lauf
mcts-col-move = Zug
mcts-col-n = N
mcts-col-mean = W/N
mcts-col-ucb = UCB1
mcts-col-value = Minimax-Wert
mcts-col-optimal = Optimal
mcts-chosen-move = { $move } (Zug von UCT)
mcts-yes = ja
mcts-no = nein
mcts-no-move = UCT hat keinen Zug: Die Wurzel ist eine Endstellung.
mcts-move-optimal = Nach { $iterations } Iterationen zieht UCT nach { $move } (die meisten Besuche), ein im Minimax-Sinn optimaler Zug.
mcts-move-not-optimal = Nach { $iterations } Iterationen zieht UCT nach { $move } (die meisten Besuche), der im Minimax-Sinn nicht optimal ist (optimal: { $optimal }).
mcts-estimate = Die Schätzung der Wurzel ist { $estimate }; ihr Minimax-Wert ist { $value }.
mcts-f2 = Alpha-Beta (F2) untersucht { $terminals } Endstellungen, um den Wert { $value } zu beweisen.
mcts-plot-caption = Die Schätzung der Wurzel über den Iterationen, neben dem Minimax-Wert und den Kosten von Alpha-Beta
mcts-plot-label = Diagramm der Schätzung des Wurzelwerts durch UCT über der Zahl der Iterationen auf logarithmischer Skala, mit dem Minimax-Wert als waagrechter Linie und den von Alpha-Beta untersuchten Endstellungen als senkrechter Linie
mcts-plot-failed = Das Diagramm konnte nicht gezeichnet werden: { $error }
mcts-axis-iterations = Iterationen
mcts-axis-estimate = Schätzung der Wurzel
mcts-key-estimate = Schätzung von UCT
mcts-key-optimal = Zug optimal
mcts-key-not-optimal = Zug nicht optimal
mcts-key-value = Minimax-Wert
mcts-key-f2 = Endstellungen von F2
mcts-tip = { $iterations } Iterationen: Schätzung { $estimate }, Zug optimal: { $optimal }
mcts-steps-title = Die ersten Iterationen, Phase für Phase
mcts-steps-intro = Die ersten { $iterations } Iterationen desselben Laufs, jede in vier Phasen: Auswahl, Expansion, Simulation, Rückpropagierung.
mcts-prev = Vorige Phase
mcts-next = Nächste Phase
mcts-prev-iteration = Vorige Iteration
mcts-next-iteration = Nächste Iteration
mcts-scrub = Phase wählen
mcts-where = Phase { $k } von { $steps }
mcts-step-positions = Stellungen: { $positions }
mcts-ph-select = Iteration { $iteration }, Auswahl:
mcts-ph-select-none = Iteration { $iteration }, Auswahl: Die Wurzel hat noch Nachfolger außerhalb des Suchbaums, daher endet die Auswahl an der Wurzel.
mcts-ph-select-at = { $at }: die UCB1-Werte sind { $values }; gewählt wird { $chosen }.
mcts-ph-expand = Iteration { $iteration }, Expansion: { $position } kommt in den Suchbaum.
mcts-ph-expand-none = Iteration { $iteration }, Expansion: { $position } ist eine Endstellung, nichts kommt hinzu.
mcts-ph-simulate = Iteration { $iteration }, Simulation: Die Zufallszüge { $path } erreichen die Endstellung { $leaf }, Wert { $value }, Belohnung { $reward } für Max.
mcts-ph-backup = Iteration { $iteration }, Rückpropagierung: N und W wachsen auf dem Pfad:
mcts-ph-update = { $position } N = { $n }, W = { $w }
mcts-on-tree = Den Schritt im Baum zeigen (N und W/N neben jeder Stellung des Suchbaums)
mcts-tree-stats = N { $n } · { $mean }
mcts-tree-n = N { $n }
mcts-tree-ucb = UCB { $ucb }
mcts-tree-visits = im Suchbaum, N = { $n }, W/N = { $mean }
mcts-tree-unvisited = nicht im Suchbaum
mcts-tree-role-path = auf dem Pfad der Auswahl
mcts-tree-role-chosen = von der Auswahl gewählt
mcts-tree-role-added = von der Expansion hinzugefügt
mcts-tree-role-random = auf dem Zufallspfad der Simulation
mcts-tree-role-updated = von der Rückpropagierung aktualisiert
mcts-practice-summary = UCT von Hand üben
mcts-practice-task = Aufgabe
mcts-practice-select = Welchen Nachfolger wählt die Selektion als Nächstes?
mcts-practice-backup = Wie lauten N und W nach dieser Rückpropagierung?
mcts-practice-shown = Iterationen vor der Frage
mcts-practice-new = Neue Frage
mcts-practice-bad-shown = Iterationen vor der Frage: eine ganze Zahl von 0 bis 100.000.
mcts-practice-stale = Der Baum hat sich geändert: dies ist eine neue Frage zum gezeigten Baum.
mcts-practice-statement = Nach { $shown } Iterationen von UCT mit Startwert { $seed } und C = { $c } (Belohnungen: der Wert der Endstellung von [{ $lower }, { $upper }] auf [0, 1] skaliert) enthält der Suchbaum diese Statistiken. W zählt die Belohnungen des Spielers, der am Vorgänger der Stellung zieht (Max an der Wurzel).
mcts-practice-select-hint = Wählen Sie von der Wurzel abwärts den Nachfolger mit dem größten UCB1-Wert W/N + C·√(ln N_Vorgänger / N) (bei Gleichstand den ersten). Die Selektion endet an einer Stellung mit einem Nachfolger, der noch nicht im Suchbaum ist, oder an einer Endstellung.
mcts-practice-backup-hint = Die nächste Iteration geht { $path } hinab; ihre Simulation erreicht die Endstellung { $leaf } (Wert { $value }): Belohnung { $reward } für Max. Geben Sie N und W jeder Stellung des Pfads nach der Rückpropagierung an (W exakt: ein Bruch wie 7/4 oder eine Dezimalzahl).
mcts-practice-stops-terminal = Die Selektion endet an { $p }: eine Endstellung.
mcts-practice-stops-root = Die Wurzel hat noch einen Nachfolger außerhalb des Suchbaums: die Selektion wählt nichts (fragen Sie nach mehr Iterationen).
mcts-practice-stops-unvisited = Die Selektion endet an { $p }: ein Nachfolger ist noch nicht im Suchbaum (die Expansion fügt ihn hinzu).
mcts-practice-at =
    Schritt { $k }: an { $p } (N = { $n }; { $who ->
        [max] Max
       *[min] Min
    } zieht), welcher Nachfolger?
mcts-practice-col-position = Stellung
mcts-practice-col-w = W
mcts-practice-col-choose = Wählen
mcts-practice-col-for = Belohnungen von
mcts-practice-col-n-after = N danach
mcts-practice-col-w-after = W danach
mcts-practice-who =
    { $who ->
        [max] Max
       *[min] Min
    }
mcts-practice-n-of = N von { $p } nach der Rückpropagierung
mcts-practice-w-of = W von { $p } nach der Rückpropagierung
mcts-practice-check = Prüfen
mcts-practice-show = Antwort zeigen
mcts-practice-score = { $score } von { $total } richtig.
mcts-practice-step-right = Schritt { $k }: { $p }, richtig.
mcts-practice-step-wrong =
    Schritt { $k }: { $p } ist nicht { $after ->
        [true] auf dem Pfad der Selektion (ein früherer Schritt war falsch).
       *[false] der Nachfolger mit dem größten UCB1-Wert.
    }
mcts-practice-step-missed = Schritt { $k }: kein Nachfolger gewählt.
mcts-practice-step-extra = Schritt { $k }: { $p }: die Selektion endet davor.
mcts-practice-nw-right = { $p }: N und W richtig.
mcts-practice-nw-bad =
    { $p }: { $part ->
        [n] N
       *[w] W
    } { $said ->
        [yes] = { $given } ist nicht richtig.
       *[no] nicht angegeben.
    }
mcts-practice-answer-select = Die Selektion wählt { $list }.
mcts-practice-answer-none = Die Selektion wählt nichts: die Wurzel hat noch einen Nachfolger außerhalb des Suchbaums.
mcts-practice-answer-nw = { $p }: N = { $n }, W = { $w }
mcts-practice-mistake = Der Fehler: { $title }. { $explanation }
mcts-mistake-perspective-title = der Perspektivfehler
mcts-mistake-perspective = Die Belohnungen wurden an jeder Stellung aus Max’ Sicht gezählt. W zählt die Belohnung des Spielers, der am Vorgänger zieht: unter einer Min-Stellung ist sie 1 − r, und Min wählt nach seinem eigenen W/N, nicht nach dem von Max.
mcts-mistake-exploit-only-title = nur Ausnutzung (C = 0)
mcts-mistake-exploit-only = Der Nachfolger mit dem besten Mittel W/N wurde gewählt, ohne den Erkundungsterm C·√(ln N_Vorgänger / N); ein seltener besuchter Nachfolger kann den größeren UCB1-Wert haben.
mcts-mistake-swapped-title = Besuche und Belohnungen vertauscht
mcts-mistake-swapped = Besuche und Belohnungen wurden vertauscht (die Belohnung zu N addiert, eins zu W): jede Stellung des Pfads bekommt einen Besuch mehr, N + 1, und ihre Belohnung wird zu W addiert.

uct-exp-title = UCT gegen Alpha-Beta: flache Fallen und P-Spiele
uct-exp-intro = Über viele Bäume mit Startwert: wie oft der Zug von UCT (der meistbesuchte Nachfolger der Wurzel) nach jeder Zahl von Iterationen minimax-optimal ist, und wie viele Blätter F2 (Alpha-Beta) auf denselben Bäumen untersucht, um den Wert zu beweisen. Fallenbäume verbergen einen verlierenden Zug mit flacher Widerlegung (Ramanujan, Sabharwal & Selman 2010); P-Spiele sind die Zufallsspiele von Kocsis & Szepesvári (2006). Dasselbe wie gametree experiment --model trap oder pgame.
uct-exp-model = Modell
uct-exp-model-trap = Fallenbäume (eine flache Falle)
uct-exp-model-pgame = P-Spiele
uct-exp-degree = Grad
uct-exp-height = Höhe
uct-exp-samples = Bäume
uct-exp-iterations = Iterationen (steigende Budgets)
uct-exp-seed = Startwert
uct-exp-c = C (Exploration)
uct-exp-run = UCT starten
uct-exp-cancel = Abbrechen
uct-exp-csv = CSV herunterladen
uct-exp-starting = Startet…
uct-exp-progress = { $done } von { $total } Bäumen
uct-exp-done = Fertig: { $trees } Bäume in { $seconds } s.
uct-exp-cancelled = Abgebrochen.
uct-exp-stopped = Angehalten.
uct-exp-caption = Der Zug von UCT gegen die minimax-optimalen Züge, je Iterationsbudget
uct-exp-col-iterations = Iterationen
uct-exp-col-trees = Bäume
uct-exp-col-optimal = Optimaler Zug
uct-exp-col-probability = P(optimal)
uct-exp-col-wilson-low = 95 %: untere Grenze (Wilson)
uct-exp-col-wilson-high = 95 %: obere Grenze (Wilson)
uct-exp-col-settled = Optimal von hier an
uct-exp-col-f2 = Blätter von F2 (Mittel)
uct-exp-bad-whole = { $field }: eine ganze Zahl von { $lo } bis { $hi }.
uct-exp-bad-iterations = Iterationen: steigende ganze Zahlen, durch Kommas getrennt, höchstens { $max }.
uct-exp-bad-c = C: eine Zahl ≥ 0, etwa 1,4 oder √2.
uct-exp-needed = Der Zug von UCT ist ab { $iterations } Iterationen auf mindestens { $share } der Bäume optimal; F2 untersucht im Mittel { $terminals } Blätter, um den Wert zu beweisen (Verhältnis { $ratio }).
uct-exp-not-reached = Der Zug von UCT ist selbst bei { $last } Iterationen nicht auf { $share } der Bäume optimal; F2 untersucht im Mittel { $terminals } Blätter, um den Wert zu beweisen.
uct-exp-plot-caption = P(Zug von UCT ist minimax-optimal) gegen die Iterationen (logarithmisch), mit den Blättern von F2
uct-exp-plot-label = Wahrscheinlichkeit, dass der Zug von UCT minimax-optimal ist, gegen die Iterationen, mit den mittleren Blättern von F2 als senkrechte Linie
uct-exp-plot-failed = Das Diagramm konnte nicht gezeichnet werden: { $error }
uct-exp-key-optimal = P(optimaler Zug)
uct-exp-key-settled = optimal von hier an
uct-exp-key-f2 = Blätter von F2
uct-exp-axis-iterations = Iterationen
uct-exp-axis-probability = Anteil der Bäume
uct-exp-tip = { $iterations } Iterationen: P = { $probability } ({ $optimal } von { $trees } Bäumen)
