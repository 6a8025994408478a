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
copy-embed = Osadź
    .title = Skopiuj kod osadzenia: fragment iframe, który osadza ten stan
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
zoom-tap = Powiększ do dotyku
zoom-tap-title = Powiększ, aż każdą pozycję da się dotknąć osobno
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
mcts-title = Przeszukiwanie drzewa metodą Monte Carlo (UCT)
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
    }: okno { $which ->
        [it] ją oszczędza
       *[other] je oszczędza
    }.
km-not-saved =
    Pełne okno { $which ->
        [it] też ją pomija
        [them] też je pomija
       *[names] też pomija { $names }
    }: okno niczego tu nie oszczędza.
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
        [yes] = F(korzeń)
       *[no] (ograniczenie F(korzeń))
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

## Pozostałe zdania panelu krokowania (wszystkie rodziny).

step-too-large = To drzewo jest za duże, by przejść je krok po kroku (ponad { $limit } pozycji).
step-choose-one = Wybierz jedną procedurę, by przejść przebieg krok po kroku; widok porównania pokazuje je zakończone.
step-making = Przygotowywanie krokowania { $proc } w tle ({ $size } pozycji)…

## Komunikaty o linku (czego nie dało się użyć). $value: tekst z linku, skrócony.

link-unused = Część linku nie została użyta: { $problems }.
link-cancelled =
    Otwieranie drzewa z linku zostało anulowane: { $initial ->
        [yes] strona pokazuje drzewo π
       *[no] strona zachowuje dotychczasowe drzewo
    }.

## Stos wywołań obok zdania kroku: nagłówki jego kolumn.

stack-position = pozycja
stack-to-move = ruch
stack-bound = ograniczenie
stack-window-minimax = (α, β) (minimaks)
# The step slider's value, as a screen reader says it.
step-valuetext = krok { $pos } z { $length }
step-valuetext-end = zakończony przebieg; jego kroki powstaną, gdy cofniesz lub włączysz odtwarzanie
step-count-end = koniec

## ———— Tekst pierwszego widoku budowany przez skrypty ————

## Tabela liczników i uwagi pod nią.

counts-caption = Liczniki na tym drzewie i oknie
counts-count = licznik
counts-value = wartość w korzeniu
counts-terminals = zbadane pozycje końcowe
counts-positions = zbadane pozycje
counts-shallow = płytkie odcięcia
counts-deep = głębokie odcięcia
counts-window = odcięcia okna
counts-per-level = zbadane pozycje na poziomie
counts-level = poziom { $level } z { $size }
counts-corollary3 = Wniosek 3: na jednorodnym drzewie stopnia { $degree } i wysokości { $height } każdy algorytm bada co najmniej
counts-corollary3-after =
    { $min ->
        [one] pozycję końcową
        [few] pozycje końcowe
       *[other] pozycji końcowych
    } (d^⌈h/2⌉ + d^⌊h/2⌋ − 1); F2 tyle bada przy najlepszym ruchu na początku.
counts-corollary3-not = Wniosek 3 (najmniejsza liczba pozycji końcowych) dotyczy drzew jednorodnych; to drzewo nim nie jest.
counts-critical = Pozycje krytyczne (twierdzenie 1): { $total } — typ 1: { $type1 }, typ 2: { $type2 }, typ 3: { $type3 }. Przy najlepszym ruchu zawsze na początku F2 bada dokładnie te.
counts-deep-working = Liczenie pozycji końcowych pomijanych przez głębokie odcięcia…
counts-deep-note =
    Głębokie odcięcia: F2 robi { $events ->
        [one] { $events } głębokie odcięcie
        [few] { $events } głębokie odcięcia
       *[other] { $events } głębokich odcięć
    }, pomijając { $skipped ->
        [one] { $skipped } pozycję końcową
        [few] { $skipped } pozycje końcowe
       *[other] { $skipped } pozycji końcowych
    }; F1 bada { $examined } z nich, a pozostałe { $other } pomija własnymi odcięciami.
