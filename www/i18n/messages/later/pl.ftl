# Polski, część druga: komunikaty tego, co ładuje się później (ćwiczenia, panele
# eksperymentów i patologii). Część pierwsza (../pl.ftl) to komunikaty pierwszego widoku.

## Pozostałe zdania panelu krokowania (wszystkie rodziny).

step-ready = Gotowe: { $proc } zaczyna w korzeniu (ruch Maxa). Krok naprzód (→) lub odtwarzanie (Spacja).
step-too-large-for = To drzewo jest za duże, by przejść je krok po kroku z { $proc }.

open-panel =
    .aria-label = Lista OPEN algorytmu SSS*
open-status = stan
open-merit = ocena

## Mapa aspiracji.

map-scale =
    { $dark ->
        [yes] jaśniej = więcej
       *[no] ciemniej = więcej
    }
map-role = mapa aspiracji
map-label = Mapa aspiracji: łączna liczba zbadanych pozycji dla każdego okna. Strzałki przesuwają, Enter ustawia okno.
map-cell =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] dokładnie
        [low] poniżej okna
       *[high] powyżej okna
    }, { $count ->
        [one] { $count } pozycja
        [few] { $count } pozycje
       *[other] { $count } pozycji
    }
map-legend =
    { $lo } … { $hi } { $hi ->
        [one] pozycja
        [few] pozycje
       *[other] pozycji
    }; pełne okno { $full }; F(korzeń) = { $value } (obwiedzione: dokładnie)
map-off-grid = Bieżące okno nie leży na tej siatce.

## Przyciski krokowania.

open-caption = Lista OPEN
open-after =
    OPEN po kroku { $step } (od góry), { $count ->
        [one] { $count } trójka
        [few] { $count } trójki
       *[other] { $count } trójek
    }
open-not-started = Lista OPEN (jeszcze nie rozpoczęto)
open-select = Wybierz pozycję { $p } w drzewie
open-purged = Usunięte w tym kroku: { $names }.
open-note = Zasługi (merit) są z punktu widzenia Maxa (SSS* to procedura minimaksowa); +∞ to MAXINT z rozprawy.

help =
    .aria-label = Skróty klawiszowe
help-title = Klawiatura
help-play = odtwarzaj / wstrzymaj krokowanie
help-forward = krok do przodu
help-back = krok wstecz
help-ends = pierwszy / ostatni krok
help-speed = wolniej / szybciej
help-km = F0, F1, F2, porównanie
help-proc = menu procedur (procedury każdej pracy)
help-view = widok negamax / minimax
help-dewey = pokaż współrzędne Deweya
help-present = tryb prezentacji (drzewo i krokowanie wypełniają ekran)
help-tree = ustaw fokus na drzewie; tam ↑ ↓ ← → przechodzą między pozycjami (rodzic, pierwszy następnik, sąsiedzi na poziomie), Home idzie do korzenia, End do ostatniej pozycji, wpisanie nazwy Deweya (2.1) idzie do niej, Enter edytuje, + − powiększają, 0 dopasowuje
help-table = przeszukiwanie jako tabela (jeden wiersz na pozycję, w głąb); tam ↑ ↓ przechodzą między wierszami, Page Up / Page Down pokazują wiersze wcześniejsze / późniejsze
help-undo = cofnij, ponów
help-help = ta pomoc
options-title = Opcje procedury
opt-reading-legend = Odczytanie tekstów rozprawy
opt-resolved =
    .title = Rozstrzygnięte odczytanie procedur rozprawy (§2, zał. 1): odcięcie, gdy m ≥ β; Scout testuje przez ≥
opt-resolved-text = Odczytanie rozstrzygnięte
opt-literal =
    .title = Teksty dokładnie tak, jak wydrukowano (odcięcie, gdy m > β; Scout testuje przez >)
opt-literal-text = Dosłowne (jak wydrukowano)
opt-m = m (strona max)
opt-n = n (strona min)
opt-backup = Przenoszenie wartości
opt-backup-identity = tożsamość
opt-backup-sample = przykład z raportu (x = r = 3, y = s = 1)
opt-backup-exp = wykładnicza, x, y[, r, s]
opt-tie = Reguła remisu w korzeniu
opt-tie-strict = strict: przy remisie zostaje wcześniejszy ruch
opt-tie-le = le: α ≤ u z raportu
opt-warnings =
    .aria-label = Ostrzeżenia o funkcjach przenoszenia wartości

## Kod Muszyckiej i Slagle’a.

opt-warning =
    { $side ->
        [max] strona max
       *[min] strona min
    }{ $dmax ->
        [none] { "" }
       *[other] { " " }przy dmax { $dmax }
    }: { $lhs } = { $product } > 1, więc wartość przekazana w górę nie jest monotoniczna względem najlepszej wartości { $side ->
        [max] a_2
       *[min] b_2
    } (Slagle, rozdział 8.1, twierdzenie); jest najmniejsza przy { $side ->
        [max] a_2 - alpha
       *[min] beta - b_2
    } = { $minimum }

## Opcje procedur.

opt-window-applies = Okno (α, β) dotyczy { $names } (branch-and-bound bierze β jako ograniczenie); pozostałe procedury szukają z pełnym oknem.
opt-window-full = Te procedury szukają z pełnym oknem; panel okna dotyczy F1, F2, branch-and-bound, alphabeta, falphabeta i PVS.
opt-mn-range = { $what } musi być liczbą całkowitą od 1 do 20
opt-exp-bad = funkcje wykładnicze przyjmują x, y (obie strony) lub x, y, r, s: liczby takie jak 3, 1

## Uwagi o stronie i drzewie.

help-table-key = Tabela
help-single-keys = Skróty jednoklawiszowe (Spacja, 0–3, p, v, d, f, t, ?, [ ] . , b): wyłącz je, jeśli używasz wprowadzania głosowego lub przypadkiem naciskasz klawisze; klawisze drzewa działają, gdy ma ono fokus
# Nazwy klawiszy w pomocy, tak jak opisują je klawiatury.
help-key-space = Spacja
help-key-forward = → lub .
help-key-back = ← lub ,
help-key-ends = Home / End
help-key-speed = [ i ]
help-key-undo = Ctrl+Z, Ctrl+Shift+Z
help-key-clicker = Page Down / Page Up
help-clicker = w trybie prezentacji: krok naprzód / wstecz (przyciski pilota do prezentacji)
help-key-blank = . lub b
help-blank = w trybie prezentacji: czarny ekran; naciśnij ponownie, aby wrócić
help-close = Zamknij

## Panel kodu.

code-listing = Procedura tak, jak drukuje ją praca
code-not-started = Nie rozpoczęto: pierwszy krok wywołuje procedurę w korzeniu.
code-returns =
    p = { $p ->
        [root] korzeń
       *[other] { $p }
    } zwraca { $value }
code-terminal =
    p = { $p ->
        [root] korzeń
       *[other] { $p }
    } (końcowa), { $window }f(p) = { $value ->
        [none] jeszcze nie obliczono
       *[other] { $value }
    }
code-interior =
    p = { $p ->
        [root] korzeń
       *[other] { $p }
    }, { $window }m = { $m }, t = { $t }, i = { $i } z d = { $d }

## Lista OPEN SSS*.

tree-label-proc = Drzewo gry przeszukane przez { $proc }
tree-label-diff = Drzewo gry: pozycje zbadane przez obie procedury, tylko przez A, tylko przez B
diff-choice-full = { $proc }, pełne okno (−∞, +∞)
diff-choice-mistake = Błąd: { $label }
diff-mistake = błąd „{ $label }”
diff-failed = Nie udało się utworzyć różnicy: { $error }
diff-count = { $positions } { $positions ->
        [one] pozycja
        [few] pozycje
       *[many] pozycji
    } ({ $terminals } { $terminals ->
        [one] końcowa
        [few] końcowe
       *[many] końcowych
    })
diff-caption = { $a } wobec { $b } na jednym drzewie — obie: { $both }; tylko { $a }: { $onlyA }; tylko { $b }: { $onlyB }; żadna: { $neither }.
diff-same-run = A i B to to samo przeszukiwanie ({ $a }): wybierz dwa, by zobaczyć, gdzie się różnią.
diff-same-positions = { $a } i { $b } badają te same pozycje.
diff-first =
    Pierwsza różnica między { $a } a { $b }: { $p ->
        [root] korzeń
       *[other] { $p }
    } — { $yes } ją bada, { $no } nie.
diff-first-failed = Nie udało się znaleźć pierwszej różnicy: { $error }
diff-show =
    Pokaż { $p ->
        [root] korzeń
       *[other] { $p }
    }

## Widok tabeli.

table-root = korzeń
table-caption =
    { $proc }: jeden wiersz na pozycję w kolejności w głąb; wartości { $view ->
        [minimax] z punktu widzenia Maxa (minimaks)
       *[negamax] z punktu widzenia gracza przy ruchu (negamaks)
    }
table-head-position = Pozycja
table-head-player = Ruch
table-head-window = Okno (α, β)
table-head-value = Wartość lub ograniczenie
table-head-status = Stan
table-region = Przeszukiwanie jako tabela (na wąskich ekranach przewija się w bok)
table-select-row = Wybierz pozycję { $p }
table-status-examined = zbadana
table-status-current = zbadana (bieżący krok)
table-status-pending = jeszcze nieosiągnięta
table-status-skipped = niezbadana
table-status-cut =
    odcięta przez { $kind ->
        [shallow] płytkie odcięcie
        [deep] głębokie odcięcie
        [window] ograniczenie okna
       *[other] odcięcie ({ $name })
    } w { $at }
table-status-saved = oszczędzona dzięki oknu (to przeszukiwanie odcięło ją w { $at }; pełne okno ją bada)
table-status-saved-plain = oszczędzona dzięki oknu (pełne okno ją bada)
table-rows =
    Wiersze { $from }–{ $to } z { $size } pozycji (w głąb), { $around ->
        [step] wokół bieżącego kroku
        [selection] wokół wybranej pozycji
        [moved] tak, jak je przesunięto
       *[start] od korzenia
    }. Rysunek pokazuje wszystkie; tabela pokazuje { $shown } naraz.
table-earlier = Wcześniejsze wiersze
table-later = Dalsze wiersze
table-announce = Tabela: bieżący krok jest w { $p }, wiersz { $row } z { $size }.
table-compare-note = Porównanie pokazuje kilka przeszukiwań; tabela wymienia przeszukiwanie { $proc }.

## Komunikaty o linku (czego nie dało się użyć). $value: tekst z linku, skrócony.

link-repeated = link podaje { $keys } więcej niż raz: użyto ostatniego
link-unknown-proc = nieznana procedura „{ $value }” ({ $km } albo jedna z { $others })
link-window-order = alpha musi być mniejsze niż beta; użyto (-inf, +inf)
link-unknown-view = nieznany widok „{ $value }”
link-bad-step = krok „{ $value }” nie jest liczbą
link-bad-sel = wybrana pozycja (sel=) „{ $value }” nie jest nazwą Deweya, taką jak 2.1 lub root
link-bad-lang = język (lang=) „{ $value }” nie jest znacznikiem języka, takim jak fr lub de

## Dalsze uwagi o odnośniku.

link-or = { " " }lub{ " " }
link-and = { " " }i{ " " }
link-trees = odnośnik podaje więcej niż jedno drzewo: używane jest { $used }, nie { $also }
link-generated-tree = drzewo wygenerowane (gen= z patch= lub sum=)
link-patch-alone = odnośnik ma zmiany (patch=), ale nie ma wygenerowanego drzewa (gen=), do którego można je zastosować
link-gen-unread = nie można odczytać generatora z odnośnika (gen=): „{ $value }”
link-cut =
    { $what ->
       *[patho] ustawienia patologii (patho=) zostały
    } skrócone do { $max } znaków
link-option-range = { $key } musi być liczbą całkowitą od { $min } do { $max }, nie „{ $value }”
link-unknown-backup = nieznane funkcje przekazywania w górę „{ $value }” ({ $choices })
link-unknown-choice =
    nieznana { $key ->
        [tie] reguła remisu
       *[other] wartość { $key }
    } „{ $value }” ({ $choices })
link-cmp-unknown = niektóre procedury w cmp= są nieznane
link-compare-only =
    { $keys } { $count ->
        [one] działa
       *[other] działają
    } tylko w widoku porównania (proc=compare)
link-unknown-cmode = nieznany tryb porównania „{ $value }” ({ $choices })
link-diff-only = diff= działa tylko w widoku różnicy (show=diff)
link-bad-diff = różnica (diff=) musi wskazać dwie procedury, np. F1,F2 lub F2,F2@full; nie „{ $value }”
link-bad-mcts = pole Monte Carlo (mcts=) przyjmuje i (iteracje, od 1 do { $max }), s (ziarno, liczba całkowita >= 0) i c (C, liczba >= 0), np. { $example }, albo mcts=on; nie „{ $value }”
link-gen-long = generator (gen=) ma więcej niż { $limit } znaków: nieużyty
link-gen-not-setting = { $value } nie jest ustawieniem
link-gen-model = { $value }: model to jeden z { $models }
link-gen-not-finite = { $value }: nie każdy wpis jest liczbą skończoną
link-gen-too-many = { $value }: co najwyżej { $max } wpisów (używa się pierwszych { $max })
link-gen-too-large = { $value }: liczba przekracza 2^53 - 1 co do modułu
link-gen-not-whole = { $value } nie jest liczbą całkowitą
link-gen-unused =
    generator (gen=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(i { $more } więcej)
    }; dla nich używa się domyślnych ustawień generatora

## Uwagi o stronie i drzewie.

# Uwagi o linku: ustawienia eksperymentu (exp=) i klucze ćwiczeń.
link-exp-long = ustawienia eksperymentu (exp=) są dłuższe niż { $limit } znaków: nieużyte
link-exp-unknown-procs = { $value }: niektóre procedury są nieznane
link-exp-too-many-procs = { $value }: najwyżej { $max } procedur (użyto pierwszych { $max })
link-exp-unused =
    ustawienia eksperymentu (exp=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(i { $more } więcej)
    }; { $any ->
        [yes] zamiast nich użyto wartości domyślnych
       *[no] nic nie dało się użyć
    }
link-exp-empty = ustawienia eksperymentu (exp=) są puste
link-unknown-mode = nieznany tryb „{ $value }” (explore lub practice)
link-unknown-task = nieznane zadanie „{ $value }” ({ $choices })
link-bad-exercise = nie udało się odczytać { $key ->
        [set] serii zadań
       *[ex] zadania
    } w { $key }=: { $long ->
        [yes] jest dłuższe niż { $limit } znaków
       *[no] zadanie składa się z liter, cyfr i . , _ + - (np. prune.F2.s1.d3h4.random.v-9..9)
    }
link-unknown-feedback = nieznany sposób informacji zwrotnej „{ $value }” ({ $choices }): użyto informacji na końcu
link-bad-attempts = attempts= musi być liczbą całkowitą od 1 do { $max }, nie „{ $value }”: bez limitu
link-practice-only = { $keys } { $count ->
        [one] działa
        [few] działają
       *[many] działają
    } tylko w trybie ćwiczeń (mode=practice)

## Rozprawa Muszyckiej: nazwy procedur, TEST, testm, staticvalue, LIVE, SOLVED, OPEN, Γ i
## trójki ⟨p, s, m⟩ pozostają jak w druku.

thesis-call-bound = branchandbound z ograniczeniem { $bound }
thesis-call-window = { $routine } z oknem (α, β) = { $window }
thesis-call-scout = scout (oceń ją)
thesis-call-scout-cm = scout Campbella i Marslanda
thesis-call-test = TEST: czy jej wartość jest { $rel } { $v }?
thesis-call-testm = testm: czy jej wartość jest { $rel } { $v }?
thesis-call-test-minimax = TEST (minimax): czy jej wartość jest { $rel } { $v }?
thesis-enter =
    Odwiedź { $p ->
        [root] korzeń
       *[other] pozycję { $p }
    } ({ $who ->
        [Max] ruch Maxa
       *[other] ruch Mina
    }): { $call }{ $question ->
        [yes] { "" }
       *[no] .
    }
thesis-evaluate =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } jest pozycją końcową: staticvalue = { $value } (z punktu widzenia { $side ->
        [max] Maxa
       *[mover] { $who ->
            [Max] Maxa
           *[other] Mina
        }, który ma tam ruch
    }).
