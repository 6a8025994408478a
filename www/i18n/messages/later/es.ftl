# Español, segunda parte: los mensajes de lo que se carga después (práctica, paneles de
# experimentos y de patología). La primera parte (../es.ftl) es la de la primera vista.

## Las demás frases del panel paso a paso (todas las familias).

step-ready = Listo: { $proc } empieza en la raíz (mueve Max). Avance un paso (→) o reproduzca (Espacio).
step-too-large-for = Este árbol es demasiado grande para recorrerlo paso a paso con { $proc }.

open-panel =
    .aria-label = Lista OPEN de SSS*
open-status = estado
open-merit = mérito

## El mapa de aspiración.

map-scale =
    { $dark ->
        [yes] más claro = más
       *[no] más oscuro = más
    }
map-role = mapa de aspiración
map-label = Mapa de aspiración: total de posiciones examinadas para cada ventana. Las flechas mueven, Intro fija la ventana.
map-cell =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] exacto
        [low] falla por abajo
       *[high] falla por arriba
    }, { $count ->
        [one] { $count } posición
       *[other] { $count } posiciones
    }
map-legend =
    { $lo } … { $hi } { $hi ->
        [one] posición
       *[other] posiciones
    }; ventana completa { $full }; F(raíz) = { $value } (recuadrada: exacto)
map-off-grid = La ventana actual no está en esta cuadrícula.

## Los botones del paso a paso.

open-caption = Lista OPEN
open-after =
    OPEN tras el paso { $step } (arriba primero), { $count ->
        [one] { $count } triple
       *[other] { $count } triples
    }
open-not-started = Lista OPEN (aún sin empezar)
open-select = Elegir la posición { $p } en el árbol
open-purged = Purgados en este paso: { $names }.
open-note = Los méritos son desde el punto de vista de Max (SSS* es un procedimiento minimax); +∞ es el MAXINT de la tesis.

help =
    .aria-label = Atajos de teclado
help-title = Teclado
help-play = reproducir / pausar el paso a paso
help-forward = paso siguiente
help-back = paso anterior
help-ends = primer / último paso
help-speed = más lento / más rápido
help-km = F0, F1, F2, comparar
help-proc = el menú de procedimientos (los de cada artículo)
help-view = vista negamax / minimax
help-dewey = mostrar las coordenadas de Dewey
help-present = modo presentación (el árbol y el paso a paso ocupan la pantalla)
help-tree = enfocar el árbol; allí ↑ ↓ ← → pasan de una posición a otra (el padre, el primer sucesor, las vecinas del nivel), Inicio va a la raíz, Fin a la última posición, escribir un nombre de Dewey (2.1) va a ella, Intro edita, + − hacen zoom, 0 ajusta
help-table = la búsqueda como tabla (una fila por posición, en profundidad); allí ↑ ↓ pasan de una fila a otra, Re Pág / Av Pág muestran las filas anteriores / siguientes
help-undo = deshacer, rehacer
help-help = esta ayuda
options-title = Opciones del procedimiento
opt-reading-legend = Lectura de los textos de la tesis
opt-resolved =
    .title = La lectura resuelta de los procedimientos de la tesis (§2, apén. 1): corte cuando m ≥ β; Scout compara con ≥
opt-resolved-text = Lectura resuelta
opt-literal =
    .title = Los textos tal como están impresos (corte si m > β; Scout compara con >)
opt-literal-text = Literal (tal como se imprimió)
opt-m = m (lado max)
opt-n = n (lado min)
opt-backup = Propagación de valores
opt-backup-identity = identidad
opt-backup-sample = el ejemplo del informe (x = r = 3, y = s = 1)
opt-backup-exp = exponencial, x, y[, r, s]
opt-tie = Regla de empate en la raíz
opt-tie-strict = strict: en un empate se queda la jugada anterior
opt-tie-le = le: el α ≤ u del informe
opt-warnings =
    .aria-label = Avisos sobre las funciones de propagación

## El código de Muszycka y de Slagle.

opt-warning =
    { $side ->
        [max] lado max
       *[min] lado min
    }{ $dmax ->
        [none] { "" }
       *[other] { " " }en dmax { $dmax }
    }: { $lhs } = { $product } > 1, así que el valor propagado no es monótono en el mejor valor { $side ->
        [max] a_2
       *[min] b_2
    } (Slagle, sección 8.1, teorema); es mínimo en { $side ->
        [max] a_2 - alpha
       *[min] beta - b_2
    } = { $minimum }

## Las opciones de los procedimientos.

opt-window-applies = La ventana (α, β) se aplica a { $names } (branch-and-bound toma β como cota); los demás procedimientos buscan con la ventana completa.
opt-window-full = Estos procedimientos buscan con la ventana completa; el panel de la ventana se aplica a F1, F2, branch-and-bound, alphabeta, falphabeta y PVS.
opt-mn-range = { $what } debe ser un entero de 1 a 20
opt-exp-bad = las funciones exponenciales toman x, y (ambos lados) o x, y, r, s: números como 3, 1

## Avisos sobre la página y el árbol.

help-table-key = Tabla
help-single-keys = Atajos de una tecla (Espacio, 0–3, p, v, d, f, t, ?, [ ] . , b): desactívelos si usa entrada por voz o pulsa teclas sin querer; las teclas del árbol funcionan mientras tiene el foco
# Los nombres de las teclas en la ayuda, como los rotulan los teclados.
help-key-space = Espacio
help-key-forward = → o .
help-key-back = ← o ,
help-key-ends = Inicio / Fin
help-key-speed = [ y ]
help-key-undo = Ctrl+Z, Ctrl+Mayús+Z
help-key-clicker = Av Pág / Re Pág
help-clicker = en modo presentación: paso adelante / atrás (los botones de un mando de presentaciones)
help-key-blank = . o b
help-blank = en modo presentación: pantalla en negro; pulse de nuevo para volver
help-close = Cerrar

## El panel del código.

code-listing = El procedimiento tal como lo imprime el artículo
code-not-started = Sin empezar: el primer paso llama al procedimiento en la raíz.
code-returns =
    p = { $p ->
        [root] raíz
       *[other] { $p }
    } devuelve { $value }
code-terminal =
    p = { $p ->
        [root] raíz
       *[other] { $p }
    } (terminal), { $window }f(p) = { $value ->
        [none] aún no calculado
       *[other] { $value }
    }
code-interior =
    p = { $p ->
        [root] raíz
       *[other] { $p }
    }, { $window }m = { $m }, t = { $t }, i = { $i } de d = { $d }

## La lista OPEN de SSS*.

tree-label-proc = Árbol de juego buscado por { $proc }
tree-label-diff = Árbol de juego: posiciones examinadas por ambos procedimientos, solo por A, solo por B
diff-choice-full = { $proc }, ventana completa (−∞, +∞)
diff-choice-mistake = Error: { $label }
diff-mistake = el error «{ $label }»
diff-failed = No se pudo hacer la diferencia: { $error }
diff-count =
    { $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    } ({ $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminales
    })
diff-caption = { $a } frente a { $b } en un árbol — ambos: { $both }; solo { $a }: { $onlyA }; solo { $b }: { $onlyB }; ninguno: { $neither }.
diff-same-run = A y B son la misma búsqueda ({ $a }): elija dos para ver dónde difieren.
diff-same-positions = { $a } y { $b } examinan las mismas posiciones.
diff-first =
    Primera diferencia entre { $a } y { $b }: { $p ->
        [root] la raíz
       *[other] { $p }
    } — { $yes } la examina, { $no } no.
diff-first-failed = No se pudo encontrar la primera diferencia: { $error }
diff-show =
    Mostrar { $p ->
        [root] la raíz
       *[other] { $p }
    }

## La vista de tabla.

table-root = raíz
table-caption =
    { $proc }: una fila por posición en profundidad; valores { $view ->
        [minimax] desde el punto de vista de Max (minimax)
       *[negamax] desde el punto de vista del jugador que mueve (negamax)
    }
table-head-position = Posición
table-head-player = Mueve
table-head-window = Ventana (α, β)
table-head-value = Valor o cota
table-head-status = Estado
table-region = La búsqueda como tabla (se desplaza de lado en pantallas estrechas)
table-select-row = Elegir la posición { $p }
table-status-examined = examinada
table-status-current = examinada (el paso actual)
table-status-pending = aún no alcanzada
table-status-skipped = no examinada
table-status-cut =
    cortada por { $kind ->
        [shallow] un corte superficial
        [deep] un corte profundo
        [window] la cota de la ventana
       *[other] un corte ({ $name })
    } en { $at }
table-status-saved = ahorrada por la ventana (esta búsqueda la cortó en { $at }; la ventana completa la examina)
table-status-saved-plain = ahorrada por la ventana (la ventana completa la examina)
table-rows =
    Filas { $from }–{ $to } de { $size } posiciones (en profundidad), { $around ->
        [step] alrededor del paso actual
        [selection] alrededor de la posición elegida
        [moved] como usted las movió
       *[start] desde la raíz
    }. El dibujo las muestra todas; la tabla muestra { $shown } a la vez.
table-earlier = Filas anteriores
table-later = Filas siguientes
table-announce = Tabla: el paso actual está en { $p }, fila { $row } de { $size }.
table-compare-note = La comparación muestra varias búsquedas; la tabla lista la de { $proc }.

## Avisos sobre el enlace (lo que no se pudo usar). $value: el texto del enlace, recortado.

link-repeated = el enlace da { $keys } más de una vez: se usa el último
link-unknown-proc = procedimiento desconocido «{ $value }» ({ $km } o uno de { $others })
link-window-order = alpha debe ser menor que beta; se usa (-inf, +inf)
link-unknown-view = vista desconocida «{ $value }»
link-bad-step = el paso «{ $value }» no es un número
link-bad-sel = la posición seleccionada (sel=) «{ $value }» no es un nombre de Dewey como 2.1 o root
link-bad-lang = el idioma (lang=) «{ $value }» no es una etiqueta de idioma como fr o de

## Más avisos sobre el enlace.

link-or = { " " }o{ " " }
link-and = { " " }y{ " " }
link-trees = el enlace da más de un árbol: se usa { $used }, no { $also }
link-generated-tree = el árbol generado (gen= con patch= o sum=)
link-patch-alone = el enlace tiene ediciones (patch=) pero ningún árbol generado (gen=) al que aplicarlas
link-gen-unread = el generador del enlace (gen=) no se puede leer: «{ $value }»
link-cut =
    { $what ->
       *[patho] los ajustes de patología (patho=) se cortaron
    } a { $max } caracteres
link-option-range = { $key } debe ser un entero de { $min } a { $max }, no «{ $value }»
link-unknown-backup = funciones de propagación desconocidas «{ $value }» ({ $choices })
link-unknown-choice =
    { $key ->
        [tie] regla de empate
       *[other] { $key }
    } desconocido «{ $value }» ({ $choices })
link-cmp-unknown = algunos procedimientos de cmp= son desconocidos
link-compare-only =
    { $keys } solo { $count ->
        [one] sirve
       *[other] sirven
    } con la comparación (proc=compare)
link-unknown-cmode = modo de comparación desconocido «{ $value }» ({ $choices })
link-diff-only = diff= solo sirve con la vista de diferencia (show=diff)
link-bad-diff = la diferencia (diff=) debe nombrar dos procedimientos, como F1,F2 o F2,F2@full; no «{ $value }»
link-bad-mcts = la caja de Monte Carlo (mcts=) toma i (las iteraciones, de 1 a { $max }), s (la semilla, un entero >= 0) y c (C, un número >= 0), como { $example }, o mcts=on; no «{ $value }»
link-gen-long = el generador (gen=) supera los { $limit } caracteres: no se usa
link-gen-not-setting = { $value } no es un ajuste
link-gen-model = { $value }: el modelo es uno de { $models }
link-gen-not-finite = { $value }: no todas las entradas son números finitos
link-gen-too-many = { $value }: como mucho { $max } entradas (se usan las { $max } primeras)
link-gen-too-large = { $value }: el número supera 2^53 - 1 en valor absoluto
link-gen-not-whole = { $value } no es un entero
link-gen-unused =
    el generador (gen=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(y { $more } más)
    }; para ellos se usan los valores por defecto del generador

## Avisos sobre la página y el árbol.

# Avisos de enlace: ajustes de experimento (exp=) y claves de práctica.
link-exp-long = los ajustes del experimento (exp=) superan { $limit } caracteres: no se usan
link-exp-unknown-procs = { $value }: algunos procedimientos son desconocidos
link-exp-too-many-procs = { $value }: como máximo { $max } procedimientos (se usan los { $max } primeros)
link-exp-unused =
    los ajustes del experimento (exp=): { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(y { $more } más)
    }; { $any ->
        [yes] se usan los valores por defecto en su lugar
       *[no] no se pudo usar nada
    }
link-exp-empty = los ajustes del experimento (exp=) están vacíos
link-unknown-mode = modo desconocido «{ $value }» (explore o practice)
link-unknown-task = tarea desconocida «{ $value }» ({ $choices })
link-bad-exercise = { $key ->
        [set] la serie de ejercicios
       *[ex] el ejercicio
    } de { $key }= no se pudo leer: { $long ->
        [yes] supera { $limit } caracteres
       *[no] un ejercicio se escribe con letras, cifras y . , _ + - (por ejemplo prune.F2.s1.d3h4.random.v-9..9)
    }
link-unknown-feedback = respuesta desconocida «{ $value }» ({ $choices }): se usa la respuesta al final
link-bad-attempts = attempts= debe ser un número entero de 1 a { $max }, no «{ $value }»: no se usa ningún límite
link-practice-only = { $keys } solo { $count ->
        [one] se usa
       *[other] se usan
    } en el modo de práctica (mode=practice)

## La tesis de Muszycka: los nombres de las rutinas, TEST, testm, staticvalue, LIVE, SOLVED,
## OPEN, Γ y las ternas ⟨p, s, m⟩ quedan tal como se imprimen.