counts-deep-km = Knuth i Moore liczą pozycje końcowe, które F1 bada, a F2 nie (na drzewie z rys. 1 „five deep cutoffs”): tutaj { $count }.
counts-counter = licznik

## Podsumowanie i uwagi o rozmiarze drzewa.

notice-too-big-to-draw =
    To drzewo ma { $size } { $count ->
        [one] pozycję
        [few] pozycje
       *[other] pozycji
    }; rysunek kończy się na { $limit }. Liczniki nadal pochodzą z rdzenia.
summary-predicting = Przewidywanie { $proc }: wartość i liczba zbadanych pozycji pojawią się po wyłączeniu przewidywania.
summary-searching =
    Przeszukiwanie drzewa w tle ({ $size } { $count ->
        [one] pozycja
        [few] pozycje
       *[other] pozycji
    })…
summary-compare = F(korzeń) = { $value }. Zbadane pozycje końcowe z { $terminals }: { $list }.

## Nazwy dostępne drzewa.

tree-label = Drzewo gry
tree-label-main = Drzewo gry. Strzałki przechodzą między pozycjami, Home i End do pierwszej i ostatniej, wpisanie nazwy Deweya przechodzi do niej, Enter edytuje wybraną, + i − powiększają, 0 dopasowuje.
tree-none = Brak drzewa
tree-position =
    { $p ->
        [root] korzeń
       *[other] Pozycja { $p }
    }, { $who ->
        [Max] ruch Maxa
       *[other] ruch Mina
    }, { $kind ->
        [terminal] końcowa, wartość { $value }
       *[interior] { $count ->
            [one] { $count } następnik
            [few] { $count } następniki
           *[other] { $count } następników
        }{ $value ->
            [none] { "" }
           *[other] , wartość { $value }
        }
    }{ $status ->
        [none] { "" }
       *[other] , { $status }
    }{ $extra ->
        [yes] , zbadana tylko z powodu okna
       *[no] { "" }
    }
tree-status-examined = zbadana
tree-status-current = zbadana, bieżący krok
tree-status-pending = jeszcze nieosiągnięta
tree-status-skipped = niezbadana
tree-status-shallow = odcięta płytkim odcięciem
tree-status-deep = odcięta głębokim odcięciem
tree-status-window = odcięta ograniczeniem okna
tree-status-saved = oszczędzona dzięki oknu (pełne okno ją bada)
player-max = Max
player-min = Min

## Panel wybranej pozycji.

sel-none = Kliknij, dotknij lub wybierz klawiaturą pozycję w drzewie (t ustawia fokus na drzewie, potem strzałki).
sel-info =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    }: { $who ->
        [Max] ruch Maxa
       *[other] ruch Mina
    }, { $kind ->
        [terminal] końcowa
       *[interior] { $count ->
            [one] { $count } następnik
            [few] { $count } następniki
           *[other] { $count } następników
        }
    }{ $what }.
sel-examined = { $proc } zbadała ją z oknem { $window } i otrzymała { $value }
sel-not-examined = { $proc } jej nie zbadała ({ $why })
sel-status-shallow = płytkie odcięcie
sel-status-deep = głębokie odcięcie
sel-status-saved = oszczędzona dzięki oknu: pełne okno ją bada
sel-status-window = odcięta ograniczeniem okna; pełne okno też ją pomija
sel-extra = pełne okno (−∞, +∞) jej nie bada: przeszukiwanie z oknem kosztuje ją dodatkowo
sel-value-name =
    Wartość { $p ->
        [root] korzenia
       *[other] { $p }
    } z punktu widzenia { $side ->
        [max] Maxa
       *[mover] { $who ->
            [Max] Maxa
           *[other] Mina
        } (ma ruch)
    }