thesis-return =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } zwraca { $value }.
thesis-test-result =
    TEST w { $p ->
        [root] korzeniu
       *[other] { $p }
    } odpowiada: { $outcome ->
        [true] prawda
       *[false] fałsz
    }.
thesis-cutoff =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    }: m = { $m } { $rel } { $ab } = { $b } po { $after }. następniku: odcięcie; { $count ->
        [one] pozycja { $skipped } nie jest badana
       *[other] pozycje { $skipped } nie są badane
    }.
thesis-window-test =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    }: test minimalnym oknem dla { $son } z { $window } daje t = { $t } { $rel } m = { $m }: { $promising ->
        [yes] obiecujące, więc { $son } jest przeszukiwana ponownie.
       *[no] nie może poprawić m; bez ponownego przeszukiwania.
    }
thesis-scouted =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    }: TEST dla { $son } mówi { $outcome ->
        [true] prawda
       *[false] fałsz
    }: { $evaluate ->
        [yes] może być lepsza, więc Scout ją ocenia.
       *[no] nie może być lepsza; pominięta.
    }
thesis-re-search =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    }: { $evaluate ->
        [yes] oceń
       *[no] ponownie przeszukaj
    } { $son }: { $call }.
thesis-sss-start = Krok { $step }: OPEN = { $triples }.
thesis-gamma = Krok { $step }: Γ bierze { $triple } ze szczytu — { $what }.{ $done }
thesis-gamma-live-leaf = pozycja końcowa LIVE: oceniona, a { $solved } (zasługa min(m, wartość statyczna)) trafia na swoje miejsce w porządku
thesis-gamma-live-min = pozycja Min LIVE: jej skrajnie lewy następnik { $top } trafia na szczyt
thesis-gamma-live-max = pozycja Max LIVE: wszystkie jej następniki trafiają na szczyt, LIVE z zasługą { $merit }
thesis-gamma-solved-min =
    pozycja Min SOLVED: jej rodzic { $top } trafia na szczyt{ $count ->
        [0] { "" }
       *[other] , a pozostałe następniki rodzica są usuwane ({ $purged })
    }
thesis-gamma-solved-max-last = pozycja Max SOLVED, ostatni następnik: jej rodzic { $top } trafia na szczyt
thesis-gamma-solved-max-next = pozycja Max SOLVED: jej następna pozycja siostrzana { $top } trafia na szczyt
thesis-sss-stops = ⟨root, SOLVED, { $merit }⟩ jest na szczycie: SSS* kończy z wartością { $merit }.

## Procedury m&n Slagle’a (terminy raportu — m i n najlepszych wartości, alpha, beta,
## oldalpha, oldbeta, dmax, glbua, lubub, u, faza 1 i 2 — pozostają jak w druku).

mn-enter =
    Zbadaj { $p ->
        [root] korzeń
       *[other] pozycję { $p }
    } ({ $who ->
        [Max] ruch Maxa
       *[other] ruch Mina
    }, dmax = { $dmax }){ $count ->
        [0] { "" }
       *[other] , przekazano { $passed }
    }.
mn-evaluate = Pozycja { $p } jest końcowa: wartość { $value }.
mn-take =
    W { $p }: następnik { $index } ({ $child }) daje u = { $u }; najlepsze wartości to teraz [{ $list }]{ $bounds }{ $phase ->
        [0] { "" }
       *[other] , faza { $phase }
    }{ $ignored ->
        [yes] { " " }— bez zmian (nie lepsza niż ograniczenie)
       *[no] { "" }
    }.
mn-inverse =
    W { $p }, po następniku { $index }: { $fn } = { $value }; { $phase2 ->
        [yes] faza 2 zaczyna się od { $assign } = { $bound }.
       *[no] nadal faza 1.
    }
mn-cutoff-highest = u = { $u } ≤ dotychczas najlepszej wartości korzenia α = { $b }: odcięcie α najwyższego poziomu (§7.1)
mn-cutoff-alpha = u = { $u } ≤ α = { $b }: odcięcie α m&n (§7.3)
mn-cutoff-beta = u = { $u } ≥ β = { $b }: odcięcie β m&n (§7.2)
mn-cutoff =
    W { $p }: następnik { $after } zwrócił { $what }; { $p } od razu zwraca u{ $count ->
        [0] { "" }
        [one] { " " }i jej ostatni następnik nie jest badany
        [few] { " " }i jej ostatnie { $count } następniki nie są badane
       *[other] { " " }i jej ostatnich { $count } następników nie jest badanych
    }.
mn-root =
    Korzeń porównuje następnik { $index } ({ $child }), wart { $u }, ze swoją dotychczas najlepszą wartością { $best }: { $taken ->
        [yes] { $child } to nowy najlepszy ruch
       *[no] zachowuje swój najlepszy ruch
    }.
mn-leave =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } zwraca { $value }{ $bound ->
        [lower] { " " }(ograniczenie: jej wartość m&n jest co najmniej taka)
        [upper] { " " }(ograniczenie: jej wartość m&n jest co najwyżej taka)
       *[exact] { "" }
    }.

## Pozostałe zdania panelu krokowania (wszystkie rodziny).

thesis-done =
    Gotowe: { $proc } zwraca { $value } { $exact ->
        [yes] = F(korzeń)
       *[no] (ograniczenie F(korzeń))
    }; utworzono { $nodes } { $nodes ->
        [one] węzeł
        [few] węzły
       *[other] węzłów
    } ({ $leaves } { $leaves ->
        [one] liść
        [few] liście
       *[other] liści
    }), liczba odwiedzin: { $visits }.{ $hint }
mn-done =
    Gotowe: { $proc } z m = { $m }, n = { $n } { $best ->
        [yes] wybiera następnik { $index } (pozycja { $child }), wart { $value }
       *[no] zwraca { $value } (korzeń jest pozycją końcową)
    }; zbadano { $positions } { $positions ->
        [one] pozycję
        [few] pozycje
       *[other] pozycji
    } i { $terminals } { $terminals ->
        [one] pozycję końcową
        [few] pozycje końcowe
       *[other] pozycji końcowych
    }.{ $hint }

## Stos wywołań obok zdania kroku: nagłówki jego kolumn.

stack-call = wywołanie
stack-passed = przekazano
stack-best-values = najlepsze wartości
stack-phase = faza

## Tabela liczników i uwagi pod nią.

thesis-counts-caption = Liczniki Muszyckiej (rozprawa, §3.1)
thesis-counts-bound = { $value } (ograniczenie)
thesis-counts-nodes = utworzone węzły
thesis-counts-leaves = utworzone liście
thesis-counts-visits = odwiedziny węzłów
thesis-counts-leaf-visits = odwiedziny liści
thesis-counts-evaluations = oceny statyczne
thesis-counts-tests = testy
thesis-counts-researches = ponowne przeszukiwania
thesis-counts-cutoffs = odcięcia
thesis-counts-open = najdłuższa lista OPEN
thesis-counts-note = Utworzony: odwiedzony co najmniej raz (SSS*: przetworzony jako LIVE); korzenia się nie liczy, jak w rozprawie. Odwiedziny liczą każde wywołanie: ponowne przeszukiwania i TEST odwiedzają znowu.
mn-counts-caption = Liczniki m&n Slagle’a
mn-counts-best = wybrany ruch
mn-counts-value = jego wartość
mn-counts-mn = m, n
mn-counts-hla = odcięcia α najwyższego poziomu
mn-counts-alpha = odcięcia α m&n
mn-counts-beta = odcięcia β m&n
mn-counts-note = Zbadane pozycje obejmują korzeń; korzeń bada każdego następnika.

## Podsumowanie każdej rodziny.

summary-thesis =
    { $proc }{ $literal ->
        [yes] { " " }(odczyt dosłowny)
       *[no] { "" }
    }: wartość w korzeniu { $exact ->
        [yes] { $value }
       *[no] { $value } (ograniczenie)
    }; utworzono { $nodes } { $nodes ->
        [one] węzeł
        [few] węzły
       *[other] węzłów
    } ({ $leaves } z { $terminals } liści), liczba odwiedzin: { $visits }.
summary-mn = { $proc }, m = { $m }, n = { $n }: { $move }; zbadano { $positions } z { $allPositions } pozycji i { $terminals } z { $allTerminals } pozycji końcowych.
mn-move = wybiera następnika { $index } (pozycja { $child }) o wartości { $value }
mn-move-none = zwraca { $value }

## Porównanie.

compare-caption-thesis =
    — { $leaves } { $leaves ->
        [one] liść
        [few] liście
       *[other] liści
    }, utworzono { $nodes } { $nodes ->
        [one] węzeł
        [few] węzły
       *[other] węzłów
    }
compare-caption-mn =
    — ruch { $move }, { $terminals ->
        [one] { $terminals } końcowa
        [few] { $terminals } końcowe
       *[other] { $terminals } końcowych
    }

## Lista OPEN SSS*.

open-too-big = Lista OPEN jest pokazywana dla drzew o co najwyżej { $limit } pozycjach (zapisuje się ją po każdym kroku).

## Kod Muszyckiej i Slagle’a.

code-thesis-returns =
    { $routine }p = { $p ->
        [root] korzeń
       *[other] { $p }
    } zwraca { $value }
code-thesis-leaf =
    { $routine }p = { $p ->
        [root] korzeń
       *[other] { $p }
    } (liść){ $args }, staticvalue(p) = { $value ->
        [none] jeszcze nie odczytano
       *[other] { $value }
    }
code-thesis-interior =
    { $routine }p = { $p ->
        [root] korzeń
       *[other] { $p }
    }{ $parts }, i = { $i } z f = { $f }
code-sss-not-started = Nie rozpoczęto: krok 1 kładzie ⟨root, LIVE, MAXINT⟩ na OPEN.
code-sss-static = staticvalue({ $p }) = { $value }
code-sss-start = Krok 1: { $put } położone na OPEN (lista nr 1, numerowana jak na rys. 8)
code-sss-gamma =
    Γ({ $triple }): { $put } { $how ->
        [inserted] wstawione na swoje miejsce w kolejności
       *[top] położone na górze
    }{ $purged ->
        [yes] ; usunięte { $names }
       *[no] { "" }
    }; OPEN zawiera { $count ->
        [one] { $count } trójkę
        [few] { $count } trójki
       *[other] { $count } trójek
    } (lista nr { $list }, numerowana jak na rys. 8)
code-mn-not-started = Nie rozpoczęto: pierwszy krok wywołuje sta1 na następnikach korzenia.
code-mn-returns =
    p = { $p ->
        [root] korzeń
       *[other] { $p }
    } zwraca { $value }{ $bound ->
        [lower] { " " }(ograniczenie dolne)
        [upper] { " " }(ograniczenie górne)
       *[exact] { "" }
    }
code-mn-final =
    p = { $p ->
        [root] korzeń
       *[other] { $p }
    }: końcowa, value[p] = { $value }
code-mn-root = sta1: alpha = { $alpha }, best = { $best }

## Ćwiczenia: informacje zwrotne, które strona pisze wokół tych z rdzenia (zdania rdzenia —
## informacja dla każdej pozycji, tekst podpowiedzi, tytuł i wyjaśnienie znanego błędu —
## przychodzą po angielsku: $sentence, $text, $title, $names).

practice-hint-button = Podpowiedź
practice-hint-button-title = Jedna podpowiedź do tego ćwiczenia (liczona w wyniku)
practice-hint = Podpowiedź: { $text }
practice-hint-used = Podpowiedź wykorzystana
practice-no-hint = Brak podpowiedzi: { $error }
practice-hint-counted = (wykorzystano 1 podpowiedź)
practice-mode-continuous = Każde oznaczenie i każda wartość są oceniane od razu; błędne można cofnąć (Cofnij albo u na drzewie). Wynik liczy pierwsze próby: każdy błędny pierwszy krok kosztuje punkt.
practice-mode-fix = Każde oznaczenie i każda wartość są oceniane od razu; błędne zostają poprawione za Ciebie, a każda poprawka kosztuje punkt.
practice-step-right =
    ✓ { $p ->
        [root] korzeń
       *[other] pozycja { $p }
    }: dobrze. { $sentence }
practice-step-wrong =
    ✗ { $p ->
        [root] korzeń
       *[other] pozycja { $p }
    }: źle. { $sentence }
practice-step-fixed =
    ✗ { $p ->
        [root] korzeń
       *[other] pozycja { $p }
    }: źle, poprawione za Ciebie (kosztuje punkt). { $sentence }
practice-undone = Cofnięto.
practice-score = Wynik { $score } z { $total }.
practice-score-right = Wynik { $score } z { $total } — wszystko dobrze!
practice-score-first-tries =
    Wynik { $score } z { $total }, liczone pierwsze próby{ $retried ->
        [none] { "" }
       *[other] { " " }(źle za pierwszym razem: { $retried })
    }{ $fixed ->
        [none] { "" }
       *[other] { " " }(poprawione za Ciebie: { $fixed })
    }.{ $correct ->
        [yes] { " " }Odpowiedź jest teraz cała dobra.
       *[no] { "" }
    }
practice-missed = Pominięte: { $list }.
practice-wrong = Błędne: { $list }.
practice-order =
    F2 bada przy Twojej kolejności { $terminals } { $terminals ->
        [one] pozycję końcową
        [few] pozycje końcowe
       *[other] pozycji końcowych
    } (kolejność dana { $original }, najlepsze najpierw { $bestFirst }, najmniej możliwe { $best }{ $corollary ->
        [none] { "" }
       *[other] , minimum z wniosku 3 { $corollary }
    }).
practice-select =
    Wybierz { $p ->
        [root] korzeń
       *[other] pozycję { $p }
    }
practice-fb-right-folded =
    Dobrze: { $count } { $count ->
        [one] pozycja
        [few] pozycje
       *[other] pozycji
    }
practice-verdict =
    { $verdict ->
        [right] dobrze
        [missed] pominięta
       *[wrong] źle
    }:
practice-dx-close = Blisko znanego błędu: { $names } (poniżej).
practice-dx-known = To daje znany błąd: { $names } (poniżej).
practice-dx-closest-title =
    Najbliższy znany błąd (różnica: { $count } { $count ->
        [one] pozycja
        [few] pozycje
       *[other] pozycji
    }): { $title }
practice-dx-title = Znany błąd: { $title }
practice-dx-why = Dlaczego to błąd
practice-dx-show = Pokaż różnicę na tym drzewie
practice-dx-show-title = Widok różnic: ten błąd wobec poprawnej procedury, w pierwszej pozycji, w której się rozchodzą

## Ćwiczenia: pasek (www/practice/mode.js).

practice-title = Ćwiczenia
practice-task = Zadanie
practice-procedure = Procedura
practice-view = Widok
practice-view-minimax = minimax (wartości z punktu widzenia Maxa)
practice-view-negamax = negamax
practice-view-fixed = Zadanie „Następny krok” pyta o m tak, jak prowadzi je jego procedura: { $view ->
        [minimax] minimax, z punktu widzenia Maxa
       *[negamax] negamax, z punktu widzenia gracza na ruchu
    }.
practice-task-prune = Odcięcia: czego się nie bada?
practice-task-values = Zwracane wartości
practice-task-window = Okno (α, β)
practice-task-next = Następny krok
practice-task-order = Łamigłówka kolejności
practice-print-title =
    { $number ->
        [none] Zadanie
       *[other] Zadanie { $number }
    }: { $task } — { $proc }
practice-print-prune = zaznacz odcięcia
practice-print-values = zwracane wartości
practice-print-window = przeszukiwanie z oknem
practice-print-next = następny krok
practice-print-order = kolejność dająca najwięcej odcięć
practice-new-menu = Nowe zadanie…
practice-seed = Ziarno
practice-degree = Stopień
practice-height = Wysokość
practice-ordering = Kolejność
practice-ordering-random = losowa
practice-ordering-good = dobra
practice-ordering-bad = zła
practice-lowest = Najmniejsza
practice-highest = Największa
practice-new-exercise = Nowe zadanie
practice-new-seed = Nowe ziarno
practice-worksheet-menu = Karta pracy…
practice-teacher-link = Link dla nauczyciela: ukryj odpowiedzi do sprawdzenia
practice-latex = LaTeX
practice-latex-title = Karta pracy w LaTeX-u (forest)
practice-latex-solution = LaTeX z rozwiązaniem
practice-print = Drukuj
practice-latex-saved = Zapisano kartę pracy w LaTeX-u.
practice-latex-saved-solution = Zapisano kartę pracy w LaTeX-u z rozwiązaniem.
practice-log-menu = Dziennik prób…
practice-log-count =
    { $count } { $count ->
        [one] sprawdzenie zapisane
        [few] sprawdzenia zapisane
       *[other] sprawdzeń zapisanych
    } w tej przeglądarce{ $dropped ->
        [0] { "" }
       *[other] { " " }(odrzucono starsze: { $dropped })
    }; nic nie jest nigdzie wysyłane.
