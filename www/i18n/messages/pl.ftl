# Polski. Terminy: przycinanie alfa-beta, odcięcie (płytkie, głębokie), okno (α, β), pozycja,
# następnik, pozycja końcowa, wariant główny (docs/glossary.md).

skip-link = Przejdź do drzewa
app-title = Plac zabaw przycinania alfa-beta
app-subtitle = Knuth i Moore, „An Analysis of Alpha-Beta Pruning” (1975): F0, F1 i F2 na drzewie, które można edytować – z procedurami Muszyckiej i Slagle’a oraz eksperymentami
toolbar =
    .aria-label = Drzewo i udostępnianie
example-label = Przykład
example-select =
    .aria-label = Wczytaj przykładowe drzewo
example-choose = wybierz…
undo = ↶ Cofnij
    .aria-label = Cofnij ostatnią zmianę drzewa (Ctrl+Z)
    .title = Cofnij (Ctrl+Z)
redo = ↷ Ponów
    .aria-label = Ponów (Ctrl+Shift+Z)
    .title = Ponów (Ctrl+Shift+Z)
copy-link = Kopiuj link
    .title = Skopiuj link do dokładnie tego stanu
copy-embed = Kopiuj kod osadzenia
    .title = Skopiuj fragment iframe, który osadza ten stan
export-menu = Eksportuj
    .aria-label = Eksportuj drzewo
export-svg = Widok drzewa jako SVG
export-qr = Widok drzewa + kod QR (SVG)
    .title = Do druku: drzewo z kodem QR linku do tego stanu
export-png = Widok drzewa jako PNG
export-text = Drzewo jako tekst
present-switch = Prezentuj
    .title = Tryb prezentacji: drzewo i krokowanie wypełniają ekran (f)
practice-switch = Ćwicz
    .title = Ćwiczenie: odpowiedz na drzewie, potem sprawdź
lang-label = Język
help-button =
    .aria-label = Skróty klawiszowe (?)
share-out =
    .aria-label = Link lub fragment do skopiowania
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
practice-area =
    .aria-label = Ćwiczenie
tree-area =
    .aria-label = Drzewo i przeszukiwanie
proc-legend = Procedura
proc-f0 =
    .title = F0: negamax siłowy, bada wszystko (0)
proc-f1 =
    .title = F1: metoda podziału i ograniczeń (1)
proc-f2 =
    .title = F2: przycinanie alfa-beta (2)
proc-compare =
    .title = Wszystkie trzy obok siebie (3)
proc-compare-text = Porównaj
proc-menu = Procedura
    .title = Każda procedura, według pracy (p)
proc-select =
    .aria-label = Procedura, pogrupowane według pracy (p)
cmp-menu = Dodaj do porównania
    .title = Dodaj procedury z innych prac do porównania
view-legend = Pokazywane wartości
view-negamax =
    .title = Negamax: wartości z punktu widzenia gracza na ruchu
view-minimax =
    .title = Minimax: wartości z punktu widzenia Maxa (bez znaków minus)
show-critical = Krytyczne
zoom-in =
    .aria-label = Powiększ
zoom-out =
    .aria-label = Pomniejsz
zoom-fit = Dopasuj
    .aria-label = Dopasuj drzewo do widoku
cmp-mode-legend = Sposób porównania
cmp-mode-side = Obok siebie
cmp-mode-diff = Różnica na jednym drzewie
cmp-first-show = Pokaż
diff-legend =
    .aria-label = Legenda różnicy
diff-legend-both = zbadana przez obie (wypełniona)
diff-legend-none = przez żadną (pusta, blada)
legend-title = Legenda
legend-list =
    .aria-label = Legenda
legend-max = Ruch Maxa
legend-min = Ruch Mina
legend-examined = zbadana (wypełniona)
legend-pending = jeszcze nieosiągnięta
legend-shallow = płytkie odcięcie: kreskowana, jedna belka
legend-deep = głębokie odcięcie: kropkowana, dwie belki
legend-saved = oszczędzona dzięki oknu (pełne okno ją bada, to przeszukiwanie nie): kreska-kropka, trzy belki
legend-window = odcięta granicą okna (pełne okno też ją pomija): kreskowana, jedna belka i pierścień
legend-extra = +: zbadana tylko z powodu okna (pierwsze przeszukiwanie lub ponowne; pełne okno nie)
legend-skipped = niezbadana (procedury innych prac)
legend-edges = grube krawędzie: wariant główny (m&n: wybrany ruch); ≥3 / ≤3: procedura zwróciła ograniczenie
stepper =
    .aria-label = Krokowanie