sel-value-hint =
    Z punktu widzenia { $side ->
        [max] Maxa
       *[mover] { $who ->
            [Max] Maxa
           *[other] Mina
        } (ma ruch)
    }{ $stored ->
        [none] { "" }
       *[other] ; tekst drzewa przechowuje { $stored } (punkt widzenia Maxa)
    }. Wpisz liczbę i naciśnij Enter.
sel-subtree-empty = Najpierw wpisz poddrzewo, np. (3,1,4) lub 7.
sel-cut-reason =
    { $proc } pominęła ją przez { $cut }.{ $saved ->
        [yes] { " " }Pełne okno (−∞, +∞) ją bada: okno ją oszczędziło.
       *[no] { "" }
    }
sel-go-to-cut = Przejdź do kroku, w którym { $proc } ją odcięła
cut-shallow =
    płytkie odcięcie w { $at ->
        [root] korzeniu
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } osiągnęło β = { $beta }
       *[no] { "" }
    }, ograniczenie z m rodzica { $parent ->
        [root] (korzenia)
       *[other] { $parent }
    }
cut-deep =
    głębokie odcięcie w { $at ->
        [root] korzeniu
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } osiągnęło β = { $beta }
       *[no] { "" }
    }, ograniczenie { $from ->
        [root] od korzenia
        [unknown] od przodka
       *[other] od { $from }
    } (przodka powyżej rodzica; F1 by go nie znała)
cut-window =
    odcięcie okna w { $at ->
        [root] korzeniu
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } osiągnęło β = { $beta }
       *[no] { "" }
    }, ograniczenie, które jest wciąż oknem (α, β) korzenia
cut-other =
    odcięcie ({ $kind }) w { $at ->
        [root] korzeniu
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } osiągnęło β = { $beta }
       *[no] { "" }
    }
cut-no-steps = Krokowanie tego przeszukiwania jest niedostępne (drzewo jest za duże, by je śledzić).

## Panel kodu.

code-summary = Kod

## Okno i błędy wpisywania.

score-empty =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] wartość
    }: wpisz liczbę, -inf lub +inf
score-not-integer =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] wartość
    }: „{ $text }” nie jest liczbą całkowitą, -inf ani +inf
score-too-large =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] wartość
    }: { $text } jest za duże (co najwyżej 2^53 - 1 co do modułu)
score-not-finite =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] wartość
    }: wartość końcowa musi być skończona
window-alpha =
    .aria-label = alfa
window-beta =
    .aria-label = beta
window-order = alfa musi być mniejsze od beta (alfa = { $alpha }, beta = { $beta }); zostaje { $window }
window-points = Gdzie (z tym, co poniżej): { $parts }.
window-points-saved = oszczędzone: { $names }
window-points-extra = dodatkowe przez okno: { $names }
window-points-show = Pokaż je w drzewie
window-shown-with = Pokazana jest { $name }, przeszukana z tym oknem (jej liczniki i wartość są w podsumowaniu). { $km } Knutha i Moore’a z tym samym oknem, dla porównania:
window-shown-without = Pokazana jest { $name }; nie przyjmuje okna. { $km } Knutha i Moore’a z tym oknem, dla porównania:
window-none = { $name } nie przyjmuje okna: (α, β) nic nie zmienia w jej działaniu.
window-bound = { $name } przyjmuje tylko β = { $beta } jako ograniczenie; α nie jest używane.
window-bound-result =
    { $exact ->
        [yes] { $name }(korzeń, { $beta }) = { $value } < ograniczenie: dokładnie (6).
       *[no] { $name }(korzeń, { $beta }) = { $value } ≥ ograniczenie: wiadomo tylko, że F(korzeń) ≥ { $value } (6).
    }