practice-log-save = Pobierz (wiersze JSON)
practice-log-clear = Wyczyść dziennik
practice-log-saved = Zapisano dziennik prób.
practice-log-cleared = Wyczyszczono dziennik prób.
practice-leave-label = Opuścić zadanie?
practice-leave-text = Opuścić zadanie dla widoku eksploracji? Pokazuje on przeszukiwanie tego drzewa, a więc odpowiedź; twoja próba zapisze, że wyszedłeś przed sprawdzeniem.
practice-leave = Opuść zadanie
practice-stay = Zostań
practice-unusable = Nie można użyć zadania: { $error }
practice-proc-not-loaded =
    Nie udało się wczytać { $proc }{ $error ->
        [none] { "" }
       *[other] { " " }({ $error })
    }: zadanie nie zostało otwarte.
practice-set-unreadable = Nie można odczytać zestawu zadań: { $error }
practice-set-at = Zadanie { $at } z { $size } · { $progress }
practice-set-done =
    Zrobione: { $done } z { $size }{ $explored ->
        [0] { "" }
       *[other] { " " }({ $explored } po wyjściu do widoku eksploracji)
    }
practice-set-previous = ◀ Poprzednie
practice-set-next = Następne ▶
practice-set-reset = Wyzeruj postęp
practice-fresh-needs-exercise = Nowe drzewa (fresh=1) wymagają zadania (ex= lub set=): to drzewo zostaje.
practice-new-tree = Nowe drzewo
practice-new-tree-title = To samo zadanie na nowym drzewie (nowa próba)
practice-new-tree-announce = { $attempts }: nowe drzewo.
practice-attempt =
    Próba { $n }{ $limit ->
        [none] { "" }
       *[other] { " " }z { $limit }
    }
practice-attempts-none-left = Brak prób (wykorzystano { $used } z { $limit })
practice-attempt-scores = { " " }· wyniki: { $scores }
practice-no-attempts-left = Brak prób: wykorzystano { $used } z { $limit }.
practice-tree-checked = To drzewo zostało sprawdzone: przejdź do nowego drzewa (Nowe drzewo), by podjąć kolejną próbę.
practice-left-before = Już wcześniej opuściłeś to zadanie dla widoku eksploracji: jego sprawdzenia są zapisywane jako wykonane później.
practice-steps-through = { $why }; to zadanie przechodzi krok po kroku przez { $proc }.
practice-mistake-unknown = Błędu „{ $id }” nie ma w katalogu tego rdzenia.
practice-difference-announce = Widok różnic: { $mistake } wobec { $proc } na tym drzewie.
practice-teacher-link-kept = To link nauczyciela: jego odpowiedzi pozostają ukryte i nie daje arkusza z rozwiązaniami.

## Ćwiczenia: treść zadania (www/practice/statement.js).

practice-values-minimax = Wartości są z punktu widzenia Maxa (widok minimax).
practice-values-negamax = Wartości są z punktu widzenia gracza na ruchu (widok negamax).
practice-statement-prune = Których pozycji { $proc } nie bada na tym drzewie? Zaznacz każde poddrzewo, które pomija. { $view }
practice-statement-values = Jaką wartość zwraca każda pozycja badana przez { $proc }? Powiedz, czy jest dokładna, czy jest ograniczeniem (K&M (6), (9)). { $view }
practice-statement-window = { $proc } przeszukuje to drzewo z oknem ({ $alpha }, { $beta }). Czy wynik wypada poniżej okna, powyżej okna, czy jest dokładny, i co zwraca? { $view }
practice-statement-next-mn = Przejdź krok po kroku przez { $proc } na tym drzewie i przewiduj każdy następny krok: alfa (pozycja max) lub beta (pozycja min) rodzica po nim, z punktu widzenia Maxa (Slagle, dodatek C).
practice-statement-next = Przejdź krok po kroku przez { $proc } na tym drzewie i przewiduj każdy następny krok. m to m rodzica, z punktu widzenia jego gracza na ruchu (m z tekstu procedury, negamax jak u K&M i w rozprawie).
practice-statement-order = Zmień kolejność następników tak, by F2 zbadał jak najmniej pozycji końcowych.

## Ćwiczenia: instrukcje, formularz i odpowiedź zadania (www/practice/session.js).

practice-help-prune = Zaznacz pozycje, których procedura nie bada. Kliknij lub dotknij pozycji, by ją zaznaczyć (razem z jej poddrzewem); z klawiatury: strzałki wybierają, Enter lub x zaznacza.
practice-help-values = Podaj wartość, którą zwraca każda zbadana pozycja wewnętrzna, i czy jest dokładna, czy jest ograniczeniem. Wybierz pozycję (kliknięcie, dotyk lub strzałki; Enter przechodzi do formularza) i ustaw jej wartość.
practice-help-window = Przewidź wynik przeszukiwania z tym oknem i zwracaną wartość. Możesz też zaznaczyć (jak w zadaniu o odcięciach) pozycje, które okno oszczędza wobec (−∞, +∞).
practice-help-next = Przechodzenie krok po kroku zatrzymało się. Która pozycja jest badana jako następna (testowana lub przeszukiwana ponownie, w PVS i Palphabeta), czy jej rodzic odcina zaraz po jej powrocie i ile wynosi wtedy m rodzica? Wybierz pozycję na drzewie.
practice-help-next-drawn = Drzewo pokazuje wartości z punktu widzenia gracza, który jest tam na ruchu (negamax), tak jak m.
practice-help-order = Zmień kolejność następników tak, by F2 zbadał jak najmniej pozycji końcowych. Wybierz pozycję i przesuń ją w lewo lub w prawo wśród rodzeństwa (klawisze [ i ]).
practice-tree-label-mark = Drzewo ćwiczenia ({ $task }). Strzałki przechodzą między pozycjami; Enter zaznacza wybraną pozycję.
practice-tree-label-form = Drzewo ćwiczenia ({ $task }). Strzałki przechodzą między pozycjami; Enter przechodzi do formularza odpowiedzi.
practice-no-selection = Nie wybrano pozycji.
practice-position =
    { $p ->
        [root] korzeń
       *[other] pozycja { $p }
    }
practice-root = korzeń
practice-selected =
    Wybrano: { $name }{ $terminal ->
        [terminal] { " " }(końcowa: jej wartość jest dana)
       *[no] { "" }
    }{ $marked ->
        [none] { "" }
       *[other] ; zaznaczone: { $marked }
    }.
practice-marked =
    Zaznaczono { $p ->
        [root] korzeń
       *[other] { $p }
    } i jego poddrzewo.
practice-unmarked =
    Odznaczono { $p ->
        [root] korzeń
       *[other] { $p }
    }.
practice-describe-marked = zaznaczona jako niezbadana
practice-describe-covered = w zaznaczonym poddrzewie
practice-describe-unmarked = niezaznaczona
practice-describe-answer = twoja odpowiedź: { $value }
practice-check = Sprawdź
practice-empty-label = Sprawdzić pustą odpowiedź?
practice-empty-ask = Twoja odpowiedź jest pusta: nic nie zaznaczono ani nie wpisano. Każde sprawdzenie liczy się jako próba. Sprawdzić mimo to?
practice-empty-check = Sprawdź mimo to
practice-empty-back = Wróć do odpowiedzi
practice-show = Pokaż odpowiedź
practice-retry = Spróbuj ponownie
practice-undo = Cofnij
practice-feedback-label = Informacja zwrotna dla każdej pozycji
practice-call-stack = Stos wywołań (najgłębsze na końcu)
practice-code = Kod
practice-mark = Zaznacz / odznacz wybraną pozycję
practice-clear-marks = Usuń zaznaczenia
practice-value = Wartość
practice-value-is = jest
practice-value-label = Wartość zwracana przez wybraną pozycję
practice-bound-label = Wartość dokładna lub ograniczenie
practice-exact = dokładna
practice-lower-bound = ograniczenie dolne (≥)
practice-upper-bound = ograniczenie górne (≤)
practice-set = Ustaw
practice-clear = Wyczyść
practice-window-line = Okno (α, β) = { $window }, procedura { $proc }.
practice-window-value-label = Wartość zwracana przez { $proc }
practice-outcome = Wynik
practice-outcome-fail-low = poniżej okna (fail low)
practice-outcome-exact = dokładny
practice-outcome-fail-high = powyżej okna (fail high)
practice-value-returned = Zwrócona wartość
practice-mark-saved = Zaznacz / odznacz zaoszczędzoną
practice-next-pos-label = Współrzędne Deweya pozycji badanej jako następna
practice-next-mn-label = Alfa (pozycja max) lub beta (pozycja min) rodzica po jej powrocie
practice-next-m-label = m rodzica po jej powrocie
practice-next-question = Następne pytanie
practice-examined-next = Badana jako następna
practice-cutoff-question = Odcięcie u rodzica zaraz po niej?
practice-yes = tak
practice-no = nie
practice-parent-mn = α (max) / β (min) rodzica wtedy
practice-parent-m = m rodzica wtedy
practice-move-left = ◀ W lewo
practice-move-right = W prawo ▶
practice-original-order = Pierwotna kolejność
practice-search-over = Przeszukiwanie się skończyło: po tej pozycji żadna nie jest badana.
practice-select-interior = Najpierw wybierz pozycję wewnętrzną (wartości końcowe są dane).
practice-select-non-root = Wybierz pozycję inną niż korzeń, by przesunąć ją wśród rodzeństwa.
practice-moved = Następnik { $p } ma teraz numer { $at } z { $of }.
practice-choose-outcome = wybierz wynik: poniżej okna, dokładny lub powyżej okna
practice-say-cutoff = powiedz, czy rodzic odcina (tak lub nie)
practice-not-checked = Nie sprawdzono: { $error }
practice-not-checked-stop = Nie sprawdzono: { $error }.
practice-not-judged = Nie oceniono: { $error }
practice-answer = Odpowiedź: { $text }
practice-answer-prune =
    Niezbadane: { $list ->
        [nothing] żadne
       *[other] { $list }
    }.
practice-answer-window =
    Wynik { $outcome }, wartość { $value }; zaoszczędzone: { $saved ->
        [nothing] żadne
       *[other] { $saved }
    }.
practice-answer-values = Zwracane wartości są wpisane obok każdej zbadanej pozycji wewnętrznej (≥: ograniczenie dolne, ≤: ograniczenie górne).
practice-answer-next =
    Następna: { $p }; { $cutoff ->
        [yes] jej rodzic odcina zaraz po niej
       *[no] brak odcięcia u jej rodzica
    }; m rodzica wynosi wtedy { $m }.
practice-answer-order = Drzewo pokazuje teraz kolejność, przy której F2 bada najmniej pozycji końcowych.

## Przewidywanie w widoku eksploracji (www/practice/predict.js).

predict-tally = Trafne przewidywania: { $right } z { $made }
predict-none-yet = Brak przewidywań
predict-pos-label = Pozycja badana jako następna (Dewey, np. 2.1; wybrana pozycja ją wypełnia)
predict-pos = Następna badana pozycja
predict-cutoff-question = Czy jej rodzic odcina zaraz po niej?
predict-reveal = Odkryj krok
predict-help = Przewiduj każdy krok, zanim zostanie pokazany: wybierz na drzewie następną badaną pozycję (lub wpisz ją), powiedz, czy jej rodzic odcina po niej, potem Odkryj. → i Odtwórz czekają na twoje przewidywanie.
predict-unsupported = { $why }: Przewidywanie przechodzi przez procedury znane zadaniu „Następny krok”.
predict-no-steps = Ten przebieg nie ma kroków do przewidywania.
predict-first = Najpierw przewidź: pozycję badaną jako następną (wybierz ją lub wpisz) i czy jej rodzic odcina.
predict-verdict =
    { $ok ->
        [yes] ✓ Dobrze
       *[no] ✗ Nie całkiem
    }: { $p ->
        [root] korzeń
       *[other] pozycja { $p }
    } jest badana jako następna{ $said ->
        [none] { "" }
        [root] { " " }(powiedziałeś: korzeń)
       *[other] { " " }(powiedziałeś { $said })
    }, a { $cutoff ->
        [yes] jej rodzic odcina zaraz po niej
       *[no] jej rodzic nie odcina zaraz po niej
    }{ $cutOk ->
        [yes] { "" }
       *[no] { " " }(powiedziałeś odwrotnie)
    }.
predict-predicting = Przewidywanie kroków { $proc }.
predict-choose-other = { $why }: wybierz F2 (lub inną procedurę, przez którą przechodzi zadanie „Następny krok”), by przewidywać.
predict-not-loaded = Nie udało się wczytać przewidywania: { $error }
predict-gate = Najpierw przewidź, potem odkryj krok (przewidywanie jest włączone).

## Ćwiczenia: menu platform e-learningowych (www/lms).

lms-menu = Platforma e-learningowa…
lms-version = Wersja
lms-version-label = Wersja SCORM
lms-mastery = Zaliczenie od %
lms-download = Pobierz dla platformy e-learningowej
lms-download-title = Pakiet SCORM tego zestawu (lub zadania) dla Moodle, Canvas, Blackboard, Brightspace…
lms-no-set = Najpierw utwórz zadanie lub otwórz zestaw: pakiet zawiera zestaw zadań.
lms-bad-mastery = Próg zaliczenia to całkowity procent od 0 do 100.
lms-saved = Zapisano { $name }: zaimportuj go do platformy jako aktywność SCORM.
lms-no-package = Brak pakietu: { $error }
lms-progress-other-set = Postęp zapisany przez platformę nie dotyczy tego zestawu; zaczynamy od nowa.
lms-scorm-failed = Platforma nie przyjęła wszystkiego ({ $why }); twoje odpowiedzi zostają na tej stronie.
lms-not-restored = Nie przywrócono pracy zapisanej na platformie: { $why }.
# Why a SPLICE state was not restored: the end of lms-not-restored. $size, $max: counts.
lms-state-not-object = nie jest obiektem
lms-state-not-json = nie da się go odczytać jako JSON
lms-state-too-large = jest za duży ({ $size } znaków; najwyżej { $max })
lms-state-not-ours = nie został zapisany przez tę stronę
lms-state-other-exercise = należy do innego ćwiczenia
lms-state-bad-attempts = jego liczba prób nie jest liczbą całkowitą od 0 do { $max }
lms-state-bad-done = jego lista wykonanych ćwiczeń jest błędna
lms-state-bad-at = jego bieżące ćwiczenie jest poza zakresem
# $error: why the page could not check it.
lms-state-bad-answer = jego odpowiedź nie pasuje do tego ćwiczenia ({ $error })
lms-state-bad-log = jego zapisy prób nie są listą

## Panel Eksperymenty (www/experiments).

exp-not-loaded = Nie udało się wczytać panelu Eksperymenty: { $error }
exp-from-link = Ustawienia z linku. Naciśnij Uruchom, by obliczyć wyniki.
exp-not-whole = { $what }: „{ $raw }” nie jest liczbą całkowitą
exp-field-lo = najmniejsza wartość
exp-field-hi = największa wartość
exp-field-scale = skala krawędzi
exp-bad-q = q na poziom: liczby od 0 do 1, np. 0.9, 0.8
exp-starting = Start…
exp-progress-value = { $done } z { $total } drzew
exp-progress-status = { $done } z { $total } drzew (wysokość { $height })…
exp-done =
    Gotowe: { $trees ->
        [one] { $trees } drzewo
        [few] { $trees } drzewa
       *[other] { $trees } drzew
    } w { $seconds } s przeszukiwania w wątku roboczym ({ $rate } drzew/s).
exp-cancelled =
    Przerwano po { $trees ->
        [one] { $trees } drzewie
       *[other] { $trees } drzewach
    }; pokazano dotąd ukończone wysokości.