thesis-call-bound = branchandbound con la cota { $bound }
thesis-call-window = { $routine } con la ventana (α, β) = { $window }
thesis-call-scout = scout (evaluarla)
thesis-call-scout-cm = el scout de Campbell y Marsland
thesis-call-test = TEST: ¿es su valor { $rel } { $v }?
thesis-call-testm = testm: ¿es su valor { $rel } { $v }?
thesis-call-test-minimax = TEST (minimax): ¿es su valor { $rel } { $v }?
thesis-enter =
    Visitar { $p ->
        [root] la raíz
       *[other] la posición { $p }
    } (mueve { $who }): { $call }{ $question ->
        [yes] { "" }
       *[no] .
    }
thesis-evaluate =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } es terminal: staticvalue = { $value } (desde el punto de vista { $side ->
        [max] de Max
       *[mover] de { $who }, que mueve allí
    }).
thesis-return =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } devuelve { $value }.
thesis-test-result =
    El TEST en { $p ->
        [root] la raíz
       *[other] { $p }
    } responde { $outcome ->
        [true] verdadero
       *[false] falso
    }.
thesis-cutoff =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    }: m = { $m } { $rel } { $ab } = { $b } tras el { $after }.º sucesor: un corte; { $count ->
        [one] la posición { $skipped } no se examina
       *[other] las posiciones { $skipped } no se examinan
    }.
thesis-window-test =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    }: la prueba de ventana mínima de { $son } con { $window } da t = { $t } { $rel } m = { $m }: { $promising ->
        [yes] prometedora, así que { $son } se busca de nuevo.
       *[no] no puede mejorar m; sin nueva búsqueda.
    }
thesis-scouted =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    }: el TEST de { $son } responde { $outcome ->
        [true] verdadero
       *[false] falso
    }: { $evaluate ->
        [yes] puede ser mejor, así que Scout la evalúa.
       *[no] no puede ser mejor; se omite.
    }
thesis-re-search =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    }: { $evaluate ->
        [yes] evaluar
       *[no] nueva búsqueda de
    } { $son }: { $call }.
thesis-sss-start = Paso { $step }: OPEN = { $triples }.
thesis-gamma = Paso { $step }: Γ toma { $triple } de la cima — { $what }.{ $done }
thesis-gamma-live-leaf = una terminal LIVE: evaluada, y { $solved } (mérito min(m, valor estático)) va a su lugar ordenado
thesis-gamma-live-min = una posición Min LIVE: su sucesor más a la izquierda { $top } va a la cima
thesis-gamma-live-max = una posición Max LIVE: todos sus sucesores van a la cima, LIVE con mérito { $merit }
thesis-gamma-solved-min =
    una posición Min SOLVED: su padre { $top } va a la cima{ $count ->
        [0] { "" }
       *[other] , y los demás sucesores del padre se eliminan ({ $purged })
    }
thesis-gamma-solved-max-last = una posición Max SOLVED, el último sucesor: su padre { $top } va a la cima
thesis-gamma-solved-max-next = una posición Max SOLVED: su siguiente hermano { $top } va a la cima
thesis-sss-stops = ⟨root, SOLVED, { $merit }⟩ está en la cima: SSS* se detiene con { $merit }.

## Los procedimientos m&n de Slagle (los términos del informe —m y n mejores valores, alpha,
## beta, oldalpha, oldbeta, dmax, glbua, lubub, u, fases 1 y 2— quedan tal como se imprimen).

mn-enter =
    Examinar { $p ->
        [root] la raíz
       *[other] la posición { $p }
    } (mueve { $who }, dmax = { $dmax }){ $count ->
        [0] { "" }
       *[other] , recibe { $passed }
    }.
mn-evaluate = La posición { $p } es final: valor { $value }.
mn-take =
    En { $p }: el sucesor { $index } ({ $child }) da u = { $u }; los mejores valores son ahora [{ $list }]{ $bounds }{ $phase ->
        [0] { "" }
       *[other] , fase { $phase }
    }{ $ignored ->
        [yes] { " " }— sin cambio (no es mejor que la cota)
       *[no] { "" }
    }.
mn-inverse =
    En { $p }, tras el sucesor { $index }: { $fn } = { $value }; { $phase2 ->
        [yes] la fase 2 empieza con { $assign } = { $bound }.
       *[no] sigue la fase 1.
    }
mn-cutoff-highest = u = { $u } ≤ el mejor valor de la raíz hasta ahora α = { $b }: un corte α del nivel más alto (§7.1)
mn-cutoff-alpha = u = { $u } ≤ α = { $b }: un corte α m&n (§7.3)
mn-cutoff-beta = u = { $u } ≥ β = { $b }: un corte β m&n (§7.2)
mn-cutoff =
    En { $p }: el sucesor { $after } devolvió { $what }; { $p } devuelve u de inmediato{ $count ->
        [0] { "" }
        [one] { " " }y su último sucesor no se examina
       *[other] { " "}y sus últimos { $count } sucesores no se examinan
    }.
mn-root =
    La raíz compara el sucesor { $index } ({ $child }), que vale { $u }, con su mejor valor hasta ahora { $best }: { $taken ->
        [yes] { $child } es la nueva mejor jugada
       *[no] conserva su mejor jugada
    }.
mn-leave =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } devuelve { $value }{ $bound ->
        [lower] { " " }(una cota: su valor m&n es al menos este)
        [upper] { " " }(una cota: su valor m&n es como mucho este)
       *[exact] { "" }
    }.

## Las demás frases del panel paso a paso (todas las familias).

thesis-done =
    Hecho: { $proc } devuelve { $value } { $exact ->
        [yes] = F(raíz)
       *[no] (una cota de F(raíz))
    }; { $nodes } { $nodes ->
        [one] nodo creado
       *[other] nodos creados
    } ({ $leaves } { $leaves ->
        [one] hoja
       *[other] hojas
    }), { $visits } { $visits ->
        [one] visita
       *[other] visitas
    }.{ $hint }
mn-done =
    Hecho: { $proc } con m = { $m }, n = { $n } { $best ->
        [yes] elige el sucesor { $index } (posición { $child }), que vale { $value }
       *[no] devuelve { $value } (la raíz es terminal)
    }; { $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    } y { $terminals } { $terminals ->
        [one] posición terminal examinada
       *[other] posiciones terminales examinadas
    }.{ $hint }

## La pila de llamadas junto a la frase del paso: los títulos de sus columnas.

stack-call = llamada
stack-passed = recibe
stack-best-values = mejores valores
stack-phase = fase

## La tabla de recuentos y las notas de debajo.

thesis-counts-caption = Contadores de Muszycka (tesis, §3.1)
thesis-counts-bound = { $value } (cota)
thesis-counts-nodes = nodos creados
thesis-counts-leaves = hojas creadas
thesis-counts-visits = visitas a nodos
thesis-counts-leaf-visits = visitas a hojas
thesis-counts-evaluations = evaluaciones estáticas
thesis-counts-tests = tests
thesis-counts-researches = nuevas búsquedas
thesis-counts-cutoffs = cortes
thesis-counts-open = lista OPEN más larga
thesis-counts-note = Creado: visitado al menos una vez (SSS*: procesado como LIVE); la raíz no cuenta, como en la tesis. Las visitas cuentan cada llamada: las nuevas búsquedas y los TEST visitan de nuevo.
mn-counts-caption = Recuentos m&n de Slagle
mn-counts-best = jugada elegida
mn-counts-value = su valor
mn-counts-mn = m, n
mn-counts-hla = cortes α del nivel más alto
mn-counts-alpha = cortes α m&n
mn-counts-beta = cortes β m&n
mn-counts-note = Las posiciones examinadas cuentan la raíz; la raíz examina cada sucesor.

## El resumen de cada familia.

summary-thesis =
    { $proc }{ $literal ->
        [yes] { " " }(lectura literal)
       *[no] { "" }
    }: valor en la raíz { $exact ->
        [yes] { $value }
       *[no] { $value } (una cota)
    }; { $nodes ->
        [one] { $nodes } nodo creado
       *[other] { $nodes } nodos creados
    } ({ $leaves } de { $terminals } hojas), { $visits ->
        [one] { $visits } visita
       *[other] { $visits } visitas
    }.
summary-mn = { $proc }, m = { $m }, n = { $n }: { $move }; { $positions } de { $allPositions } posiciones y { $terminals } de { $allTerminals } terminales examinadas.
mn-move = elige el sucesor { $index } (posición { $child }), que vale { $value }
mn-move-none = devuelve { $value }

## La comparación.

compare-caption-thesis =
    — { $leaves ->
        [one] { $leaves } hoja
       *[other] { $leaves } hojas
    }, { $nodes ->
        [one] { $nodes } nodo creado
       *[other] { $nodes } nodos creados
    }
compare-caption-mn =
    — jugada { $move }, { $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminales
    }

## La lista OPEN de SSS*.

open-too-big = La lista OPEN se muestra para árboles de hasta { $limit } posiciones (se registra tras cada paso).

## El código de Muszycka y de Slagle.

code-thesis-returns =
    { $routine }p = { $p ->
        [root] raíz
       *[other] { $p }
    } devuelve { $value }
code-thesis-leaf =
    { $routine }p = { $p ->
        [root] raíz
       *[other] { $p }
    } (hoja){ $args }, staticvalue(p) = { $value ->
        [none] aún no leído
       *[other] { $value }
    }
code-thesis-interior =
    { $routine }p = { $p ->
        [root] raíz
       *[other] { $p }
    }{ $parts }, i = { $i } de f = { $f }
code-sss-not-started = Sin empezar: el paso 1 pone ⟨root, LIVE, MAXINT⟩ en OPEN.
code-sss-static = staticvalue({ $p }) = { $value }
code-sss-start = Paso 1: { $put } puesto en OPEN (lista n.º 1, numerada como en la fig. 8)
code-sss-gamma =
    Γ({ $triple }): { $put } { $how ->
        [inserted] insertado en su lugar ordenado
       *[top] puesto arriba
    }{ $purged ->
        [yes] ; borrados { $names }
       *[no] { "" }
    }; OPEN tiene { $count ->
        [one] { $count } triple
       *[other] { $count } triples
    } (lista n.º { $list }, numerada como en la fig. 8)
code-mn-not-started = Sin empezar: el primer paso llama a sta1 sobre los sucesores de la raíz.
code-mn-returns =
    p = { $p ->
        [root] raíz
       *[other] { $p }
    } devuelve { $value }{ $bound ->
        [lower] { " " }(una cota inferior)
        [upper] { " " }(una cota superior)
       *[exact] { "" }
    }
code-mn-final =
    p = { $p ->
        [root] raíz
       *[other] { $p }
    }: final, value[p] = { $value }
code-mn-root = sta1: alpha = { $alpha }, best = { $best }

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
practice-mode-fix = Cada marca o valor se juzga al hacerlo; uno incorrecto se corrige automáticamente, y cada corrección cuesta un punto.
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
    }: incorrecto, corregido automáticamente (cuesta un punto). { $sentence }