window-full-result = Pełne okno { $window }: { $km } daje F(korzeń) = { $value }.
window-full-hint = Zawęź okno (lub kliknij mapę aspiracji), by zobaczyć przeszukiwanie z aspiracją: trafne oszacowanie oszczędza pozycje, chybione kosztuje ponowne przeszukiwanie.
window-outcome =
    { $outcome ->
        [exact] Dokładnie.
        [low] Wynik poniżej okna.
       *[high] Wynik powyżej okna.
    }
window-first =
    { $km }(korzeń, { $alpha }, { $beta }) = { $value }{ $outcome ->
        [exact] { " " }({ $alpha } < { $value } < { $beta }): to jest F(korzeń).
        [low] { " " }≤ α: wynik poniżej okna, więc F(korzeń) ≤ { $value }.
       *[high] { " " }≥ β: wynik powyżej okna, więc F(korzeń) ≥ { $value }.
    }
window-research-result = Ponowne przeszukiwanie: { $km }(korzeń, { $alpha }, { $beta }) = { $value } = F(korzeń).
window-cost-caption = Pozycje zbadane przez { $km } (końcowe w nawiasach)
window-cost-first = pierwsze przeszukanie
window-cost-research = ponowne przeszukiwanie
window-cost-total = razem
window-cost-full = pełne okno (−∞, +∞)
window-saves =
    Okno oszczędza { $count ->
        [one] { $count } pozycję
        [few] { $count } pozycje
       *[other] { $count } pozycji
    }.
window-costs =
    Okno kosztuje { $count ->
        [one] { $count } dodatkową pozycję
        [few] { $count } dodatkowe pozycje
       *[other] { $count } dodatkowych pozycji
    }.
window-same = Okno kosztuje tyle samo co pełne okno.

## Mapa aspiracji.

map-hint = Łączna liczba pozycji, które F2 bada (pierwsze przeszukanie + ponowne) dla każdego okna (α, β);
map-hint-click = . Kliknij komórkę, by użyć tego okna.
map-readout =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] dokładnie
        [low] poniżej okna
       *[high] powyżej okna
    }; razem { $count ->
        [one] { $count } pozycja
        [few] { $count } pozycje
       *[other] { $count } pozycji
    }, { $cmp ->
        [fewer] o { $diff } mniej niż
        [more] o { $diff } więcej niż
       *[same] tyle samo co
    } pełne okno.
map-not-loaded = Nie udało się wczytać mapy aspiracji: { $error }
map-too-big =
    Mapa jest rysowana dla drzew o co najwyżej { $limit } { $count ->
        [one] pozycji
       *[other] pozycjach
    }.

## Podsumowanie każdej rodziny.

summary-km =
    { $proc }{ $use ->
        [bound] { " " }z ograniczeniem { $beta }
        [window] { " " }z oknem { $window }
       *[none] { "" }
    }: wartość w korzeniu { $exact ->
        [yes] { $value }
       *[no] { $value } (ograniczenie)
    }; zbadano { $terminals } z { $allTerminals } pozycji końcowych i { $positions } z { $allPositions } pozycji; { $deep ->
        [one] { $deep } głębokie odcięcie
        [few] { $deep } głębokie odcięcia
       *[other] { $deep } głębokich odcięć
    }.
run-failed = { $proc } nie mogła się wykonać: { $error }

## Porównanie.

compare-caption-km =
    — { $terminals ->
        [one] { $terminals } końcowa
        [few] { $terminals } końcowe
       *[other] { $terminals } końcowych
    }, { $positions ->
        [one] { $positions } pozycja
        [few] { $positions } pozycje
       *[other] { $positions } pozycji
    }

## Lista OPEN SSS*.

diff-legend-only = tylko
diff-legend-a = (kreskowana, ciągły obrys)
diff-legend-b = (kropkowana, przerywany obrys)

## Widok tabeli.

table-switch = Tabela
    .title = Przeszukiwanie jako tabela: jeden wiersz na pozycję, w głąb (czytnik ekranu czyta ją zamiast rysunku)
