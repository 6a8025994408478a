# Español. Términos: poda alfa-beta, corte (superficial, profundo), ventana (α, β), posición,
# sucesor, terminal, variante principal (docs/glossary.md).

skip-link = Ir al árbol
app-title = Laboratorio de poda alfa-beta
app-subtitle = Knuth y Moore, «An Analysis of Alpha-Beta Pruning» (1975): F0, F1 y F2 en un árbol que puede editar, con los procedimientos de Muszycka y de Slagle y experimentos
toolbar =
    .aria-label = Árbol y compartir
example-label = Ejemplo
example-select =
    .aria-label = Cargar un árbol de ejemplo
example-choose = elegir…
undo = ↶ Deshacer
    .aria-label = Deshacer la última edición del árbol (Ctrl+Z)
    .title = Deshacer (Ctrl+Z)
redo = ↷ Rehacer
    .aria-label = Rehacer (Ctrl+Shift+Z)
    .title = Rehacer (Ctrl+Shift+Z)
copy-link = Copiar enlace
    .title = Copiar un enlace a este estado exacto
copy-embed = Insertar
    .title = Copiar el código para insertar: un fragmento iframe que inserta este estado
export-menu = Exportar
    .aria-label = Exportar el árbol
export-svg = Vista del árbol en SVG
export-qr = Vista del árbol + código QR (SVG)
    .title = Para imprimir: el árbol con un código QR del enlace a este estado
export-png = Vista del árbol en PNG
export-text = Árbol como texto
present-switch = Presentar
    .title = Modo presentación: el árbol y el paso a paso ocupan la pantalla (f)
practice-switch = Practicar
    .title = Practicar: responder sobre el árbol y luego comprobar
lang-label = Idioma
help-button =
    .aria-label = Atajos de teclado (?)
share-out =
    .aria-label = El enlace o fragmento para copiar
practice-area =
    .aria-label = Práctica
tree-area =
    .aria-label = Árbol y búsqueda
proc-legend = Procedimiento
proc-f0 =
    .title = F0: negamax por fuerza bruta, lo examina todo (0)
proc-f1 =
    .title = F1: ramificación y acotación (1)
proc-f2 =
    .title = F2: poda alfa-beta (2)
proc-compare =
    .title = Los tres lado a lado (3)
proc-compare-text = Comparar
proc-menu = Procedimiento
    .title = Todos los procedimientos, por artículo (p)
proc-select =
    .aria-label = Procedimiento, agrupado por artículo (p)
cmp-menu = Añadir a la comparación
    .title = Añadir procedimientos de otros artículos a la comparación
view-legend = Valores mostrados
view-negamax =
    .title = Negamax: valores desde el punto de vista del jugador que mueve
view-minimax =
    .title = Minimax: valores desde el punto de vista de Max (sin los signos menos)
show-critical = Críticas
zoom-in =
    .aria-label = Acercar
zoom-out =
    .aria-label = Alejar
zoom-fit = Ajustar
    .aria-label = Ajustar el árbol a la vista
zoom-tap = Ampliar para tocar
zoom-tap-title = Ampliar hasta que cada posición pueda tocarse por separado
cmp-mode-legend = Modo de comparación
cmp-mode-side = Lado a lado
cmp-mode-diff = Diferencia en un solo árbol
cmp-first-show = Mostrarla
diff-legend =
    .aria-label = Leyenda de la diferencia
diff-legend-both = examinada por ambos (rellena)
diff-legend-none = por ninguno (hueca, tenue)
legend-title = Leyenda
legend-list =
    .aria-label = Leyenda
legend-max = Mueve Max
legend-min = Mueve Min
legend-examined = examinada (rellena)
legend-pending = aún no alcanzada
legend-shallow = corte superficial: discontinua, una barra
legend-deep = corte profundo: punteada, dos barras
legend-saved = ahorrada por la ventana (la ventana completa la examina, esta búsqueda no): raya-punto, tres barras
legend-window = cortada con la cota de la ventana (la ventana completa también la omite): discontinua, una barra y un anillo
legend-extra = +: examinada solo por la ventana (primera búsqueda o nueva búsqueda; la ventana completa no)
legend-skipped = no examinada (procedimientos de los otros artículos)
legend-edges = aristas gruesas: la variante principal (m&n: la jugada elegida); ≥3 / ≤3: el procedimiento devolvió una cota
stepper =
    .aria-label = Paso a paso
step-first =
    .aria-label = Primer paso (Inicio)
    .title = Primer paso (Inicio)