practice-undone = Deshecho.
practice-score = Puntuación { $score } de { $total }.
practice-score-right = Puntuación { $score } de { $total }: ¡todo correcto!
practice-score-first-tries =
    Puntuación { $score } de { $total }, contando los primeros intentos{ $retried ->
        [none] { "" }
       *[other] { " " }(incorrectas al primer intento: { $retried })
    }{ $fixed ->
        [none] { "" }
       *[other] { " " }(corregidas automáticamente: { $fixed })
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
practice-fb-right-folded =
    Correctas: { $count } { $count ->
        [one] posición
       *[other] posiciones
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

## Práctica: la barra (www/practice/mode.js).

practice-title = Práctica
practice-task = Tarea
practice-procedure = Procedimiento
practice-view = Vista
practice-view-minimax = minimax (valores desde el punto de vista de Max)
practice-view-negamax = negamax
practice-view-fixed = La tarea Paso siguiente pide m tal como lo lleva su procedimiento: { $view ->
        [minimax] minimax, desde el punto de vista de Max
       *[negamax] negamax, desde el punto de vista del jugador que mueve
    }.
practice-task-prune = Poda: ¿qué no se examina?
practice-task-values = Valores devueltos
practice-task-window = Ventana (α, β)
practice-task-next = Paso siguiente
practice-task-order = Rompecabezas del orden
practice-print-title =
    { $number ->
        [none] Ejercicio
       *[other] Ejercicio { $number }
    }: { $task } — { $proc }
practice-print-prune = marcar los cortes
practice-print-values = los valores devueltos
practice-print-window = búsqueda con una ventana
practice-print-next = el paso siguiente
practice-print-order = el orden con más cortes
practice-new-menu = Nuevo ejercicio…
practice-seed = Semilla
practice-degree = Grado
practice-height = Altura
practice-ordering = Orden
practice-ordering-random = aleatorio
practice-ordering-good = bueno
practice-ordering-bad = malo
practice-lowest = Mínimo
practice-highest = Máximo
practice-new-exercise = Nuevo ejercicio
practice-new-seed = Nueva semilla
practice-worksheet-menu = Hoja de ejercicios…
practice-teacher-link = Enlace para docentes: ocultar las respuestas hasta comprobar
practice-latex = LaTeX
practice-latex-title = La hoja en LaTeX (forest)
practice-latex-solution = LaTeX con solución
practice-print = Imprimir
practice-latex-saved = Hoja LaTeX guardada.
practice-latex-saved-solution = Hoja LaTeX con la solución guardada.
practice-log-menu = Registro de intentos…
practice-log-count =
    { $count } { $count ->
        [one] comprobación guardada
       *[other] comprobaciones guardadas
    } en este navegador{ $dropped ->
        [0] { "" }
       *[other] { " " }({ $dropped } antiguas descartadas)
    }; no se envía nada a ninguna parte.
practice-log-save = Descargar (líneas JSON)
practice-log-clear = Vaciar el registro
practice-log-saved = Registro de intentos guardado.
practice-log-cleared = Registro de intentos vaciado.
practice-leave-label = ¿Salir del ejercicio?
practice-leave-text = ¿Salir del ejercicio a la vista de exploración? Muestra la búsqueda en este árbol y, por tanto, la respuesta; su intento anotará que salió antes de comprobar.
practice-leave = Salir del ejercicio
practice-stay = Quedarse
practice-unusable = No se pudo usar el ejercicio: { $error }
practice-proc-not-loaded =
    No se pudo cargar { $proc }{ $error ->
        [none] { "" }
       *[other] { " " }({ $error })
    }: el ejercicio no se abrió.
practice-set-unreadable = No se pudo leer la serie de ejercicios: { $error }
practice-set-at = Ejercicio { $at } de { $size } · { $progress }
practice-set-done =
    { $done } de { $size } hechos{ $explored ->
        [0] { "" }
       *[other] { " " }({ $explored } tras pasar por la vista de exploración)
    }
practice-set-previous = ◀ Anterior
practice-set-next = Siguiente ▶
practice-set-reset = Reiniciar el progreso
practice-fresh-needs-exercise = Los árboles nuevos (fresh=1) necesitan un ejercicio (ex= o set=): este árbol se queda.
practice-new-tree = Árbol nuevo
practice-new-tree-title = El mismo tipo de ejercicio en un árbol nuevo (un nuevo intento)
practice-new-tree-announce = { $attempts }: un árbol nuevo.
practice-attempt =
    Intento { $n }{ $limit ->
        [none] { "" }
       *[other] { " " }de { $limit }
    }
practice-attempts-none-left = No quedan intentos ({ $used } de { $limit } usados)
practice-attempt-scores = { " " }· puntuaciones: { $scores }
practice-no-attempts-left = No quedan intentos: { $used } de { $limit } usados.
practice-tree-checked = Este árbol ya se comprobó: pase a un árbol nuevo (Árbol nuevo) para el siguiente intento.
practice-left-before = Ya salió de este ejercicio a la vista de exploración: sus comprobaciones se anotan como hechas después.
practice-steps-through = { $why }; este ejercicio recorre { $proc } paso a paso.
practice-mistake-unknown = El error «{ $id }» no está en el catálogo de este núcleo.
practice-difference-announce = La vista de diferencias: { $mistake } frente a { $proc } en este árbol.
practice-teacher-link-kept = Es un enlace para docentes: sus respuestas siguen ocultas y no da hoja de soluciones.

## Práctica: el enunciado (www/practice/statement.js).

practice-values-minimax = Los valores son desde el punto de vista de Max (vista minimax).
practice-values-negamax = Los valores son desde el punto de vista del jugador que mueve (vista negamax).
practice-statement-prune = ¿Qué posiciones no examina { $proc } en este árbol? Marque cada subárbol que salta. { $view }
practice-statement-values = ¿Qué valor devuelve cada posición que examina { $proc }? Diga si es exacto o una cota (K&M (6), (9)). { $view }
practice-statement-window = { $proc } busca en este árbol con la ventana ({ $alpha }, { $beta }). ¿Falla por abajo, falla por arriba o da el valor exacto, y qué devuelve? { $view }
practice-statement-next-mn = Recorra { $proc } paso a paso en este árbol y prediga cada paso siguiente: el alfa (posición max) o el beta (posición min) del padre entonces, desde el punto de vista de Max (Slagle, apéndice C).
practice-statement-next = Recorra { $proc } paso a paso en este árbol y prediga cada paso siguiente. m es el m del padre, desde el punto de vista de su jugador que mueve (el m del texto del procedimiento, negamax como en K&M y en la tesis).
practice-statement-order = Reordene los sucesores para que F2 examine el menor número posible de posiciones terminales.

## Práctica: instrucciones, formulario y respuesta de un ejercicio (www/practice/session.js).

practice-help-prune = Marque las posiciones que el procedimiento no examina. Haga clic o toque una posición para marcarla (su subárbol va con ella); con el teclado: las flechas seleccionan, Intro o x marca.
practice-help-values = Dé el valor que devuelve cada posición interior examinada, y si es exacto o una cota. Seleccione una posición (clic, toque o flechas; Intro salta al formulario) y fije su valor.
practice-help-window = Prediga el resultado de la búsqueda con esta ventana y el valor que devuelve. Si quiere, marque (como en la poda) las posiciones que la ventana ahorra frente a (−∞, +∞).
practice-help-next = El paso a paso se ha detenido. ¿Qué posición se examina a continuación (probada o buscada de nuevo, en PVS y Palphabeta), corta su padre justo después de que vuelva, y cuánto vale entonces el m del padre? Seleccione la posición en el árbol.
practice-help-next-drawn = El árbol muestra los valores desde el punto de vista del jugador que mueve en cada posición (negamax), como m.
practice-help-order = Reordene los sucesores para que F2 examine el menor número posible de posiciones terminales. Seleccione una posición y muévala a la izquierda o a la derecha entre sus hermanas (teclas [ y ]).
practice-tree-label-mark = Árbol de práctica ({ $task }). Las flechas pasan de una posición a otra; Intro marca la posición seleccionada.
practice-tree-label-form = Árbol de práctica ({ $task }). Las flechas pasan de una posición a otra; Intro va al formulario de respuesta.
practice-no-selection = Ninguna posición seleccionada.
practice-position =
    { $p ->
        [root] la raíz
       *[other] la posición { $p }
    }
practice-root = raíz
practice-selected =
    Seleccionada: { $name }{ $terminal ->
        [terminal] { " " }(terminal: su valor está dado)
       *[no] { "" }
    }{ $marked ->
        [none] { "" }
       *[other] ; marcadas: { $marked }
    }.
practice-marked =
    { $p ->
        [root] La raíz
       *[other] { $p }
    } y su subárbol marcados.
practice-unmarked =
    { $p ->
        [root] La raíz
       *[other] { $p }
    } ya no está marcada.
practice-describe-marked = marcada como no examinada
practice-describe-covered = en un subárbol marcado
practice-describe-unmarked = sin marcar
practice-describe-answer = su respuesta: { $value }
practice-check = Comprobar
practice-empty-label = ¿Comprobar una respuesta vacía?
practice-empty-ask = Su respuesta está vacía: no ha marcado ni rellenado nada. Cada comprobación cuenta como un intento. ¿Comprobarla de todos modos?
practice-empty-check = Comprobar de todos modos
practice-empty-back = Volver a la respuesta
practice-show = Mostrar la respuesta
practice-retry = Reintentar
practice-undo = Deshacer
practice-feedback-label = Comentarios por posición
practice-call-stack = Pila de llamadas (la más interna al final)
practice-code = El código
practice-mark = Marcar / desmarcar la posición seleccionada
practice-clear-marks = Borrar las marcas
practice-value = Valor
practice-value-is = es
practice-value-label = Valor devuelto por la posición seleccionada
practice-bound-label = Valor exacto o cota
practice-exact = exacto
practice-lower-bound = cota inferior (≥)
practice-upper-bound = cota superior (≤)
practice-set = Fijar
practice-clear = Borrar
practice-window-line = Ventana (α, β) = { $window }, procedimiento { $proc }.
practice-window-value-label = Valor que devuelve { $proc }
practice-outcome = Resultado
practice-outcome-fail-low = falla por abajo (fail low)
practice-outcome-exact = exacto
practice-outcome-fail-high = falla por arriba (fail high)
practice-value-returned = Valor devuelto
practice-mark-saved = Marcar / desmarcar ahorrada
practice-next-pos-label = Coordenadas de Dewey de la posición examinada a continuación
practice-next-mn-label = El alfa (posición max) o el beta (posición min) del padre después de que vuelva
practice-next-m-label = El m del padre después de que vuelva
practice-next-question = Pregunta siguiente
practice-examined-next = Examinada a continuación
practice-cutoff-question = ¿Corte en su padre justo después?
practice-yes = sí
practice-no = no
practice-parent-mn = α (max) / β (min) del padre entonces
practice-parent-m = m del padre entonces
practice-move-left = ◀ A la izquierda
practice-move-right = A la derecha ▶
practice-original-order = Orden original
practice-search-over = La búsqueda ha terminado: no se examina ninguna posición después de esta.
practice-select-interior = Seleccione primero una posición interior (los valores terminales están dados).
practice-select-non-root = Seleccione una posición distinta de la raíz para moverla entre sus hermanas.
practice-moved = El sucesor { $p } es ahora el número { $at } de { $of }.
practice-choose-outcome = elija un resultado: falla por abajo, exacto o falla por arriba
practice-say-cutoff = diga si el padre corta (sí o no)
practice-not-checked = No comprobado: { $error }
practice-not-checked-stop = No comprobado: { $error }.
practice-not-judged = No juzgado: { $error }
practice-answer = Respuesta: { $text }
practice-answer-prune =
    No examinadas: { $list ->
        [nothing] ninguna
       *[other] { $list }
    }.
practice-answer-window =
    Resultado { $outcome }, valor { $value }; ahorradas: { $saved ->
        [nothing] ninguna
       *[other] { $saved }
    }.
practice-answer-values = Los valores devueltos están escritos junto a cada posición interior examinada (≥: una cota inferior, ≤: una cota superior).
practice-answer-next =
    Siguiente: { $p }; { $cutoff ->
        [yes] su padre corta justo después
       *[no] no hay corte en su padre
    }; el m del padre vale entonces { $m }.
practice-answer-order = El árbol muestra ahora un orden con el que F2 examina el menor número de posiciones terminales.

## Predecir, en la vista de exploración (www/practice/predict.js).

predict-tally = { $right } de { $made } predicciones acertadas
predict-none-yet = Aún no hay predicciones
predict-pos-label = Posición examinada a continuación (Dewey, como 2.1; la posición seleccionada la rellena)
predict-pos = Siguiente posición examinada
predict-cutoff-question = ¿Corta su padre justo después?
predict-reveal = Revelar el paso
predict-help = Prediga cada paso antes de que se muestre: seleccione la siguiente posición examinada en el árbol (o escríbala), diga si su padre corta después de ella y luego Revelar. → y Reproducir esperan su predicción.
predict-unsupported = { $why }: Predecir recorre los procedimientos que conoce la tarea «Paso siguiente».
predict-no-steps = Esta ejecución no tiene paso a paso que predecir.
predict-first = Prediga primero: la posición examinada a continuación (selecciónala o escríbala) y si su padre corta.
predict-verdict =
    { $ok ->
        [yes] ✓ Correcto
       *[no] ✗ No del todo
    }: { $p ->
        [root] la raíz
       *[other] la posición { $p }
    } se examina a continuación{ $said ->
        [none] { "" }
        [root] { " " }(dijo la raíz)
       *[other] { " " }(dijo { $said })
    }, y { $cutoff ->
        [yes] su padre corta justo después
       *[no] su padre no corta justo después
    }{ $cutOk ->
        [yes] { "" }
       *[no] { " " }(dijo lo contrario)
    }.
predict-predicting = Prediciendo los pasos de { $proc }.
predict-choose-other = { $why }: elija F2 (u otro procedimiento que recorra la tarea «Paso siguiente») para predecir.
predict-not-loaded = No se pudo cargar Predecir: { $error }
predict-gate = Prediga primero y luego revele el paso (Predecir está activo).

## Práctica: el menú de plataformas de aprendizaje (www/lms).

lms-menu = Plataforma de aprendizaje…
lms-version = Versión
lms-version-label = Versión de SCORM
lms-mastery = Aprobado al %
lms-download = Descargar para una plataforma de aprendizaje
lms-download-title = Un paquete SCORM de esta serie (o ejercicio) para Moodle, Canvas, Blackboard, Brightspace…
lms-no-set = Cree un ejercicio o abra una serie primero: el paquete contiene una serie de ejercicios.
lms-bad-mastery = La nota de aprobado es un porcentaje entero de 0 a 100.
lms-saved = { $name } guardado: impórtelo en la plataforma como actividad SCORM.
lms-no-package = Sin paquete: { $error }
lms-progress-other-set = El progreso que guardó la plataforma no es de esta serie; se empieza de nuevo.
lms-scorm-failed = La plataforma no aceptó todo ({ $why }); sus respuestas se quedan en esta página.
lms-not-restored = No se restauró el trabajo guardado en la plataforma: { $why }.
# Why a SPLICE state was not restored: the end of lms-not-restored. $size, $max: counts.
lms-state-not-object = no es un objeto
lms-state-not-json = no se puede leer como JSON
lms-state-too-large = es demasiado grande ({ $size } caracteres; como mucho { $max })
lms-state-not-ours = no lo escribió esta página
lms-state-other-exercise = pertenece a otro ejercicio
lms-state-bad-attempts = su número de intentos no es un entero de 0 a { $max }
lms-state-bad-done = su lista de ejercicios hechos está mal formada
lms-state-bad-at = su ejercicio actual está fuera de rango
# $error: why the page could not check it.
lms-state-bad-answer = su respuesta no corresponde a este ejercicio ({ $error })
lms-state-bad-log = sus registros de intentos no son una lista

## El panel Experimentos (www/experiments).

exp-not-loaded = No se pudo cargar el panel Experimentos: { $error }
exp-from-link = Ajustes del enlace. Pulse Ejecutar para calcular los resultados.
exp-not-whole = { $what }: «{ $raw }» no es un número entero
exp-field-lo = valor mínimo
exp-field-hi = valor máximo
exp-field-scale = escala de arcos
exp-bad-q = q por nivel: números de 0 a 1, p. ej. 0.9, 0.8
exp-starting = Empezando…
exp-progress-value = { $done } de { $total } árboles
exp-progress-status = { $done } de { $total } árboles (altura { $height })…
exp-done =
    Hecho: { $trees ->
        [one] { $trees } árbol
       *[other] { $trees } árboles
    } en { $seconds } s de búsqueda en segundo plano ({ $rate } árboles/s).
exp-cancelled =
    Cancelado tras { $trees ->
        [one] { $trees } árbol
       *[other] { $trees } árboles
    }; se muestran las alturas terminadas hasta ahora.
exp-stopped = Detenido.
exp-plots-failed = No se pudieron dibujar los gráficos: { $error }
exp-plot-terminals-label = Posiciones terminales examinadas según la altura, escala logarítmica, con la teoría; los números están en la tabla de abajo
exp-plot-branching-label = Factor de ramificación según el grado: r0, r1, r* de la tabla 1 y el T^(1/h) del experimento
exp-caption = Posiciones terminales examinadas por árbol (medias sobre las muestras)
exp-col-height = altura
exp-col-procedure = procedimiento
exp-col-samples = muestras
exp-col-mean-terminals = terminales (media)
exp-col-stderr = ± error típico
exp-col-interval = intervalo del 95 %
exp-col-theory = teoría
exp-col-mean-positions = posiciones (media)
exp-col-branching = T^(1/h)
exp-col-minimum = mínimo (cor. 3)
exp-col-all = todas (dʰ)
exp-axis-height = altura h
exp-axis-terminals = posiciones terminales examinadas
exp-axis-degree = grado d
exp-axis-branching = factor de ramificación
exp-shaded = sombreado: r0ʰ … r*ʰ (tabla 1)
exp-tip-terminals = { $proc }, h = { $height }: { $mean } terminales (95 %: { $low } – { $high })
exp-curve-all = dʰ (todas)
exp-curve-minimum = Corolario 3 (mínimo)
exp-curve-theorem6 = Teorema 6 (F2)
exp-curve-54 = (54) (F1)
exp-curve-r0 = r0(d), inferior
exp-curve-r1 = r1(d), superior
exp-curve-rstar = r*(d), superior
exp-curve-d = d, sin poda
exp-settings-line = Modelo: { $model }; grado d = { $degree }; { $samples } muestras por altura; semilla { $seed }.
exp-model-permutation = permutación aleatoria de 1..dʰ (§7)
exp-model-iid = valores i.i.d.
exp-model-dependent = totalmente dependiente (§9)
exp-model-additive = valores de arco aditivos (§9)
exp-model-nonuniform = ramificación aleatoria (cor. 2)
exp-model-pi = dígitos de π

## El panel Patología (www/pathology).

path-not-loaded = No se pudo cargar el panel Patología: { $error }
path-not-number = { $what }: «{ $bad }» no es un número
path-slider = { $field } (deslizador)
path-data-table = Tabla de datos
path-link-unused = Algunos ajustes de patología del enlace no se usaron: { $problems }.
path-from-link = Ajustes del enlace. Pulse Ejecutar para calcular los resultados.
path-rec-title = La recursión del error de Pearl (§5.1)
path-rec-intro = Un árbol uniforme cuyas hojas se evalúan con los errores err1 (una derrota tomada por victoria) y err2 (una victoria tomada por derrota), siendo una hoja victoria con probabilidad p. ERR es la probabilidad de que el valor que minimax propaga hasta la raíz sea erróneo (ec. (1); ec. (3) cuando las posiciones son terminales con probabilidad q).
path-preset = Preajuste
path-preset-title = Una figura de la tesis: (err1, err2), p de 0.2 a 0.9; q = 0.05 donde se indica
path-preset-custom = personalizado
path-width = anchura w
path-levels = niveles N
path-err1 = err1 (hojas)
path-err1-hint = P(una hoja perdida se evalúa como victoria)
path-err2 = err2 (hojas)
path-err2-hint = P(una hoja ganada se evalúa como derrota)
path-q = q (terminal)
path-q-hint = ec. (3): la probabilidad de que una posición sea terminal; 0 da la ec. (1)
path-p = p (hojas, lista)
path-p-hint = P(una hoja es victoria), una curva cada una: 0.2, 0.4, 0.6
path-rec-caption = ERR en la raíz tras k iteraciones, una curva por p (tesis, figs. 44–47, 50–53)
path-col-level = nivel
path-rec-table-caption = { $title }; ERR en la raíz tras k iteraciones (las hojas en el nivel N = { $levels })
path-plot-label = { $title }. Los números están en la tabla de datos.
path-rec-plot-title =
    ERR tras k iteraciones de la ec. ({ $eq }): w = { $width }, err1 = { $err1 }, err2 = { $err2 }{ $q ->
        [none] { "" }
       *[other] , q = { $q }
    }
path-axis-iterations = iteraciones k (profundidad de búsqueda)
path-game-title = Los juegos de Nau (§5.3)
path-game-intro = Árboles aleatorios con valores verdaderos conocidos: en cada profundidad de búsqueda d, las posiciones del nivel d se evalúan por su número de terminales ganadoras debajo y se propagan a los hijos de la raíz con victoria forzada y derrota forzada; la probabilidad de decisión correcta, P(decisión correcta), es la proporción de árboles en que la victoria forzada puntúa más (un empate cuenta la mitad). Donde baja al crecer d, buscar más hondo es peor: la patología.
path-game = Juego
path-game-pearl = juego de Pearl
path-game-incremental = incremental
path-terminal-levels = niveles terminales t
path-terminal-levels-hint = una lista, una curva cada uno: 5, 7, 9
path-bad-terminal-levels = niveles terminales t: «{ $text }» no es una lista de números enteros
path-samples = muestras
path-seed = semilla
path-run = Ejecutar
path-cancel = Cancelar
path-progress-label = Progreso del experimento de patología
path-game-caption = P(decisión correcta) según la profundidad de búsqueda, minimax junto a la propagación por producto (§5.3)
path-starting = Empezando…
path-progress = { $pct } % (t = { $t }, { $backup })…
path-backup-minimax = minimax
path-backup-product = producto
path-done =
    Hecho: { $samples ->
        [one] { $samples } árbol
       *[other] { $samples } árboles
    } ({ $discarded } sacados y descartados) en { $seconds } s en segundo plano.
path-cancelled = Cancelado; se muestran las curvas terminadas hasta ahora.
path-stopped = Detenido.
path-col-backup = propagación
path-col-depth = profundidad d
path-col-stderr = ± error típico
path-col-samples = muestras
path-col-discarded = descartados
path-game-name-pearl = juego de Pearl
path-game-name-incremental = juego incremental
path-game-plot-title = P(decisión correcta) según la profundidad de búsqueda: { $game }, w = { $width }, t = { $t }; { $samples } muestras, semilla { $seed }
path-facet-minimax = minimax
path-facet-product = propagación por producto
path-axis-depth = profundidad de búsqueda d
path-demo-title = Un árbol del juego de Pearl, buscado hasta la profundidad d
path-demo-intro = Cuadrados: mueve Max; círculos: Min. W/L: el valor verdadero para Max (relleno: una victoria forzada). Números: la evaluación en la profundidad d (terminales con 1 debajo) propagada por minimax; las posiciones más hondas están atenuadas, sus terminales muestran 1 o 0. Una arista gruesa: el hijo que elige una regla (ver abajo).
path-terminal-level = nivel terminal t
path-depth = profundidad de búsqueda d
path-next-tree = Árbol siguiente
path-next-tree-title = La semilla siguiente
path-demo-label = Un árbol del juego de Pearl de anchura 2 y nivel terminal { $t }: buscado hasta la profundidad { $d }, minimax { $minimax }, propagación por producto { $product }.
path-verdict-correct = correcto
path-verdict-wrong = erróneo
path-verdict-tie = un empate
path-demo-node =
    nivel { $level }, mueve { $player }: en verdad una { $win ->
        [yes] victoria forzada
       *[no] derrota forzada
    } para Max; { $ones } terminales con 1 debajo{ $d ->
        [none] { "" }
       *[other] ; propagado desde la profundidad { $d }: minimax { $minimax }, producto { $product }
    }
path-demo-backs-up =
    { $rule ->
        [minimax] Minimax
       *[product] La propagación por producto
    } propaga { $left } al hijo izquierdo y { $right } al derecho:
path-demo-tie = un empate (cuenta la mitad)
path-demo-picks =
    elige el hijo { $side ->
        [left] izquierdo
       *[right] derecho
    }, { $correct ->
        [yes] la victoria forzada — correcto
       *[no] una derrota forzada — erróneo
    }
path-demo-core-scores = (el núcleo le da { $score })
path-demo-truth =
    Verdad: el hijo { $win ->
        [left] izquierdo
       *[right] derecho
    } es una victoria forzada para Max, el hijo { $loss ->
        [left] izquierdo
       *[right] derecho
    } una derrota forzada (W/L bajo cada posición). Buscado hasta la profundidad { $d } (la línea discontinua), cada posición del nivel { $d } se evalúa por su número de terminales con 1 debajo.
path-demo-discarded =
    La semilla sacó primero { $count } { $count ->
        [one] árbol
       *[other] árboles
    } sin hijo con victoria forzada o derrota forzada; se descartaron como en el experimento.

## El elemento <game-tree-playground> (www/embed).

embed-tree-label = Árbol de juego
embed-controls = Controles
embed-procedure = Procedimiento
embed-step-through = Paso a paso
embed-first-step = Primer paso
embed-step-back = Paso atrás
embed-step-forward = Paso adelante
embed-last-step = Último paso
embed-needs-smaller = El paso a paso necesita un árbol más pequeño.
embed-mcts-caption = UCT, { $iterations } iteraciones: mejor jugada { $best }{ $optimal ->
        [yes] { " " }(óptima según minimax)
       *[no] { " " }(no óptima según minimax)
    }; W/N en la raíz { $mean }; { $visited } de { $positions } posiciones en el árbol de búsqueda; valor minimax { $value }
embed-mcts-no-steps = UCT no tiene paso a paso en este elemento: el cuadro Monte Carlo del playground recorre sus fases.
embed-predict = Predecir
embed-predict-title = Predecir cada paso antes de que se muestre
embed-predict-label = Predecir el paso siguiente
embed-predict-no-steps = Esta ejecución no tiene paso a paso que predecir (un árbol más pequeño lo tiene).
embed-caption =
    { $run }: valor { $value }{ $exact ->
        [yes] { "" }
       *[no] { " " }(una cota)
    } · { $terminals } de { $allTerminals } terminales, { $positions } de { $allPositions } posiciones examinadas{ $deep ->
        [0] { "" }
        [one] { " " }· { $deep } corte profundo
       *[other] { " " }· { $deep } cortes profundos
    }
embed-caption-bound = cota { $beta }
embed-practice-not-loaded = no se pudo cargar el modo práctica: { $error }
embed-bad-procedure = procedure debe ser { $list } o { $last }, no «{ $asked }»
embed-bad-view = view debe ser negamax o minimax
embed-bad-window = alpha debe ser menor que beta (alpha = { $alpha }, beta = { $beta })
embed-bad-tree = tree: { $error }
embed-too-large = el árbol tiene { $size } posiciones; el elemento dibuja como mucho 20000
# The element's practice mode (mode="practice"): its attributes' errors. $value: the
# attribute's text, cut short; $list: the names it takes; $max, $size: counts.
embed-bad-fresh = fresh es 1 (o vacío, o true) para dar un árbol nuevo tras cada comprobación, o 0, no «{ $value }»
embed-bad-attempts = attempts es un número entero de 1 a { $max }, no «{ $value }»
# $error: the core's reason.
embed-bad-exercise = exercise: { $error }
# $example: an exercise, as written in the attribute.
embed-fresh-needs-exercise = fresh necesita un ejercicio (el atributo exercise, por ejemplo { $example }): un árbol nuevo es el ejercicio con una semilla nueva
embed-attempts-needs-fresh = attempts limita los árboles nuevos: necesita fresh (y un ejercicio)
embed-bad-task = task es uno de { $list }, no «{ $value }»
embed-bad-proc = proc es uno de { $list }, no «{ $value }»
embed-bad-feedback = feedback es uno de { $list }, no «{ $value }»
embed-practice-too-large = un árbol de práctica tiene como mucho { $max } posiciones (este { $size })
# $method: submitAnswer or practiceHint, as written.
embed-not-practice-yet = { $method }: el elemento aún no es un ejercicio (mode=practice; espere a el.practiceReady)

## Los errores conocidos (crate/src/mutants): título y explicación según su identificador.

mutant-alpha-not-raised-title = α no elevado por el valor obtenido
mutant-alpha-not-raised-explanation = Cuando el valor obtenido m de una posición supera α, sus sucesores posteriores solo importan si pueden superar m, así que la poda alfa-beta los busca con (−β, −m): m es el nuevo α (el F2 de K&M empieza m en α y pasa −m hacia abajo). Pasar en su lugar el α original aún da el valor correcto en la raíz, pero pierde todos los cortes que la cota elevada habría causado más abajo: con la ventana completa (−∞, +∞) ninguna cota llega a ser finita y la búsqueda es minimax puro.
mutant-bounds-exact-title = Cotas dadas como valores exactos
mutant-bounds-exact-explanation = Un valor devuelto en una posición es exacto solo cuando está estrictamente dentro de la ventana (α, β) con que se buscó la posición. En α o por debajo, la búsqueda no encontró nada mejor que α: el valor verdadero es como mucho ese (una cota superior). En β o por encima, se detuvo en cuanto alcanzó β: el valor verdadero es al menos ese (una cota inferior) (K&M (9)).
mutant-cutter-marked-title = El sucesor que causa el corte marcado como cortado
mutant-cutter-marked-explanation = Un corte ocurre después de buscar un sucesor: su valor hizo que m alcanzara β (la prueba m ≥ β de K&M viene después de t := −F2(p_i, …)). Ese sucesor se examinó: su valor es lo que permite el corte. Solo los sucesores posteriores no se examinan.
mutant-fail-soft-values-title = Valores fail-soft para F2
mutant-fail-soft-values-explanation = El F2 de K&M empieza el m de una posición en α, no en −∞: cuando ningún sucesor supera α, la posición devuelve el propio α, una cota superior (K&M (9)). La forma que enseñan muchos cursos empieza en −∞ y devuelve el mejor valor encontrado, que puede estar por debajo de α (fail-soft, Fishburn 1981). Se examinan las mismas posiciones y los valores dentro de la ventana coinciden; los de fuera difieren.
mutant-minmax-swapped-title = Max y Min intercambiados
mutant-minmax-swapped-explanation = La raíz es una posición de Max: allí mueve Max y toma el mayor valor de sus sucesores; en el nivel siguiente Min toma el menor, y así alternando (K&M §1). Intercambiarlos calcula el valor de otro juego —uno en que cada jugador ayuda al otro— y la poda alfa-beta corta entonces donde dicen las cotas de ese juego, no las de este.
mutant-parent-marked-title = La posición que corta marcada en lugar de sus sucesores
mutant-parent-marked-explanation = Un corte en una posición p significa que p deja de buscar: los sucesores de p posteriores al que hizo que m alcanzara β no se examinan. La propia p se examinó —devolvió un valor (una cota) a su padre—, igual que los sucesores que buscó antes del corte. Las marcas van en los sucesores no buscados, no en p.
mutant-right-to-left-title = Sucesores examinados del último al primero
mutant-right-to-left-explanation = La poda alfa-beta examina los sucesores de una posición en su orden, del primero al último (el bucle de K&M recorre i = 1, …, d), y qué posiciones corta depende de ese orden: una buena jugada encontrada pronto da una cota que poda las jugadas posteriores. Buscar del último sucesor al primero es otra búsqueda con otros cortes; su valor en la raíz es el mismo, pero las posiciones que examina son las del árbol reflejado.
mutant-root-window-reset-title = Ventana completa para cada sucesor de la raíz
mutant-root-window-reset-explanation = La raíz es una posición como cualquier otra: en cuanto su primer sucesor le ha dado a Max un valor m, cada sucesor posterior solo importa si puede superar m, así que se busca con la ventana (−β, −m) (en términos de minimax: α = m). Buscar cada jugada de la raíz con (−∞, +∞) aún encuentra el valor correcto, pero renuncia a todos los cortes que el valor obtenido en la raíz habría permitido bajo su segundo sucesor y los siguientes.
mutant-shallow-only-title = Sin cortes profundos (solo la cota del padre)
mutant-shallow-only-explanation = La poda alfa-beta pasa hacia abajo ambos extremos de su ventana: una posición recibe (−β, −m) de su padre, y −β es el m de su abuelo (negado dos veces). Así que una cota encontrada dos o más niveles más arriba sigue valiendo: cuando el valor de una posición alcanza una cota que ya tiene un antepasado por encima de su padre, el resto de sus sucesores no puede cambiar el resultado en ese antepasado, y se cortan: un corte profundo (K&M fig. 3). Usar solo el valor del padre (ramificación y acotación, el F1 de K&M) examina las mismas posiciones en los niveles 0 a 3, pero pierde los cortes profundos desde el nivel 4.
mutant-strict-cutoff-title = Corte solo cuando m > β
mutant-strict-cutoff-explanation = La poda alfa-beta se detiene en una posición en cuanto su valor obtenido m alcanza la cota β (m ≥ β), no solo cuando la supera. Cuando m = β la posición ya vale β para el jugador que mueve allí, y el adversario de arriba ya tiene una forma de mantenerla en β: den lo que den los sucesores restantes, el resultado un nivel más arriba no puede cambiar. Seguir buscando cuando m = β examina posiciones que no pueden importar.

## La frase de un diagnóstico (el mensaje practice-dx-text del núcleo). Cada cláusula completa «… lo que da α-β si …».

mutant-alpha-not-raised-clause = cada posición pasa a todos sus sucesores la ventana que recibió, sin elevar α a su valor obtenido
mutant-bounds-exact-clause = cada valor devuelto se toma como exacto, también donde la búsqueda se detuvo en la ventana y solo es una cota
mutant-cutter-marked-clause = el sucesor cuyo valor causa un corte también se marca como no examinado
mutant-fail-soft-values-clause = una posición devuelve el mejor valor que encontró (fail-soft), donde F2 devuelve α cuando nada supera α
mutant-minmax-swapped-clause = Max y Min se intercambian (la raíz toma el valor menor, el nivel de abajo el mayor, y así sucesivamente)
mutant-parent-marked-clause = se marca la posición donde ocurre un corte, en lugar de los sucesores que no busca
mutant-right-to-left-clause = los sucesores de cada posición se examinan del último al primero
mutant-root-window-reset-clause = cada sucesor de la raíz se busca con la ventana completa (−∞, +∞), olvidando el valor obtenido en la raíz
mutant-shallow-only-clause = una posición solo se corta por la cota de su padre, nunca por una de más arriba (el F1 de K&M: sin cortes profundos)
mutant-strict-cutoff-clause = una posición corta solo cuando su valor obtenido supera estrictamente la cota (m > β en lugar de m ≥ β)
practice-dx-lead =
    { $task ->
        [prune]
            { $near ->
                [none] Sus marcas son
               *[other] Sus marcas se acercan a
            }
        [values]
            { $near ->
                [none] Sus valores son
               *[other] Sus valores se acercan a
            }
        [next]
            { $near ->
                [none] Su predicción es
               *[other] Su predicción se acerca a
            }
       *[window]
            { $near ->
                [none] Su respuesta es
               *[other] Su respuesta se acerca a
            }
    }
practice-dx-text =
    { $task ->
        [order]
            { $near ->
                [none] Su orden es uno de los mejores si { $clause }.
               *[other] Su orden se acerca a uno de los mejores si { $clause }.
            }
       *[other]
            { $near ->
                [none] { $lead } lo que da α-β si { $clause }.
               *[other] { $lead } lo que da α-β si { $clause } ({ $near } { $near ->
                    [one] posición difiere
                   *[other] posiciones difieren
                }).
            }
    }
practice-dx-here = Aquí eso significa:

## Las pistas del núcleo (el mensaje de practiceHint). $at, $from: nombre Dewey de una posición, "root" para la raíz; $after: qué sucesor (un número); $levels: un número; $alpha, $beta: valores.
practice-hint-cutoff-parent = Fíjese en la cota que { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } pasa a { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: cuando vuelva el { $after }.º sucesor de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }, compare el valor obtenido hasta ahora con esa cota.
practice-hint-cutoff-ancestor = Fíjese en la cota que { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } pasa hacia abajo a { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }, { $levels } niveles más abajo: cuando vuelva el { $after }.º sucesor de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }, compare el valor obtenido hasta ahora con esa cota.
practice-hint-cutoff-root = Fíjese en la ventana de la raíz: cuando vuelva el { $after }.º sucesor de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }, compare el valor obtenido hasta ahora con esa cota.
practice-hint-cutoff-window = Fíjese en la ventana con la que se llama a { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: cuando vuelva el { $after }.º sucesor de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }, compare el valor obtenido hasta ahora con esa cota.
practice-hint-bounds = Siga las cotas que cada posición pasa a sus sucesores: una posición solo se salta cuando el valor de un hermano anterior ya alcanza la cota que tiene su padre.
practice-hint-values-window = Fíjese en la ventana (α, β) = ({ $alpha }, { $beta }) con la que se llama a { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: un valor que no cae estrictamente dentro de ella es una cota, no el valor exacto (K&M (6), (9)).
practice-hint-values = Fíjese en la ventana con la que se llama a { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: un valor que no cae estrictamente dentro de ella es una cota, no el valor exacto (K&M (6), (9)).
practice-hint-values-bottom = Empiece por abajo: cada posición examinada devuelve el mejor valor de sus sucesores examinados para el jugador que mueve allí.
practice-hint-next = Fíjese en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } en la pila de llamadas: ¿cuál de sus sucesores no se ha examinado todavía, y hará el valor que devuelva que el m de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } alcance su β?
practice-hint-order = Empiece en la raíz: ponga primero el sucesor que es mejor para el jugador que mueve allí, y luego haga lo mismo más abajo; con el mejor sucesor primero en todas partes, F2 examina exactamente las posiciones críticas (K&M, teorema 1).