step-first =
    .aria-label = Pierwszy krok (Home)
    .title = Pierwszy krok (Home)
step-back =
    .aria-label = Krok wstecz (←)
    .title = Krok wstecz (←)
step-forward =
    .aria-label = Krok do przodu (→)
    .title = Krok do przodu (→)
step-last =
    .aria-label = Ostatni krok (End)
    .title = Ostatni krok (End)
step-slider =
    .aria-label = Krok
step-follow = Śledź
    .title = Widok śledzi krok: przesuwa się do bieżącej pozycji i do tego, co odcięła
present-drawer = Panele
    .title = Panele boczne (okno, liczniki, edycja)
present-exit = Zakończ prezentację
    .title = Zakończ tryb prezentacji (f)
speed-label = Tempo
speed-select =
    .aria-label = Tempo odtwarzania
speed-slow = wolno
speed-normal = normalnie
speed-fast = szybko
speed-very-fast = bardzo szybko
stack-caption = Stos wywołań (najgłębsze na końcu)
open-panel =
    .aria-label = Lista OPEN algorytmu SSS*
open-status = stan
open-merit = ocena
open-full = Otwórz w placu zabaw ↗
side =
    .aria-label = Panele
edit-title = Wybrana pozycja
sel-set = Ustaw
sel-add = Dodaj następnik
    .title = Dodaj końcowy następnik po ostatnim
sel-remove = Usuń
    .aria-label = Usuń tę pozycję i jej poddrzewo
sel-terminal = Uczyń końcową
    .title = Uczyń tę pozycję końcową
sel-interior = Uczyń wewnętrzną
    .title = Daj tej pozycji końcowej dwa następniki
sel-subtree = Poddrzewo
sel-replace = Zastąp
window-title = Okno
window-full =
    .aria-label = Pełne okno (-inf, +inf)
window-research = Pokaż ponowne przeszukiwanie
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
counts-title = Liczniki
map-title = Mapa okien aspiracji
text-title = Tekst drzewa
text-load = Wczytaj to drzewo
gen-title = Generuj
model-label = Model
model-iid-ties = wartości i.i.d. (remisy prawdopodobne)
model-permutation = losowa permutacja 1..dʰ (§7)
model-pi = cyfry π (rys. 1)
model-dependent = całkowicie zależne (§9)
model-additive = addytywne wartości łuków (§9)
model-nonuniform = losowe rozgałęzienie (wn. 2)
model-random-shape = losowy kształt
gen-degree = Stopień
gen-height = Wysokość
lowest-value = Najmniejsza wartość
highest-value = Największa wartość
arc-scale = Skala łuków
q-per-level = q na poziom
mean-degree = Średni stopień na poziom
max-degree = Największy stopień
max-depth = Największa głębokość
seed-label = Ziarno
new-seed = Nowe ziarno
    .title = Świeże losowe ziarno
gen-submit = Generuj
order-title = Zmień kolejność
order-best = Najlepszy najpierw
    .title = Zmień kolejność: wszędzie najlepszy ruch najpierw
order-worst = Najgorszy najpierw
    .title = Zmień kolejność: wszędzie najgorszy ruch najpierw
order-reverse = Odwróć
    .aria-label = Odwróć każdą listę następników
order-shuffle = Przetasuj
    .aria-label = Przetasuj następniki (z ziarnem)
worst-case = Najgorszy przypadek (§7)
    .title = Wartości dla tego kształtu, przy których F2 bada wszystko
exp-region =
    .aria-label = Eksperymenty