step-back =
    .aria-label = Paso anterior (←)
    .title = Paso anterior (←)
step-forward =
    .aria-label = Paso siguiente (→)
    .title = Paso siguiente (→)
step-last =
    .aria-label = Último paso (Fin)
    .title = Último paso (Fin)
step-slider =
    .aria-label = Paso
step-follow = Seguir
    .title = La vista sigue el paso: se desplaza a la posición actual y a lo que cortó
present-drawer = Paneles
    .title = Los paneles laterales (ventana, recuentos, ediciones)
present-exit = Salir de la presentación
    .title = Salir del modo presentación (f)
speed-label = Velocidad
speed-select =
    .aria-label = Velocidad de reproducción
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
speed-very-fast = muy rápida
stack-caption = Pila de llamadas (la más interna al final)
open-full = Abrir en el laboratorio ↗
side =
    .aria-label = Paneles
edit-title = Posición seleccionada
sel-set = Fijar
sel-add = Añadir sucesor
    .title = Añadir un sucesor terminal tras el último
sel-remove = Quitar
    .aria-label = Quitar esta posición y su subárbol
sel-terminal = Hacer terminal
    .title = Hacer terminal esta posición
sel-interior = Hacer interior
    .title = Dar dos sucesores a esta posición terminal
sel-subtree = Subárbol
sel-replace = Reemplazar
window-title = Ventana
window-full =
    .aria-label = Ventana completa (-inf, +inf)
window-research = Mostrar la nueva búsqueda
counts-title = Recuentos
map-title = Mapa de ventanas de aspiración
text-title = Texto del árbol
text-load = Cargar este árbol
gen-title = Generar
model-label = Modelo
model-iid-ties = valores i.i.d. (empates probables)
model-permutation = permutación aleatoria de 1..dʰ (§7)
model-pi = dígitos de π (fig. 1)
model-dependent = totalmente dependiente (§9)
model-additive = valores de arco aditivos (§9)
model-nonuniform = ramificación aleatoria (cor. 2)
model-random-shape = forma aleatoria
gen-degree = Grado
gen-height = Altura
lowest-value = Valor mínimo
highest-value = Valor máximo
arc-scale = Escala de arcos
q-per-level = q por nivel
mean-degree = Grado medio por nivel
max-degree = Grado máximo
max-depth = Profundidad máxima
seed-label = Semilla
new-seed = Nueva semilla
    .title = Una semilla aleatoria nueva
gen-submit = Generar
order-title = Reordenar
order-best = Mejor primero
    .title = Reordenar: la mejor jugada primero en todas partes
order-worst = Peor primero
    .title = Reordenar: la peor jugada primero en todas partes
order-reverse = Invertir
    .aria-label = Invertir cada lista de sucesores
order-shuffle = Barajar
    .aria-label = Barajar los sucesores (con semilla)
worst-case = Peor caso (§7)
    .title = Valores para esta forma con los que F2 lo examina todo
exp-region =
    .aria-label = Experimentos
exp-title = Experimentos
exp-hint = muchos árboles aleatorios con semilla: recuentos frente a la teoría (K&M §7–9)
model-iid = valores i.i.d.
model-pi-one = dígitos de π (un solo árbol)
exp-degree = Grado d
exp-heights = Alturas
exp-heights-input =
    .title = Una lista (2, 4, 6) o un intervalo (1-6)
exp-samples = Muestras por altura
exp-procs = Procedimientos
exp-run = Ejecutar
exp-cancel = Cancelar
exp-progress =
    .aria-label = Progreso del experimento
exp-plot-terminals = Posiciones terminales examinadas según la altura (escala logarítmica), con la teoría
exp-plot-branching = Factor de ramificación según el grado: tabla 1 (r0 una cota inferior; r1 (39) y r* (teorema 4) cotas superiores) y el T^(1/h) del experimento
exp-csv = Resultados en CSV
path-title = Patología
path-hint = ¿puede una búsqueda más profunda decidir peor? La recurrencia de error de Pearl y los juegos de Nau (Muszycka cap. 5)
path-loading = Cargando el panel…
mcts-title = Búsqueda en árbol Monte Carlo (UCT)
footer-core = El núcleo en Rust (compilado a WebAssembly) hace cada búsqueda; esta página solo dibuja lo que informa.
footer-embed = Ejemplo de inserción
footer-course = Una página de curso de ejemplo

## Las frases del paso a paso (narración) que construyen los scripts de las familias. Los
## valores, los nombres de Dewey, ±∞ y los nombres de los procedimientos quedan tal como se
## imprimen; $p: un nombre de Dewey, o «root» para la raíz.