# Ejercicios y hojas: el enunciado de un ejercicio y las palabras de una hoja (frases del núcleo).
practice-ex-statement-prune = Marque las posiciones que { $proc } no examina: cada posición no examinada cuyo padre sí se examina (marcarla cubre todo su subárbol).
practice-ex-statement-values = Dé el valor que { $proc } devuelve en cada posición interior examinada ({ $view ->
        [negamax] desde el punto de vista del jugador que mueve allí
       *[minimax] desde el punto de vista de Max
    }) y diga si es exacto, una cota inferior o una cota superior (K&M (6), (9)).
practice-ex-statement-window = Busque con la ventana (α, β) = ({ $alpha }, { $beta }): ¿{ $proc } falla por abajo, devuelve el valor exacto o falla por arriba? ¿Qué valor devuelve y qué posiciones ahorra la ventana frente a (−∞, +∞)?
practice-ex-statement-next = Tras el paso { $step } de la traza de { $proc }: ¿qué posición se examina a continuación, se produce un corte en su padre después de ella y en qué se convierte el m del padre?
practice-ex-statement-order = Reordene los sucesores para que F2 examine el menor número posible de posiciones terminales.
practice-sheet-subtree = Subárbol
practice-sheet-solution = Solución ({ $proc }): el valor es { $value }{ $outcome ->
        [fail_low] { " " }(falla por abajo: una cota superior)
        [fail_high] { " " }(falla por arriba: una cota inferior)
       *[exact] { "" }
    }; { $positions } de { $total } posiciones examinadas{ $cut ->
        [none] { "" }
       *[other] ; sin examinar bajo las marcas de corte: { $cut }
    }.