table-title = Przeszukiwanie jako tabela
table-hidden-practice = Tabela przeszukiwania jest ukryta podczas ćwiczeń: zdradziłaby odpowiedzi.
table-waiting = Tabela pojawi się po zakończeniu przeszukiwania.

## Przyciski krokowania.

step-play = ▶ Odtwórz
    .aria-label = Odtwórz (Spacja)
    .title = Odtwórz / pauza (Spacja)
step-play-label = Odtwórz (Spacja)
step-pause = ❚❚ Pauza
step-pause-label = Pauza (Spacja)
step-play-title = Odtwórz / pauza (Spacja)
step-predict = Przewiduj
    .title = Przewiduj każdy krok, zanim zostanie pokazany
stack-root = korzeń

## Elementy index.html.

view-negamax-text = Negamaks
view-minimax-text = Minimaks
show-dewey = Dewey
sel-value-label = Wartość
text-paste = Wklej drzewo, np.
text-paste-after = — wartości z punktu widzenia Maxa.
list-separator = { "; " }
text-too-long =
    Tekst drzewa ma { $over ->
        [yes] ponad { $size } MB
       *[no] { $size } MB
    }, jest za długi, by go tu pokazać: wyeksportuj go jako tekst (Eksportuj) albo wpisz tu nowe drzewo.

## Dalsze uwagi o odnośniku.

link-gen-differs = wygenerowane drzewo różni się od podanego w odnośniku (odnośnik pochodzi z innej wersji generatora): pokazane jest drzewo tej wersji
link-tree-held = Drzewo ({ $size } znaków) jest za duże na odnośnik (co najwyżej { $limit }): odnośnik je pomija. Przeładowanie tej karty je zachowuje; aby je udostępnić, zapisz je przez Eksport → Drzewo jako tekst.
link-tree-lost = Drzewo jest za duże na odnośnik i na pamięć tej karty: przeładowanie go nie zachowa; zapisz je przez Eksport → Drzewo jako tekst.
link-tz-unsupported = ta przeglądarka nie umie czytać skompresowanych drzew (tz=)
link-tz-not-base64 = skompresowane drzewo (tz=) nie jest w base64url
link-tz-damaged = skompresowane drzewo (tz=) jest uszkodzone
link-tz-too-large = skompresowane drzewo rozpakowuje się do ponad { $mib } MiB

## Uwagi o stronie i drzewie.

announce-position =
    { $p ->
        [root] Korzeń
       *[other] Pozycja { $p }
    }, { $who ->
        [Max] ruch Maxa
       *[other] ruch Mina
    }, { $kind ->
        [terminal] końcowa, wartość { $value }
       *[interior] { $count ->
            [one] { $count } następnik
            [few] { $count } następniki
           *[other] { $count } następników
        }
    }.
notice-worker-stopped = Przeszukiwanie w tle zatrzymało się ({ $why }): strona szuka odtąd we własnym wątku, co może ją wstrzymywać przy dużych drzewach.
notice-no-start = Nie udało się uruchomić strony: { $error }
notice-compare-not-loaded = Nie udało się wczytać procedur do porównania: { $why }.
notice-no-qr = Brak eksportu QR: { $error }
present-too-wide = Całe drzewo wymaga { $width } px przy etykietach { $font } px; pokazana jest bieżąca pozycja.
undo-other-tree = Cofnij: pokazane drzewo nie jest tym, na którym zrobiono tę zmianę.
undo-not-kept = Cofnij: drzewa sprzed tego nie są już przechowywane (historia zachowywana między przeładowaniami jest ograniczona).
undo-cancelled = Cofanie przerwano: strona zachowuje pokazane drzewo.
undo-dropped = Cofnij: nie udało się powtórzyć kroku z historii ({ $error }); został odrzucony.
load-stage = { $what }: { $stage }…
load-opening = Otwieranie drzewa z odnośnika
load-making = Tworzenie drzewa
load-reading = Czytanie drzewa
load-stage-reading = czytanie tekstu drzewa
load-stage-generating = generowanie drzewa
load-stage-editing = stosowanie zmian z odnośnika
load-stage-handing = przekazywanie drzewa stronie
load-cancel = Anuluj
load-cancelled = Anulowano: strona zachowuje drzewo, które miała.
load-worker-lost = Worker otwierający duże drzewa zatrzymał się ({ $why }): drzewo wczytano na stronie.
gen-lo-hi = lo nie może być większe niż hi
gen-mean-degree = średni stopień: liczby co najmniej 1, po jednej na poziom
example-pi = K&M rys. 1: drzewo π (stopień 3, wysokość 4)
example-fig4-ordered = K&M rys. 4: idealnie uporządkowane
example-fig4-better = K&M rys. 4: przestawione, mniej przeszukiwane
example-specimen = Przykładowe drzewo z rozprawy
present-drawer-close = Zamknij panele
panel-tabs = Panele