list-and = { $init } y { $last }

## Knuth y Moore (F0, F1, F2 y los procedimientos negamax posteriores).

km-enter =
    { $p ->
        [root] Inicio: examinar la raíz
       *[other] Examinar la posición { $p }
    } (mueve { $who }){ $use ->
        [bound] { " " }con la cota { $beta }
        [window] { " " }con la ventana (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }.
km-ready =
    Listo: { $proc } empieza en la raíz (mueve Max){ $use ->
        [bound] { " " }con la cota { $beta }
        [window] { " " }con la ventana (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }. Avance un paso (→) o reproduzca (Espacio).
km-terminal-minimax =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } es terminal; su valor es { $value } (desde el punto de vista de Max).
km-terminal =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } es terminal: f({ $dewey }) = { $value } (desde el punto de vista de { $who }, que mueve allí).
km-update-min =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    } (Min): { $child } da { $t } < m = { $m }, así que m = { $t }.
km-update-max =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    } (Max): { $child } da { $t } > m = { $m }, así que m = { $t }.
km-update =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    }: t = −{ $call }({ $child }) = { $t } > m = { $m }, así que m = { $t }.
km-cutoff =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    }: m = { $m } { $rel } { $bound ->
        [bound] cota
       *[other] { $bound }
    } = { $b }: { $why }; { $count ->
        [one] la posición { $skipped } no se examina
       *[other] las posiciones { $skipped } no se examinan
    }.{ $saved }
km-why-shallow = un corte superficial (la cota es el valor del padre)
km-why-deep-from =
    un corte profundo (la cota es el valor m de { $from ->
        [root] la raíz
       *[other] { $from }
    }, un antecesor por encima del padre, que F1 no conocería)
km-why-deep = un corte profundo (la cota viene de un antecesor por encima del padre, que F1 no conocería)
km-why-window = un corte de ventana (la cota es la propia ventana de la raíz, no el valor de una posición examinada)
km-saved =
    La ventana completa { $which ->
        [it] la examina
        [them] las examina
       *[names] examina { $names }
    }: la ventana { $which ->
        [it] se la ahorra
       *[other] se las ahorra
    }.
km-not-saved =
    La ventana completa { $which ->
        [it] también la omite
        [them] también las omite
       *[names] también omite { $names }
    }: la ventana no ahorra nada aquí.
km-leave-terminal =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } devuelve su valor { $value }.
km-minimax-value-of = el valor minimax de { $p }
km-leave-bound =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } devuelve { $value }, una cota: { $F } { $rel } { $value } por { $eq }.
km-leave =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    } devuelve { $value } = { $F }.
km-research-root = La última pasada dio { $t }: buscar de nuevo la raíz con la ventana nula (α, β) = ({ $alpha }, { $beta }).
km-research =
    En { $p ->
        [root] la raíz
       *[other] { $p }
    }: la prueba de ventana nula de { $child } dio t = { $t }, dentro de la ventana: buscar { $child } de nuevo con (α, β) = ({ $alpha }, { $beta }).
km-recall =
    { $p ->
        [root] La raíz
       *[other] La posición { $p }
    }: la memoria guarda una cota { $value } que resuelve esta llamada; nada por debajo se examina.
km-done =
    Hecho: { $proc } devuelve { $value } { $exact ->
        [yes] = F(raíz)
       *[no] (una cota de F(raíz))
    }; { $terminals } { $terminals ->
        [one] posición terminal
       *[other] posiciones terminales
    } y { $positions } { $positions ->
        [one] posición examinada
       *[other] posiciones examinadas
    } en total.{ $hint }
step-hint = Pulse |◀◀ (Inicio) para recorrerlo paso a paso desde el principio.

## Las demás frases del panel paso a paso (todas las familias).

step-too-large = Este árbol es demasiado grande para recorrerlo paso a paso (más de { $limit } posiciones).
step-choose-one = Elija un solo procedimiento para recorrer una ejecución paso a paso; la vista de comparación los muestra terminados.
step-making = Preparando el paso a paso de { $proc } en segundo plano ({ $size } posiciones)…

## Avisos sobre el enlace (lo que no se pudo usar). $value: el texto del enlace, recortado.

link-unused = Parte del enlace no se usó: { $problems }.
link-cancelled =
    Se canceló la apertura del árbol del enlace: { $initial ->
        [yes] la página muestra el árbol π
       *[no] la página conserva el árbol que tenía
    }.