# Practice feedback sentences (the core's)
practice-fb-order-right = En { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (ventana ({ $alpha }, { $beta })) su orden es tan bueno como cualquiera: { $least } { $least ->
        [one] posición terminal
       *[other] posiciones terminales
    } por debajo con los mejores órdenes más abajo.
practice-fb-order-wrong = En { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (ventana ({ $alpha }, { $beta })) su orden cuesta { $mine } posiciones terminales por debajo incluso con los mejores órdenes más abajo; los sucesores en el orden { $better } cuestan { $least }.
practice-fb-window-fail-low = { $proc } con ({ $alpha }, { $beta }) devuelve { $value } ≤ α: falla por abajo, así que el valor de la raíz es como mucho { $value } (K&M (9)); una búsqueda de aspiración hace una nueva búsqueda con (−∞, { $value }) (K&M §4).
practice-fb-window-exact = { $proc } con ({ $alpha }, { $beta }) devuelve { $value }, estrictamente dentro de la ventana: es el valor exacto de la raíz (K&M (9)).
practice-fb-window-fail-high = { $proc } con ({ $alpha }, { $beta }) devuelve { $value } ≥ β: falla por arriba, así que el valor de la raíz es al menos { $value } (K&M (9)); una búsqueda de aspiración hace una nueva búsqueda con ({ $value }, +∞) (K&M §4).
practice-fb-window-not = No { $outcome ->
        [fail_low] falla por abajo
        [exact] es exacto
       *[other] falla por arriba
    }: { $why }
practice-fb-window-value = { $proc } devuelve { $value }.
practice-fb-window-value-wrong = Usted dio { $given }: { $why }
practice-fb-window-saved = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } se examina con (−∞, +∞) y queda ahorrada por la ventana: { $why }.
practice-fb-window-examined = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } se sigue examinando con la ventana ({ $alpha }, { $beta }): ahí no se ahorra nada.
practice-fb-window-higher = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } queda ahorrada, pero el ahorro empieza más arriba: marque { $top ->
        [root] la raíz
       *[other] la posición { $top }
    }.
practice-fb-window-nothing = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } tampoco se examina con (−∞, +∞): la ventana no ahorra nada ahí.
practice-fb-prune-right = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } no se examina: { $why }.
practice-fb-prune-missed = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } no se examina y no se marcó: { $why }.
practice-fb-prune-examined = { $proc } examina { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: ningún corte la omite.
practice-fb-prune-higher = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } efectivamente no se examina, pero el corte está más arriba: marque { $top ->
        [root] la raíz
       *[other] la posición { $top }
    } (se omite todo su subárbol).
practice-fb-prune-below-none = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } no se examina, pero no está debajo de ninguna raíz cortada.
practice-fb-never = { $proc } nunca llega a { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: no está debajo de ningún corte, pero el procedimiento no la necesitó
practice-fb-cut-minimax-max = { $kind ->
        [shallow] un corte superficial
        [deep] un corte profundo
       *[window] un corte de ventana
    } en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: tras su { $after }.º sucesor, { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (Max) vale al menos { $value } para Max, y { $levels ->
        [0] la ventana de la raíz
        [1] su padre, { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player }),
       *[other] { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player }), { $levels } niveles más arriba,
    } limita a Max a lo sumo a β = { $bound }, así que sus sucesores restantes no pueden cambiar el resultado (K&M §2, desde el punto de vista de Max)
practice-fb-cut-minimax-min = { $kind ->
        [shallow] un corte superficial
        [deep] un corte profundo
       *[window] un corte de ventana
    } en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: tras su { $after }.º sucesor, { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (Min) limita a Max a lo sumo a { $value }, y Max ya tiene asegurado α = { $bound } { $levels ->
        [0] en la ventana de la raíz
        [1] en su padre, { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player })
       *[other] en { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player }), { $levels } niveles más arriba
    }, así que sus sucesores restantes no pueden cambiar el resultado (K&M §2, desde el punto de vista de Max)
practice-fb-cut-negamax-max = { $kind ->
        [shallow] un corte superficial
        [deep] un corte profundo
       *[window] un corte de ventana
    } en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: tras su { $after }.º sucesor, m = { $value } ≥ β, donde { $levels ->
        [0] β = { $bound } es el de la ventana de la raíz
        [1] β = { $bound } es −m de su padre, { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player })
       *[other] β = { $bound } es −m de { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player }), { $levels } niveles más arriba
    }; { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (Max) ya vale al menos { $worth }, así que sus sucesores restantes no pueden cambiar el resultado (K&M §2)
practice-fb-cut-negamax-min = { $kind ->
        [shallow] un corte superficial
        [deep] un corte profundo
       *[window] un corte de ventana
    } en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: tras su { $after }.º sucesor, m = { $value } ≥ β, donde { $levels ->
        [0] β = { $bound } es el de la ventana de la raíz
        [1] β = { $bound } es −m de su padre, { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player })
       *[other] β = { $bound } es −m de { $from ->
        [root] la raíz
       *[other] la posición { $from }
    } ({ $player }), { $levels } niveles más arriba
    }; { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (Min) ya limita a Max a lo sumo a { $worth }, así que sus sucesores restantes no pueden cambiar el resultado (K&M §2)
practice-fb-cut-other = { $kind ->
        [cutoff] un corte
        [highest-level-alpha] un corte α del nivel más alto (Slagle §7.1)
        [mn-alpha] un corte α m&n (Slagle §7.3)
       *[mn-beta] un corte β m&n (Slagle §7.2)
    } en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: tras su { $after }.º sucesor, el valor { $value } alcanzó la cota { $bound }, así que sus sucesores restantes no se examinan
practice-fb-cut-other-minimax = { $kind ->
        [cutoff] un corte
        [highest-level-alpha] un corte α del nivel más alto (Slagle §7.1)
        [mn-alpha] un corte α m&n (Slagle §7.3)
       *[mn-beta] un corte β m&n (Slagle §7.2)
    } en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }: tras su { $after }.º sucesor, el valor { $value } (desde el punto de vista de Max) alcanzó la cota { $bound }, así que sus sucesores restantes no se examinan