# Granice, które strona sprawdza sama: generator, generator z linku, eksport.
gen-too-many = stopień { $degree } i wysokość { $height } dają więcej niż { $limit } pozycji, najwięcej, ile ta strona rysuje i przeszukuje naraz
link-gen-too-big = generator z linku (stopień { $degree }, wysokość { $height }) daje więcej niż { $limit } pozycji, najwięcej, ile obsługuje ta strona
link-gen-makes = generator z linku daje { $size } pozycji; ta strona obsługuje najwyżej { $limit }
export-too-big = drzewo ma { $size } pozycji; eksport SVG i PNG kończy się na { $limit } (tekst drzewa eksportuje się w każdym rozmiarze)

# Etykiety procedur i tytuły prac z katalogu.
proc-label-F0 = F0 — negamax, siłowo
proc-label-F1 = F1 — metoda podziału i ograniczeń
proc-label-F2 = F2 — alfa-beta
proc-label-failsoft = Alfa-beta fail-soft
proc-label-negascout = NegaScout
proc-label-mtdf = MTD(f) — zerowe okna z pamięcią
proc-label-branch-and-bound = Metoda podziału i ograniczeń (§2.1)
proc-label-alphabeta = Alphabeta (§2.2)
proc-label-falphabeta = Falphabeta, fail-soft (§2.3)
proc-label-palphabeta = Palphabeta (§2.3)
proc-label-pvs = PVS (§2.4)
proc-label-scout = Scout, TEST (§2.5)
proc-label-scout-testm = Scout z testm (dod. 1)
proc-label-scout-pearl = Scout, minimaksowa postać Pearla (dod. 1)
proc-label-scout-cm = Scout, Campbell–Marsland (dod. 1)
proc-label-sss = SSS* (§2.6)
proc-label-mn-minimax = m&n minimaks (dod. B)
proc-label-mn-alphabeta = m&n alfa-beta (dod. C)
proc-label-compare = Porównaj (obok siebie)
paper-title-km = Negamax: Knuth i Moore 1975 i później
paper-title-thesis = Muszycka 1985 (rozprawa)
paper-title-mn = Slagle 1963 (m&n)

