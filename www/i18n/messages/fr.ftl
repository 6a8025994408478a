# Français. Termes : élagage alpha-bêta, coupure (superficielle, profonde), fenêtre (α, β),
# position, successeur, terminal, variation principale (docs/glossary.md).

skip-link = Aller à l’arbre
app-title = Terrain de jeu alpha-bêta
app-subtitle = Knuth & Moore, « An Analysis of Alpha-Beta Pruning » (1975) : F0, F1 et F2 sur un arbre modifiable — avec les procédures de Muszycka et de Slagle, et des expériences
toolbar =
    .aria-label = Arbre et partage
example-label = Exemple
example-select =
    .aria-label = Charger un arbre d’exemple
example-choose = choisir…
undo = ↶ Annuler
    .aria-label = Annuler la dernière modification de l’arbre (Ctrl+Z)
    .title = Annuler (Ctrl+Z)
redo = ↷ Rétablir
    .aria-label = Rétablir (Ctrl+Shift+Z)
    .title = Rétablir (Ctrl+Shift+Z)
copy-link = Copier le lien
    .title = Copier un lien vers cet état exact
copy-embed = Intégrer
    .title = Copier le code d’intégration : un extrait iframe qui intègre cet état
export-menu = Exporter
    .aria-label = Exporter l’arbre
export-svg = Vue de l’arbre en SVG
export-qr = Vue de l’arbre + code QR (SVG)
    .title = Pour l’impression : l’arbre avec un code QR du lien de cet état
export-png = Vue de l’arbre en PNG
export-text = Arbre en texte
present-switch = Présenter
    .title = Mode présentation : l’arbre et le pas à pas occupent l’écran (f)
practice-switch = S’exercer
    .title = S’exercer : répondre sur l’arbre, puis vérifier
lang-label = Langue
help-button =
    .aria-label = Raccourcis clavier (?)
share-out =
    .aria-label = Le lien ou l’extrait à copier
practice-area =
    .aria-label = Exercice
tree-area =
    .aria-label = Arbre et recherche
proc-legend = Procédure
proc-f0 =
    .title = F0 : negamax exhaustif, examine tout (0)
proc-f1 =
    .title = F1 : séparation et évaluation (1)
proc-f2 =
    .title = F2 : élagage alpha-bêta (2)
proc-compare =
    .title = Les trois côte à côte (3)
proc-compare-text = Comparer
proc-menu = Procédure
    .title = Toutes les procédures, par article (p)
proc-select =
    .aria-label = Procédure, groupée par article (p)
cmp-menu = Ajouter à la comparaison
    .title = Ajouter les procédures d’autres articles à la comparaison
view-legend = Valeurs affichées
view-negamax =
    .title = Negamax : valeurs du point de vue du joueur au trait
view-minimax =
    .title = Minimax : valeurs du point de vue de Max (sans les signes moins)
show-critical = Critiques
zoom-in =
    .aria-label = Zoom avant
zoom-out =
    .aria-label = Zoom arrière
zoom-fit = Ajuster
    .aria-label = Ajuster l’arbre à la vue
zoom-tap = Zoomer pour toucher
zoom-tap-title = Agrandir jusqu’à ce que chaque position puisse être touchée seule
cmp-mode-legend = Mode de comparaison
cmp-mode-side = Côte à côte
cmp-mode-diff = Différence sur un seul arbre
cmp-first-show = Le montrer
diff-legend =
    .aria-label = Légende de la différence
diff-legend-both = examinée par les deux (pleine)
diff-legend-none = aucune (creuse, pâle)
legend-title = Légende
legend-list =
    .aria-label = Légende
legend-max = Max au trait
legend-min = Min au trait
legend-examined = examinée (pleine)
legend-pending = pas encore atteinte
legend-shallow = coupure superficielle : tirets, une barre
legend-deep = coupure profonde : pointillés, deux barres
legend-saved = épargnée par la fenêtre (la fenêtre complète l’examine, cette recherche non) : tiret-point, trois barres
legend-window = coupée par la borne de la fenêtre (la fenêtre complète la saute aussi) : tirets, une barre et un anneau
legend-extra = + : examinée seulement à cause de la fenêtre (première recherche ou nouvelle recherche ; la fenêtre complète non)
legend-skipped = non examinée (procédures des autres articles)
legend-edges = arêtes épaisses : la variation principale (m&n : le coup choisi) ; ≥3 / ≤3 : la procédure a renvoyé une borne
stepper =
    .aria-label = Pas à pas
step-first =
    .aria-label = Premier pas (Début)
    .title = Premier pas (Début)
step-back =
    .aria-label = Pas précédent (←)
    .title = Pas précédent (←)
step-forward =
    .aria-label = Pas suivant (→)
    .title = Pas suivant (→)