## La pila de llamadas junto a la frase del paso: los títulos de sus columnas.

stack-position = posición
stack-to-move = mueve
stack-bound = cota
stack-window-minimax = (α, β) (minimax)
# The step slider's value, as a screen reader says it.
step-valuetext = paso { $pos } de { $length }
step-valuetext-end = la ejecución terminada; sus pasos se preparan cuando retrocede o reproduce
step-count-end = fin

## ———— El texto de la primera vista que construyen los scripts ————

## La tabla de recuentos y las notas de debajo.

counts-caption = Recuentos en este árbol y ventana
counts-count = recuento
counts-value = valor en la raíz
counts-terminals = terminales examinadas
counts-positions = posiciones examinadas
counts-shallow = cortes superficiales
counts-deep = cortes profundos
counts-window = cortes de ventana
counts-per-level = posiciones examinadas por nivel
counts-level = nivel { $level } de { $size }
counts-corollary3 = Corolario 3: en un árbol uniforme de grado { $degree } y altura { $height } todo algoritmo examina al menos
counts-corollary3-after =
    { $min ->
        [one] posición terminal
       *[other] posiciones terminales
    } (d^⌈h/2⌉ + d^⌊h/2⌋ − 1); F2 lo hace con la mejor jugada primero.
counts-corollary3-not = El corolario 3 (el número mínimo de terminales) es para árboles uniformes; este no lo es.
counts-critical = Posiciones críticas (teorema 1): { $total } — tipo 1: { $type1 }, tipo 2: { $type2 }, tipo 3: { $type3 }. Con la mejor jugada primero en todas partes, F2 examina exactamente estas.
counts-deep-working = Contando las terminales que saltan los cortes profundos…
counts-deep-note =
    Cortes profundos: F2 hace { $events ->
        [one] { $events } corte profundo
       *[other] { $events } cortes profundos
    }, saltando { $skipped ->
        [one] { $skipped } terminal
       *[other] { $skipped } terminales
    }; F1 examina { $examined } de ellas y salta las otras { $other } con cortes propios.
counts-deep-km = Knuth y Moore cuentan las terminales que F1 examina y F2 no (en el árbol de la fig. 1, «five deep cutoffs»): aquí { $count }.
counts-counter = contador

## El resumen y los avisos sobre el tamaño del árbol.

notice-too-big-to-draw =
    Este árbol tiene { $size } { $count ->
        [one] posición
       *[other] posiciones
    }; el dibujo se detiene en { $limit }. Los recuentos siguen siendo los del núcleo.
summary-predicting = Predicción de { $proc }: su valor y cuántas posiciones examina se muestran al desactivar Predecir.
summary-searching =
    Buscando en el árbol ({ $size } { $count ->
        [one] posición
       *[other] posiciones
    }) en segundo plano…
summary-compare = F(raíz) = { $value }. Terminales examinadas de { $terminals }: { $list }.

## Los nombres accesibles del árbol.

tree-label = Árbol de juego
tree-label-main = Árbol de juego. Las flechas pasan de una posición a otra, Inicio y Fin van a la primera y la última, escribir un nombre de Dewey va a ella, Intro edita la elegida, + y − hacen zoom, 0 ajusta.
tree-none = Sin árbol
tree-position =
    { $p ->
        [root] raíz
       *[other] Posición { $p }
    }, mueve { $who }, { $kind ->
        [terminal] terminal, valor { $value }
       *[interior] { $count ->
            [one] { $count } sucesor
           *[other] { $count } sucesores
        }{ $value ->
            [none] { "" }
           *[other] , valor { $value }
        }
    }{ $status ->
        [none] { "" }
       *[other] , { $status }
    }{ $extra ->
        [yes] , examinada solo por la ventana
       *[no] { "" }
    }
tree-status-examined = examinada
tree-status-current = examinada, el paso actual
tree-status-pending = aún no alcanzada
tree-status-skipped = no examinada
tree-status-shallow = cortada por un corte superficial
tree-status-deep = cortada por un corte profundo
tree-status-window = cortada por la cota de la ventana
tree-status-saved = ahorrada por la ventana (la ventana completa la examina)
player-max = Max
player-min = Min

## El panel de la posición elegida.

sel-none = Pulse, toque o elija con el teclado una posición del árbol (t da el foco al árbol, luego las flechas).
sel-info =
    { $p ->
        [root] La raíz
       *[other] Posición { $p }
    }: mueve { $who }, { $kind ->
        [terminal] terminal
       *[interior] { $count ->
            [one] { $count } sucesor
           *[other] { $count } sucesores
        }
    }{ $what }.