exp-stopped = Zatrzymano.
exp-plots-failed = Nie udało się narysować wykresów: { $error }
exp-plot-terminals-label = Zbadane pozycje końcowe względem wysokości, skala logarytmiczna, z teorią; liczby są w tabeli poniżej
exp-plot-branching-label = Współczynnik rozgałęzienia względem stopnia: r0, r1, r* z tabeli 1 i T^(1/h) eksperymentu
exp-caption = Zbadane pozycje końcowe na drzewo (średnie z prób)
exp-col-height = wysokość
exp-col-procedure = procedura
exp-col-samples = próby
exp-col-mean-terminals = końcowe (średnio)
exp-col-stderr = ± błąd std.
exp-col-interval = przedział 95%
exp-col-theory = teoria
exp-col-mean-positions = pozycje (średnio)
exp-col-branching = T^(1/h)
exp-col-minimum = minimum (wn. 3)
exp-col-all = wszystkie (dʰ)
exp-axis-height = wysokość h
exp-axis-terminals = zbadane pozycje końcowe
exp-axis-degree = stopień d
exp-axis-branching = współczynnik rozgałęzienia
exp-shaded = zacieniowane: r0ʰ … r*ʰ (tabela 1)
exp-tip-terminals = { $proc }, h = { $height }: { $mean } końcowych (95%: { $low } – { $high })
exp-curve-all = dʰ (wszystkie)
exp-curve-minimum = Wniosek 3 (minimum)
exp-curve-theorem6 = Twierdzenie 6 (F2)
exp-curve-54 = (54) (F1)
exp-curve-r0 = r0(d), dolne
exp-curve-r1 = r1(d), górne
exp-curve-rstar = r*(d), górne
exp-curve-d = d, bez odcięć
exp-settings-line = Model: { $model }; stopień d = { $degree }; { $samples } prób na wysokość; ziarno { $seed }.
exp-model-permutation = losowa permutacja 1..dʰ (§7)
exp-model-iid = wartości i.i.d.
exp-model-dependent = całkowicie zależne (§9)
exp-model-additive = addytywne wartości krawędzi (§9)
exp-model-nonuniform = losowe rozgałęzienie (wn. 2)
exp-model-pi = cyfry π

## Panel Patologia (www/pathology).

path-not-loaded = Nie udało się wczytać panelu Patologia: { $error }
path-not-number = { $what }: „{ $bad }” nie jest liczbą
path-slider = { $field } (suwak)
path-data-table = Tabela danych
path-link-unused = Niektórych ustawień patologii z linku nie użyto: { $problems }.
path-from-link = Ustawienia z linku. Naciśnij Uruchom, by obliczyć wyniki.
path-rec-title = Rekurencja błędu Pearla (§5.1)
path-rec-intro = Drzewo jednorodne, którego liście są oceniane z błędami err1 (przegrana uznana za wygraną) i err2 (wygrana uznana za przegraną), a liść jest wygraną z prawdopodobieństwem p. ERR to prawdopodobieństwo, że wartość przeniesiona przez minimax do korzenia jest błędna (wzór (1); wzór (3), gdy pozycje są końcowe z prawdopodobieństwem q).
path-preset = Ustawienie
path-preset-title = Rysunek z rozprawy: (err1, err2), p od 0.2 do 0.9; q = 0.05 tam, gdzie podano
path-preset-custom = własne
path-width = szerokość w
path-levels = poziomy N
path-err1 = err1 (liście)
path-err1-hint = P(przegrany liść oceniony jako wygrana)
path-err2 = err2 (liście)
path-err2-hint = P(wygrany liść oceniony jako przegrana)
path-q = q (końcowa)
path-q-hint = wzór (3): prawdopodobieństwo, że pozycja jest końcowa; 0 daje wzór (1)
path-p = p (liście, lista)
path-p-hint = P(liść jest wygraną), po jednej krzywej: 0.2, 0.4, 0.6
path-rec-caption = ERR w korzeniu po k iteracjach, jedna krzywa na p (rozprawa, rys. 44–47, 50–53)
path-col-level = poziom
path-rec-table-caption = { $title }; ERR w korzeniu po k iteracjach (liście na poziomie N = { $levels })
path-plot-label = { $title }. Liczby są w tabeli danych.
path-rec-plot-title =
    ERR po k iteracjach wzoru ({ $eq }): w = { $width }, err1 = { $err1 }, err2 = { $err2 }{ $q ->
        [none] { "" }
       *[other] , q = { $q }
    }
path-axis-iterations = iteracje k (głębokość przeszukiwania)
path-game-title = Gry Naua (§5.3)
path-game-intro = Losowe drzewa o znanych prawdziwych wartościach: na każdej głębokości przeszukiwania d pozycje poziomu d są oceniane liczbą wygrywających pozycji końcowych pod nimi i przenoszone do synów korzenia z wymuszoną wygraną i wymuszoną przegraną; prawdopodobieństwo poprawnej decyzji, P(poprawna decyzja), to odsetek drzew, w których wymuszona wygrana dostaje wyższą ocenę (remis liczy się za połowę). Tam, gdzie spada wraz ze wzrostem d, głębsze przeszukiwanie jest gorsze: to patologia.
path-game = Gra
path-game-pearl = gra Pearla
path-game-incremental = przyrostowa
path-terminal-levels = poziomy końcowe t
path-terminal-levels-hint = lista, po jednej krzywej: 5, 7, 9
path-bad-terminal-levels = poziomy końcowe t: „{ $text }” nie jest listą liczb całkowitych
path-samples = próby
path-seed = ziarno
path-run = Uruchom
path-cancel = Anuluj
path-progress-label = Postęp eksperymentu patologii
path-game-caption = P(trafnej decyzji) względem głębokości przeszukiwania, minimax obok propagacji iloczynowej (§5.3)
path-starting = Start…
path-progress = { $pct }% (t = { $t }, { $backup })…
path-backup-minimax = minimax
path-backup-product = iloczyn
path-done =
    Gotowe: { $samples ->
        [one] { $samples } drzewo
        [few] { $samples } drzewa
       *[other] { $samples } drzew
    } ({ $discarded } wylosowanych i odrzuconych) w { $seconds } s w wątku roboczym.
path-cancelled = Przerwano; pokazano dotąd ukończone krzywe.
path-stopped = Zatrzymano.
path-col-backup = przenoszenie
path-col-depth = głębokość d
path-col-stderr = ± błąd std.
path-col-samples = próby
path-col-discarded = odrzucone
path-game-name-pearl = gra Pearla
path-game-name-incremental = gra przyrostowa
path-game-plot-title = P(trafnej decyzji) względem głębokości przeszukiwania: { $game }, w = { $width }, t = { $t }; { $samples } prób, ziarno { $seed }
path-facet-minimax = minimax
path-facet-product = propagacja iloczynowa
path-axis-depth = głębokość przeszukiwania d
path-demo-title = Jedno drzewo gry Pearla, przeszukane do głębokości d
path-demo-intro = Kwadraty: ruch Maxa; koła: Mina. W/L: prawdziwa wartość dla Maxa (wypełnione: wymuszona wygrana). Liczby: ocena na głębokości d (pozycje końcowe z 1 poniżej) przeniesiona przez minimax; głębsze pozycje są wyblakłe, ich pozycje końcowe pokazują 1 lub 0. Gruba krawędź: syn wybrany przez regułę (zob. niżej).
path-terminal-level = poziom końcowy t
path-depth = głębokość przeszukiwania d
path-next-tree = Następne drzewo
path-next-tree-title = Następne ziarno
path-demo-label = Drzewo gry Pearla o szerokości 2 i poziomie końcowym { $t }: przeszukane do głębokości { $d }, minimax { $minimax }, propagacja iloczynowa { $product }.
path-verdict-correct = trafnie
path-verdict-wrong = błędnie
path-verdict-tie = remis
path-demo-node =
    poziom { $level }, { $player ->
        [Max] ruch Maxa
       *[other] ruch Mina
    }; naprawdę { $win ->
        [yes] wymuszona wygrana
       *[no] wymuszona przegrana
    } Maxa; { $ones } pozycji końcowych z 1 poniżej{ $d ->
        [none] { "" }
       *[other] ; przeniesione z głębokości { $d }: minimax { $minimax }, iloczyn { $product }
    }
path-demo-backs-up =
    { $rule ->
        [minimax] Minimax
       *[product] Propagacja iloczynowa
    } przenosi { $left } do lewego syna i { $right } do prawego:
path-demo-tie = remis (liczy się za połowę)
path-demo-picks =
    wybiera { $side ->
        [left] lewego
       *[right] prawego
    } syna, { $correct ->
        [yes] wymuszoną wygraną — trafnie
       *[no] wymuszoną przegraną — błędnie
    }
path-demo-core-scores = (rdzeń ocenia to na { $score })
path-demo-truth =
    Prawda: { $win ->
        [left] lewy
       *[right] prawy
    } syn to wymuszona wygrana Maxa, { $loss ->
        [left] lewy
       *[right] prawy
    } — wymuszona przegrana (W/L pod każdą pozycją). Przy przeszukiwaniu do głębokości { $d } (linia przerywana) każda pozycja poziomu { $d } jest oceniana liczbą pozycji końcowych z 1 poniżej.
path-demo-discarded =
    Ziarno wylosowało najpierw { $count } { $count ->
        [one] drzewo
        [few] drzewa
       *[other] drzew
    } bez syna z wymuszoną wygraną lub przegraną; odrzucono je jak w eksperymencie.

## Element <game-tree-playground> (www/embed).

embed-tree-label = Drzewo gry
embed-controls = Sterowanie
embed-procedure = Procedura
embed-step-through = Krok po kroku
embed-first-step = Pierwszy krok
embed-step-back = Krok wstecz
embed-step-forward = Krok naprzód
embed-last-step = Ostatni krok
embed-needs-smaller = Przechodzenie krok po kroku wymaga mniejszego drzewa.
embed-mcts-caption = UCT, { $iterations } iteracji: najlepszy ruch { $best }{ $optimal ->
        [yes] { " " }(optymalny według minimaksu)
       *[no] { " " }(nieoptymalny według minimaksu)
    }; W/N w korzeniu { $mean }; { $visited } z { $positions } pozycji w drzewie przeszukiwania; wartość minimaks { $value }
embed-mcts-no-steps = UCT nie ma w tym elemencie przechodzenia krok po kroku: robi to panel Monte Carlo w playgroundzie.
embed-predict = Przewiduj
embed-predict-title = Przewiduj każdy krok, zanim zostanie pokazany
embed-predict-label = Przewidź następny krok
embed-predict-no-steps = Ten przebieg nie ma kroków do przewidywania (mniejsze drzewo je ma).
embed-caption =
    { $run }: wartość { $value }{ $exact ->
        [yes] { "" }
       *[no] { " " }(ograniczenie)
    } · zbadano { $terminals } z { $allTerminals } pozycji końcowych, { $positions } z { $allPositions } pozycji{ $deep ->
        [0] { "" }
        [one] { " " }· { $deep } głębokie odcięcie
        [few] { " " }· { $deep } głębokie odcięcia
       *[other] { " " }· { $deep } głębokich odcięć
    }
embed-caption-bound = ograniczenie { $beta }
embed-practice-not-loaded = nie udało się wczytać trybu ćwiczeń: { $error }
embed-bad-procedure = procedure musi być jedną z { $list } lub { $last }, nie „{ $asked }”
embed-bad-view = view musi być negamax lub minimax
embed-bad-window = alpha musi być mniejsze niż beta (alpha = { $alpha }, beta = { $beta })
embed-bad-tree = tree: { $error }
embed-too-large = drzewo ma { $size } pozycji; element rysuje najwyżej 20000
# The element's practice mode (mode="practice"): its attributes' errors. $value: the
# attribute's text, cut short; $list: the names it takes; $max, $size: counts.
embed-bad-fresh = fresh to 1 (albo puste, albo true), by dać nowe drzewo po każdym sprawdzeniu, albo 0, nie „{ $value }”
embed-bad-attempts = attempts to liczba całkowita od 1 do { $max }, nie „{ $value }”
# $error: the core's reason.
embed-bad-exercise = exercise: { $error }
# $example: an exercise, as written in the attribute.
embed-fresh-needs-exercise = fresh wymaga ćwiczenia (atrybutu exercise, np. { $example }): nowe drzewo to ćwiczenie z nowym ziarnem
embed-attempts-needs-fresh = attempts ogranicza nowe drzewa: wymaga fresh (i ćwiczenia)
embed-bad-task = task to jedno z { $list }, nie „{ $value }”
embed-bad-proc = proc to jedna z procedur { $list }, nie „{ $value }”
embed-bad-feedback = feedback to jedno z { $list }, nie „{ $value }”
embed-practice-too-large = drzewo ćwiczenia ma najwyżej { $max } pozycji (to ma { $size })
# $method: submitAnswer or practiceHint, as written.
embed-not-practice-yet = { $method }: element nie jest jeszcze ćwiczeniem (mode=practice; poczekaj na el.practiceReady)

## Znane błędy (crate/src/mutants): tytuł i wyjaśnienie według identyfikatora.

mutant-alpha-not-raised-title = α niepodniesione przez dotychczasową wartość
mutant-alpha-not-raised-explanation = Gdy dotychczasowa wartość m pozycji przekracza α, jej dalsze następniki mają znaczenie tylko wtedy, gdy mogą pobić m, więc przycinanie alfa-beta przeszukuje je z oknem (−β, −m): m jest nowym α (F2 u K&M zaczyna m od α i przekazuje w dół −m). Przekazanie zamiast tego pierwotnego α nadal daje właściwą wartość korzenia, ale traci każde odcięcie, które podniesione ograniczenie spowodowałoby niżej: przy pełnym oknie (−∞, +∞) żadne ograniczenie nie staje się skończone, a przeszukiwanie to zwykły minimax.
mutant-bounds-exact-title = Ograniczenia podane jako dokładne wartości
mutant-bounds-exact-explanation = Wartość zwrócona w pozycji jest dokładna tylko wtedy, gdy leży ściśle wewnątrz okna (α, β), z którym pozycję przeszukano. Przy α lub poniżej przeszukiwanie nie znalazło nic lepszego niż α: prawdziwa wartość jest co najwyżej taka (ograniczenie górne). Przy β lub powyżej zatrzymało się, gdy tylko osiągnęło β: prawdziwa wartość jest co najmniej taka (ograniczenie dolne) (K&M (9)).
mutant-cutter-marked-title = Następnik powodujący odcięcie zaznaczony jako odcięty
mutant-cutter-marked-explanation = Odcięcie następuje po przeszukaniu następnika: jego wartość sprawiła, że m osiągnęło β (test m ≥ β u K&M następuje po t := −F2(p_i, …)). Ten następnik został zbadany — to jego wartość pozwala na odcięcie. Nie bada się tylko następników po nim.
mutant-fail-soft-values-title = Wartości fail-soft dla F2
mutant-fail-soft-values-explanation = F2 u K&M zaczyna m pozycji od α, a nie od −∞: gdy żaden następnik nie pobije α, pozycja zwraca samo α, ograniczenie górne (K&M (9)). Postać uczona na wielu kursach zaczyna od −∞ i zwraca najlepszą znalezioną wartość, która może leżeć poniżej α (fail-soft, Fishburn 1981). Badane są te same pozycje, a wartości wewnątrz okna się zgadzają; wartości poza nim się różnią.
mutant-minmax-swapped-title = Max i Min zamienione
mutant-minmax-swapped-explanation = Korzeń jest pozycją Maxa: tam ruch ma Max i bierze największą wartość swoich następników; na następnym poziomie Min bierze najmniejszą i tak na przemian (K&M §1). Zamiana ich liczy wartość innej gry — takiej, w której każdy gracz pomaga drugiemu — a przycinanie alfa-beta odcina wtedy tam, gdzie wskazują ograniczenia tamtej gry, nie tej.
mutant-parent-marked-title = Pozycja, która odcina, zaznaczona zamiast jej następników
mutant-parent-marked-explanation = Odcięcie w pozycji p oznacza, że p przestaje szukać: następniki p po tym, który sprawił, że m osiągnęło β, nie są badane. Sama p została zbadana — zwróciła rodzicowi wartość (ograniczenie) — podobnie jak następniki, które przeszukała przed odcięciem. Zaznaczenia należą do nieprzeszukanych następników, nie do p.
mutant-right-to-left-title = Następniki badane od ostatniego do pierwszego
mutant-right-to-left-explanation = Przycinanie alfa-beta bada następniki pozycji w ich kolejności, od pierwszego do ostatniego (pętla u K&M biegnie i = 1, …, d), a to, które pozycje odcina, zależy od tej kolejności: dobry ruch znaleziony wcześnie daje ograniczenie, które przycina ruchy po nim. Przeszukiwanie od ostatniego następnika do pierwszego to inne przeszukiwanie z innymi odcięciami; wartość korzenia jest ta sama, ale badane pozycje są pozycjami drzewa odbitego.
mutant-root-window-reset-title = Pełne okno dla każdego następnika korzenia
mutant-root-window-reset-explanation = Korzeń jest pozycją jak każda inna: gdy tylko jego pierwszy następnik dał Maxowi wartość m, każdy dalszy następnik ma znaczenie tylko wtedy, gdy może pobić m, więc jest przeszukiwany z oknem (−β, −m) (w języku minimaksu: α = m). Przeszukiwanie każdego ruchu korzenia z (−∞, +∞) nadal znajduje właściwą wartość, ale rezygnuje z każdego odcięcia, na które dotychczasowa wartość korzenia pozwoliłaby pod jego drugim i dalszymi następnikami.
mutant-shallow-only-title = Bez głębokich odcięć (tylko ograniczenie rodzica)
mutant-shallow-only-explanation = Przycinanie alfa-beta przekazuje w dół oba końce okna: pozycja dostaje od rodzica (−β, −m), a −β to m jej dziadka (dwukrotnie zanegowane). Ograniczenie znalezione dwa lub więcej poziomów wyżej nadal obowiązuje: gdy wartość pozycji osiąga ograniczenie, które ma już przodek powyżej jej rodzica, pozostałe następniki nie mogą zmienić wyniku u tego przodka i są odcinane — to głębokie odcięcie (K&M rys. 3). Używanie tylko wartości rodzica (metoda podziału i ograniczeń, F1 u K&M) bada te same pozycje na poziomach 0–3, ale pomija głębokie odcięcia od poziomu 4.
mutant-strict-cutoff-title = Odcięcie tylko, gdy m > β
mutant-strict-cutoff-explanation = Przycinanie alfa-beta zatrzymuje się w pozycji, gdy tylko jej dotychczasowa wartość m osiągnie ograniczenie β (m ≥ β), a nie dopiero gdy je przekroczy. Gdy m = β, pozycja jest już warta β dla gracza, który ma tam ruch, a przeciwnik wyżej ma już sposób, by utrzymać ją na β: cokolwiek dadzą pozostałe następniki, wynik poziom wyżej nie może się zmienić. Szukanie dalej przy m = β bada pozycje, które nie mogą mieć znaczenia.