step-last =
    .aria-label = Dernier pas (Fin)
    .title = Dernier pas (Fin)
step-slider =
    .aria-label = Pas
step-follow = Suivre
    .title = La vue suit le pas : elle se déplace vers la position courante et ce qu’elle a coupé
present-drawer = Panneaux
    .title = Les panneaux latéraux (fenêtre, décomptes, modifications)
present-exit = Quitter la présentation
    .title = Quitter le mode présentation (f)
speed-label = Vitesse
speed-select =
    .aria-label = Vitesse de lecture
speed-slow = lente
speed-normal = normale
speed-fast = rapide
speed-very-fast = très rapide
stack-caption = Pile d’appels (la plus interne en dernier)
open-full = Ouvrir dans le terrain de jeu ↗
side =
    .aria-label = Panneaux
edit-title = Position sélectionnée
sel-set = Définir
sel-add = Ajouter un successeur
    .title = Ajouter un successeur terminal après le dernier
sel-remove = Supprimer
    .aria-label = Supprimer cette position et son sous-arbre
sel-terminal = Rendre terminale
    .title = Rendre cette position terminale
sel-interior = Rendre intérieure
    .title = Donner deux successeurs à cette position terminale
sel-subtree = Sous-arbre
sel-replace = Remplacer
window-title = Fenêtre
window-full =
    .aria-label = Fenêtre complète (-inf, +inf)
window-research = Montrer la nouvelle recherche
counts-title = Décomptes
map-title = Carte des fenêtres d’aspiration
text-title = Texte de l’arbre
text-load = Charger cet arbre
gen-title = Générer
model-label = Modèle
model-iid-ties = valeurs i.i.d. (égalités probables)
model-permutation = permutation aléatoire de 1..dʰ (§7)
model-pi = chiffres de π (fig. 1)
model-dependent = totalement dépendant (§9)
model-additive = valeurs d’arcs additives (§9)
model-nonuniform = ramification aléatoire (cor. 2)
model-random-shape = forme aléatoire
gen-degree = Degré
gen-height = Hauteur
lowest-value = Valeur minimale
highest-value = Valeur maximale
arc-scale = Échelle des arcs
q-per-level = q par niveau
mean-degree = Degré moyen par niveau
max-degree = Degré maximal
max-depth = Profondeur maximale
seed-label = Graine
new-seed = Nouvelle graine
    .title = Une nouvelle graine aléatoire
gen-submit = Générer
order-title = Réordonner
order-best = Meilleur d’abord
    .title = Réordonner : le meilleur coup d’abord partout
order-worst = Pire d’abord
    .title = Réordonner : le pire coup d’abord partout
order-reverse = Inverser
    .aria-label = Inverser chaque liste de successeurs
order-shuffle = Mélanger
    .aria-label = Mélanger les successeurs (avec graine)
worst-case = Pire cas (§7)
    .title = Des valeurs pour cette forme qui font tout examiner à F2
exp-region =
    .aria-label = Expériences
exp-title = Expériences
exp-hint = de nombreux arbres aléatoires avec graine : décomptes comparés à la théorie (K&M §7–9)
model-iid = valeurs i.i.d.
model-pi-one = chiffres de π (un seul arbre)
exp-degree = Degré d
exp-heights = Hauteurs
exp-heights-input =
    .title = Une liste (2, 4, 6) ou un intervalle (1-6)
exp-samples = Échantillons par hauteur
exp-procs = Procédures
exp-run = Lancer
exp-cancel = Annuler
exp-progress =
    .aria-label = Progression de l’expérience
exp-plot-terminals = Positions terminales examinées selon la hauteur (échelle logarithmique), avec la théorie
exp-plot-branching = Facteur de branchement selon le degré : table 1 (r0 borne inférieure ; r1 (39) et r* (théorème 4) bornes supérieures) et le T^(1/h) de l’expérience
exp-csv = Résultats en CSV
path-title = Pathologie
path-hint = une recherche plus profonde peut-elle décider plus mal ? La récurrence d’erreur de Pearl et les jeux de Nau (Muszycka ch. 5)
path-loading = Chargement du panneau…
mcts-title = Recherche arborescente Monte-Carlo (UCT)
footer-core = Le cœur en Rust (compilé en WebAssembly) fait toutes les recherches ; cette page ne dessine que ce qu’il rapporte.
footer-embed = Exemple d’intégration
footer-course = Un exemple de page de cours

## Les phrases du pas à pas (narration) que construisent les scripts des familles. Les
## valeurs, les noms de Dewey, ±∞ et les noms des procédures restent tels qu'imprimés ; $p :
## un nom de Dewey, ou « root » pour la racine.

list-and = { $init } et { $last }

