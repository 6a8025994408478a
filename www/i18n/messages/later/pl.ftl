# Polski, część druga: komunikaty tego, co ładuje się później (ćwiczenia, panele
# eksperymentów i patologii). Część pierwsza (../pl.ftl) to komunikaty pierwszego widoku.

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
practice-mistake-unknown = Błędu '{ $id }' nie ma w katalogu tego rdzenia.
practice-difference-announce = Widok różnic: { $mistake } wobec { $proc } na tym drzewie.

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

## Panel Eksperymenty (www/experiments).

exp-not-loaded = Nie udało się wczytać panelu Eksperymenty: { $error }
exp-from-link = Ustawienia z linku. Naciśnij Uruchom, by obliczyć wyniki.
exp-not-whole = { $what }: '{ $raw }' nie jest liczbą całkowitą
exp-field-lo = najmniejsza wartość
exp-field-hi = największa wartość
exp-field-scale = skala krawędzi
exp-bad-q = q na poziom: liczby od 0 do 1, np. 0.9, 0.8
exp-starting = Start…
exp-progress-value = { $done } z { $total } drzew
exp-progress-status = { $done } z { $total } drzew (wysokość { $height })…
exp-done = Gotowe: { $trees } drzew w { $seconds } s przeszukiwania w wątku roboczym ({ $rate } drzew/s).
exp-cancelled = Przerwano po { $trees } drzewach; pokazano dotąd ukończone wysokości.
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
path-not-number = { $what }: '{ $bad }' nie jest liczbą
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
path-game-intro = Losowe drzewa o znanych prawdziwych wartościach: na każdej głębokości przeszukiwania d pozycje poziomu d są oceniane liczbą wygrywających pozycji końcowych pod nimi i przenoszone do synów korzenia z wymuszoną wygraną i wymuszoną przegraną; P(correct) liczy, jak często wymuszona wygrana dostaje wyższą ocenę (remis liczy się za połowę). Tam, gdzie spada wraz ze wzrostem d, głębsze przeszukiwanie jest gorsze: to patologia.
path-game = Gra
path-game-pearl = gra Pearla
path-game-incremental = przyrostowa
path-terminal-levels = poziomy końcowe t
path-terminal-levels-hint = lista, po jednej krzywej: 5, 7, 9
path-bad-terminal-levels = poziomy końcowe t: '{ $text }' nie jest listą liczb całkowitych
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
path-done = Gotowe: { $samples } drzew ({ $discarded } wylosowanych i odrzuconych) w { $seconds } s w wątku roboczym.
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
    poziom { $level }, ruch: { $player }; naprawdę { $win ->
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
embed-bad-procedure = procedure musi być jedną z { $list } lub { $last }, nie '{ $asked }'
embed-bad-view = view musi być negamax lub minimax
embed-bad-window = alpha musi być mniejsze niż beta (alpha = { $alpha }, beta = { $beta })
embed-bad-tree = tree: { $error }
embed-too-large = drzewo ma { $size } pozycji; element rysuje najwyżej 20000

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
                [none] Twoje zaznaczenia to
               *[other] Twoje zaznaczenia są bliskie temu,
            }
        [values]
            { $near ->
                [none] Twoje wartości to
               *[other] Twoje wartości są bliskie temu,
            }
        [next]
            { $near ->
                [none] Twoje przewidywanie to
               *[other] Twoje przewidywanie jest bliskie temu,
            }
       *[window]
            { $near ->
                [none] Twoja odpowiedź to
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
               *[other] { $lead } co daje α-β, gdy { $clause } (różni się { $near } { $near ->
                    [one] pozycja
                    [few] pozycje
                   *[other] pozycji
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
practice-hint-bounds = Śledź ograniczenia, które każda pozycja przekazuje swoim następnikom: pozycja jest pomijana tylko wtedy, gdy wartość wcześniejszego rodzeństwa już osiąga ograniczenie, które trzyma jej rodzic.
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
practice-fb-window-fail-low = { $proc } z oknem ({ $alpha }, { $beta }) zwraca { $value } ≤ α: porażka od dołu, więc wartość korzenia wynosi co najwyżej { $value } (K&M (9)); przeszukiwanie z oknem aspiracji przeszukuje ponownie z (−∞, { $value }) (K&M §4).
practice-fb-window-exact = { $proc } z oknem ({ $alpha }, { $beta }) zwraca { $value }, ściśle wewnątrz okna: to dokładna wartość korzenia (K&M (9)).
practice-fb-window-fail-high = { $proc } z oknem ({ $alpha }, { $beta }) zwraca { $value } ≥ β: porażka od góry, więc wartość korzenia wynosi co najmniej { $value } (K&M (9)); przeszukiwanie z oknem aspiracji przeszukuje ponownie z ({ $value }, +∞) (K&M §4).
practice-fb-window-not = To nie { $outcome ->
        [fail_low] porażka od dołu
        [exact] wynik dokładny
       *[other] porażka od góry
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
path-axis-correct = P(correct)
path-tip-err = { $curve }, k = { $k }: ERR = { $err }
path-tip-correct = { $backup }, { $curve }, d = { $depth }: P(correct) = { $correct } (95%: { $low } – { $high })
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
