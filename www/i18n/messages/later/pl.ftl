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