## Knuth et Moore (F0, F1, F2 et les procédures negamax ultérieures).

km-enter =
    { $p ->
        [root] Début : examiner la racine
       *[other] Examiner la position { $p }
    } ({ $who } au trait){ $use ->
        [bound] { " " }avec la borne { $beta }
        [window] { " " }avec la fenêtre (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }.
km-ready =
    Prêt : { $proc } commence à la racine (Max au trait){ $use ->
        [bound] { " " }avec la borne { $beta }
        [window] { " " }avec la fenêtre (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }. Avancer d’un pas (→) ou lancer (Espace).
km-terminal-minimax =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } est terminale ; sa valeur est { $value } (du point de vue de Max).
km-terminal =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } est terminale : f({ $dewey }) = { $value } (du point de vue de { $who }, au trait là).
km-update-min =
    En { $p ->
        [root] racine
       *[other] { $p }
    } (Min) : { $child } donne { $t } < m = { $m }, donc m = { $t }.
km-update-max =
    En { $p ->
        [root] racine
       *[other] { $p }
    } (Max) : { $child } donne { $t } > m = { $m }, donc m = { $t }.
km-update =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : t = −{ $call }({ $child }) = { $t } > m = { $m }, donc m = { $t }.
km-cutoff =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : m = { $m } { $rel } { $bound ->
        [bound] borne
       *[other] { $bound }
    } = { $b } : { $why } ; { $count ->
        [one] la position { $skipped } n’est pas examinée
       *[other] les positions { $skipped } ne sont pas examinées
    }.{ $saved }
km-why-shallow = une coupure superficielle (la borne est la valeur du parent)
km-why-deep-from =
    une coupure profonde (la borne est la valeur m de { $from ->
        [root] la racine
       *[other] { $from }
    }, un ancêtre au-dessus du parent, que F1 ne connaîtrait pas)
km-why-deep = une coupure profonde (la borne vient d’un ancêtre au-dessus du parent, que F1 ne connaîtrait pas)
km-why-window = une coupure de fenêtre (la borne est la fenêtre de la racine elle-même, pas la valeur d’une position examinée)
km-saved =
    La fenêtre complète { $which ->
        [it] l’examine
        [them] les examine
       *[names] examine { $names }
    } : la fenêtre { $which ->
        [it] l’épargne
       *[other] les épargne
    }.
km-not-saved =
    La fenêtre complète { $which ->
        [it] la saute aussi
        [them] les saute aussi
       *[names] saute aussi { $names }
    } : la fenêtre n’épargne rien ici.
km-leave-terminal =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie sa valeur { $value }.
km-minimax-value-of = la valeur minimax de { $p }
km-leave-bound =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value }, une borne : { $F } { $rel } { $value } par { $eq }.
km-leave =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value } = { $F }.
km-research-root = La dernière passe a donné { $t } : nouvelle recherche de la racine avec la fenêtre nulle (α, β) = ({ $alpha }, { $beta }).
km-research =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : le test à fenêtre nulle de { $child } a donné t = { $t }, dans la fenêtre : nouvelle recherche de { $child } avec (α, β) = ({ $alpha }, { $beta }).
km-recall =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } : la mémoire contient une borne { $value } qui règle cet appel ; rien en dessous n’est examiné.
km-done =
    Terminé : { $proc } renvoie { $value } { $exact ->
        [yes] = F(racine)
       *[no] (une borne de F(racine))
    } ; { $terminals } { $terminals ->
        [one] position terminale examinée
       *[other] positions terminales examinées
    } et { $positions } { $positions ->
        [one] position examinée
       *[other] positions examinées
    } en tout.{ $hint }
step-hint = Appuyez sur |◀◀ (Début) pour parcourir pas à pas depuis le début.

## Les autres phrases du panneau pas à pas (toutes les familles).

step-too-large = Cet arbre est trop grand pour le parcourir pas à pas (plus de { $limit } positions).
step-choose-one = Choisissez une seule procédure pour parcourir une exécution pas à pas ; la vue de comparaison les montre terminées.
step-making = Préparation du pas à pas de { $proc } en arrière-plan ({ $size } positions)…

## Avis sur le lien (ce qu'il n'a pas pu utiliser). $value : le texte du lien, raccourci.

link-unused = Une partie du lien n’a pas été utilisée : { $problems }.
link-cancelled =
    L’ouverture de l’arbre du lien a été annulée : { $initial ->
        [yes] la page montre l’arbre π
       *[no] la page garde l’arbre qu’elle avait
    }.

## La pile d'appels à côté de la phrase du pas : les titres de ses colonnes.