exp-title = Eksperymenty
exp-hint = wiele losowych drzew z ziarnem: liczniki wobec teorii (K&M §7–9)
model-iid = wartości i.i.d.
model-pi-one = cyfry π (jedno drzewo)
exp-degree = Stopień d
exp-heights = Wysokości
exp-heights-input =
    .title = Lista (2, 4, 6) lub zakres (1-6)
exp-samples = Próbki na wysokość
exp-procs = Procedury
exp-run = Uruchom
exp-cancel = Anuluj
exp-progress =
    .aria-label = Postęp eksperymentu
exp-plot-terminals = Zbadane pozycje końcowe względem wysokości (skala logarytmiczna), z teorią
exp-plot-branching = Współczynnik rozgałęzienia względem stopnia: tabela 1 (r0 ograniczenie dolne; r1 (39) i r* (twierdzenie 4) ograniczenia górne) oraz T^(1/h) z eksperymentu
exp-csv = Wyniki jako CSV
path-title = Patologia
path-hint = czy głębsze przeszukiwanie może decydować gorzej? Rekurencja błędu Pearla i gry Nau (Muszycka, rozdz. 5)
path-loading = Wczytywanie panelu…
footer-core = Rdzeń w Ruście (skompilowany do WebAssembly) wykonuje każde przeszukiwanie; ta strona tylko rysuje to, co on zgłasza.
footer-embed = Przykład osadzania
footer-course = Przykładowa strona kursu

## Zdania krokowania (narracja), które budują skrypty rodzin. Wartości, nazwy Deweya, ±∞ i
## nazwy procedur pozostają jak w druku; $p: nazwa Deweya albo „root” dla korzenia; $who:
## Max albo Min (odmieniane tu: ruch Maxa, ruch Mina).

list-and = { $init } i { $last }

## Knuth i Moore (F0, F1, F2 i późniejsze procedury negamax).

km-enter =
    { $p ->
        [root] Start: zbadaj korzeń
       *[other] Zbadaj pozycję { $p }
    } ({ $who ->
        [Max] ruch Maxa
       *[other] ruch Mina
    }){ $use ->
        [bound] { " " }z ograniczeniem { $beta }
        [window] { " " }z oknem (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }.
km-ready =
    Gotowe: { $proc } zaczyna w korzeniu (ruch Maxa){ $use ->
        [bound] { " " }z ograniczeniem { $beta }
        [window] { " " }z oknem (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }. Krok naprzód (→) lub odtwarzanie (Spacja).
km-terminal-minimax =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } jest pozycją końcową; wartość: { $value } (z punktu widzenia Maxa).
km-terminal =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } jest pozycją końcową: f({ $dewey }) = { $value } (z punktu widzenia { $who ->
        [Max] Maxa
       *[other] Mina
    }, który ma tam ruch).
km-update-min =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    } (Min): { $child } daje { $t } < m = { $m }, więc m = { $t }.
km-update-max =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    } (Max): { $child } daje { $t } > m = { $m }, więc m = { $t }.
km-update =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    }: t = −{ $call }({ $child }) = { $t } > m = { $m }, więc m = { $t }.
km-cutoff =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    }: m = { $m } { $rel } { $bound ->
        [bound] ograniczenie
       *[other] { $bound }
    } = { $b }: { $why }; { $count ->
        [one] pozycja { $skipped } nie jest badana
       *[other] pozycje { $skipped } nie są badane
    }.{ $saved }
km-why-shallow = płytkie odcięcie (ograniczeniem jest wartość rodzica)
km-why-deep-from =
    głębokie odcięcie (ograniczeniem jest wartość m { $from ->
        [root] korzenia
       *[other] pozycji { $from }
    }, przodka powyżej rodzica; F1 by jej nie znała)
km-why-deep = głębokie odcięcie (ograniczenie pochodzi od przodka powyżej rodzica; F1 by go nie znała)
km-why-window = odcięcie granicą okna (ograniczeniem jest samo okno korzenia, a nie wartość zbadanej pozycji)
km-saved =
    Pełne okno { $which ->
        [it] ją bada
        [them] je bada
       *[names] bada { $names }
    }: oszczędzone dzięki oknu.
km-not-saved =
    Pełne okno { $which ->
        [it] też ją pomija
        [them] też je pomija
       *[names] też pomija { $names }
    }: nieoszczędzone dzięki oknu.