## Zdanie diagnozy (komunikat practice-dx-text rdzenia). Każda klauzula dopełnia „… to, co daje α-β, gdy …”.

mutant-alpha-not-raised-clause = każda pozycja przekazuje wszystkim następnikom okno, które dostała, nie podnosząc α do swojej dotychczasowej wartości
mutant-bounds-exact-clause = każdą zwróconą wartość bierze się za dokładną, także tam, gdzie przeszukiwanie zatrzymało się na oknie i jest ona tylko ograniczeniem
mutant-cutter-marked-clause = następnik, którego wartość powoduje odcięcie, też jest zaznaczony jako niezbadany
mutant-fail-soft-values-clause = pozycja zwraca najlepszą znalezioną wartość (fail-soft), gdzie F2 zwraca α, gdy nic nie pobija α
mutant-minmax-swapped-clause = Max i Min są zamienieni (korzeń bierze najmniejszą wartość, poziom niżej największą i tak dalej)
mutant-parent-marked-clause = zaznacza się pozycję, w której następuje odcięcie, zamiast następników, których ona nie przeszukuje
mutant-right-to-left-clause = następniki każdej pozycji bada się od ostatniego do pierwszego
mutant-root-window-reset-clause = każdy następnik korzenia przeszukuje się z pełnym oknem (−∞, +∞), zapominając dotychczasową wartość korzenia
mutant-shallow-only-clause = pozycję odcina tylko ograniczenie jej rodzica, nigdy ograniczenie z wyższych poziomów (F1 u K&M: bez głębokich odcięć)
mutant-strict-cutoff-clause = pozycja odcina tylko wtedy, gdy jej dotychczasowa wartość ściśle przekracza ograniczenie (m > β zamiast m ≥ β)
practice-dx-lead =
    { $task ->
        [prune]
            { $near ->
                [none] Twoje zaznaczenia to dokładnie to,
               *[other] Twoje zaznaczenia są bliskie temu,
            }
        [values]
            { $near ->
                [none] Twoje wartości to dokładnie to,
               *[other] Twoje wartości są bliskie temu,
            }
        [next]
            { $near ->
                [none] Twoje przewidywanie to dokładnie to,
               *[other] Twoje przewidywanie jest bliskie temu,
            }
       *[window]
            { $near ->
                [none] Twoja odpowiedź to dokładnie to,
               *[other] Twoja odpowiedź jest bliska temu,
            }
    }
practice-dx-text =
    { $task ->
        [order]
            { $near ->
                [none] Twoja kolejność jest jedną z najlepszych, gdy { $clause }.
               *[other] Twoja kolejność jest bliska jednej z najlepszych, gdy { $clause }.
            }
       *[other]
            { $near ->
                [none] { $lead } co daje α-β, gdy { $clause }.
               *[other] { $lead } co daje α-β, gdy { $clause } ({ $near ->
                    [one] różni się { $near } pozycja
                    [few] różnią się { $near } pozycje
                   *[other] różni się { $near } pozycji
                }).
            }
    }
practice-dx-here = Tutaj oznacza to:

## Podpowiedzi rdzenia (komunikat practiceHint). $at, $from: nazwa Deweya pozycji, "root" dla korzenia; $after: który następnik (liczba); $levels: liczba; $alpha, $beta: wartości.
practice-hint-cutoff-parent = Spójrz na ograniczenie, które { $from ->
        [root] korzeń
       *[other] pozycja { $from }
    } przekazuje { $at ->
        [root] korzeniowi
       *[other] pozycji { $at }
    }: gdy wróci { $after }. następnik { $at ->
        [root] korzenia
       *[other] pozycji { $at }
    }, porównaj dotychczasową wartość z tym ograniczeniem.
practice-hint-cutoff-ancestor = Spójrz na ograniczenie, które { $from ->
        [root] korzeń
       *[other] pozycja { $from }
    } przekazuje w dół { $at ->
        [root] korzeniowi
       *[other] pozycji { $at }
    }, { $levels } { $levels ->
        [one] poziom
        [few] poziomy
       *[other] poziomów
    } niżej: gdy wróci { $after }. następnik { $at ->
        [root] korzenia
       *[other] pozycji { $at }
    }, porównaj dotychczasową wartość z tym ograniczeniem.
practice-hint-cutoff-root = Spójrz na okno korzenia: gdy wróci { $after }. następnik { $at ->
        [root] korzenia
       *[other] pozycji { $at }
    }, porównaj dotychczasową wartość z tym ograniczeniem.
practice-hint-cutoff-window = Spójrz na okno, z którym wywołano { $at ->
        [root] korzeń
       *[other] pozycję { $at }
    }: gdy wróci { $after }. następnik { $at ->
        [root] korzenia
       *[other] pozycji { $at }
    }, porównaj dotychczasową wartość z tym ograniczeniem.
practice-hint-bounds = Śledź ograniczenia, które każda pozycja przekazuje swoim następnikom: pozycja jest pomijana tylko wtedy, gdy wartość wcześniejszej pozycji siostrzanej już osiąga ograniczenie, które trzyma jej rodzic.
practice-hint-values-window = Spójrz na okno (α, β) = ({ $alpha }, { $beta }), z którym wywołano { $at ->
        [root] korzeń
       *[other] pozycję { $at }
    }: wartość, która nie leży ściśle wewnątrz niego, jest ograniczeniem, a nie dokładną wartością (K&M (6), (9)).
practice-hint-values = Spójrz na okno, z którym wywołano { $at ->
        [root] korzeń
       *[other] pozycję { $at }
    }: wartość, która nie leży ściśle wewnątrz niego, jest ograniczeniem, a nie dokładną wartością (K&M (6), (9)).
practice-hint-values-bottom = Zacznij od dołu: każda zbadana pozycja zwraca najlepszą wartość swoich zbadanych następników dla gracza, który tam ma ruch.
practice-hint-next = Spójrz na { $at ->
        [root] korzeń
       *[other] pozycję { $at }
    } na stosie wywołań: który z jej następników nie został jeszcze zbadany i czy wartość, którą zwróci, sprawi, że m { $at ->
        [root] korzenia
       *[other] pozycji { $at }
    } osiągnie jej β?
practice-hint-order = Zacznij od korzenia: postaw na początku następnik najlepszy dla gracza, który tam ma ruch, potem zrób to samo niżej; gdy wszędzie najlepszy następnik jest pierwszy, F2 bada dokładnie pozycje krytyczne (K&M, twierdzenie 1).

# Zadania i karty pracy: treść zadania i słowa karty pracy (zdania rdzenia).
practice-ex-statement-prune = Zaznacz pozycje, których { $proc } nie bada: każdą niezbadaną pozycję, której rodzic jest zbadany (zaznaczenie obejmuje całe jej poddrzewo).
practice-ex-statement-values = Podaj wartość, którą { $proc } zwraca w każdej zbadanej pozycji wewnętrznej ({ $view ->
        [negamax] z punktu widzenia gracza, który jest tam na ruchu
       *[minimax] z punktu widzenia Maxa
    }), i czy jest dokładna, czy jest ograniczeniem dolnym lub górnym (K&M (6), (9)).
practice-ex-statement-window = Przeszukaj z oknem (α, β) = ({ $alpha }, { $beta }): czy wynik { $proc } wypada poniżej okna, jest dokładny, czy wypada powyżej okna? Jaką wartość zwraca i które pozycje okno oszczędza w porównaniu z (−∞, +∞)?
practice-ex-statement-next = Po kroku { $step } śladu { $proc }: która pozycja jest badana jako następna, czy jej rodzic robi po niej odcięcie i czym staje się m rodzica?
practice-ex-statement-order = Zmień kolejność następników tak, by F2 zbadał jak najmniej pozycji końcowych.
practice-sheet-subtree = Poddrzewo
practice-sheet-solution = Rozwiązanie ({ $proc }): wartość wynosi { $value }{ $outcome ->
        [fail_low] { " " }(poniżej okna: ograniczenie górne)
        [fail_high] { " " }(powyżej okna: ograniczenie dolne)
       *[exact] { "" }
    }; zbadano { $positions } z { $total } pozycji{ $cut ->
        [none] { "" }
       *[other] ; niezbadane poniżej znaków odcięcia: { $cut }
    }.

# Practice feedback sentences (the core's)
practice-fb-order-right = W { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    } (okno ({ $alpha }, { $beta })) twoja kolejność jest tak dobra jak każda inna: { $least } { $least ->
        [one] pozycja końcowa
        [few] pozycje końcowe
       *[other] pozycji końcowych
    } poniżej przy najlepszych kolejnościach niżej.
practice-fb-order-wrong = W { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    } (okno ({ $alpha }, { $beta })) twoja kolejność kosztuje { $mine } { $mine ->
        [one] pozycję końcową
        [few] pozycje końcowe
       *[other] pozycji końcowych
    } poniżej nawet przy najlepszych kolejnościach niżej; następniki w kolejności { $better } kosztują { $least }.
practice-fb-window-fail-low = { $proc } z oknem ({ $alpha }, { $beta }) zwraca { $value } ≤ α: wynik poniżej okna, więc wartość korzenia wynosi co najwyżej { $value } (K&M (9)); przeszukiwanie z oknem aspiracji przeszukuje ponownie z (−∞, { $value }) (K&M §4).
practice-fb-window-exact = { $proc } z oknem ({ $alpha }, { $beta }) zwraca { $value }, ściśle wewnątrz okna: to dokładna wartość korzenia (K&M (9)).
practice-fb-window-fail-high = { $proc } z oknem ({ $alpha }, { $beta }) zwraca { $value } ≥ β: wynik powyżej okna, więc wartość korzenia wynosi co najmniej { $value } (K&M (9)); przeszukiwanie z oknem aspiracji przeszukuje ponownie z ({ $value }, +∞) (K&M §4).
practice-fb-window-not = To nie { $outcome ->
        [fail_low] wynik poniżej okna
        [exact] wynik dokładny
       *[other] wynik powyżej okna
    }: { $why }
practice-fb-window-value = { $proc } zwraca { $value }.
practice-fb-window-value-wrong = Podano { $given }: { $why }
practice-fb-window-saved = { $at ->
        [root] korzeń jest badany z (−∞, +∞) i oszczędzony dzięki oknu
       *[other] pozycja { $at } jest badana z (−∞, +∞) i oszczędzona dzięki oknu
    }: { $why }.
practice-fb-window-examined = { $at ->
        [root] korzeń jest nadal badany
       *[other] pozycja { $at } jest nadal badana
    } z oknem ({ $alpha }, { $beta }): nic tu nie oszczędzono.
practice-fb-window-higher = { $at ->
        [root] korzeń jest oszczędzony
       *[other] pozycja { $at } jest oszczędzona
    }, ale oszczędność zaczyna się wyżej: zaznacz { $top ->
        [root] korzeń
       *[other] pozycję { $top }
    }.
practice-fb-window-nothing = { $at ->
        [root] korzeń nie jest badany
       *[other] pozycja { $at } nie jest badana
    } także z (−∞, +∞): okno nic tu nie oszczędza.
practice-fb-prune-right = { $at ->
        [root] korzeń nie jest zbadany
       *[other] pozycja { $at } nie jest zbadana
    }: { $why }.
practice-fb-prune-missed = { $at ->
        [root] korzeń nie jest zbadany i nie został zaznaczony
       *[other] pozycja { $at } nie jest zbadana i nie została zaznaczona
    }: { $why }.
practice-fb-prune-examined = { $at ->
        [root] korzeń jest zbadany przez { $proc }: żadne odcięcie go nie pomija
       *[other] pozycja { $at } jest zbadana przez { $proc }: żadne odcięcie jej nie pomija
    }.
practice-fb-prune-higher = { $at ->
        [root] korzeń rzeczywiście nie jest zbadany
       *[other] pozycja { $at } rzeczywiście nie jest zbadana
    }, ale odcięcie jest wyżej: zaznacz { $top ->
        [root] korzeń
       *[other] pozycję { $top }
    } (całe jej poddrzewo jest pomijane).
practice-fb-prune-below-none = { $at ->
        [root] korzeń nie jest zbadany
       *[other] pozycja { $at } nie jest zbadana
    }, ale nie leży pod żadnym korzeniem odcięcia.
practice-fb-never = { $proc } nigdy nie dochodzi do { $at ->
        [root] korzenia: nie leży on pod żadnym odcięciem, ale procedura go nie potrzebowała
       *[other] pozycji { $at }: nie leży ona pod żadnym odcięciem, ale procedura jej nie potrzebowała
    }
practice-fb-cut-minimax-max = { $kind ->
        [shallow] płytkie odcięcie
        [deep] głębokie odcięcie
       *[window] odcięcie granicą okna
    } w { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }: po { $after }. następniku { $at ->
        [root] korzeń (Max) jest wart
       *[other] pozycja { $at } (Max) jest warta
    } dla Maxa co najmniej { $value }, a { $levels ->
        [0] okno korzenia
        [1] rodzic, { $from ->
        [root] korzeń
       *[other] pozycja { $from }
    } ({ $player }),
       *[other] { $from ->
        [root] korzeń
       *[other] pozycja { $from }
    } ({ $player }), { $levels } { $levels ->
        [one] poziom
        [few] poziomy
       *[other] poziomów
    } wyżej,
    } ogranicza Maxa do co najwyżej β = { $bound }, więc pozostałe następniki nie mogą zmienić wyniku (K&M §2, z punktu widzenia Maxa)
practice-fb-cut-minimax-min = { $kind ->
        [shallow] płytkie odcięcie
        [deep] głębokie odcięcie
       *[window] odcięcie granicą okna
    } w { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }: po { $after }. następniku { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } (Min) ogranicza Maxa do co najwyżej { $value }, a Max ma już zapewnione α = { $bound } { $levels ->
        [0] w oknie korzenia
        [1] u rodzica, { $from ->
        [root] korzenia
       *[other] pozycji { $from }
    } ({ $player })
       *[other] w { $from ->
        [root] korzeniu
       *[other] pozycji { $from }
    } ({ $player }), { $levels } { $levels ->
        [one] poziom
        [few] poziomy
       *[other] poziomów
    } wyżej
    }, więc pozostałe następniki nie mogą zmienić wyniku (K&M §2, z punktu widzenia Maxa)