stack-position = position
stack-to-move = au trait
stack-bound = borne
stack-window-minimax = (α, β) (minimax)
# The step slider's value, as a screen reader says it.
step-valuetext = pas { $pos } sur { $length }
step-valuetext-end = la recherche terminée ; ses pas sont préparés quand vous reculez ou lancez la lecture
step-count-end = fin

## ———— Le texte de la première vue construit par les scripts ————

## Le tableau des décomptes et les notes dessous.

counts-caption = Décomptes sur cet arbre et cette fenêtre
counts-count = décompte
counts-value = valeur à la racine
counts-terminals = terminales examinées
counts-positions = positions examinées
counts-shallow = coupures superficielles
counts-deep = coupures profondes
counts-window = coupures de fenêtre
counts-per-level = positions examinées par niveau
counts-level = niveau { $level } sur { $size }
counts-corollary3 = Corollaire 3 : sur un arbre uniforme de degré { $degree } et de hauteur { $height }, tout algorithme examine au moins
counts-corollary3-after =
    { $min ->
        [one] position terminale
       *[other] positions terminales
    } (d^⌈h/2⌉ + d^⌊h/2⌋ − 1) ; F2 aussi, avec le meilleur coup en premier.
counts-corollary3-not = Le corollaire 3 (le nombre minimal de terminales) vaut pour les arbres uniformes ; celui-ci ne l’est pas.
counts-critical = Positions critiques (théorème 1) : { $total } — type 1 : { $type1 }, type 2 : { $type2 }, type 3 : { $type3 }. Avec le meilleur coup en premier partout, F2 examine exactement celles-ci.
counts-deep-working = Décompte des terminales que sautent les coupures profondes…
counts-deep-note =
    Coupures profondes : F2 en fait { $events ->
        [one] { $events }
       *[other] { $events }
    }, sautant { $skipped ->
        [one] { $skipped } terminale
       *[other] { $skipped } terminales
    } ; F1 en examine { $examined } et saute les { $other } autres par ses propres coupures.
counts-deep-km = Knuth et Moore comptent les terminales que F1 examine et F2 non (sur l’arbre de la fig. 1, « five deep cutoffs ») : ici { $count }.
counts-counter = compteur

## La ligne de résumé et les avis sur la taille de l'arbre.

notice-too-big-to-draw =
    Cet arbre a { $size } { $count ->
        [one] position
       *[other] positions
    } ; le dessin s’arrête à { $limit }. Les décomptes restent ceux du noyau.
summary-predicting = Prédiction de { $proc } : sa valeur et le nombre de positions qu’il examine s’affichent une fois Prédire désactivé.
summary-searching =
    Recherche dans l’arbre ({ $size } { $count ->
        [one] position
       *[other] positions
    }) en arrière-plan…
summary-compare = F(racine) = { $value }. Terminales examinées sur { $terminals } : { $list }.

## Les noms accessibles de l'arbre.

tree-label = Arbre de jeu
tree-label-main = Arbre de jeu. Les flèches passent d’une position à l’autre, Début et Fin vont à la première et à la dernière, taper un nom de Dewey y va, Entrée modifie la position choisie, + et − zooment, 0 ajuste.
tree-none = Pas d’arbre
tree-position =
    { $p ->
        [root] racine
       *[other] Position { $p }
    }, { $who } au trait, { $kind ->
        [terminal] terminale, valeur { $value }
       *[interior] { $count ->
            [one] { $count } successeur
           *[other] { $count } successeurs
        }{ $value ->
            [none] { "" }
           *[other] , valeur { $value }
        }
    }{ $status ->
        [none] { "" }
       *[other] , { $status }
    }{ $extra ->
        [yes] , examinée seulement à cause de la fenêtre
       *[no] { "" }
    }
tree-status-examined = examinée
tree-status-current = examinée, l’étape courante
tree-status-pending = pas encore atteinte
tree-status-skipped = non examinée
tree-status-shallow = coupée par une coupure superficielle
tree-status-deep = coupée par une coupure profonde
tree-status-window = coupée par la borne de la fenêtre
tree-status-saved = épargnée par la fenêtre (la fenêtre complète l’examine)
player-max = Max
player-min = Min

## Le panneau de la position choisie.

sel-none = Cliquez, touchez ou choisissez au clavier une position de l’arbre (t donne le focus à l’arbre, puis les flèches).
sel-info =
    { $p ->
        [root] La racine
       *[other] Position { $p }
    } : { $who } au trait, { $kind ->
        [terminal] terminale
       *[interior] { $count ->
            [one] { $count } successeur
           *[other] { $count } successeurs
        }
    }{ $what }.