practice-fb-values-exact = { $at ->
        [root] La raíz
       *[other] La posición { $at }
    } ({ $player }), examinada{ $window ->
        [yes] { " " }con la ventana ({ $alpha }, { $beta })
       *[no] { "" }
    }, devuelve { $value } desde el punto de vista de { $standpoint }: su valor exacto ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, apéndice C
    }).
practice-fb-values-lower = { $at ->
        [root] La raíz
       *[other] La posición { $at }
    } ({ $player }), examinada{ $window ->
        [yes] { " " }con la ventana ({ $alpha }, { $beta })
       *[no] { "" }
    }, devuelve { $value } desde el punto de vista de { $standpoint }, una cota inferior: la búsqueda se detuvo en el extremo superior de la ventana, así que el valor verdadero es al menos { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, apéndice C
    }).
practice-fb-values-upper = { $at ->
        [root] La raíz
       *[other] La posición { $at }
    } ({ $player }), examinada{ $window ->
        [yes] { " " }con la ventana ({ $alpha }, { $beta })
       *[no] { "" }
    }, devuelve { $value } desde el punto de vista de { $standpoint }, una cota superior: nada subió por encima del extremo inferior de la ventana, así que el valor verdadero es como mucho { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, apéndice C
    }).
practice-fb-values-empty = { $at ->
        [root] La raíz
       *[other] La posición { $at }
    } ({ $player }) devuelve { $value } desde el punto de vista de { $standpoint }; su ventana estaba vacía, así que no dice nada más.
practice-fb-values-missed = No se dio ningún valor. { $why }
practice-fb-values-wrong-value = Usted dio { $given }, el valor es { $value }. { $why }
practice-fb-values-wrong-bound = El valor { $given } es correcto, pero no es { $bound ->
        [exact] exacto
        [lower] una cota inferior
       *[upper] una cota superior
    }. { $why }
practice-fb-values-wrong-both = Usted dio { $given } ({ $bound ->
        [exact] exacto
        [lower] cota inferior
       *[upper] cota superior
    }). { $why }
practice-fb-values-terminal = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } es terminal: su valor { $value } viene dado con el árbol.
practice-fb-values-terminal-unexamined = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } es terminal y no se examina: no devuelve nada.
practice-fb-values-no-record = { $proc } no registra ningún valor en { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }.
practice-fb-values-not-examined = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } no se examina con { $proc }: no devuelve nada.
practice-fb-next-examines = Después, { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } examina su { $n }.º sucesor, { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (evento { $event }).
practice-fb-next-tests = Después, { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } prueba su { $n }.º sucesor, { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }, con una ventana mínima (evento { $event }).
practice-fb-next-researches = Después, { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } hace una nueva búsqueda de su { $n }.º sucesor, { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (evento { $event }).
practice-fb-next-not = No es { $given ->
        [root] la raíz
       *[other] la posición { $given }
    }: { $why }
practice-fb-next-raise = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } da t = { $t } > m = { $before ->
        [none] aún sin fijar
       *[other] { $before }
    }, así que m := { $after }
practice-fb-next-stays = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } da t = { $t } ≤ m = { $before ->
        [none] aún sin fijar
       *[other] { $before }
    }, así que m sigue siendo { $after }
practice-fb-next-first = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } es el primer sucesor: m := −value = { $after }
practice-fb-next-research = la nueva búsqueda de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } da m := −value = { $after }
practice-fb-next-test = la prueba de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } da t = { $t }, que { $exceeds ->
        [yes] supera m (sigue una nueva búsqueda)
       *[no] no supera m
    }; m sigue siendo { $after }
practice-fb-next-m = { $update }.
practice-fb-next-m-wrong = Usted dio { $var } = { $given }: { $update }.
practice-fb-next-cut = m = { $m } ≥ { $test ->
        [bound] cota
       *[beta] β
    } = { $bound }: { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } corta después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }.
practice-fb-next-test-no-cut = Una prueba con ventana mínima no corta: no hay corte en { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }.
practice-fb-next-equal = m = { $m } = { $test ->
        [bound] cota
       *[beta] β
    }, pero la prueba de corte tal como está impresa (m > { $test ->
        [bound] cota
       *[beta] β
    }) falla: no hay corte en { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }.
practice-fb-next-less = m = { $m } < { $test ->
        [bound] cota
       *[beta] β
    } = { $bound }: no hay corte en { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }.
practice-fb-next-cut-plain = { $cut ->
        [yes] Un corte
       *[no] Ningún corte
    } en { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    }.
practice-fb-next-mn-cutoff = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } devuelve { $u }, más allá de la cota: { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } lo devuelve enseguida y su { $var } sigue siendo { $after }
practice-fb-next-mn-keeps = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } devuelve { $u }; { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } ({ $side ->
        [max] una posición max
       *[min] una posición min
    }) mantiene { $var } = { $after }
practice-fb-next-mn-changes = { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } devuelve { $u }; { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } ({ $side ->
        [max] una posición max
       *[min] una posición min
    }) cambia { $var } de { $before } a { $after }