practice-fb-cut-negamax-max = { $kind ->
        [shallow] płytkie odcięcie
        [deep] głębokie odcięcie
       *[window] odcięcie granicą okna
    } w { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }: po { $after }. następniku m = { $value } ≥ β, gdzie { $levels ->
        [0] β = { $bound } pochodzi z okna korzenia
        [1] β = { $bound } to −m rodzica, { $from ->
        [root] korzenia
       *[other] pozycji { $from }
    } ({ $player })
       *[other] β = { $bound } to −m { $from ->
        [root] korzenia
       *[other] pozycji { $from }
    } ({ $player }), { $levels } { $levels ->
        [one] poziom
        [few] poziomy
       *[other] poziomów
    } wyżej
    }; { $at ->
        [root] korzeń (Max) jest już wart
       *[other] pozycja { $at } (Max) jest już warta
    } co najmniej { $worth }, więc pozostałe następniki nie mogą zmienić wyniku (K&M §2)
practice-fb-cut-negamax-min = { $kind ->
        [shallow] płytkie odcięcie
        [deep] głębokie odcięcie
       *[window] odcięcie granicą okna
    } w { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }: po { $after }. następniku m = { $value } ≥ β, gdzie { $levels ->
        [0] β = { $bound } pochodzi z okna korzenia
        [1] β = { $bound } to −m rodzica, { $from ->
        [root] korzenia
       *[other] pozycji { $from }
    } ({ $player })
       *[other] β = { $bound } to −m { $from ->
        [root] korzenia
       *[other] pozycji { $from }
    } ({ $player }), { $levels } { $levels ->
        [one] poziom
        [few] poziomy
       *[other] poziomów
    } wyżej
    }; { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } (Min) już ogranicza Maxa do co najwyżej { $worth }, więc pozostałe następniki nie mogą zmienić wyniku (K&M §2)
practice-fb-cut-other = { $kind ->
        [cutoff] odcięcie
        [highest-level-alpha] odcięcie α najwyższego poziomu (Slagle §7.1)
        [mn-alpha] odcięcie α m&n (Slagle §7.3)
       *[mn-beta] odcięcie β m&n (Slagle §7.2)
    } w { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }: po { $after }. następniku wartość { $value } osiągnęła ograniczenie { $bound }, więc pozostałe następniki nie są badane
practice-fb-cut-other-minimax = { $kind ->
        [cutoff] odcięcie
        [highest-level-alpha] odcięcie α najwyższego poziomu (Slagle §7.1)
        [mn-alpha] odcięcie α m&n (Slagle §7.3)
       *[mn-beta] odcięcie β m&n (Slagle §7.2)
    } w { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }: po { $after }. następniku wartość { $value } (z punktu widzenia Maxa) osiągnęła ograniczenie { $bound }, więc pozostałe następniki nie są badane
practice-fb-values-exact = { $at ->
        [root] Korzeń ({ $player }), przeszukany
       *[other] Pozycja { $at } ({ $player }), przeszukana
    }{ $window ->
        [yes] { " " }z oknem ({ $alpha }, { $beta })
       *[no] { "" }
    }, zwraca { $value } z punktu widzenia { $standpoint ->
        [Max] Maxa
       *[Min] Mina
    }: to dokładna wartość ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, dodatek C
    }).
practice-fb-values-lower = { $at ->
        [root] Korzeń ({ $player }), przeszukany
       *[other] Pozycja { $at } ({ $player }), przeszukana
    }{ $window ->
        [yes] { " " }z oknem ({ $alpha }, { $beta })
       *[no] { "" }
    }, zwraca { $value } z punktu widzenia { $standpoint ->
        [Max] Maxa
       *[Min] Mina
    }, dolne ograniczenie: przeszukiwanie zatrzymało się na górnym końcu okna, więc prawdziwa wartość wynosi co najmniej { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, dodatek C
    }).
practice-fb-values-upper = { $at ->
        [root] Korzeń ({ $player }), przeszukany
       *[other] Pozycja { $at } ({ $player }), przeszukana
    }{ $window ->
        [yes] { " " }z oknem ({ $alpha }, { $beta })
       *[no] { "" }
    }, zwraca { $value } z punktu widzenia { $standpoint ->
        [Max] Maxa
       *[Min] Mina
    }, górne ograniczenie: nic nie przekroczyło dolnego końca okna, więc prawdziwa wartość wynosi co najwyżej { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, dodatek C
    }).
practice-fb-values-empty = { $at ->
        [root] Korzeń
       *[other] Pozycja { $at }
    } ({ $player }) zwraca { $value } z punktu widzenia { $standpoint ->
        [Max] Maxa
       *[Min] Mina
    }; { $at ->
        [root] jego
       *[other] jej
    } okno było puste, więc nie mówi nic więcej.
practice-fb-values-missed = Nie podano wartości. { $why }
practice-fb-values-wrong-value = Podano { $given }, a wartość to { $value }. { $why }
practice-fb-values-wrong-bound = Wartość { $given } jest poprawna, ale nie jest { $bound ->
        [exact] dokładna
        [lower] dolnym ograniczeniem
       *[upper] górnym ograniczeniem
    }. { $why }
practice-fb-values-wrong-both = Podano { $given } ({ $bound ->
        [exact] dokładna
        [lower] dolne ograniczenie
       *[upper] górne ograniczenie
    }). { $why }
practice-fb-values-terminal = { $at ->
        [root] korzeń jest pozycją końcową: jego
       *[other] pozycja { $at } jest pozycją końcową: jej
    } wartość { $value } jest dana wraz z drzewem.
practice-fb-values-terminal-unexamined = { $at ->
        [root] korzeń jest pozycją końcową i nie jest zbadany
       *[other] pozycja { $at } jest pozycją końcową i nie jest zbadana
    }: nic nie zwraca.
practice-fb-values-no-record = { $proc } nie zapisuje żadnej wartości w { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }.
practice-fb-values-not-examined = { $at ->
        [root] korzeń nie jest zbadany
       *[other] pozycja { $at } nie jest zbadana
    } przez { $proc }: nic nie zwraca.
practice-fb-next-examines = Następnie { $parent ->
        [root] korzeń
       *[other] pozycja { $parent }
    } bada swój { $n }. następnik, { $at ->
        [root] korzeń
       *[other] pozycję { $at }
    } (zdarzenie { $event }).
practice-fb-next-tests = Następnie { $parent ->
        [root] korzeń
       *[other] pozycja { $parent }
    } testuje swój { $n }. następnik, { $at ->
        [root] korzeń
       *[other] pozycję { $at }
    }, z minimalnym oknem (zdarzenie { $event }).
practice-fb-next-researches = Następnie { $parent ->
        [root] korzeń
       *[other] pozycja { $parent }
    } ponownie przeszukuje swój { $n }. następnik, { $at ->
        [root] korzeń
       *[other] pozycję { $at }
    } (zdarzenie { $event }).
practice-fb-next-not = To nie { $given ->
        [root] korzeń
       *[other] pozycja { $given }
    }: { $why }
practice-fb-next-raise = { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } daje t = { $t } > m = { $before ->
        [none] jeszcze nieustalone
       *[other] { $before }
    }, więc m := { $after }
practice-fb-next-stays = { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } daje t = { $t } ≤ m = { $before ->
        [none] jeszcze nieustalone
       *[other] { $before }
    }, więc m pozostaje { $after }
practice-fb-next-first = { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } jest pierwszym następnikiem: m := −value = { $after }
practice-fb-next-research = ponowne przeszukiwanie { $at ->
        [root] korzenia
       *[other] pozycji { $at }
    } daje m := −value = { $after }
practice-fb-next-test = test { $at ->
        [root] korzenia
       *[other] pozycji { $at }
    } daje t = { $t }, { $exceeds ->
        [yes] które przekracza m (następuje ponowne przeszukiwanie)
       *[no] które nie przekracza m
    }; m pozostaje { $after }
practice-fb-next-m = { $update }.
practice-fb-next-m-wrong = Podano { $var } = { $given }: { $update }.
practice-fb-next-cut = m = { $m } ≥ { $test ->
        [bound] ograniczenie
       *[beta] β
    } = { $bound }: { $parent ->
        [root] korzeń
       *[other] pozycja { $parent }
    } odcina po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }.
practice-fb-next-test-no-cut = Test z minimalnym oknem nie odcina: brak odcięcia w { $parent ->
        [root] korzeniu
       *[other] pozycji { $parent }
    } po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }.
practice-fb-next-equal = m = { $m } = { $test ->
        [bound] ograniczenie
       *[beta] β
    }, ale test odcięcia w wydrukowanej postaci (m > { $test ->
        [bound] ograniczenie
       *[beta] β
    }) nie jest spełniony: brak odcięcia w { $parent ->
        [root] korzeniu
       *[other] pozycji { $parent }
    } po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }.
practice-fb-next-less = m = { $m } < { $test ->
        [bound] ograniczenie
       *[beta] β
    } = { $bound }: brak odcięcia w { $parent ->
        [root] korzeniu
       *[other] pozycji { $parent }
    } po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }.
practice-fb-next-cut-plain = { $cut ->
        [yes] Odcięcie
       *[no] Brak odcięcia
    } w { $parent ->
        [root] korzeniu
       *[other] pozycji { $parent }
    } po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    }.
practice-fb-next-mn-cutoff = { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } zwraca { $u }, poza ograniczeniem: { $parent ->
        [root] korzeń
       *[other] pozycja { $parent }
    } od razu zwraca tę wartość, a { $var } pozostaje { $after }
practice-fb-next-mn-keeps = { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } zwraca { $u }; { $parent ->
        [root] korzeń
       *[other] pozycja { $parent }
    } ({ $side ->
        [max] pozycja max
       *[min] pozycja min
    }) zachowuje { $var } = { $after }
practice-fb-next-mn-changes = { $at ->
        [root] korzeń
       *[other] pozycja { $at }
    } zwraca { $u }; { $parent ->
        [root] korzeń
       *[other] pozycja { $parent }
    } ({ $side ->
        [max] pozycja max
       *[min] pozycja min
    }) zmienia { $var } z { $before } na { $after }
practice-fb-next-mn-beta = u = { $u } ≥ β = { $bound }: odcięcie β m&n w { $parent ->
        [root] korzeniu
       *[other] pozycji { $parent }
    } po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    } (§7.2).
practice-fb-next-mn-alpha = u = { $u } ≤ α = { $bound }: odcięcie α m&n w { $parent ->
        [root] korzeniu
       *[other] pozycji { $parent }
    } po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    } (§7.3).
practice-fb-next-mn-highest = u = { $u } ≤ dotychczas najlepszej wartości korzenia, { $bound }: odcięcie α najwyższego poziomu w { $parent ->
        [root] korzeniu
       *[other] pozycji { $parent }
    } po { $at ->
        [root] korzeniu
       *[other] pozycji { $at }
    } (§7.1).

# Sprawdzanie formularza eksperymentu.
exp-whole-in = { $what } musi być liczbą całkowitą od { $lo } do { $hi }
exp-what-degree = stopień
exp-what-height = każda wysokość
exp-what-samples = liczba prób
exp-what-seed = ziarno
exp-bad-heights = wysokości: „{ $text }” to nie lista liczb całkowitych, np. 2, 4, 6 lub 1-6
exp-unknown-model = nieznany model „{ $model }”
exp-no-height = podaj co najmniej jedną wysokość
exp-too-many-heights = najwyżej { $max } wysokości
exp-no-procedure = wybierz co najmniej jedną procedurę
exp-too-big = drzewo stopnia { $degree } i wysokości { $height } ma { $positions } pozycji; strona przeszukuje drzewa o najwyżej { $limit } pozycjach
exp-lo-hi = najmniejsza wartość musi być liczbą całkowitą nie większą niż największa

# The Pathology panel's form checks, presets and plots' readouts (the English file says more).
path-preset-fig = Rys. { $figure } ({ $err1 }; { $err2 })
path-preset-fig-q = Rys. { $figure } ({ $err1 }; { $err2 }; q)
path-give-number = { $what }: podaj liczbę
path-in-range = { $what } musi wynosić od { $lo } do { $hi }, nie { $value }
path-probability = { $what } musi wynosić od 0 do 1, nie { $value }
path-below-one = { $what } musi wynosić od 0 do mniej niż 1, nie { $value }
path-what-p = p
path-no-p = p: podaj jedno lub więcej prawdopodobieństw, np. 0.4, 0.6
path-too-many-p = p: najwyżej { $max } wartości, nie { $n }
path-bad-game = gra musi być jedną z: { $games }, nie „{ $value }”
path-no-t = poziomy końcowe t: podaj jeden lub więcej, np. 5, 7, 9
path-too-many-t = poziomy końcowe t: najwyżej { $max }, nie { $n }
path-too-many-terminals = poziom końcowy t = { $t }: drzewo szerokości { $width } ma { $width }^{ $t } = { $terminals } pozycji końcowych; strona rysuje drzewa o najwyżej { $max } pozycjach końcowych
path-too-much-work = próby × pozycje końcowe × głębokości = { $work } przekracza granicę strony, { $max }; użyj mniej prób lub mniejszego t (CLI wykonuje większe eksperymenty)
path-what-demo-t = poziom końcowy t przykładowego drzewa
path-what-demo-seed = ziarno przykładowego drzewa
path-link-unknown-key = nieznany klucz „{ $key }”
path-axis-correct = P(poprawna decyzja)
path-tip-err = { $curve }, k = { $k }: ERR = { $err }
path-tip-correct = { $backup }, { $curve }, d = { $depth }: P(poprawna decyzja) = { $correct } (95%: { $low } – { $high })
exp-tip-branching = { $proc }, d = { $degree }, h = { $height }: T^(1/h) = { $value }

# The core's errors: generators, pathology, experiments, exercises, worksheets, SCORM, QR (the English file says more).
e-g-full-only = model { $model } generuje tylko pełny moduł
e-g-pi = model pi ma co najwyżej { $max } cyfr; żądana liczba pozycji końcowych d^h = { $n }
e-g-degree = stopień musi wynosić co najmniej 1
e-g-deep = drzewo byłoby głębsze niż limit { $max } poziomów (wysokość { $height }): zmniejsz wysokość
e-g-many = stopień { $degree } i wysokość { $height } dają więcej pozycji niż limit { $max } (d^0 + ... + d^h): zmniejsz stopień lub wysokość
e-g-lo-hi = lo nie może przekraczać hi (lo = { $lo }, hi = { $hi })
e-g-scale = skala musi wynosić co najmniej 1 (podano { $scale })
e-g-scale-sums = skala { $scale } jest za duża: suma wartości łuków na ścieżce długości { $height } mogłaby przekroczyć 2^53 - 1
e-g-no-q = q wymaga co najmniej jednego prawdopodobieństwa
e-g-q = q musi należeć do [0, 1] ({ $q } na poziomie { $level })
e-g-mean = średni stopień musi wynosić co najmniej 1 ({ $mean } na poziomie { $level })
e-g-shape-many = drzewo miałoby więcej pozycji niż limit { $max }: zmniejsz wysokość, q lub średni stopień
e-g-random-many = drzewo miałoby więcej pozycji niż limit { $max }: zmniejsz największy stopień lub największą głębokość
e-g-max-degree = największy stopień musi wynosić co najmniej 1
e-g-deep-height = drzewo byłoby głębsze niż limit { $max } poziomów (wysokość { $value }): zmniejsz wysokość
e-g-deep-max-depth = drzewo byłoby głębsze niż limit { $max } poziomów (największa głębokość { $value }): zmniejsz największą głębokość
e-qr-long = link w kodzie QR może mieć najwyżej { $max } bajtów (ten ma { $bytes })
e-ws-big = karta pracy rysuje drzewa o najwyżej { $max } pozycjach i wysokości najwyżej { $maxHeight } (to drzewo: liczba pozycji { $positions }, wysokość { $height })
e-scorm-version = wersja SCORM musi być 1.2 lub 2004, nie „{ $version }”
e-scorm-mastery = próg zaliczenia to procent od 0 do 100 (podano { $mastery })
e-scorm-title-long = tytuł pakietu może mieć najwyżej { $max } znaków (podano { $n })
e-scorm-title-control = tytuł pakietu nie może zawierać znaków sterujących
e-path-probability = { $name } musi być prawdopodobieństwem z [0, 1], nie { $value }
e-path-width = szerokość musi wynosić od 2 do { $max }, nie { $width }
e-path-levels = liczba poziomów może wynosić najwyżej { $max }, nie { $levels }
e-path-q = q musi być mniejsze niż 1 (przy q = 1 każdy węzeł jest końcowy)
e-path-t = poziom końcowy musi wynosić co najmniej 1
e-path-terminals = drzewo szerokości { $width } o poziomie końcowym { $t } ma { $width }^{ $t } pozycji końcowych, więcej niż dozwolony limit { $max }
e-path-samples = liczba prób musi wynosić od 1 do { $max }, nie { $samples }
e-path-work = próby × pozycje końcowe = { $samples } × { $terminals } przekracza limit { $max } pozycji końcowych na przebieg; użyj mniej prób lub mniejszego drzewa
e-x-no-height = podaj co najmniej jedną wysokość
e-x-no-samples = liczba prób musi wynosić co najmniej 1
e-x-samples = liczba prób na wysokość może wynosić najwyżej { $max } (podano { $samples }): użyj mniej prób (błąd standardowy maleje tylko jak 1/sqrt(próby))
e-x-no-procedure = podaj co najmniej jedną procedurę
e-x-height-twice = wysokość { $height } podano dwa razy: podaj każdą wysokość raz
e-x-proc-twice = procedurę { $proc } podano dwa razy („{ $given }”): podaj każdą procedurę raz
e-ex-degree = stopień musi wynosić 2, 3 lub 4 (podano { $degree })
e-ex-height = wysokość musi wynosić 3, 4 lub 5 (podano { $height })
e-ex-values = wartości muszą spełniać -{ $max } <= lo < hi <= { $max } (lo = { $lo }, hi = { $hi })