sel-examined = { $proc } l’a examinée avec la fenêtre { $window } et a obtenu { $value }
sel-not-examined = { $proc } ne l’a pas examinée ({ $why })
sel-status-shallow = coupure superficielle
sel-status-deep = coupure profonde
sel-status-saved = épargnée par la fenêtre : la fenêtre complète l’examine
sel-status-window = coupée par la borne de la fenêtre ; la fenêtre complète la saute aussi
sel-extra = la fenêtre complète (−∞, +∞) ne l’examine pas : la recherche avec fenêtre la paie en plus
sel-value-name =
    Valeur de { $p ->
        [root] la racine
       *[other] { $p }
    }, du point de vue { $side ->
        [max] de Max
       *[mover] de { $who } (au trait)
    }
sel-value-hint =
    Du point de vue { $side ->
        [max] de Max
       *[mover] de { $who } (au trait)
    }{ $stored ->
        [none] { "" }
       *[other] { "\u202F" }; le texte de l’arbre garde { $stored } (point de vue de Max)
    }. Tapez un nombre puis Entrée.
sel-subtree-empty = Tapez d’abord un sous-arbre, p. ex. (3,1,4) ou 7.
sel-cut-reason =
    { $proc } l’a sautée par { $cut }.{ $saved ->
        [yes] { " " }La fenêtre complète (−∞, +∞) l’examine : la fenêtre l’a épargnée.
       *[no] { "" }
    }
sel-go-to-cut = Aller à l’étape où { $proc } l’a coupée
cut-shallow =
    une coupure superficielle en { $at ->
        [root] la racine
       *[other] { $at }
    }{ $values ->
        [yes] { "\u00A0" }: m = { $m } a atteint β = { $beta }
       *[no] { "" }
    }, une borne venant du m de son parent { $parent ->
        [root] la racine
       *[other] { $parent }
    }
cut-deep =
    une coupure profonde en { $at ->
        [root] la racine
       *[other] { $at }
    }{ $values ->
        [yes] { "\u00A0" }: m = { $m } a atteint β = { $beta }
       *[no] { "" }
    }, une borne venant { $from ->
        [root] de la racine
        [unknown] d’un ancêtre
       *[other] de { $from }
    } (un ancêtre au-dessus du parent, que F1 ne connaîtrait pas)
cut-window =
    une coupure de fenêtre en { $at ->
        [root] la racine
       *[other] { $at }
    }{ $values ->
        [yes] { "\u00A0" }: m = { $m } a atteint β = { $beta }
       *[no] { "" }
    }, une borne qui est encore celle de la fenêtre (α, β) de la racine
cut-other =
    une coupure ({ $kind }) en { $at ->
        [root] la racine
       *[other] { $at }
    }{ $values ->
        [yes] { "\u00A0" }: m = { $m } a atteint β = { $beta }
       *[no] { "" }
    }
cut-no-steps = Le pas à pas de cette recherche n’est pas disponible (l’arbre est trop grand pour être tracé).

## Le panneau du code.

code-summary = Le code

## Le panneau de la fenêtre et les erreurs de saisie.

score-empty =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] valeur
    } : tapez un nombre, -inf ou +inf
score-not-integer =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] valeur
    } : « { $text } » n’est pas un entier, -inf ou +inf
score-too-large =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] valeur
    } : { $text } est trop grand (au plus 2^53 - 1 en valeur absolue)
score-not-finite =
    { $what ->
        [alpha] alpha
        [beta] beta
       *[value] valeur
    } : une valeur terminale doit être finie
window-alpha =
    .aria-label = alpha
window-beta =
    .aria-label = bêta
window-order = alpha doit être inférieur à bêta (alpha = { $alpha }, bêta = { $beta }) ; on garde { $window }
window-points = Où (avec ce qui est dessous) : { $parts }.
window-points-saved = épargnées : { $names }
window-points-extra = payées par la fenêtre : { $names }
window-points-show = Les montrer dans l’arbre
window-shown-with = { $name } est affichée, cherchée avec cette fenêtre (ses décomptes et sa valeur sont dans le résumé). { $km } de Knuth et Moore avec la même fenêtre, pour comparer :
window-shown-without = { $name } est affichée ; elle ne prend pas de fenêtre. { $km } de Knuth et Moore avec cette fenêtre, pour comparer :
window-none = { $name } ne prend pas de fenêtre : (α, β) ne change rien à ce qu’elle fait.
window-bound = { $name } ne prend que β = { $beta } comme borne ; α n’est pas utilisé.
window-bound-result =
    { $exact ->
        [yes] { $name }(racine, { $beta }) = { $value } < borne : exact (6).
       *[no] { $name }(racine, { $beta }) = { $value } ≥ borne : on sait seulement que F(racine) ≥ { $value } (6).
    }