sel-examined = { $proc } la examinó con la ventana { $window } y obtuvo { $value }
sel-not-examined = { $proc } no la examinó ({ $why })
sel-status-shallow = corte superficial
sel-status-deep = corte profundo
sel-status-saved = ahorrada por la ventana: la ventana completa la examina
sel-status-window = cortada con la cota de la ventana; la ventana completa también la salta
sel-extra = la ventana completa (−∞, +∞) no la examina: la búsqueda con ventana la paga de más
sel-value-name =
    Valor de { $p ->
        [root] la raíz
       *[other] { $p }
    }, desde el punto de vista { $side ->
        [max] de Max
       *[mover] de { $who } (que mueve)
    }
sel-value-hint =
    Desde el punto de vista { $side ->
        [max] de Max
       *[mover] de { $who } (que mueve)
    }{ $stored ->
        [none] { "" }
       *[other] ; el texto del árbol guarda { $stored } (punto de vista de Max)
    }. Escriba un número y pulse Intro.
sel-subtree-empty = Escriba primero un subárbol, p. ej. (3,1,4) o 7.
sel-cut-reason =
    { $proc } la saltó por { $cut }.{ $saved ->
        [yes] { " " }La ventana completa (−∞, +∞) la examina: la ventana se la ahorró.
       *[no] { "" }
    }
sel-go-to-cut = Ir al paso en que { $proc } la cortó
cut-shallow =
    un corte superficial en { $at ->
        [root] la raíz
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } alcanzó β = { $beta }
       *[no] { "" }
    }, una cota del m de su padre { $parent ->
        [root] (la raíz)
       *[other] { $parent }
    }
cut-deep =
    un corte profundo en { $at ->
        [root] la raíz
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } alcanzó β = { $beta }
       *[no] { "" }
    }, una cota { $from ->
        [root] de la raíz
        [unknown] de un antecesor
       *[other] de { $from }
    } (un antecesor por encima del padre, que F1 no conocería)
cut-window =
    un corte de ventana en { $at ->
        [root] la raíz
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } alcanzó β = { $beta }
       *[no] { "" }
    }, una cota que aún es la de la ventana (α, β) de la raíz
cut-other =
    un corte ({ $kind }) en { $at ->
        [root] la raíz
       *[other] { $at }
    }{ $values ->
        [yes] : m = { $m } alcanzó β = { $beta }
       *[no] { "" }
    }
cut-no-steps = El paso a paso de esta búsqueda no está disponible (el árbol es demasiado grande para trazarlo).

## El panel del código.

code-summary = El código

## La ventana y los errores al escribir.

score-empty =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] valor
    }: escriba un número, -inf o +inf
score-not-integer =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] valor
    }: «{ $text }» no es un entero, -inf ni +inf
score-too-large =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] valor
    }: { $text } es demasiado grande (como mucho 2^53 - 1 en valor absoluto)
score-not-finite =
    { $what ->
        [alpha] alfa
        [beta] beta
       *[value] valor
    }: un valor terminal debe ser finito
window-alpha =
    .aria-label = alfa
window-beta =
    .aria-label = beta
window-order = alfa debe ser menor que beta (alfa = { $alpha }, beta = { $beta }); se mantiene { $window }
window-points = Dónde (con lo que hay debajo): { $parts }.
window-points-saved = ahorradas: { $names }
window-points-extra = de más por la ventana: { $names }
window-points-show = Mostrarlas en el árbol
window-shown-with = Se muestra { $name }, buscado con esta ventana (sus recuentos y su valor están en el resumen). { $km } de Knuth y Moore con la misma ventana, para comparar:
window-shown-without = Se muestra { $name }; no toma ventana. { $km } de Knuth y Moore con esta ventana, para comparar:
window-none = { $name } no toma ventana: (α, β) no cambia nada de lo que hace.
window-bound = { $name } toma solo β = { $beta } como cota; α no se usa.
window-bound-result =
    { $exact ->
        [yes] { $name }(raíz, { $beta }) = { $value } < cota: exacto (6).
       *[no] { $name }(raíz, { $beta }) = { $value } ≥ cota: solo se sabe que F(raíz) ≥ { $value } (6).
    }
window-full-result = Ventana completa { $window }: { $km } da F(raíz) = { $value }.
window-full-hint = Estreche la ventana (o pulse en el mapa de aspiración) para ver una búsqueda por aspiración: una buena estimación ahorra posiciones, una mala cuesta una nueva búsqueda.
window-outcome =
    { $outcome ->
        [exact] Exacto.
        [low] Falla por abajo.
       *[high] Falla por arriba.
    }