# The page's limits (core/page-error.js).
lim-positions = drzewo ma { $n } { $n ->
    [one] pozycję
    [few] pozycje
   *[other] pozycji
}; ta strona obsługuje najwyżej { $max }
lim-deep-page = drzewo ma { $height } { $height ->
    [one] poziom
    [few] poziomy
   *[other] poziomów
} głębokości; ta strona obsługuje najwyżej { $max } (wiersz poleceń, gametree, przyjmuje głębsze drzewa)
lim-deep-element = drzewo ma { $height } { $height ->
    [one] poziom
    [few] poziomy
   *[other] poziomów
} głębokości; ten element obsługuje najwyżej { $max } (wiersz poleceń, gametree, przyjmuje głębsze drzewa)
lim-steps = Krokowanie { $proc } na tym drzewie ma { $steps } { $steps ->
    [one] krok
    [few] kroki
   *[other] kroków
}; strona przechodzi najwyżej { $max } (F2, dzięki swoim odcięciom, ma ich znacznie mniej).

# Sentences of the page's scripts said early or on a failure (core/errors.js wordOr).
worker-why-unread = nie udało się odczytać jednej z jego wiadomości
worker-why-stopped = przestał działać
worker-why-silent = nie odpowiadał przez { $seconds } s
exp-stopped-lost = eksperyment przerwano: utracono wątek roboczy ({ $why })
path-stopped-lost = eksperyment przerwano: utracono jego wątek roboczy ({ $why })
exp-stopped-why = eksperyment przerwano: { $why }
exp-stopped-worker = eksperyment przerwano: wątek roboczy zawiódł
path-stopped-worker = eksperyment przerwano: wątek roboczy zawiódł
job-not-loaded = nie udało się wczytać eksperymentu: { $error }
link-exercise-unchecked = nie udało się sprawdzić ćwiczenia: { $error }
core-loading = Wczytywanie procedur z pozostałych prac, ćwiczeń i eksperymentów…
core-not-loaded = Nie udało się wczytać pełnego rdzenia ({ $error }); F0, F1 i F2 Knutha i Moore’a nadal działają.
procs-not-loaded = nie udało się wczytać: { $procs } ({ $error })
practice-not-loaded-mode = Nie udało się wczytać trybu ćwiczeń: { $error }.
proc-not-loaded = Nie udało się wczytać { $proc }: { $why }. { $first } i { $last } Knutha i Moore’a nadal działają.
proc-minimax-view = { $proc } liczy z punktu widzenia Maxa: widok minimax jest włączony (v go przełącza).

# The page's own errors (core/page-error.js).
qr-too-long = link jest za długi na kod QR (liczba znaków: { $n }; najwyżej { $max })
qr-no-fit = link nie mieści się w kodzie QR
lms-no-page = pakiet potrzebuje pliku playground.html (strony w jednym pliku) obok tej strony; nie udało się go tu odczytać (strona otwarta z pliku albo witryna zbudowana bez niego)
lms-page-big = playground.html ma rozmiar { $bytes } B; pakiet mieści najwyżej { $max } B
export-svg-failed = przeglądarka nie mogła narysować SVG
export-png-big = obraz jest za duży na PNG
patch-long = łatka (patch=) jest dłuższa niż { $kb } KB
patch-many = łatka (patch=) ma więcej niż { $max } zmian
patch-unread = nie można odczytać zmiany { $k } łatki (patch=): „{ $item }”
patch-big = zmiana { $k } łatki (patch=): { $value } to za dużo

## Tekst ćwiczenia (ex=, set=) odrzucony przez rdzeń; { $why } to inny z tych komunikatów.
e-xs = bajt { $offset }: ćwiczenie „{ $text }”: { $why }
e-xs-no-proc = po zadaniu brakuje procedury (np. prune.F2)
e-xs-repeat = „{ $seg }” powtarza podane już ustawienie
e-xs-not-degree = „{ $seg }”: „{ $value }” nie jest stopniem
e-xs-not-height = „{ $seg }”: „{ $value }” nie jest wysokością
e-xs-not-value = „{ $seg }”: „{ $value }” nie jest wartością
e-xs-seed = „{ $seg }”: ziarno to „s” i liczba całkowita (s123)
e-xs-size = „{ $seg }”: rozmiar to „d” stopień „h” wysokość (d3h4)
e-xs-values = „{ $seg }”: wartości to „v” MIN..MAX (v-9..9)
e-xs-window = „{ $seg }”: okno to „w” ALFA..BETA (w-2..5)
e-xs-score = „{ $seg }”: „{ $value }”: { $why }
e-score-int = „{ $value }” nie jest liczbą całkowitą, -inf ani +inf
e-score-range = „{ $value }” jest poza zakresem: |wartość| może wynosić najwyżej 2^53 - 1
e-xs-not-setting = „{ $seg }” nie jest ustawieniem: oczekiwano sZIARNO, dDhH, random|good|bad, vMIN..MAX, wA..B lub negamax
e-xs-mutant = „{ $proc }” to błąd rozpoznawany przez sprawdzarkę, a nie procedura do ćwiczenia: wybierz procedurę z katalogu (np. F2)
e-task = nieznane zadanie „{ $task }”: oczekiwano prune, values, window, next lub order
e-proc = nieznana procedura „{ $name }”: oczekiwano jednej z { $known }
e-xset-empty = seria ćwiczeń wymaga co najmniej jednego ćwiczenia
e-xset-many = seria ma najwyżej { $max } ćwiczeń (podano { $n })
e-xset-item = ćwiczenie { $i } z { $n }: { $why }
link-ex-unused = nie użyto ćwiczenia (ex=): { $error }
link-set-unused = nie użyto serii ćwiczeń (set=): { $error }
link-ex-next = ćwiczenie (ex=): zadanie „Następny krok” nie przechodzi przez { $proc }; to ćwiczenie przechodzi przez { $first }
link-set-next = ćwiczenie { $i } z serii (set=): zadanie „Następny krok” nie przechodzi przez { $proc }; to ćwiczenie przechodzi przez { $first }
e-mutant = nieznany błąd „{ $name }”: oczekiwano jednego z { $known }

## Oceny i platformy e-learningowe: link startowy pakietu (practice/link.js), wynik
## sprawdzenia po „Pokaż odpowiedź” (practice/session.js) i komunikat, gdy żadna platforma
## nie zapisuje wyniku (lms/practice-lms.js).

link-unknown-answers = nieznane answers= „{ $value }” ({ $choices }): „Pokaż odpowiedź” pozostaje dostępne
link-bad-percent = { $key }= musi być całkowitym procentem od 0 do 100, nie „{ $value }”: nie zostanie użyte
practice-revealed-zero = Odpowiedź została pokazana: to sprawdzenie daje 0 punktów.
lms-not-recorded = Nie znaleziono platformy e-learningowej: twój wynik nie jest zapisywany. Otwórz ćwiczenia ze strony swojego kursu.
e-scorm-answers = answers musi mieć wartość never, after-attempts lub always, nie „{ $value }”
e-scorm-hint-cost = koszt podpowiedzi to procent od 0 do 100 (podano { $cost })
lms-answers = Pokaż odpowiedź
lms-answers-label = Kiedy „Pokaż odpowiedź” pokazuje odpowiedź
lms-answers-after-attempts = po ostatniej próbie
lms-answers-never = nigdy
lms-answers-always = zawsze
lms-hint-cost = Podpowiedź kosztuje (%)
lms-bad-hint-cost = Koszt podpowiedzi to całkowity procent od 0 do 100.

## Chance positions
## Trees with chance positions (Ballard 1983's *-minimax trees), families/chance/. $p: the
## position's Dewey name, or root; $count: its outcomes; $value: its value as drawn, or none.
chance-tree-position =
    { $p ->
        [root] korzeń
       *[other] Pozycja { $p }
    }, pozycja losowa, { $count ->
        [one] { $count } wynik
        [few] { $count } wyniki
       *[other] { $count } wyników
    }{ $value ->
        [none] { "" }
       *[other] , wartość { $value }
    }
# A chance procedure chosen on a tree of decision positions only. $proc: its name.
chance-plain-tree = { $proc } przeszukuje drzewa z pozycjami losowymi, a to drzewo nie ma żadnej: otwórz takie (menu Przykład ma dwa) albo wybierz procedurę z innych prac.
# The step-through's sentences (families/chance/sentences.js).
chance-step-enter = Wejście do { $p } ({ $kind ->
        [max] ruch Maxa
        [min] ruch Mina
        [chance] pozycja losowa
       *[terminal] pozycja końcowa
    }) z oknem (α, β) = ({ $alpha }, { $beta }).
chance-step-evaluate = { $p } jest pozycją końcową: f = { $value }.
chance-step-update = W { $p }: { $child } daje t = { $t }, więcej niż m: m := { $m }.
chance-step-probe = W { $p } (sondowanie Star2): { $child }, przez pierwszego następnika { $first }, jest wart co najmniej W = { $value }.
chance-step-bounds-first = W { $p }, przed każdym wynikiem: przy każdym wyniku równym { $L } albo { $U } [lo, hi] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : lo ≥ β = { $beta }: odcięcie
        [low] : hi ≤ α = { $alpha }: odcięcie
       *[none] , nie poza (α, β) = ({ $alpha }, { $beta }): przeszukujemy wyniki
    }.
chance-step-bounds = W { $p }, po { $child }: [lo, hi] = [{ $loSum }, { $hiSum }] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : nie może spaść poniżej β = { $beta }: odcięcie
        [low] : nie może wzrosnąć ponad α = { $alpha }: odcięcie
       *[none] , wewnątrz (α, β) = ({ $alpha }, { $beta }): dalej
    }.
chance-step-cutoff = { $kind ->
        [decision] Odcięcie w { $p } po { $child } (m ≥ β)
        [probing] Odcięcie sondujące w { $p } po { $child }: dolne ograniczenie sondowań osiąga β
       *[chance] Odcięcie losowe w { $p }
    }; nieprzeszukane: { $skipped }.
chance-step-return = { $p } zwraca { $value }{ $bound ->
        [lower] , ograniczenie dolne (wartość jest co najmniej taka)
        [upper] , ograniczenie górne (wartość jest co najwyżej taka)
       *[exact] { "" }
    }.
chance-who = { $kind ->
        [max] Max
        [min] Min
        [chance] los
       *[terminal] końcowa
    }
chance-stack-window = okno (α, β)
chance-stack-bounds = ograniczenia [lo, hi]
chance-summary = { $proc }: wartość { $value }{ $decimal ->
        [none] { "" }
       *[other] { " " }(≈ { $decimal })
    }; oceniono { $terminals } z { $allTerminals } pozycji końcowych; odcięcia losowe: { $chanceCuts }, odcięcia sondujące: { $probingCuts }; zakres liści [L, U] = [{ $L }, { $U }]{ $assumed ->
        [yes] { " " }(przyjęty: najmniejsza i największa wartość końcowa drzewa)
       *[no] { "" }
    }.
chance-done = Gotowe: { $proc }: wartość korzenia to { $value }; oceniono { $terminals } z { $allTerminals } pozycji końcowych, odcięcia losowe: { $chanceCuts }, odcięcia sondujące: { $probingCuts }.
chance-compare-caption = — wartość { $value }; pozycje końcowe: { $terminals }; odcięcia losowe: { $chanceCuts }
chance-counts-caption = Ballard 1983: wartość i liczniki
chance-counts-note = Star1 i Star2 ograniczają wartość pozycji losowej zakresem liści [L, U], w którym leży każda wartość końcowa; expectimax ogląda każdą pozycję.
chance-counts-value = wartość
chance-counts-decision = odcięcia decyzyjne (m ≥ β)
chance-counts-chance = odcięcia losowe
chance-counts-probing = odcięcia sondujące (Star2)
chance-counts-probes = sondowania (Star2)
chance-counts-range = zakres liści [L, U]
chance-range-legend = Zakres liści (Star1, Star2)
chance-range-label = [L, U] jako L..U
chance-range-hint = Każda wartość końcowa musi w nim leżeć. Puste: najmniejsza i największa wartość końcowa drzewa.
chance-range-bad = „{ $value }” nie jest zakresem liści: wpisz L..U liczbami całkowitymi, na przykład -10..10, albo zostaw puste.
chance-menu-off = { $label } (nie na pozycjach losowych)
# The edit panel's row for a chance position's probabilities (families/chance/prob-editor.js). $count: its outcomes.
chance-probs-label = Prawdopodobieństwa
chance-probs-set = Ustaw
chance-probs-hint = Jedno na wynik ({ $count }), ułamki zwykłe lub dziesiętne oddzielone spacjami, na przykład 1/6 5/6; ich suma musi wynosić 1.
# The same in the minimax view at Min's positions (Max's standpoint).
chance-step-update-min = W { $p } (Mina, z punktu widzenia Maxa): { $child } daje t = { $t }, mniej niż m: m := { $m }.
chance-step-probe-min = W { $p } (sondowanie Star2, Mina, z punktu widzenia Maxa): { $child }, przez pierwszego następnika { $first }, jest wart co najwyżej W = { $value }.
# The menus' words for Ballard's family and the examples with chance positions, added when the full core is in.
example-dice = Losowość: drzewo jak w tryktraku (kości, 1/6 dublet)
example-aima-chance = Losowość: AIMA rys. 5.12, po lewej (wartości 2,1 i 1,3)
example-aima-chance-transformed = Losowość: AIMA rys. 5.12, po prawej (ten sam porządek, wartości 21 i 40,9)
proc-label-expectimax = Expectiminimax — wszystkie pozycje
proc-label-star1 = Star1
proc-label-star2 = Star2 — Star1 z sondowaniem
paper-title-chance = Pozycje losowe: Ballard 1983
# Practice on the tree shown (families/chance/practice-panel.js; the core's chancePractice).
chance-practice-summary = Ćwicz na tym drzewie
chance-practice-task = Zadanie
chance-practice-skip = Zaznacz liście, których Star1 nie ocenia (wartości liści w [{ $L }, { $U }])
chance-practice-values = Podaj wartość każdej pozycji losowej
chance-practice-skip-hint = Kliknij lub dotknij na drzewie każdy liść, który Star1 pomija (albo zaznacz go i naciśnij Enter, spację lub x), lub zaznacz go poniżej (szuka z pełnym oknem i ogranicza każdą pozycję losową przez L i U).
chance-practice-values-hint = Średnia jej wyników ważona prawdopodobieństwami, jako ułamek (7/18) lub liczba dziesiętna (0.39). Enter na pozycji losowej w drzewie przenosi do jej pola.
chance-practice-terminal = liść { $p }
chance-practice-position = pozycja losowa { $p }
chance-practice-check = Sprawdź
chance-practice-show = Pokaż odpowiedź
chance-practice-retry = Spróbuj ponownie
chance-practice-hiding = Ćwiczenie: drzewo pokazuje tylko liście, dopóki nie sprawdzisz odpowiedzi lub nie zamkniesz „{ chance-practice-summary }”.
chance-practice-marked = { $p } zaznaczony.
chance-practice-unmarked = { $p } odznaczony.
chance-practice-describe-marked = zaznaczony jako pominięty
chance-practice-describe-unmarked = niezaznaczony
chance-practice-describe-value = twoja wartość { $value }
chance-practice-score = { $score } z { $total } dobrze.
chance-practice-wrong-skip = { $p }: zaznaczony, ale Star1 go ocenia.
chance-practice-missed-skip = { $p }: Star1 go pomija; niezaznaczony.
chance-practice-wrong-value = { $p }: { $given } to nie jej wartość.
chance-practice-missed-value = { $p }: nie podano wartości.
chance-practice-right = { $p }: dobrze.
chance-practice-answer-skip = Star1 pomija: { $list }.
chance-practice-answer-none = Star1 ocenia każdy liść.
chance-practice-answer-value = { $p }: { $value }
chance-practice-mistake = Błąd: { $title }. { $explanation }
chance-mistake-chance-as-min-title = pozycja losowa oceniona jak pozycja Mina
chance-mistake-chance-as-min = Pozycję losową oceniono tak, jakby ruch miał tam Min (jej najmniejszy wynik); jej wartość to średnia jej wyników ważona prawdopodobieństwami.
chance-mistake-plain-average-title = zwykła średnia
chance-mistake-plain-average = Pominięto prawdopodobieństwa (zwykła średnia wyników); każdy wynik liczy się ze swoim prawdopodobieństwem.
chance-mistake-forgets-unseen-mass-title = zapomniane wyniki jeszcze nieprzeszukane
chance-mistake-forgets-unseen-mass = Granice pozycji losowej pominęły wyniki jeszcze nieprzeszukane; Star1 liczy każdy z nich jako L dla dolnej granicy i jako U dla górnej.