window-full-result = Fenêtre complète { $window } : { $km } donne F(racine) = { $value }.
window-full-hint = Resserrez la fenêtre (ou cliquez sur la carte d’aspiration) pour voir une recherche par aspiration : une bonne estimation épargne des positions, une mauvaise coûte une nouvelle recherche.
window-outcome =
    { $outcome ->
        [exact] Exact.
        [low] La recherche échoue vers le bas.
       *[high] La recherche échoue vers le haut.
    }
window-first =
    { $km }(racine, { $alpha }, { $beta }) = { $value }{ $outcome ->
        [exact] { " " }({ $alpha } < { $value } < { $beta }) : c’est F(racine).
        [low] { " " }≤ α : la recherche échoue vers le bas, donc F(racine) ≤ { $value }.
       *[high] { " " }≥ β : la recherche échoue vers le haut, donc F(racine) ≥ { $value }.
    }
window-research-result = Nouvelle recherche : { $km }(racine, { $alpha }, { $beta }) = { $value } = F(racine).
window-cost-caption = Positions examinées par { $km } (terminales entre parenthèses)
window-cost-first = première recherche
window-cost-research = nouvelle recherche
window-cost-total = total
window-cost-full = fenêtre complète (−∞, +∞)
window-saves =
    La fenêtre épargne { $count ->
        [one] { $count } position
       *[other] { $count } positions
    }.
window-costs =
    La fenêtre coûte { $count ->
        [one] { $count } position de plus
       *[other] { $count } positions de plus
    }.
window-same = La fenêtre coûte autant que la fenêtre complète.

## La carte d'aspiration.

map-hint = Total des positions que F2 examine (première recherche + nouvelle recherche) pour chaque fenêtre (α, β) ;
map-hint-click = . Cliquez sur une case pour utiliser cette fenêtre.
map-readout =
    α = { $alpha }, β = { $beta } : { $outcome ->
        [exact] exact
        [low] échoue vers le bas
       *[high] échoue vers le haut
    } ; { $count ->
        [one] { $count } position
       *[other] { $count } positions
    } au total, { $cmp ->
        [fewer] { $diff } de moins que
        [more] { $diff } de plus que
       *[same] autant que
    } la fenêtre complète.
map-not-loaded = La carte d’aspiration n’a pas pu se charger : { $error }
map-too-big =
    La carte est dessinée pour les arbres d’au plus { $limit } { $count ->
        [one] position
       *[other] positions
    }.

## Le résumé de chaque famille.

summary-km =
    { $proc }{ $use ->
        [bound] { " " }avec la borne { $beta }
        [window] { " " }avec la fenêtre { $window }
       *[none] { "" }
    } : valeur à la racine { $exact ->
        [yes] { $value }
       *[no] { $value } (une borne)
    } ; { $terminals ->
        [one] { $terminals } terminale
       *[other] { $terminals } terminales
    } sur { $allTerminals } et { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } sur { $allPositions } examinées ; { $deep ->
        [one] { $deep } coupure profonde
       *[other] { $deep } coupures profondes
    }.
run-failed = { $proc } n’a pas pu s’exécuter : { $error }

## La vue de comparaison.

compare-caption-km =
    — { $terminals ->
        [one] { $terminals } terminale
       *[other] { $terminals } terminales
    }, { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    }

## La liste OPEN de SSS*.

diff-legend-only = seulement
diff-legend-a = (hachurée, contour plein)
diff-legend-b = (pointillée, contour en tirets)

## La vue en tableau.

table-switch = Tableau
    .title = La recherche en tableau : une ligne par position, en profondeur d’abord (un lecteur d’écran lit ceci au lieu du dessin)
table-title = La recherche en tableau
table-hidden-practice = Le tableau de la recherche est caché pendant l’entraînement : il donnerait les réponses.
table-waiting = Le tableau suit quand la recherche est finie.

## Les boutons du pas à pas.

step-play = ▶ Lecture
    .aria-label = Lecture (Espace)
    .title = Lecture / pause (Espace)
step-play-label = Lecture (Espace)
step-pause = ❚❚ Pause
step-pause-label = Pause (Espace)
step-play-title = Lecture / pause (Espace)
step-predict = Prédire
    .title = Prédire chaque étape avant qu’elle soit montrée
stack-root = racine

## Éléments d'index.html.

view-negamax-text = Negamax
view-minimax-text = Minimax
show-dewey = Dewey
sel-value-label = Valeur
text-paste = Collez un arbre, p. ex.
text-paste-after = — valeurs du point de vue de Max.
list-separator = { "\u202F; " }
text-too-long =
    Le texte de l’arbre fait { $over ->
        [yes] plus de { $size } Mo
       *[no] { $size } Mo
    }, trop long pour être affiché ici : exportez-le en texte (Exporter), ou tapez ici un nouvel arbre.

## D'autres avis sur le lien.