practice-fb-next-mn-beta = u = { $u } ≥ β = { $bound }: un corte β m&n en { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (§7.2).
practice-fb-next-mn-alpha = u = { $u } ≤ α = { $bound }: un corte α m&n en { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (§7.3).
practice-fb-next-mn-highest = u = { $u } ≤ el mejor valor hasta ahora de la raíz, { $bound }: un corte α del nivel más alto en { $parent ->
        [root] la raíz
       *[other] la posición { $parent }
    } después de { $at ->
        [root] la raíz
       *[other] la posición { $at }
    } (§7.1).

# Las comprobaciones del formulario de experimentos.
exp-whole-in = { $what } debe ser un número entero de { $lo } a { $hi }
exp-what-degree = el grado
exp-what-height = cada altura
exp-what-samples = el número de muestras
exp-what-seed = la semilla
exp-bad-heights = alturas: «{ $text }» no es una lista de números enteros como 2, 4, 6 o 1-6
exp-unknown-model = modelo desconocido «{ $model }»
exp-no-height = indique al menos una altura
exp-too-many-heights = como máximo { $max } alturas
exp-no-procedure = elija al menos un procedimiento
exp-too-big = un árbol de grado { $degree } y altura { $height } tiene { $positions } posiciones; la página explora árboles de como máximo { $limit }
exp-lo-hi = el valor mínimo debe ser un número entero no mayor que el máximo

# The Pathology panel's form checks, presets and plots' readouts (the English file says more).
path-preset-fig = Fig. { $figure } ({ $err1 }; { $err2 })
path-preset-fig-q = Fig. { $figure } ({ $err1 }; { $err2 }; q)
path-give-number = { $what }: indique un número
path-in-range = { $what } debe estar entre { $lo } y { $hi }, no { $value }
path-probability = { $what } debe estar entre 0 y 1, no { $value }
path-below-one = { $what } debe ser al menos 0 y menor que 1, no { $value }
path-what-p = p
path-no-p = p: indique una o más probabilidades, p. ej. 0.4, 0.6
path-too-many-p = p: como máximo { $max } valores, no { $n }
path-bad-game = el juego debe ser uno de { $games }, no «{ $value }»
path-no-t = niveles terminales t: indique uno o más, p. ej. 5, 7, 9
path-too-many-t = niveles terminales t: como máximo { $max }, no { $n }
path-too-many-terminals = nivel terminal t = { $t }: un árbol de anchura { $width } tiene { $width }^{ $t } = { $terminals } terminales; la página dibuja árboles de como máximo { $max } terminales
path-too-much-work = muestras × terminales × profundidades = { $work } supera el límite de la página, { $max }; use menos muestras o un t menor (la CLI ejecuta experimentos mayores)
path-what-demo-t = el nivel terminal t del ejemplo
path-what-demo-seed = la semilla del ejemplo
path-link-unknown-key = clave desconocida «{ $key }»
path-axis-correct = P(decisión correcta)
path-tip-err = { $curve }, k = { $k }: ERR = { $err }
path-tip-correct = { $backup }, { $curve }, d = { $depth }: P(decisión correcta) = { $correct } (95 %: { $low } – { $high })
exp-tip-branching = { $proc }, d = { $degree }, h = { $height }: T^(1/h) = { $value }

# The core's errors: generators, pathology, experiments, exercises, worksheets, SCORM, QR (the English file says more).
e-g-full-only = el modelo { $model } solo lo genera el módulo completo
e-g-pi = el modelo pi tiene como máximo { $max } dígitos; se piden d^h = { $n } terminales
e-g-degree = el grado debe ser al menos 1
e-g-deep = el árbol tendría más de { $max } niveles de profundidad (altura { $height }; el límite): reduzca la altura
e-g-many = el grado { $degree } y la altura { $height } dan más de { $max } posiciones (d^0 + ... + d^h; el límite): reduzca el grado o la altura
e-g-lo-hi = lo no debe superar a hi (lo = { $lo }, hi = { $hi })
e-g-scale = la escala debe ser al menos 1 (se dio { $scale })
e-g-scale-sums = la escala { $scale } es demasiado grande: la suma de { $height } valores de arcos podría superar 2^53 - 1
e-g-no-q = q necesita al menos una probabilidad
e-g-q = q debe estar en [0, 1] ({ $q } en el nivel { $level })
e-g-mean = un grado medio debe ser al menos 1 ({ $mean } en el nivel { $level })
e-g-shape-many = el árbol tendría más de { $max } posiciones (el límite): reduzca la altura, q o el grado medio
e-g-random-many = el árbol tendría más de { $max } posiciones (el límite): reduzca el grado máximo o la profundidad máxima
e-g-max-degree = el grado máximo debe ser al menos 1
e-g-deep-height = el árbol tendría más de { $max } niveles de profundidad (altura { $value }; el límite): reduzca la altura
e-g-deep-max-depth = el árbol tendría más de { $max } niveles de profundidad (profundidad máxima { $value }; el límite): reduzca la profundidad máxima
e-qr-long = un enlace en un código QR tiene como máximo { $max } bytes (este: { $bytes })
e-ws-big = una hoja de ejercicios dibuja árboles de como máximo { $max } posiciones y altura { $maxHeight } (este: { $positions } posiciones, altura { $height })
e-scorm-version = la versión de SCORM debe ser 1.2 o 2004, no «{ $version }»
e-scorm-mastery = la nota de aprobado es un porcentaje, de 0 a 100 (se dio { $mastery })
e-scorm-title-long = el título de un paquete tiene como máximo { $max } caracteres (se dieron { $n })
e-scorm-title-control = el título de un paquete no puede contener caracteres de control
e-path-probability = { $name } debe ser una probabilidad en [0, 1], no { $value }
e-path-width = la anchura debe ir de 2 a { $max }, no { $width }
e-path-levels = el número de niveles debe ser como máximo { $max }, no { $levels }
e-path-q = q debe ser menor que 1 (con q = 1 todo nodo es terminal)
e-path-t = el nivel terminal debe ser al menos 1
e-path-terminals = un árbol de anchura { $width } y nivel terminal { $t } tiene { $width }^{ $t } terminales, más de las { $max } permitidas
e-path-samples = el número de muestras debe ir de 1 a { $max }, no { $samples }
e-path-work = muestras × terminales = { $samples } × { $terminals } supera el límite de { $max } posiciones terminales por ejecución; use menos muestras o un árbol menor
e-x-no-height = indique al menos una altura
e-x-no-samples = el número de muestras debe ser al menos 1
e-x-samples = como máximo { $max } muestras por altura (se dieron { $samples }): use menos (el error estándar solo disminuye como 1/sqrt(muestras))
e-x-no-procedure = indique al menos un procedimiento
e-x-height-twice = la altura { $height } aparece dos veces: indique cada altura una sola vez
e-x-proc-twice = el procedimiento { $proc } aparece dos veces («{ $given }»): indique cada procedimiento una sola vez
e-ex-degree = el grado debe ser 2, 3 o 4 (se dio { $degree })
e-ex-height = la altura debe ser 3, 4 o 5 (se dio { $height })
e-ex-values = los valores deben cumplir -{ $max } <= lo < hi <= { $max } (lo = { $lo }, hi = { $hi })

# The page's limits (core/page-error.js).
lim-positions = el árbol tiene { $n } posiciones; esta página admite como máximo { $max }
lim-deep-page = el árbol tiene { $height } niveles de profundidad; esta página admite como máximo { $max } niveles (la línea de órdenes, gametree, acepta árboles más profundos)
lim-deep-element = el árbol tiene { $height } niveles de profundidad; este elemento admite como máximo { $max } niveles (la línea de órdenes, gametree, acepta árboles más profundos)
lim-steps = El paso a paso de { $proc } en este árbol tiene { $steps } pasos; la página recorre como máximo { $max } (F2, con sus cortes, tiene muchos menos).

# Sentences of the page's scripts said early or on a failure (core/errors.js wordOr).
worker-why-unread = no se pudo leer uno de sus mensajes
worker-why-stopped = dejó de ejecutarse
worker-why-silent = no respondió durante { $seconds } s
exp-stopped-lost = el experimento se detuvo: se perdió un hilo en segundo plano ({ $why })
path-stopped-lost = el experimento se detuvo: se perdió su hilo en segundo plano ({ $why })
exp-stopped-why = el experimento se detuvo: { $why }
exp-stopped-worker = el experimento se detuvo: falló un hilo en segundo plano
path-stopped-worker = el experimento se detuvo: falló el hilo en segundo plano
job-not-loaded = no se pudo cargar el experimento: { $error }
link-exercise-unchecked = no se pudo comprobar el ejercicio: { $error }
core-loading = Cargando los procedimientos de los otros artículos, la práctica y los experimentos…
core-not-loaded = No se pudo cargar el núcleo completo ({ $error }); F0, F1 y F2 de Knuth y Moore siguen funcionando.
procs-not-loaded = no se pudo cargar { $procs } ({ $error })
practice-not-loaded-mode = No se pudo cargar el modo de práctica: { $error }.
proc-not-loaded = No se pudo cargar { $proc }: { $why }. { $first } y { $last } de Knuth y Moore siguen funcionando.
proc-minimax-view = { $proc } razona desde el punto de vista de Max: la vista minimax está activada (v la alterna).

# The page's own errors (core/page-error.js).
qr-too-long = el enlace es demasiado largo para un código QR ({ $n } caracteres; como máximo { $max })
qr-no-fit = el enlace no cabe en un código QR
lms-no-page = el paquete necesita playground.html, la página de un solo archivo, junto a esta página; no se pudo leer aquí (una página abierta desde un archivo, o un sitio construido sin ella)
lms-page-big = playground.html ocupa { $bytes } bytes; un paquete admite como máximo { $max }
export-svg-failed = el navegador no pudo dibujar el SVG
export-png-big = la imagen es demasiado grande para un PNG
patch-long = el parche (patch=) supera los { $kb } KB
patch-many = el parche (patch=) tiene más de { $max } cambios
patch-unread = no se puede leer el cambio { $k } del parche (patch=): «{ $item }»
patch-big = cambio { $k } del parche (patch=): { $value } es demasiado grande

## El texto de un ejercicio (ex=, set=) rechazado por el núcleo; { $why } es otro de estos mensajes.
e-xs = byte { $offset }: ejercicio «{ $text }»: { $why }
e-xs-no-proc = falta el procedimiento después de la tarea (p. ej. prune.F2)
e-xs-repeat = «{ $seg }» repite un ajuste ya dado
e-xs-not-degree = «{ $seg }»: «{ $value }» no es un grado
e-xs-not-height = «{ $seg }»: «{ $value }» no es una altura
e-xs-not-value = «{ $seg }»: «{ $value }» no es un valor
e-xs-seed = «{ $seg }»: una semilla es «s» y un número entero (s123)
e-xs-size = «{ $seg }»: el tamaño es «d» grado «h» altura (d3h4)
e-xs-values = «{ $seg }»: los valores son «v» MÍN..MÁX (v-9..9)
e-xs-window = «{ $seg }»: la ventana es «w» ALFA..BETA (w-2..5)
e-xs-score = «{ $seg }»: «{ $value }»: { $why }
e-score-int = «{ $value }» no es un entero, -inf ni +inf
e-score-range = «{ $value }» está fuera de rango: |valor| debe ser como mucho 2^53 - 1
e-xs-not-setting = «{ $seg }» no es un ajuste: se esperaba sSEMILLA, dDhH, random|good|bad, vMÍN..MÁX, wA..B o negamax
e-xs-mutant = «{ $proc }» es un error que el corrector reconoce, no un procedimiento para practicar: elija uno de los procedimientos del catálogo (p. ej. F2)
e-task = tarea desconocida «{ $task }»: se esperaba prune, values, window, next u order
e-proc = procedimiento desconocido «{ $name }»: se esperaba uno de { $known }
e-xset-empty = una serie de ejercicios necesita al menos uno
e-xset-many = una serie tiene como mucho { $max } ejercicios (se dieron { $n })
e-xset-item = ejercicio { $i } de { $n }: { $why }
link-ex-unused = no se usó el ejercicio (ex=): { $error }
link-set-unused = no se usó la serie de ejercicios (set=): { $error }
link-ex-next = el ejercicio (ex=): la tarea «Paso siguiente» no recorre { $proc }; este ejercicio recorre { $first }
link-set-next = ejercicio { $i } de la serie (set=): la tarea «Paso siguiente» no recorre { $proc }; este ejercicio recorre { $first }
e-mutant = error desconocido «{ $name }»: se esperaba uno de { $known }

## Notas y plataformas: el enlace de inicio de un paquete (practice/link.js), la nota de una
## comprobación tras «Mostrar la respuesta» (practice/session.js) y el aviso cuando ninguna
## plataforma registra la nota (lms/practice-lms.js).

link-unknown-answers = answers= desconocido «{ $value }» ({ $choices }): «Mostrar la respuesta» sigue disponible
link-bad-percent = { $key }= debe ser un porcentaje entero de 0 a 100, no «{ $value }»: no se usa
practice-revealed-zero = Se mostró la respuesta: esta comprobación vale 0.
lms-not-recorded = No se encontró ninguna plataforma de aprendizaje: su nota no se está registrando. Abra los ejercicios desde la página de su curso.
e-scorm-answers = answers debe ser never, after-attempts o always, no «{ $value }»
e-scorm-hint-cost = el coste de una pista es un porcentaje, de 0 a 100 (se dio { $cost })
lms-answers = Mostrar la respuesta
lms-answers-label = Cuándo «Mostrar la respuesta» muestra la respuesta
lms-answers-after-attempts = tras el último intento
lms-answers-never = nunca
lms-answers-always = siempre
lms-hint-cost = Una pista cuesta (%)
lms-bad-hint-cost = El coste de una pista es un porcentaje entero de 0 a 100.

## Chance positions
## Trees with chance positions (Ballard 1983's *-minimax trees), families/chance/. $p: the
## position's Dewey name, or root; $count: its outcomes; $value: its value as drawn, or none.
chance-tree-position =
    { $p ->
        [root] raíz
       *[other] Posición { $p }
    }, posición de azar, { $count ->
        [one] { $count } resultado
       *[other] { $count } resultados
    }{ $value ->
        [none] { "" }
       *[other] , valor { $value }
    }
# A chance procedure chosen on a tree of decision positions only. $proc: its name.
chance-plain-tree = { $proc } busca en árboles con posiciones de azar, y este árbol no tiene ninguna: abra uno (el menú Ejemplo tiene dos) o elija un procedimiento de los otros artículos.
# The step-through's sentences (families/chance/sentences.js).
chance-step-enter = Entrar en { $p } ({ $kind ->
        [max] juega Max
        [min] juega Min
        [chance] una posición de azar
       *[terminal] una posición terminal
    }) con la ventana (α, β) = ({ $alpha }, { $beta }).
chance-step-evaluate = { $p } es terminal: f = { $value }.
chance-step-update = En { $p }: { $child } da t = { $t }, más que m: m := { $m }.
chance-step-probe = En { $p } (sondeo de Star2): { $child }, por su primer sucesor { $first }, vale al menos W = { $value }.
chance-step-bounds-first = En { $p }, antes de cualquier resultado: con cada resultado en { $L } o en { $U }, [lo, hi] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : lo ≥ β = { $beta }: corte
        [low] : hi ≤ α = { $alpha }: corte
       *[none] , no fuera de (α, β) = ({ $alpha }, { $beta }): se buscan los resultados
    }.
chance-step-bounds = En { $p }, tras { $child }: [lo, hi] = [{ $loSum }, { $hiSum }] = [{ $lo }, { $hi }]{ $verdict ->
        [high] : no puede bajar de β = { $beta }: corte
        [low] : no puede subir de α = { $alpha }: corte
       *[none] , dentro de (α, β) = ({ $alpha }, { $beta }): seguir
    }.
chance-step-cutoff = { $kind ->
        [decision] Corte en { $p } tras { $child } (m ≥ β)
        [probing] Corte de sondeo en { $p } tras { $child }: la cota inferior de los sondeos alcanza β
       *[chance] Corte de azar en { $p }
    }; sin buscar: { $skipped }.
chance-step-return = { $p } devuelve { $value }{ $bound ->
        [lower] , una cota inferior (el valor es al menos este)
        [upper] , una cota superior (el valor es a lo sumo este)
       *[exact] { "" }
    }.
chance-who = { $kind ->
        [max] Max
        [min] Min
        [chance] azar
       *[terminal] terminal
    }
chance-stack-window = ventana (α, β)
chance-stack-bounds = cotas [lo, hi]
chance-summary = { $proc }: valor { $value }{ $decimal ->
        [none] { "" }
       *[other] { " " }(≈ { $decimal })
    }; { $terminals } de { $allTerminals } posiciones terminales evaluadas; cortes de azar: { $chanceCuts }, cortes de sondeo: { $probingCuts }; rango de hojas [L, U] = [{ $L }, { $U }]{ $assumed ->
        [yes] { " " }(supuesto: el menor y el mayor valor terminal del árbol)
       *[no] { "" }
    }.
chance-done = Hecho: { $proc }: el valor de la raíz es { $value }; { $terminals } de { $allTerminals } posiciones terminales evaluadas, cortes de azar: { $chanceCuts }, cortes de sondeo: { $probingCuts }.
chance-compare-caption = — valor { $value }; { $terminals } posiciones terminales; cortes de azar: { $chanceCuts }
chance-counts-caption = Ballard 1983: valor y cuentas
chance-counts-note = Star1 y Star2 acotan el valor de una posición de azar con el rango de hojas [L, U], en el que está cada valor terminal; expectimax mira cada posición.
chance-counts-value = valor
chance-counts-decision = cortes de decisión (m ≥ β)
chance-counts-chance = cortes de azar
chance-counts-probing = cortes de sondeo (Star2)
chance-counts-probes = sondeos (Star2)
chance-counts-range = rango de hojas [L, U]
chance-range-legend = Rango de hojas (Star1, Star2)
chance-range-label = [L, U] como L..U
chance-range-hint = Cada valor terminal debe estar en él. Vacío: el menor y el mayor valor terminal del árbol.
chance-range-bad = «{ $value }» no es un rango de hojas: escriba L..U con números enteros, como -10..10, o déjelo vacío.
chance-menu-off = { $label } (no con posiciones de azar)
# The edit panel's row for a chance position's probabilities (families/chance/prob-editor.js). $count: its outcomes.
chance-probs-label = Probabilidades
chance-probs-set = Aplicar
chance-probs-hint = Una por resultado ({ $count }), fracciones o decimales separados por espacios, como 1/6 5/6; deben sumar 1.
# The same in the minimax view at Min's positions (Max's standpoint).
chance-step-update-min = En { $p } (de Min, visto por Max): { $child } da t = { $t }, menos que m: m := { $m }.
chance-step-probe-min = En { $p } (sondeo de Star2, de Min, visto por Max): { $child }, por su primer sucesor { $first }, vale a lo sumo W = { $value }.
# The menus' words for Ballard's family and the examples with chance positions, added when the full core is in.
example-dice = Azar: un árbol como el backgammon (dados, 1/6 un doble)
example-aima-chance = Azar: AIMA fig. 5.12, izquierda (valores 2,1 y 1,3)
example-aima-chance-transformed = Azar: AIMA fig. 5.12, derecha (mismo orden, valores 21 y 40,9)
proc-label-expectimax = Expectiminimax — todas las posiciones
proc-label-star1 = Star1
proc-label-star2 = Star2 — Star1 con sondeo
paper-title-chance = Posiciones de azar: Ballard 1983
# Practice on the tree shown (families/chance/practice-panel.js; the core's chancePractice).
chance-practice-summary = Practicar con este árbol
chance-practice-task = Ejercicio
chance-practice-skip = Marcar las hojas que Star1 no evalúa (valores de las hojas en [{ $L }, { $U }])
chance-practice-values = Dar el valor de cada posición de azar
chance-practice-skip-hint = Haga clic o toque en el árbol cada hoja que Star1 salta (o selecciónela y pulse Intro, Espacio o x), o márquela abajo (busca con la ventana entera y acota cada posición de azar con L y U).
chance-practice-values-hint = La media de sus resultados ponderada por sus probabilidades, como fracción (7/18) o decimal (0.39). Intro sobre una posición de azar del árbol lleva a su campo.
chance-practice-terminal = hoja { $p }
chance-practice-position = posición de azar { $p }
chance-practice-check = Comprobar
chance-practice-show = Ver la respuesta
chance-practice-retry = Intentar de nuevo
chance-practice-hiding = Practicando: el árbol muestra solo las hojas hasta que compruebe su respuesta o cierre «{ chance-practice-summary }».
chance-practice-marked = { $p } marcada.
chance-practice-unmarked = { $p } desmarcada.
chance-practice-describe-marked = marcada como saltada
chance-practice-describe-unmarked = sin marcar
chance-practice-describe-value = su valor { $value }
chance-practice-score = { $score } de { $total } correctas.
chance-practice-wrong-skip = { $p }: marcada, pero Star1 la evalúa.
chance-practice-missed-skip = { $p }: Star1 la salta; no marcada.
chance-practice-wrong-value = { $p }: { $given } no es su valor.
chance-practice-missed-value = { $p }: no se dio valor.
chance-practice-right = { $p }: correcta.
chance-practice-answer-skip = Star1 salta: { $list }.
chance-practice-answer-none = Star1 evalúa todas las hojas.
chance-practice-answer-value = { $p }: { $value }
chance-practice-mistake = El error: { $title }. { $explanation }
chance-mistake-chance-as-min-title = una posición de azar valorada como de Min
chance-mistake-chance-as-min = Una posición de azar se valoró como si Min jugara allí (su menor resultado); su valor es la media de sus resultados ponderada por sus probabilidades.
chance-mistake-plain-average-title = media simple
chance-mistake-plain-average = Se ignoraron las probabilidades (la media simple de los resultados); cada resultado cuenta con su probabilidad.
chance-mistake-forgets-unseen-mass-title = olvidados los resultados aún no buscados
chance-mistake-forgets-unseen-mass = Las cotas de una posición de azar omitieron los resultados aún no buscados; Star1 cuenta cada uno con L para la cota inferior y con U para la superior.

## Monte Carlo tree search
## The panel that runs UCT on the page's tree beside alpha-beta (mcts/panel.js, plot.js,
## stepper.js). N: visits; W: rewards summed; W/N: the mean reward (0 to 1, from the
## standpoint of the player moving at the parent); UCB1: W/N + C·sqrt(ln N_parent / N).
mcts-not-loaded = No se pudo cargar el panel de búsqueda en árbol Monte Carlo: { $error }
mcts-intro = UCT (Kocsis y Szepesvári 2006) muestrea el árbol: cada iteración elige un camino según los valores UCB1, añade una posición, juega movimientos al azar hasta una posición terminal y cuenta la recompensa en el camino. Su jugada es el sucesor de la raíz más visitado. A su lado, alfa-beta (F2) demuestra el valor minimax.
mcts-iterations = Iteraciones
mcts-seed = Semilla
mcts-c = C (exploración)
mcts-run = Ejecutar UCT
mcts-cap = Las ejecuciones se hacen en un hilo en segundo plano, con su progreso y Cancelar; se detienen en { $max } iteraciones.
mcts-bad-iterations = Iteraciones: un número entero de 1 a { $max }.
mcts-bad-seed = Semilla: un número entero, 0 o más.
mcts-bad-c = C: un número, 0 o más (o una raíz como √2).
mcts-refused = UCT no puede ejecutarse en este árbol: { $error }
mcts-done = UCT hizo { $iterations } iteraciones.
mcts-stale = El árbol cambió: ejecute UCT de nuevo para este árbol.
mcts-cancel = Cancelar
mcts-progress-label = Iteraciones hechas
mcts-progress-value = { $done } de { $total } iteraciones
mcts-progress-status = UCT en curso: { $done } de { $total } iteraciones…
mcts-starting = Empieza una ejecución de { $total } iteraciones…
mcts-cancelled = Cancelado tras { $done } de { $total } iteraciones; la última ejecución terminada sigue a la vista.
mcts-stopped-lost = la ejecución se detuvo: se perdió su hilo en segundo plano ({ $why })
mcts-stopped-why = la ejecución se detuvo: { $why }
mcts-stopped-worker = la ejecución se detuvo: falló el hilo en segundo plano
mcts-root = la raíz
mcts-table-caption = Los sucesores de la raíz tras la ejecución
mcts-col-move = Jugada
mcts-col-n = N
mcts-col-mean = W/N
mcts-col-ucb = UCB1
mcts-col-value = Valor minimax
mcts-col-optimal = Óptima
mcts-chosen-move = { $move } (jugada de UCT)
mcts-yes = sí
mcts-no = no
mcts-no-move = UCT no tiene jugada: la raíz es terminal.
mcts-move-optimal = Tras { $iterations } iteraciones, UCT juega { $move } (la más visitada), una jugada óptima en sentido minimax.
mcts-move-not-optimal = Tras { $iterations } iteraciones, UCT juega { $move } (la más visitada), que no es óptima en sentido minimax (óptimas: { $optimal }).
mcts-estimate = La estimación de la raíz es { $estimate }; su valor minimax es { $value }.
mcts-f2 = Alfa-beta (F2) examina { $terminals } posiciones terminales para demostrar el valor { $value }.
mcts-plot-caption = La estimación de la raíz según las iteraciones, junto al valor minimax y el coste de alfa-beta
mcts-plot-label = Gráfico de la estimación de UCT del valor de la raíz según el número de iteraciones en escala logarítmica, con el valor minimax como línea horizontal y las posiciones terminales que examina alfa-beta como línea vertical
mcts-plot-failed = No se pudo dibujar el gráfico: { $error }
mcts-axis-iterations = iteraciones
mcts-axis-estimate = estimación de la raíz
mcts-key-estimate = estimación de UCT
mcts-key-optimal = jugada óptima
mcts-key-not-optimal = jugada no óptima
mcts-key-value = valor minimax
mcts-key-f2 = terminales de F2
mcts-tip = { $iterations } iteraciones: estimación { $estimate }, jugada óptima: { $optimal }
mcts-steps-title = Las primeras iteraciones, fase por fase
mcts-steps-intro = Las primeras { $iterations } iteraciones de la misma ejecución, cada una en cuatro fases: selección, expansión, simulación, retropropagación.
mcts-prev = Fase anterior
mcts-next = Fase siguiente
mcts-prev-iteration = Iteración anterior
mcts-next-iteration = Iteración siguiente
mcts-scrub = Ir a la fase
mcts-where = Fase { $k } de { $steps }
mcts-step-positions = Posiciones: { $positions }
mcts-ph-select = Iteración { $iteration }, selección:
mcts-ph-select-none = Iteración { $iteration }, selección: la raíz aún tiene sucesores fuera del árbol de búsqueda, así que la selección se detiene en la raíz.
mcts-ph-select-at = en { $at } los valores UCB1 son { $values }; elige { $chosen }.
mcts-ph-expand = Iteración { $iteration }, expansión: { $position } se añade al árbol de búsqueda.
mcts-ph-expand-none = Iteración { $iteration }, expansión: { $position } es terminal, no se añade nada.
mcts-ph-simulate = Iteración { $iteration }, simulación: los movimientos al azar { $path } llegan a la posición terminal { $leaf }, valor { $value }, recompensa { $reward } para Max.
mcts-ph-backup = Iteración { $iteration }, retropropagación: N y W crecen en el camino:
mcts-ph-update = { $position } N = { $n }, W = { $w }
mcts-on-tree = Mostrar el paso en el árbol (N y W/N junto a cada posición del árbol de búsqueda)
mcts-tree-stats = N { $n } · { $mean }
mcts-tree-n = N { $n }
mcts-tree-ucb = UCB { $ucb }
mcts-tree-visits = en el árbol de búsqueda, N = { $n }, W/N = { $mean }
mcts-tree-unvisited = fuera del árbol de búsqueda
mcts-tree-role-path = en el camino de la selección
mcts-tree-role-chosen = elegida por la selección
mcts-tree-role-added = añadida por la expansión
mcts-tree-role-random = en el camino aleatorio de la simulación
mcts-tree-role-updated = actualizada por la retropropagación
mcts-practice-summary = Practicar UCT a mano
mcts-practice-task = Tarea
mcts-practice-select = ¿Qué sucesor elige después la selección?
mcts-practice-backup = ¿Cuánto valen N y W tras esta retropropagación?
mcts-practice-shown = Iteraciones antes de la pregunta
mcts-practice-new = Nueva pregunta
mcts-practice-bad-shown = Iteraciones antes de la pregunta: un número entero de 0 a 100 000.
mcts-practice-stale = El árbol cambió: esta es una pregunta nueva sobre el árbol mostrado.
mcts-practice-statement = Tras { $shown } iteraciones de UCT con semilla { $seed } y C = { $c } (recompensas: el valor de la hoja llevado de [{ $lower }, { $upper }] a [0, 1]), el árbol de búsqueda tiene estas estadísticas. W cuenta las recompensas del jugador que mueve en el padre de la posición (Max en la raíz).
mcts-practice-select-hint = Desde la raíz hacia abajo, elija el sucesor de mayor valor UCB1 W/N + C·√(ln N_padre / N) (en empate, el primero). La selección se detiene en una posición con un sucesor que aún no está en el árbol de búsqueda, o en una hoja.
mcts-practice-backup-hint = La siguiente iteración baja por { $path }; su simulación llega a la hoja { $leaf } (valor { $value }): recompensa { $reward } para Max. Dé N y W de cada posición del camino tras la retropropagación (W exacto: una fracción como 7/4, o un decimal).
mcts-practice-stops-terminal = La selección se detiene en { $p }: es una hoja.
mcts-practice-stops-root = La raíz aún tiene un sucesor fuera del árbol de búsqueda: la selección no elige nada (pregunte tras más iteraciones).
mcts-practice-stops-unvisited = La selección se detiene en { $p }: tiene un sucesor que aún no está en el árbol de búsqueda (la expansión lo añade).
mcts-practice-at =
    Paso { $k }: en { $p } (N = { $n }; mueve { $who ->
        [max] Max
       *[min] Min
    }), ¿qué sucesor?
mcts-practice-col-position = Posición
mcts-practice-col-w = W
mcts-practice-col-choose = Elegir
mcts-practice-col-for = Recompensas de
mcts-practice-col-n-after = N después
mcts-practice-col-w-after = W después
mcts-practice-who =
    { $who ->
        [max] Max
       *[min] Min
    }
mcts-practice-n-of = N de { $p } tras la retropropagación
mcts-practice-w-of = W de { $p } tras la retropropagación
mcts-practice-check = Comprobar
mcts-practice-show = Mostrar respuesta
mcts-practice-score = { $score } de { $total } correctas.
mcts-practice-step-right = Paso { $k }: { $p }, correcto.
mcts-practice-step-wrong =
    Paso { $k }: { $p } no es { $after ->
        [true] parte del camino de la selección (un paso anterior fue erróneo).
       *[false] el sucesor de mayor valor UCB1.
    }
mcts-practice-step-missed = Paso { $k }: ningún sucesor elegido.
mcts-practice-step-extra = Paso { $k }: { $p }: la selección se detiene antes.
mcts-practice-nw-right = { $p }: N y W correctos.
mcts-practice-nw-bad =
    { $p }: { $part ->
        [n] N
       *[w] W
    } { $said ->
        [yes] = { $given } no es correcto.
       *[no] no dado.
    }
mcts-practice-answer-select = La selección elige { $list }.
mcts-practice-answer-none = La selección no elige nada: la raíz aún tiene un sucesor fuera del árbol de búsqueda.
mcts-practice-answer-nw = { $p }: N = { $n }, W = { $w }
mcts-practice-mistake = El error: { $title }. { $explanation }
mcts-mistake-perspective-title = el error de perspectiva
mcts-mistake-perspective = Las recompensas se contaron desde el punto de vista de Max en todas las posiciones. W cuenta la recompensa del jugador que mueve en el padre: bajo una posición de Min es 1 − r, y Min elige por su propio W/N, no por el de Max.
mcts-mistake-exploit-only-title = solo explotación (C = 0)
mcts-mistake-exploit-only = Se eligió el sucesor con la mejor media W/N, sin el término de exploración C·√(ln N_padre / N); un sucesor menos visitado puede tener el mayor valor UCB1.
mcts-mistake-swapped-title = visitas y recompensas intercambiadas
mcts-mistake-swapped = Se intercambiaron visitas y recompensas (la recompensa sumada a N, uno a W): cada posición del camino recibe una visita más, N + 1, y su recompensa se suma a W.

uct-exp-title = UCT frente a alfa-beta: trampas poco profundas y P-juegos
uct-exp-intro = Sobre muchos árboles con semilla, con qué frecuencia la jugada de UCT (el sucesor de la raíz más visitado) es minimax-óptima tras cada número de iteraciones, y cuántas hojas examina F2 (alfa-beta) para demostrar el valor en los mismos árboles. Los árboles trampa esconden una jugada perdedora cuya refutación es poco profunda (Ramanujan, Sabharwal y Selman 2010); los P-juegos son los juegos aleatorios de Kocsis y Szepesvári (2006). Lo mismo que gametree experiment --model trap o pgame.
uct-exp-model = Modelo
uct-exp-model-trap = árboles trampa (una trampa poco profunda)
uct-exp-model-pgame = P-juegos
uct-exp-degree = Grado
uct-exp-height = Altura
uct-exp-samples = Árboles
uct-exp-iterations = Iteraciones (presupuestos crecientes)
uct-exp-seed = Semilla
uct-exp-c = C (exploración)
uct-exp-run = Ejecutar UCT
uct-exp-cancel = Cancelar
uct-exp-csv = Descargar CSV
uct-exp-starting = Iniciando…
uct-exp-progress = { $done } de { $total } árboles
uct-exp-done = Hecho: { $trees } árboles en { $seconds } s.
uct-exp-cancelled = Cancelado.
uct-exp-stopped = Detenido.
uct-exp-caption = La jugada de UCT frente a las jugadas minimax-óptimas, por presupuesto de iteraciones
uct-exp-col-iterations = Iteraciones
uct-exp-col-trees = Árboles
uct-exp-col-optimal = Jugada óptima
uct-exp-col-probability = P(óptima)
uct-exp-col-wilson-low = Límite inferior al 95 % (Wilson)
uct-exp-col-wilson-high = Límite superior al 95 % (Wilson)
uct-exp-col-settled = Óptima desde aquí
uct-exp-col-f2 = Hojas de F2 (media)
uct-exp-bad-whole = { $field }: un número entero de { $lo } a { $hi }.
uct-exp-bad-iterations = Iteraciones: números enteros crecientes separados por comas, como mucho { $max }.
uct-exp-bad-c = C: un número ≥ 0, como 1,4 o √2.
uct-exp-needed = La jugada de UCT es óptima en al menos el { $share } de los árboles desde { $iterations } iteraciones; F2 examina { $terminals } hojas de media para demostrar el valor (razón { $ratio }).
uct-exp-not-reached = La jugada de UCT no es óptima en el { $share } de los árboles ni siquiera con { $last } iteraciones; F2 examina { $terminals } hojas de media para demostrar el valor.
uct-exp-plot-caption = P(la jugada de UCT es minimax-óptima) según las iteraciones (escala logarítmica), con las hojas de F2
uct-exp-plot-label = Probabilidad de que la jugada de UCT sea minimax-óptima según las iteraciones, con la media de hojas que examina F2 como línea vertical
uct-exp-plot-failed = No se pudo dibujar el gráfico: { $error }
uct-exp-key-optimal = P(jugada óptima)
uct-exp-key-settled = óptima desde aquí
uct-exp-key-f2 = hojas de F2
uct-exp-axis-iterations = Iteraciones
uct-exp-axis-probability = Parte de los árboles
uct-exp-tip = { $iterations } iteraciones: P = { $probability } ({ $optimal } de { $trees } árboles)