window-first =
    { $km }(raíz, { $alpha }, { $beta }) = { $value }{ $outcome ->
        [exact] { " " }({ $alpha } < { $value } < { $beta }): esto es F(raíz).
        [low] { " " }≤ α: falla por abajo, así que F(raíz) ≤ { $value }.
       *[high] { " " }≥ β: falla por arriba, así que F(raíz) ≥ { $value }.
    }
window-research-result = Nueva búsqueda: { $km }(raíz, { $alpha }, { $beta }) = { $value } = F(raíz).
window-cost-caption = Posiciones examinadas por { $km } (terminales entre paréntesis)
window-cost-first = primera búsqueda
window-cost-research = nueva búsqueda
window-cost-total = total
window-cost-full = ventana completa (−∞, +∞)
window-saves =
    La ventana ahorra { $count ->
        [one] { $count } posición
       *[other] { $count } posiciones
    }.
window-costs =
    La ventana cuesta { $count ->
        [one] { $count } posición de más
       *[other] { $count } posiciones de más
    }.
window-same = La ventana cuesta lo mismo que la ventana completa.

## El mapa de aspiración.

map-hint = Total de posiciones que examina F2 (primera búsqueda + nueva búsqueda) para cada ventana (α, β);
map-hint-click = . Pulse una celda para usar esa ventana.
map-readout =
    α = { $alpha }, β = { $beta }: { $outcome ->
        [exact] exacto
        [low] falla por abajo
       *[high] falla por arriba
    }; { $count ->
        [one] { $count } posición
       *[other] { $count } posiciones
    } en total, { $cmp ->
        [fewer] { $diff } menos que
        [more] { $diff } más que
       *[same] tantas como
    } la ventana completa.
map-not-loaded = El mapa de aspiración no pudo cargarse: { $error }
map-too-big =
    El mapa se dibuja para árboles de hasta { $limit } { $count ->
        [one] posición
       *[other] posiciones
    }.

## El resumen de cada familia.

summary-km =
    { $proc }{ $use ->
        [bound] { " " }con cota { $beta }
        [window] { " " }con ventana { $window }
       *[none] { "" }
    }: valor en la raíz { $exact ->
        [yes] { $value }
       *[no] { $value } (una cota)
    }; { $terminals } de { $allTerminals } terminales y { $positions } de { $allPositions } posiciones examinadas; { $deep ->
        [one] { $deep } corte profundo
       *[other] { $deep } cortes profundos
    }.
run-failed = { $proc } no pudo ejecutarse: { $error }

## La comparación.

compare-caption-km =
    — { $terminals ->
        [one] { $terminals } terminal
       *[other] { $terminals } terminales
    }, { $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    }

## La lista OPEN de SSS*.

diff-legend-only = solo
diff-legend-a = (rayada, contorno continuo)
diff-legend-b = (punteada, contorno discontinuo)

## La vista de tabla.

table-switch = Tabla
    .title = La búsqueda como tabla: una fila por posición, en profundidad (un lector de pantalla lee esto en lugar del dibujo)
table-title = La búsqueda como tabla
table-hidden-practice = La tabla de la búsqueda se oculta mientras practica: daría las respuestas.
table-waiting = La tabla sigue cuando termina la búsqueda.

## Los botones del paso a paso.

step-play = ▶ Reproducir
    .aria-label = Reproducir (Espacio)
    .title = Reproducir / pausa (Espacio)
step-play-label = Reproducir (Espacio)
step-pause = ❚❚ Pausa
step-pause-label = Pausa (Espacio)
step-play-title = Reproducir / pausa (Espacio)
step-predict = Predecir
    .title = Predecir cada paso antes de mostrarlo
stack-root = raíz

## Elementos de index.html.

view-negamax-text = Negamax
view-minimax-text = Minimax
show-dewey = Dewey
sel-value-label = Valor
text-paste = Pegue un árbol, p. ej.
text-paste-after = — valores desde el punto de vista de Max.
list-separator = { "; " }
text-too-long =
    El texto del árbol ocupa { $over ->
        [yes] más de { $size } MB
       *[no] { $size } MB
    }, demasiado para mostrarlo aquí: expórtelo como texto (Exportar) o escriba aquí un árbol nuevo.

## Más avisos sobre el enlace.