link-gen-differs = l’arbre généré diffère de celui du lien (le lien vient d’une autre version du générateur) : l’arbre affiché est celui que fait cette version
link-tree-held = L’arbre ({ $size } caractères) est trop grand pour un lien (au plus { $limit }) : le lien ne le contient pas. Recharger cet onglet le garde ; pour le partager, enregistrez-le avec Exporter → Arbre en texte.
link-tree-lost = L’arbre est trop grand pour un lien et pour le stockage de cet onglet : un rechargement ne le gardera pas ; enregistrez-le avec Exporter → Arbre en texte.
link-tz-unsupported = ce navigateur ne sait pas lire les arbres compressés (tz=)
link-tz-not-base64 = l’arbre compressé (tz=) n’est pas en base64url
link-tz-damaged = l’arbre compressé (tz=) est endommagé
link-tz-too-large = l’arbre compressé se décompresse en plus de { $mib } Mio

## Avis sur la page et l'arbre.

announce-position =
    { $p ->
        [root] Racine
       *[other] Position { $p }
    }, { $who } au trait, { $kind ->
        [terminal] terminale, valeur { $value }
       *[interior] { $count ->
            [one] { $count } successeur
           *[other] { $count } successeurs
        }
    }.
notice-worker-stopped = La recherche en arrière-plan s’est arrêtée ({ $why }) : la page cherche désormais sur son propre fil, ce qui peut la figer sur les grands arbres.
notice-no-start = Le terrain de jeu n’a pas pu démarrer : { $error }
notice-compare-not-loaded = Les procédures à comparer n’ont pas pu être chargées : { $why }.
notice-no-qr = Pas d’export QR : { $error }
present-too-wide = L’arbre entier demande { $width } px avec des étiquettes de { $font } px ; la position courante est montrée.
undo-other-tree = Annuler : l’arbre affiché n’est pas celui sur lequel cette modification a été faite.
undo-not-kept = Annuler : les arbres d’avant celui-ci ne sont plus gardés (l’historique gardé d’un rechargement à l’autre est borné).
undo-cancelled = L’annulation a été interrompue : la page garde l’arbre qu’elle montre.
undo-dropped = Annuler : une étape de l’historique n’a pas pu être refaite ({ $error }) ; elle a été abandonnée.
load-stage = { $what } : { $stage }…
load-opening = Ouverture de l’arbre du lien
load-making = Construction de l’arbre
load-reading = Lecture de l’arbre
load-stage-reading = lecture du texte de l’arbre
load-stage-generating = génération de l’arbre
load-stage-editing = application des modifications du lien
load-stage-handing = transmission de l’arbre à la page
load-cancel = Annuler
load-cancelled = Annulé : la page garde l’arbre qu’elle avait.
load-worker-lost = Le fil d’arrière-plan qui ouvre les grands arbres s’est arrêté ({ $why }) : l’arbre a été lu sur la page.
gen-lo-hi = lo ne doit pas dépasser hi
gen-mean-degree = degré moyen : des nombres au moins égaux à 1, un par niveau
example-pi = K&M fig. 1 : l’arbre de π (degré 3, hauteur 4)
example-fig4-ordered = K&M fig. 4 : parfaitement ordonné
example-fig4-better = K&M fig. 4 : réordonné, moins cherché
example-specimen = Arbre exemple de la thèse
present-drawer-close = Fermer les panneaux
panel-tabs = Panneaux

# Limites que la page vérifie elle-même : un générateur, le générateur d'un lien, un export.
gen-too-many = le degré { $degree } et la hauteur { $height } donnent plus de { $limit } positions, le maximum que cette page dessine et explore à la fois
link-gen-too-big = le générateur du lien (degré { $degree }, hauteur { $height }) donne plus de { $limit } positions, le maximum que cette page accepte
link-gen-makes = le générateur du lien donne { $size } positions ; cette page en accepte au plus { $limit }
export-too-big = l’arbre a { $size } positions ; l’export SVG et PNG s’arrête à { $limit } (le texte de l’arbre s’exporte à toute taille)