# The core's errors (crate/src/error.rs; en.ftl says what the arguments are).
e-found = { $found ->
    [end] koniec tekstu
    [byte] bajt { $c }
   *[char] „{ $c }”
}
e-p-many = bajt { $offset }: drzewo ma więcej niż { $max } { $max ->
    [one] pozycja
    [few] pozycje
   *[other] pozycji
}
e-p-deep = bajt { $offset }: zagnieżdżenie głębsze niż { $max } { $max ->
    [one] poziom
    [few] poziomy
   *[other] poziomów
}
e-p-empty = bajt { $offset }: pusta lista: pozycja końcowa potrzebuje wartości
e-p-item = bajt { $offset }: oczekiwano liczby lub „(”, znaleziono { e-found }
e-p-end = bajt { $offset }: oczekiwano końca tekstu, znaleziono { e-found }
e-p-sep = bajt { $offset }: oczekiwano „,” lub „{ $close }”
e-p-next = bajt { $offset }: oczekiwano „,”, „{ $close }” lub liczby, znaleziono { e-found }
e-p-range = bajt { $offset }: liczba poza zakresem: |wartość| może wynosić co najwyżej 2^53 - 1
e-p-digit = bajt { $offset }: oczekiwano cyfry, znaleziono { e-found }
e-p-chance = bajt { $offset }: pozycja „{ $name }” jest pozycją losową: drzewa z pozycjami losowymi czyta pełny moduł
e-p-chance-root = bajt { $offset }: korzeń jest pozycją losową: drzewa z pozycjami losowymi czyta pełny moduł
e-e-not-term = pozycja „{ $at }” nie jest końcowa: jej wartość pochodzi od następników
e-e-term = pozycja „{ $at }” jest końcowa: zmień ją na wewnętrzną, aby dodać jej następniki
e-e-index = pozycja „{ $at }” ma { $d } { $d ->
    [one] następnik
    [few] następniki
   *[other] następników
}: nowy może mieć numer od 1 do { $last }
e-e-root = nie można usunąć korzenia
e-e-only = pozycja „{ $at }” jest jedynym następnikiem „{ $up }”: zamiast tego zmień „{ $up }” na końcową
e-e-interior = pozycja „{ $at }” jest już wewnętrzna
e-no-succ = pozycja wewnętrzna potrzebuje co najmniej jednego następnika
e-no-pos-term = nie ma pozycji „{ $at }”: pozycja „{ $here }” jest końcowa
e-no-pos = nie ma pozycji „{ $at }”: pozycja „{ $here }” ma { $n } { $n ->
    [one] następnik
    [few] następniki
   *[other] następników
}
e-dewey = pozycja „{ $at }”: „{ $part }” nie jest numerem następnika (1, 2, …)
e-many = drzewo miałoby więcej niż { $max } { $max ->
    [one] pozycja
    [few] pozycje
   *[other] pozycji
}
e-deep = drzewo byłoby głębsze niż { $max } { $max ->
    [one] poziom
    [few] poziomy
   *[other] poziomów
}
e-window = alfa musi być mniejsza niż beta (alfa = { $alpha }, beta = { $beta })
e-link-tree = nie udało się odczytać drzewa z linku: { $error }

## Udostępnianie (panels/share.js) i menu dla nauczycieli w nagłówku (panels/teachers.js).

share-link-copied = Skopiowano link.
share-embed-copied = Skopiowano kod do osadzenia.
share-exercise-copied = Skopiowano link do ćwiczenia: otwiera to drzewo w trybie ćwiczeń.
share-select = Skopiuj ten tekst (jest zaznaczony):
share-local = Ta strona jest plikiem na tym komputerze (file://): { $what ->
        [embed] kod do osadzenia działa
       *[link] link działa
    } tylko tutaj. Aby udostępnić, umieść playground na serwerze WWW (jego zbudowany folder dist/) albo zbuduj go z VITE_PLAYGROUND_PUBLIC_URL ustawionym na jego publiczny adres.
share-close = Zamknij
teach-menu = Dla nauczycieli
teach-exercise = Kopiuj link do ćwiczenia
    .title = Link, który otwiera to drzewo w trybie ćwiczeń, dla studentów
teach-hide = Link dla nauczyciela: ukryj odpowiedzi do sprawdzenia
teach-scorm = Moodle, Canvas, Blackboard… (pakiet SCORM)
teach-embed-hint = Iframe na stronę kursu; w książce PreTeXt lub Runestone przekazuje wyniki przez SPLICE.
teach-worksheet = Karta pracy (LaTeX, druk)
teach-guide = Przewodnik dla nauczycieli: platformy, książki, papier
view-menu = Widok
