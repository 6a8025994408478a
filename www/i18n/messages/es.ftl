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
copy-embed = Copiar código para insertar
    .title = Copiar un fragmento iframe que inserta este estado
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
open-panel =
    .aria-label = Lista OPEN de SSS*
open-status = estado
open-merit = mérito
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
    }: salvada por la ventana.
km-not-saved =
    La ventana completa { $which ->
        [it] también la omite
        [them] también las omite
       *[names] también omite { $names }
    }: no salvada por la ventana.
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
        [yes] = F(root)
       *[no] (una cota de F(root))
    }; { $terminals } { $terminals ->
        [one] posición terminal
       *[other] posiciones terminales
    } y { $positions } { $positions ->
        [one] posición examinada
       *[other] posiciones examinadas
    } en total.{ $hint }
step-hint = Pulse |◀◀ (Inicio) para recorrerlo paso a paso desde el principio.

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

step-ready = Listo: { $proc } empieza en la raíz (mueve Max). Avance un paso (→) o reproduzca (Espacio).
step-too-large-for = Este árbol es demasiado grande para recorrerlo paso a paso con { $proc }.
step-too-large = Este árbol es demasiado grande para recorrerlo paso a paso (más de { $limit } posiciones).
step-choose-one = Elija un solo procedimiento para recorrer una ejecución paso a paso; la vista de comparación los muestra terminados.
step-making = Preparando el paso a paso de { $proc } en segundo plano ({ $size } posiciones)…
thesis-done =
    Hecho: { $proc } devuelve { $value } { $exact ->
        [yes] = F(root)
       *[no] (una cota de F(root))
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
    }; { $positions } posiciones y { $terminals } { $terminals ->
        [one] posición terminal examinada
       *[other] posiciones terminales examinadas
    }.{ $hint }

## Avisos sobre el enlace (lo que no se pudo usar). $value: el texto del enlace, recortado.

link-unused = Parte del enlace no se usó: { $problems }.
link-cancelled =
    Se canceló la apertura del árbol del enlace: { $initial ->
        [yes] la página muestra el árbol π
       *[no] la página conserva el árbol que tenía
    }.
link-repeated = el enlace da { $keys } más de una vez: se usa el último
link-unknown-proc = procedimiento desconocido «{ $value }» ({ $km } o uno de { $others })
link-window-order = alpha debe ser menor que beta; se usa (-inf, +inf)
link-unknown-view = vista desconocida «{ $value }»
link-bad-step = el paso «{ $value }» no es un número
link-bad-sel = la posición seleccionada (sel=) «{ $value }» no es un nombre de Dewey como 2.1 o root
link-bad-lang = el idioma (lang=) «{ $value }» no es una etiqueta de idioma como fr o de

## La pila de llamadas junto a la frase del paso: los títulos de sus columnas.

stack-position = posición
stack-to-move = mueve
stack-call = llamada
stack-bound = cota
stack-window-minimax = (α, β) (minimax)
stack-passed = recibe
stack-best-values = mejores valores
stack-phase = fase
# The step slider's value, as a screen reader says it.
step-valuetext = paso { $pos } de { $length }