# Les libellés des procédures et les titres des articles du catalogue.
proc-label-F0 = F0 — negamax, exhaustif
proc-label-F1 = F1 — séparation et évaluation
proc-label-F2 = F2 — alpha-bêta
proc-label-failsoft = Alpha-bêta fail-soft
proc-label-negascout = NegaScout
proc-label-mtdf = MTD(f) — fenêtres nulles avec mémoire
proc-label-branch-and-bound = Séparation et évaluation (§2.1)
proc-label-alphabeta = Alphabeta (§2.2)
proc-label-falphabeta = Falphabeta, fail-soft (§2.3)
proc-label-palphabeta = Palphabeta (§2.3)
proc-label-pvs = PVS (§2.4)
proc-label-scout = Scout, TEST (§2.5)
proc-label-scout-testm = Scout avec testm (ann. 1)
proc-label-scout-pearl = Scout, forme minimax de Pearl (ann. 1)
proc-label-scout-cm = Scout, Campbell–Marsland (ann. 1)
proc-label-sss = SSS* (§2.6)
proc-label-mn-minimax = m&n minimax (ann. B)
proc-label-mn-alphabeta = m&n alpha-bêta (ann. C)
proc-label-compare = Comparer (côte à côte)
paper-title-km = Negamax : Knuth & Moore 1975 et après
paper-title-thesis = Muszycka 1985 (thèse)
paper-title-mn = Slagle 1963 (m&n)

# The core's errors (crate/src/error.rs; en.ftl says what the arguments are).
e-found = { $found ->
    [end] la fin du texte
    [byte] l’octet { $c }
   *[char] « { $c } »
}
e-p-many = octet { $offset } : l’arbre a plus de { $max } positions
e-p-deep = octet { $offset } : imbrication de plus de { $max } niveaux
e-p-empty = octet { $offset } : liste vide : une position terminale a besoin d’une valeur
e-p-item = octet { $offset } : un nombre ou « ( » attendu au lieu de { e-found }
e-p-end = octet { $offset } : la fin du texte attendue au lieu de { e-found }
e-p-sep = octet { $offset } : « , » ou « { $close } » attendu
e-p-next = octet { $offset } : « , », « { $close } » ou un nombre attendu au lieu de { e-found }
e-p-range = octet { $offset } : nombre hors limites : |valeur| doit être au plus 2^53 - 1
e-p-digit = octet { $offset } : un chiffre attendu au lieu de { e-found }
e-p-chance = octet { $offset } : la position « { $name } » est une position aléatoire : les arbres à positions aléatoires sont lus par le module complet
e-p-chance-root = octet { $offset } : la racine est une position aléatoire : les arbres à positions aléatoires sont lus par le module complet
e-e-not-term = la position « { $at } » n’est pas terminale : sa valeur vient de ses successeurs
e-e-term = la position « { $at } » est terminale : rendez-la intérieure pour lui donner des successeurs
e-e-index = la position « { $at } » a { $d } { $d ->
    [one] successeur
   *[other] successeurs
} : un nouveau peut porter un numéro de 1 à { $last }
e-e-root = la racine ne peut pas être supprimée
e-e-only = la position « { $at } » est le seul successeur de « { $up } » : rendez plutôt « { $up } » terminale
e-e-interior = la position « { $at } » est déjà intérieure
e-no-succ = une position intérieure a besoin d’au moins un successeur
e-no-pos-term = pas de position « { $at } » : la position « { $here } » est terminale
e-no-pos = pas de position « { $at } » : la position « { $here } » a { $n } { $n ->
    [one] successeur
   *[other] successeurs
}
e-dewey = position « { $at } » : « { $part } » n’est pas un numéro de successeur (1, 2, …)
e-many = l’arbre aurait plus de { $max } positions
e-deep = l’arbre aurait plus de { $max } niveaux de profondeur
e-window = alpha doit être inférieur à bêta (alpha = { $alpha }, bêta = { $beta })
e-link-tree = l’arbre du lien n’a pas pu être lu : { $error }

## Le partage (panels/share.js) et le menu des enseignants dans l’en-tête (panels/teachers.js).

share-link-copied = Lien copié.
share-embed-copied = Code d’intégration copié.
share-exercise-copied = Lien d’exercice copié : il ouvre cet arbre en mode exercice.
share-select = Copiez ceci (le texte est sélectionné) :
share-local = Cette page est un fichier sur cet ordinateur (file://) : { $what ->
        [embed] le code d’intégration ne fonctionne
       *[link] le lien ne fonctionne
    } qu’ici. Pour partager, placez le playground sur un serveur web (son dossier dist/ construit), ou construisez-le avec VITE_PLAYGROUND_PUBLIC_URL réglé sur son adresse publique.
share-close = Fermer
teach-menu = Pour les enseignants
teach-exercise = Copier le lien d’exercice
    .title = Un lien qui ouvre cet arbre en mode exercice, pour les étudiants
teach-hide = Lien enseignant : cacher les réponses jusqu’à la vérification
teach-scorm = Moodle, Canvas, Blackboard… (paquet SCORM)
teach-embed-hint = Une iframe pour une page de cours ; dans un livre PreTeXt ou Runestone, elle transmet les scores par SPLICE.
teach-worksheet = Fiche d’exercices (LaTeX, impression)
teach-guide = Guide pour l’enseignement : plateformes, livres, papier
view-menu = Affichage