km-leave-terminal =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } zwraca swoją wartość { $value }.
km-minimax-value-of = wartość minimaksowa { $p }
km-leave-bound =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } zwraca { $value }, ograniczenie: { $F } { $rel } { $value } na mocy { $eq }.
km-leave =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    } zwraca { $value } = { $F }.
km-research-root = Ostatnie przejście dało { $t }: przeszukaj korzeń ponownie z zerowym oknem (α, β) = ({ $alpha }, { $beta }).
km-research =
    W { $p ->
        [root] korzeniu
       *[other] { $p }
    }: test zerowym oknem dla { $child } dał t = { $t }, wewnątrz okna: przeszukaj { $child } ponownie z (α, β) = ({ $alpha }, { $beta }).
km-recall =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    }: pamięć zawiera ograniczenie { $value }, które rozstrzyga to wywołanie; nic poniżej nie jest badane.
km-done =
    Gotowe: { $proc } zwraca { $value } { $exact ->
        [yes] = F(root)
       *[no] (ograniczenie F(root))
    }; zbadano { $terminals } { $terminals ->
        [one] pozycję końcową
        [few] pozycje końcowe
       *[other] pozycji końcowych
    } i łącznie { $positions } { $positions ->
        [one] pozycję
        [few] pozycje
       *[other] pozycji
    }.{ $hint }
step-hint = Naciśnij |◀◀ (Home), aby przejść krok po kroku od początku.

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
thesis-gamma-solved-max-next = pozycja Max SOLVED: jej następne rodzeństwo { $top } trafia na szczyt
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

step-ready = Gotowe: { $proc } zaczyna w korzeniu (ruch Maxa). Krok naprzód (→) lub odtwarzanie (Spacja).
step-too-large-for = To drzewo jest za duże, by przejść je krok po kroku z { $proc }.
step-too-large = To drzewo jest za duże, by przejść je krok po kroku (ponad { $limit } pozycji).
step-choose-one = Wybierz jedną procedurę, by przejść przebieg krok po kroku; widok porównania pokazuje je zakończone.
step-making = Przygotowywanie krokowania { $proc } w tle ({ $size } pozycji)…
thesis-done =
    Gotowe: { $proc } zwraca { $value } { $exact ->
        [yes] = F(root)
       *[no] (ograniczenie F(root))
    }; utworzono { $nodes } { $nodes ->
        [one] węzeł
        [few] węzły
       *[other] węzłów
    } ({ $leaves } { $leaves ->
        [one] liść
        [few] liście
       *[other] liści
    }), { $visits } { $visits ->
        [one] odwiedziny
       *[other] odwiedzin
    }.{ $hint }
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

## Komunikaty o linku (czego nie dało się użyć). $value: tekst z linku, skrócony.

link-unused = Część linku nie została użyta: { $problems }.
link-cancelled =
    Otwieranie drzewa z linku zostało anulowane: { $initial ->
        [yes] strona pokazuje drzewo π
       *[no] strona zachowuje dotychczasowe drzewo
    }.
link-repeated = link podaje { $keys } więcej niż raz: użyto ostatniego
link-unknown-proc = nieznana procedura „{ $value }” ({ $km } albo jedna z { $others })
link-window-order = alpha musi być mniejsze niż beta; użyto (-inf, +inf)
link-unknown-view = nieznany widok „{ $value }”
link-bad-step = krok „{ $value }” nie jest liczbą
link-bad-sel = wybrana pozycja (sel=) „{ $value }” nie jest nazwą Deweya, taką jak 2.1 lub root
link-bad-lang = język (lang=) „{ $value }” nie jest znacznikiem języka, takim jak fr lub de

## Stos wywołań obok zdania kroku: nagłówki jego kolumn.

stack-position = pozycja
stack-to-move = ruch
stack-call = wywołanie
stack-bound = ograniczenie
stack-window-minimax = (α, β) (minimaks)
stack-passed = przekazano
stack-best-values = najlepsze wartości
stack-phase = faza
# The step slider's value, as a screen reader says it.
step-valuetext = krok { $pos } z { $length }