link-gen-differs = el árbol generado difiere del enlazado (el enlace es de otra versión del generador): se muestra el que hace esta versión
link-tree-held = El árbol ({ $size } caracteres) es demasiado grande para un enlace (como mucho { $limit }): el enlace lo omite. Recargar esta pestaña lo conserva; para compartirlo, guárdelo con Exportar → Árbol como texto.
link-tree-lost = El árbol es demasiado grande para un enlace y para el almacenamiento de esta pestaña: al recargar no se conservará; guárdelo con Exportar → Árbol como texto.
link-tz-unsupported = este navegador no puede leer árboles comprimidos (tz=)
link-tz-not-base64 = el árbol comprimido (tz=) no está en base64url
link-tz-damaged = el árbol comprimido (tz=) está dañado
link-tz-too-large = el árbol comprimido se descomprime en más de { $mib } MiB

## Avisos sobre la página y el árbol.

announce-position =
    { $p ->
        [root] Raíz
       *[other] Posición { $p }
    }, mueve { $who }, { $kind ->
        [terminal] terminal, valor { $value }
       *[interior] { $count ->
            [one] { $count } sucesor
           *[other] { $count } sucesores
        }
    }.
notice-worker-stopped = La búsqueda en segundo plano se detuvo ({ $why }): desde ahora la página busca en su propio hilo, lo que puede pausarla en árboles grandes.
notice-no-start = El entorno no pudo arrancar: { $error }
notice-compare-not-loaded = No se pudieron cargar los procedimientos que comparar: { $why }.
notice-no-qr = Sin exportación QR: { $error }
present-too-wide = El árbol entero necesita { $width } px con etiquetas de { $font } px; se muestra la posición actual.
undo-other-tree = Deshacer: el árbol mostrado no es aquel en que se hizo esta edición.
undo-not-kept = Deshacer: los árboles anteriores a este ya no se guardan (el historial guardado entre recargas es limitado).
undo-cancelled = Se canceló deshacer: la página conserva el árbol que muestra.
undo-dropped = Deshacer: un paso del historial no pudo rehacerse ({ $error }); se descartó.
load-stage = { $what }: { $stage }…
load-opening = Abriendo el árbol del enlace
load-making = Construyendo el árbol
load-reading = Leyendo el árbol
load-stage-reading = leyendo el texto del árbol
load-stage-generating = generando el árbol
load-stage-editing = aplicando las ediciones del enlace
load-stage-handing = pasando el árbol a la página
load-cancel = Cancelar
load-cancelled = Cancelado: la página conserva el árbol que tenía.
load-worker-lost = El hilo en segundo plano que abre árboles grandes se detuvo ({ $why }): el árbol se leyó en la página.
gen-lo-hi = lo no debe ser mayor que hi
gen-mean-degree = grado medio: números de al menos 1, uno por nivel
example-pi = K&M fig. 1: el árbol de π (grado 3, altura 4)
example-fig4-ordered = K&M fig. 4: perfectamente ordenado
example-fig4-better = K&M fig. 4: reordenado, menos buscado
example-specimen = Árbol de ejemplo de la tesis
present-drawer-close = Cerrar los paneles
panel-tabs = Paneles

# Límites que la página comprueba por sí misma: un generador, el generador de un enlace, una exportación.
gen-too-many = el grado { $degree } y la altura { $height } dan más de { $limit } posiciones, el máximo que esta página dibuja y explora a la vez
link-gen-too-big = el generador del enlace (grado { $degree }, altura { $height }) da más de { $limit } posiciones, el máximo que admite esta página
link-gen-makes = el generador del enlace da { $size } posiciones; esta página admite como máximo { $limit }
export-too-big = el árbol tiene { $size } posiciones; la exportación a SVG y PNG llega hasta { $limit } (el texto del árbol se exporta con cualquier tamaño)

# Las etiquetas de los procedimientos y los títulos de los artículos del catálogo.
proc-label-F0 = F0 — negamax, fuerza bruta
proc-label-F1 = F1 — ramificación y acotación
proc-label-F2 = F2 — alfa-beta
proc-label-failsoft = Alfa-beta fail-soft
proc-label-negascout = NegaScout
proc-label-mtdf = MTD(f) — ventanas nulas con memoria
proc-label-branch-and-bound = Ramificación y acotación (§2.1)
proc-label-alphabeta = Alphabeta (§2.2)
proc-label-falphabeta = Falphabeta, fail-soft (§2.3)
proc-label-palphabeta = Palphabeta (§2.3)
proc-label-pvs = PVS (§2.4)
proc-label-scout = Scout, TEST (§2.5)
proc-label-scout-testm = Scout con testm (ap. 1)
proc-label-scout-pearl = Scout, forma minimax de Pearl (ap. 1)
proc-label-scout-cm = Scout, Campbell–Marsland (ap. 1)
proc-label-sss = SSS* (§2.6)
proc-label-mn-minimax = m&n minimax (ap. B)
proc-label-mn-alphabeta = m&n alfa-beta (ap. C)
proc-label-compare = Comparar (lado a lado)
paper-title-km = Negamax: Knuth y Moore 1975 y después
paper-title-thesis = Muszycka 1985 (tesis)
paper-title-mn = Slagle 1963 (m&n)