## Monte Carlo tree search
## The panel that runs UCT on the page's tree beside alpha-beta (mcts/panel.js, plot.js,
## stepper.js). N: visits; W: rewards summed; W/N: the mean reward (0 to 1, from the
## standpoint of the player moving at the parent); UCB1: W/N + C·sqrt(ln N_parent / N).
mcts-not-loaded = Nie udało się wczytać panelu przeszukiwania drzewa metodą Monte Carlo: { $error }
mcts-intro = UCT (Kocsis i Szepesvári 2006) próbkuje drzewo: każda iteracja wybiera ścieżkę według wartości UCB1, dodaje pozycję, gra losowe ruchy aż do pozycji końcowej i dolicza nagrodę na ścieżce. Jego ruchem jest najczęściej odwiedzany następnik korzenia. Obok alfa-beta (F2) dowodzi wartości minimaksowej.
mcts-iterations = Iteracje
mcts-seed = Ziarno
mcts-c = C (eksploracja)
mcts-run = Uruchom UCT
mcts-cap = Przebiegi działają w wątku w tle, z widocznym postępem i przyciskiem Anuluj; kończą się po { $max } iteracjach.
mcts-bad-iterations = Iteracje: liczba całkowita od 1 do { $max }.
mcts-bad-seed = Ziarno: liczba całkowita, 0 lub więcej.
mcts-bad-c = C: liczba, 0 lub więcej (albo pierwiastek, np. √2).
mcts-refused = UCT nie może działać na tym drzewie: { $error }
mcts-done = UCT wykonał iteracje: { $iterations }.
mcts-stale = Drzewo się zmieniło: uruchom UCT ponownie dla tego drzewa.
mcts-cancel = Anuluj
mcts-progress-label = Wykonane iteracje
mcts-progress-value = { $done } z { $total } iteracji
mcts-progress-status = UCT działa: { $done } z { $total } iteracji…
mcts-starting = Start przebiegu { $total } iteracji…
mcts-cancelled = Anulowano po { $done } z { $total } iteracji; ostatni ukończony przebieg pozostaje widoczny.
mcts-stopped-lost = przebieg przerwano: utracono jego wątek roboczy ({ $why })
mcts-stopped-why = przebieg przerwano: { $why }
mcts-stopped-worker = przebieg przerwano: wątek roboczy zawiódł
mcts-root = korzeń
mcts-table-caption = Następniki korzenia po przebiegu
mcts-col-move = Ruch
mcts-col-n = N
mcts-col-mean = W/N
mcts-col-ucb = UCB1
mcts-col-value = Wartość minimaksowa
mcts-col-optimal = Optymalny
mcts-chosen-move = { $move } (ruch UCT)
mcts-yes = tak
mcts-no = nie
mcts-no-move = UCT nie ma ruchu: korzeń jest pozycją końcową.
mcts-move-optimal = Po iteracjach ({ $iterations }) UCT wybiera { $move } (najwięcej odwiedzin), ruch optymalny w sensie minimaksu.
mcts-move-not-optimal = Po iteracjach ({ $iterations }) UCT wybiera { $move } (najwięcej odwiedzin), ruch nieoptymalny w sensie minimaksu (optymalne: { $optimal }).
mcts-estimate = Oszacowanie korzenia wynosi { $estimate }; jego wartość minimaksowa to { $value }.
mcts-f2 = Alfa-beta (F2) bada pozycje końcowe ({ $terminals }), aby dowieść wartości { $value }.
mcts-plot-caption = Oszacowanie korzenia względem liczby iteracji, obok wartości minimaksowej i kosztu alfa-beta
mcts-plot-label = Wykres oszacowania wartości korzenia przez UCT względem liczby iteracji w skali logarytmicznej, z wartością minimaksową jako linią poziomą i pozycjami końcowymi badanymi przez alfa-beta jako linią pionową
mcts-plot-failed = Nie udało się narysować wykresu: { $error }
mcts-axis-iterations = iteracje
mcts-axis-estimate = oszacowanie korzenia
mcts-key-estimate = oszacowanie UCT
mcts-key-optimal = ruch optymalny
mcts-key-not-optimal = ruch nieoptymalny
mcts-key-value = wartość minimaksowa
mcts-key-f2 = pozycje końcowe F2
mcts-tip = iteracje: { $iterations }, oszacowanie { $estimate }, ruch optymalny: { $optimal }
mcts-steps-title = Pierwsze iteracje, faza po fazie
mcts-steps-intro = Pierwsze iteracje tego samego przebiegu ({ $iterations }), każda w czterech fazach: selekcja, ekspansja, symulacja, propagacja wsteczna.
mcts-prev = Poprzednia faza
mcts-next = Następna faza
mcts-prev-iteration = Poprzednia iteracja
mcts-next-iteration = Następna iteracja
mcts-scrub = Przejdź do fazy
mcts-where = Faza { $k } z { $steps }
mcts-step-positions = Pozycje: { $positions }
mcts-ph-select = Iteracja { $iteration }, selekcja:
mcts-ph-select-none = Iteracja { $iteration }, selekcja: korzeń ma jeszcze następniki poza drzewem przeszukiwania, więc selekcja kończy się w korzeniu.
mcts-ph-select-at = { $at }: wartości UCB1 to { $values }; wybrany zostaje { $chosen }.
mcts-ph-expand = Iteracja { $iteration }, ekspansja: { $position } trafia do drzewa przeszukiwania.
mcts-ph-expand-none = Iteracja { $iteration }, ekspansja: { $position } jest pozycją końcową, nic nie przybywa.
mcts-ph-simulate = Iteracja { $iteration }, symulacja: losowe ruchy { $path } docierają do pozycji końcowej { $leaf }, wartość { $value }, nagroda { $reward } dla Maxa.
mcts-ph-backup = Iteracja { $iteration }, propagacja wsteczna: N i W rosną na ścieżce:
mcts-ph-update = { $position } N = { $n }, W = { $w }
mcts-on-tree = Pokaż krok na drzewie (N i W/N obok każdej pozycji drzewa przeszukiwania)
mcts-tree-stats = N { $n } · { $mean }
mcts-tree-n = N { $n }
mcts-tree-ucb = UCB { $ucb }
mcts-tree-visits = w drzewie przeszukiwania, N = { $n }, W/N = { $mean }
mcts-tree-unvisited = poza drzewem przeszukiwania
mcts-tree-role-path = na ścieżce selekcji
mcts-tree-role-chosen = wybrana przez selekcję
mcts-tree-role-added = dodana przez ekspansję
mcts-tree-role-random = na losowej ścieżce symulacji
mcts-tree-role-updated = zaktualizowana przez propagację wsteczną
mcts-practice-summary = Ćwicz UCT ręcznie
mcts-practice-task = Zadanie
mcts-practice-select = Którego następnika selekcja wybierze teraz?
mcts-practice-backup = Ile wynoszą N i W po tej propagacji wstecznej?
mcts-practice-shown = Iteracje przed pytaniem
mcts-practice-new = Nowe pytanie
mcts-practice-bad-shown = Iteracje przed pytaniem: liczba całkowita od 0 do 100 000.
mcts-practice-stale = Drzewo się zmieniło: to nowe pytanie o pokazane drzewo.
mcts-practice-statement = Po { $shown } iteracjach UCT z ziarnem { $seed } i C = { $c } (nagrody: wartość liścia przeskalowana z [{ $lower }, { $upper }] do [0, 1]) drzewo przeszukiwania zawiera te statystyki. W liczy nagrody gracza, który wykonuje ruch w rodzicu pozycji (Max w korzeniu).
mcts-practice-select-hint = Od korzenia w dół wybierz następnika o największej wartości UCB1 W/N + C·√(ln N_rodzic / N) (przy remisie pierwszego). Selekcja zatrzymuje się w pozycji, której następnik nie jest jeszcze w drzewie przeszukiwania, albo w liściu.
mcts-practice-backup-hint = Następna iteracja schodzi ścieżką { $path }; jej symulacja dochodzi do liścia { $leaf } (wartość { $value }): nagroda { $reward } dla Maxa. Podaj N i W każdej pozycji ścieżki po propagacji wstecznej (W dokładnie: ułamek jak 7/4 albo liczba dziesiętna).
mcts-practice-stops-terminal = Selekcja zatrzymuje się w { $p }: to liść.
mcts-practice-stops-root = Korzeń ma jeszcze następnika poza drzewem przeszukiwania: selekcja niczego nie wybiera (zapytaj po większej liczbie iteracji).
mcts-practice-stops-unvisited = Selekcja zatrzymuje się w { $p }: ma następnika, którego nie ma jeszcze w drzewie przeszukiwania (ekspansja go dodaje).
mcts-practice-at =
    Krok { $k }: w { $p } (N = { $n }; ruch { $who ->
        [max] Maxa
       *[min] Mina
    }), który następnik?
mcts-practice-col-position = Pozycja
mcts-practice-col-w = W
mcts-practice-col-choose = Wybierz
mcts-practice-col-for = Nagrody gracza
mcts-practice-col-n-after = N po
mcts-practice-col-w-after = W po
mcts-practice-who =
    { $who ->
        [max] Max
       *[min] Min
    }
mcts-practice-n-of = N pozycji { $p } po propagacji wstecznej
mcts-practice-w-of = W pozycji { $p } po propagacji wstecznej
mcts-practice-check = Sprawdź
mcts-practice-show = Pokaż odpowiedź
mcts-practice-score = { $score } z { $total } dobrze.
mcts-practice-step-right = Krok { $k }: { $p }, dobrze.
mcts-practice-step-wrong =
    Krok { $k }: { $p } to nie { $after ->
        [true] pozycja na ścieżce selekcji (wcześniejszy krok był błędny).
       *[false] następnik o największej wartości UCB1.
    }
mcts-practice-step-missed = Krok { $k }: nie wybrano następnika.
mcts-practice-step-extra = Krok { $k }: { $p }: selekcja zatrzymuje się wcześniej.
mcts-practice-nw-right = { $p }: N i W dobrze.
mcts-practice-nw-bad =
    { $p }: { $part ->
        [n] N
       *[w] W
    } { $said ->
        [yes] = { $given } jest błędne.
       *[no] nie podano.
    }
mcts-practice-answer-select = Selekcja wybiera { $list }.
mcts-practice-answer-none = Selekcja niczego nie wybiera: korzeń ma jeszcze następnika poza drzewem przeszukiwania.
mcts-practice-answer-nw = { $p }: N = { $n }, W = { $w }
mcts-practice-mistake = Błąd: { $title }. { $explanation }
mcts-mistake-perspective-title = błąd perspektywy
mcts-mistake-perspective = Nagrody liczono z punktu widzenia Maxa w każdej pozycji. W liczy nagrodę gracza, który wykonuje ruch w rodzicu: pod pozycją Mina jest to 1 − r, a Min wybiera według własnego W/N, nie według W/N Maxa.
mcts-mistake-exploit-only-title = sama eksploatacja (C = 0)
mcts-mistake-exploit-only = Wybrano następnika o najlepszej średniej W/N, bez członu eksploracji C·√(ln N_rodzic / N); rzadziej odwiedzany następnik może mieć większą wartość UCB1.
mcts-mistake-swapped-title = zamienione odwiedziny i nagrody
mcts-mistake-swapped = Zamieniono odwiedziny i nagrody (nagrodę dodano do N, jedynkę do W): każda pozycja ścieżki dostaje jedną odwiedzinę więcej, N + 1, a jej nagroda dodaje się do W.

uct-exp-title = UCT wobec alfa-beta: płytkie pułapki i P-gry
uct-exp-intro = Na wielu drzewach z ziarnem: jak często ruch UCT (najczęściej odwiedzany następnik korzenia) jest minimaksowo optymalny po każdej liczbie iteracji i ile liści bada F2 (alfa-beta), by udowodnić wartość na tych samych drzewach. Drzewa-pułapki kryją przegrywający ruch o płytkiej refutacji (Ramanujan, Sabharwal i Selman 2010); P-gry to losowe gry Kocsisa i Szepesváriego (2006). To samo co gametree experiment --model trap lub pgame.
uct-exp-model = Model
uct-exp-model-trap = drzewa-pułapki (płytka pułapka)
uct-exp-model-pgame = P-gry
uct-exp-degree = Stopień
uct-exp-height = Wysokość
uct-exp-samples = Drzewa
uct-exp-iterations = Iteracje (rosnące budżety)
uct-exp-seed = Ziarno
uct-exp-c = C (eksploracja)
uct-exp-run = Uruchom UCT
uct-exp-cancel = Anuluj
uct-exp-csv = Pobierz CSV
uct-exp-starting = Uruchamianie…
uct-exp-progress = { $done } z { $total } drzew
uct-exp-done = Gotowe: { $trees } drzew w { $seconds } s.
uct-exp-cancelled = Anulowano.
uct-exp-stopped = Zatrzymano.
uct-exp-caption = Ruch UCT wobec ruchów minimaksowo optymalnych, według budżetu iteracji
uct-exp-col-iterations = Iteracje
uct-exp-col-trees = Drzewa
uct-exp-col-optimal = Ruch optymalny
uct-exp-col-probability = P(optymalny)
uct-exp-col-wilson-low = Dolna granica 95% (Wilson)
uct-exp-col-wilson-high = Górna granica 95% (Wilson)
uct-exp-col-settled = Optymalny odtąd
uct-exp-col-f2 = Liście F2 (średnio)
uct-exp-bad-whole = { $field }: liczba całkowita od { $lo } do { $hi }.
uct-exp-bad-iterations = Iteracje: rosnące liczby całkowite oddzielone przecinkami, najwyżej { $max }.
uct-exp-bad-c = C: liczba ≥ 0, np. 1,4 lub √2.
uct-exp-needed = Ruch UCT jest optymalny na co najmniej { $share } drzew od { $iterations } iteracji; F2 bada średnio { $terminals } liści, by udowodnić wartość (stosunek { $ratio }).
uct-exp-not-reached = Ruch UCT nie jest optymalny na { $share } drzew nawet przy { $last } iteracjach; F2 bada średnio { $terminals } liści, by udowodnić wartość.
uct-exp-plot-caption = P(ruch UCT jest minimaksowo optymalny) wobec iteracji (skala logarytmiczna), z liśćmi F2
uct-exp-plot-label = Prawdopodobieństwo, że ruch UCT jest minimaksowo optymalny, wobec iteracji, ze średnią liczbą liści badanych przez F2 jako linią pionową
uct-exp-plot-failed = Nie udało się narysować wykresu: { $error }
uct-exp-key-optimal = P(ruch optymalny)
uct-exp-key-settled = optymalny odtąd
uct-exp-key-f2 = liście F2
uct-exp-axis-iterations = Iteracje
uct-exp-axis-probability = Udział drzew
uct-exp-tip = { $iterations } iteracji: P = { $probability } ({ $optimal } z { $trees } drzew)
