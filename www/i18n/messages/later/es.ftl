# Español, segunda parte: los mensajes de lo que se carga después (práctica, paneles de
# experimentos y de patología). La primera parte (../es.ftl) es la de la primera vista.

## Práctica: las respuestas que la página escribe alrededor de las del núcleo (las frases
## del núcleo —la respuesta de cada posición, el texto de la pista, el título y la explicación
## de un error conocido— llegan en inglés: $sentence, $text, $title, $names).

practice-hint-button = Pista
practice-hint-button-title = Una pista para este ejercicio (cuenta en la puntuación)
practice-hint = Pista: { $text }
practice-hint-used = Pista usada
practice-no-hint = Sin pista: { $error }
practice-hint-counted = (1 pista usada)
practice-mode-continuous = Cada marca o valor se juzga al hacerlo; uno incorrecto se puede deshacer (Deshacer, o u en el árbol). La puntuación cuenta los primeros intentos: cada primer paso incorrecto cuesta un punto.
practice-mode-fix = Cada marca o valor se juzga al hacerlo; uno incorrecto se corrige por usted, y cada corrección cuesta un punto.
practice-step-right =
    ✓ { $p ->
        [root] la raíz
       *[other] posición { $p }
    }: correcto. { $sentence }
practice-step-wrong =
    ✗ { $p ->
        [root] la raíz
       *[other] posición { $p }
    }: incorrecto. { $sentence }
practice-step-fixed =
    ✗ { $p ->
        [root] la raíz
       *[other] posición { $p }
    }: incorrecto, corregido por usted (cuesta un punto). { $sentence }
practice-undone = Deshecho.
practice-score = Puntuación { $score } de { $total }.
practice-score-right = Puntuación { $score } de { $total }: ¡todo correcto!
practice-score-first-tries =
    Puntuación { $score } de { $total }, contando los primeros intentos{ $retried ->
        [none] { "" }
       *[other] { " " }(incorrectas al primer intento: { $retried })
    }{ $fixed ->
        [none] { "" }
       *[other] { " " }(corregidas por usted: { $fixed })
    }.{ $correct ->
        [yes] { " " }La respuesta ya es toda correcta.
       *[no] { "" }
    }
practice-missed = Omitidas: { $list }.
practice-wrong = Incorrectas: { $list }.
practice-order =
    F2 examina { $terminals } posiciones terminales con su orden (orden dado { $original }, mejor primero { $bestFirst }, mínimo posible { $best }{ $corollary ->
        [none] { "" }
       *[other] , mínimo del corolario 3 { $corollary }
    }).
practice-select =
    Seleccionar { $p ->
        [root] la raíz
       *[other] la posición { $p }
    }
practice-verdict =
    { $verdict ->
        [right] correcta
        [missed] omitida
       *[wrong] incorrecta
    }:
practice-dx-close = Cerca de un error conocido: { $names } (abajo).
practice-dx-known = Esto es lo que da un error conocido: { $names } (abajo).
practice-dx-closest-title =
    Error conocido más cercano (a { $count } { $count ->
        [one] posición
       *[other] posiciones
    }): { $title }
practice-dx-title = Un error conocido: { $title }
practice-dx-why = Por qué es un error
practice-dx-show = Mostrar la diferencia en este árbol
practice-dx-show-title = La vista de diferencias: este error frente al procedimiento correcto, en la primera posición donde se separan