# The core's errors (crate/src/error.rs; en.ftl says what the arguments are).
e-found = { $found ->
    [end] el final del texto
    [byte] el byte { $c }
   *[char] «{ $c }»
}
e-p-many = byte { $offset }: el árbol tiene más de { $max } posiciones
e-p-deep = byte { $offset }: anidamiento de más de { $max } niveles
e-p-empty = byte { $offset }: lista vacía: una posición terminal necesita un valor
e-p-item = byte { $offset }: se esperaba un número o «(», pero se encontró { e-found }
e-p-end = byte { $offset }: se esperaba el final del texto, pero se encontró { e-found }
e-p-sep = byte { $offset }: se esperaba «,» o «{ $close }»
e-p-next = byte { $offset }: se esperaba «,», «{ $close }» o un número, pero se encontró { e-found }
e-p-range = byte { $offset }: número fuera de rango: |valor| debe ser como máximo 2^53 - 1
e-p-digit = byte { $offset }: se esperaba un dígito, pero se encontró { e-found }
e-p-chance = byte { $offset }: la posición «{ $name }» es una posición de azar: los árboles con posiciones de azar los lee el módulo completo
e-p-chance-root = byte { $offset }: la raíz es una posición de azar: los árboles con posiciones de azar los lee el módulo completo
e-e-not-term = la posición «{ $at }» no es terminal: su valor viene de sus sucesores
e-e-term = la posición «{ $at }» es terminal: conviértala en interior para darle sucesores
e-e-index = la posición «{ $at }» tiene { $d } { $d ->
    [one] sucesor
   *[other] sucesores
}: uno nuevo puede llevar un número del 1 al { $last }
e-e-root = la raíz no se puede eliminar
e-e-only = la posición «{ $at }» es el único sucesor de «{ $up }»: convierta «{ $up }» en terminal en su lugar
e-e-interior = la posición «{ $at }» ya es interior
e-no-succ = una posición interior necesita al menos un sucesor
e-no-pos-term = no hay posición «{ $at }»: la posición «{ $here }» es terminal
e-no-pos = no hay posición «{ $at }»: la posición «{ $here }» tiene { $n } { $n ->
    [one] sucesor
   *[other] sucesores
}
e-dewey = posición «{ $at }»: «{ $part }» no es un número de sucesor (1, 2, …)
e-many = el árbol tendría más de { $max } posiciones
e-deep = el árbol tendría más de { $max } niveles de profundidad
e-window = alfa debe ser menor que beta (alfa = { $alpha }, beta = { $beta })
e-link-tree = no se pudo leer el árbol del enlace: { $error }

## Compartir (panels/share.js) y el menú para docentes en la cabecera (panels/teachers.js).

share-link-copied = Enlace copiado.
share-embed-copied = Código de inserción copiado.
share-exercise-copied = Enlace del ejercicio copiado: abre este árbol en el modo de práctica.
share-select = Copie esto (está seleccionado):
share-local = Esta página es un archivo en este ordenador (file://): { $what ->
        [embed] el código de inserción solo funciona
       *[link] el enlace solo funciona
    } aquí. Para compartir, ponga el playground en un servidor web (su carpeta dist/ construida), o constrúyalo con VITE_PLAYGROUND_PUBLIC_URL apuntando a su dirección pública.
share-close = Cerrar
teach-menu = Para docentes
teach-exercise = Copiar enlace del ejercicio
    .title = Un enlace que abre este árbol en el modo de práctica, para los estudiantes
teach-hide = Enlace para docentes: ocultar las respuestas hasta comprobar
teach-scorm = Moodle, Canvas, Blackboard… (paquete SCORM)
teach-embed-hint = Un iframe para una página del curso; en un libro PreTeXt o Runestone comunica las puntuaciones por SPLICE.
teach-worksheet = Hoja de ejercicios (LaTeX, imprimir)
teach-guide = Guía docente: plataformas, libros, papel
view-menu = Vista
